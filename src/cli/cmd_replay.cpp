// `cubilete replay FILE`: replays a saved record and prints the final state; with --step, walks
// through it one action at a time.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "cli/outcome.h"
#include "core/error.h"
#include "core/record.h"
#include "present/options_json.h"
#include "present/record_json.h"
#include "present/view_json.h"

namespace cubilete::cli {

namespace replay_command {

// The position after `step` actions, with the action that led there and who took it. A record
// is a few hundred actions at most, so each step replays from the start rather than keeping a
// copy of every state.
void show_step(const GameRecord& record, size_t step) {
  const size_t total = record.actions.size();
  if (step == 0) {
    std::cout << fmt::format("\nStart (0 of {})\n", total);
  } else {
    const auto before = replay(record, step - 1);
    const int p = before.state->current_player();
    const std::string who = p >= 0 ? seat_name(p, record.players) : "chance";
    std::cout << fmt::format("\nStep {} of {}: {}: {}\n", step, total, who, record.actions[step - 1]);
  }
  const auto at = replay(record, step);
  // A replay looks back at a finished record: everything is shown, the secrets of each seat too.
  std::cout << at.state->render(kReferee);
  if (at.state->is_terminal()) std::cout << outcome_text(*at.state, record.players);
}

void step_through(const GameRecord& record) {
  replay(record);  // the whole record is checked before the first step is shown
  const size_t total = record.actions.size();
  std::cout << fmt::format("{} record: {} actions, seed {}. Enter: next, b: back, a number: go to that step, "
                           "q: quit.\n",
                           record.game, total, record.seed);
  size_t step = 0;
  show_step(record, step);
  for (std::string line; std::cout << "replay> " << std::flush, std::getline(std::cin, line);) {
    const auto a = line.find_first_not_of(' ');
    const std::string word = a == std::string::npos ? "" : line.substr(a, line.find_last_not_of(' ') - a + 1);
    if (word == "q" || word == "quit") return;
    if (word.empty() || word == "n" || word == "next") {
      if (step == total) {
        std::cout << "That was the last action (b goes back, q quits).\n";
        continue;
      }
      ++step;
    } else if (word == "b" || word == "back") {
      if (step == 0) {
        std::cout << "This is the start (Enter goes on, q quits).\n";
        continue;
      }
      --step;
    } else if (word.find_first_not_of("0123456789") == std::string::npos && word.size() < 10 &&
               size_t(std::stoul(word)) <= total) {
      step = std::stoul(word);
    } else {
      std::cout << fmt::format("'{}' is not a step: Enter (next), b (back), a number from 0 to {}, or q.\n", word,
                               total);
      continue;
    }
    show_step(record, step);
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
  cmd->callback([] {
    auto record = load_record(file);
    if (step) {
      if (json) throw UsageError("--step walks through the record on the screen; it does not mix with --json");
      step_through(record);
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
    std::cout << fmt::format("{} record: {} actions, seed {}\n\n", record.game,
                             record.actions.size(), record.seed)
              << r.state->render(kSpectator) << "\n"
              << outcome_text(*r.state, record.players);
  });
}

}  // namespace cubilete::cli
