// `cubilete replay FILE`: replays a saved record and prints the final state; with --step, walks
// through it one action at a time.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "cli/outcome.h"
#include "core/error.h"
#include "core/record.h"
#include "core/say.h"
#include "present/options_json.h"
#include "present/record_json.h"
#include "present/view_json.h"

namespace cubilete::cli {

namespace replay_command {

std::string lang_option;

const Translated kStart{"Start (0 of {total})", "Início (0 de {total})", "Inicio (0 de {total})"};
const Translated kStep{"Step {step} of {total}: {who}: {action}", "Passo {step} de {total}: {who}: {action}",
                       "Paso {step} de {total}: {who}: {action}"};
const Translated kRecord{"{game} record: {actions} actions, seed {seed}",
                         "Registro de {game}: {actions} ações, semente {seed}",
                         "Registro de {game}: {actions} acciones, semilla {seed}"};
const Translated kKeys{"Enter: next, b: back, a number: go to that step, q: quit.",
                       "Enter: próximo, b: voltar, um número: ir a esse passo, q: sair.",
                       "Enter: siguiente, b: atrás, un número: ir a ese paso, q: salir."};
const Translated kLast{"That was the last action (b goes back, q quits).",
                       "Essa foi a última ação (b volta, q sai).", "Esa fue la última acción (b vuelve, q sale)."};
const Translated kFirst{"This is the start (Enter goes on, q quits).", "Este é o início (Enter avança, q sai).",
                        "Este es el inicio (Enter avanza, q sale)."};
const Translated kNotAStep{"'{word}' is not a step: Enter (next), b (back), a number from 0 to {total}, or q.",
                           "'{word}' não é um passo: Enter (próximo), b (voltar), um número de 0 a {total}, ou q.",
                           "'{word}' no es un paso: Enter (siguiente), b (atrás), un número de 0 a {total}, o q."};

std::string record_line(const GameRecord& record, Lang lang) {
  return say(kRecord, lang, fmt::arg("game", record.game), fmt::arg("actions", record.actions.size()),
             fmt::arg("seed", record.seed));
}

// The position after `step` actions, with the action that led there and who took it. A record
// is a few hundred actions at most, so each step replays from the start rather than keeping a
// copy of every state.
void show_step(const GameRecord& record, size_t step, Lang lang) {
  const size_t total = record.actions.size();
  if (step == 0) {
    std::cout << "\n" << say(kStart, lang, fmt::arg("total", total)) << "\n";
  } else {
    const auto before = replay(record, step - 1);
    const std::string who = actor_name(before.state->current_player(), record.players, lang);
    std::cout << "\n"
              << say(kStep, lang, fmt::arg("step", step), fmt::arg("total", total), fmt::arg("who", who),
                     fmt::arg("action", record.actions[step - 1]))
              << "\n";
  }
  const auto at = replay(record, step);
  // A replay looks back at a finished record: everything is shown, the secrets of each seat too.
  std::cout << at.state->render(kReferee, lang);
  if (at.state->is_terminal()) std::cout << outcome_text(*at.state, record.players, lang);
}

void step_through(const GameRecord& record, Lang lang) {
  replay(record);  // the whole record is checked before the first step is shown
  const size_t total = record.actions.size();
  std::cout << record_line(record, lang) << ". " << kKeys.in(lang) << "\n";
  size_t step = 0;
  show_step(record, step, lang);
  for (std::string line; std::cout << "replay> " << std::flush, std::getline(std::cin, line);) {
    const auto a = line.find_first_not_of(' ');
    const std::string word = a == std::string::npos ? "" : line.substr(a, line.find_last_not_of(' ') - a + 1);
    if (word == "q" || word == "quit") return;
    if (word.empty() || word == "n" || word == "next") {
      if (step == total) {
        std::cout << kLast.in(lang) << "\n";
        continue;
      }
      ++step;
    } else if (word == "b" || word == "back") {
      if (step == 0) {
        std::cout << kFirst.in(lang) << "\n";
        continue;
      }
      --step;
    } else if (word.find_first_not_of("0123456789") == std::string::npos && word.size() < 10 &&
               size_t(std::stoul(word)) <= total) {
      step = std::stoul(word);
    } else {
      std::cout << say(kNotAStep, lang, fmt::arg("word", word), fmt::arg("total", total)) << "\n";
      continue;
    }
    show_step(record, step, lang);
  }
  std::cout << "\n";  // input closed: leave the prompt's line
}

}  // namespace replay_command

void add_replay_command(CLI::App& app) {
  using namespace replay_command;
  auto* cmd = app.add_subcommand("replay", "replay a saved game record and print the final state");
  static std::string file;
  static bool json = false, step = false;
  cmd->add_option("FILE", file, "a record written by `save FILE` in play")->required();
  cmd->add_flag("--json", json, "print one JSON document");
  cmd->add_flag("--step", step, "walk through the record one action at a time (Enter, b, a step number, q)");
  add_lang_option(*cmd, lang_option);
  cmd->callback([] {
    const Lang lang = chosen_lang(lang_option, json);
    auto record = load_record(file);
    if (step) {
      if (json) throw UsageError("--step walks through the record on the screen; it does not mix with --json");
      step_through(record, lang);
      return;
    }
    auto r = replay(record);
    if (json) {
      nlohmann::json j = {{"game", record.game},
                          {"rules", rules_to_json(r.game->rules())},
                          {"seed", record.seed},
                          {"players", record.players},
                          {"actions", record.actions.size()},
                          {"terminal", r.state->is_terminal()},
                          {"scores", r.state->scores()},
                          {"state", view_json(*r.state, kSpectator)}};
      if (r.state->is_terminal()) j["returns"] = r.state->returns();
      print_json(j);
      return;
    }
    std::cout << record_line(record, lang) << "\n\n"
              << r.state->render(kSpectator, lang) << "\n"
              << outcome_text(*r.state, record.players, lang);
  });
}

}  // namespace cubilete::cli
