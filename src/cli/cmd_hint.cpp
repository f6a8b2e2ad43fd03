// `cubilete hint GAME ...`: every legal choice of a described decision ranked by the game's
// advisor. The options are the games' own declarations (GameAnalysis::hint_options).
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>

#include "catalog/analysis_results.h"
#include "catalog/hint_values.h"
#include "cli/common.h"
#include "core/error.h"
#include "present/hint_json.h"
#include "present/hint_text.h"

namespace cubilete::cli {

namespace hint_command {
struct Options {
  std::string game;
  std::vector<std::string> rules;
  // The value of every hint option any game declares, by name; those given are checked against
  // the chosen game's declarations.
  std::map<std::string, std::string> given;
  bool json = false;
  std::string lang;
};
Options opt;

CLI::App* command = nullptr;

void run() {
  const auto& entry = find_game(opt.game);
  if (!entry.analysis.hint) throw UsageError(fmt::format("{} has no advisor yet", entry.description.info.id));
  Assignments given;
  for (const auto& [key, value] : opt.given)
    if (command->count("--" + key)) given.emplace_back(key, value);
  const HintValues values(entry.description.info.id, entry.analysis.hint_options, given);
  auto game = make_game(entry, parse_rules(opt.rules));
  const auto hint = entry.analysis.hint(*game, values);
  if (opt.json)
    print_json(hint_json(*game, hint));
  else
    std::cout << hint_text(hint, chosen_lang(opt.lang));
}

// Each hint option any game declares, once, in the order the games list them, with what it is
// to each game that takes it ("general, generala: the dice in front of the player; farkle: ...").
struct DeclaredOption {
  std::string key;
  OptionType type;
  std::vector<std::pair<std::string, std::vector<std::string>>> meanings;  // description, games
};

std::vector<DeclaredOption> declared_options() {
  std::vector<DeclaredOption> out;
  for (const auto& e : game_registry()) {
    for (const auto& spec : e.analysis.hint_options) {
      auto o = std::find_if(out.begin(), out.end(), [&spec](const DeclaredOption& d) { return d.key == spec.key; });
      if (o == out.end()) o = out.insert(out.end(), {spec.key, spec.type, {}});
      auto m = std::find_if(o->meanings.begin(), o->meanings.end(),
                            [&spec](const auto& meaning) { return meaning.first == spec.description; });
      if (m == o->meanings.end()) m = o->meanings.insert(o->meanings.end(), {spec.description, {}});
      m->second.push_back(e.description.info.id);
    }
  }
  return out;
}

std::string help_of(const DeclaredOption& o) {
  std::vector<std::string> parts;
  for (const auto& [description, games] : o.meanings) parts.push_back(fmt::format("{}: {}", fmt::join(games, ", "), description));
  return fmt::format("{}", fmt::join(parts, "; "));
}
// Every game's paragraphs on its options, in the registry's order, each text once.
std::string footer() {
  std::vector<std::string> texts;
  for (const auto& entry : game_registry())
    if (const auto& text = entry.analysis.hint_help;
        !text.empty() && std::find(texts.begin(), texts.end(), text) == texts.end())
      texts.push_back(text);
  return fmt::format("{}", fmt::join(texts, "\n"));
}
}  // namespace hint_command

void add_hint_command(CLI::App& app) {
  using namespace hint_command;
  auto* cmd = app.add_subcommand(
      "hint", "rank every legal choice by the game's advisor (expected score; with --players 2, the chance of "
              "winning)");
  cmd->footer(footer());
  command = cmd;
  cmd->add_option("GAME", opt.game, "game id or name (or the start of one)")->required();
  for (const auto& o : declared_options())
    cmd->add_option("--" + o.key, opt.given[o.key], help_of(o))->type_name(o.type == OptionType::Int ? "INT" : "TEXT");
  add_rule_option(*cmd, opt.rules);
  cmd->add_flag("--json", opt.json, "print one JSON document");
  add_lang_option(*cmd, opt.lang);
  cmd->callback(run);
}

}  // namespace cubilete::cli
