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
    std::cout << hint_text(hint);
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
}  // namespace hint_command

void add_hint_command(CLI::App& app) {
  using namespace hint_command;
  auto* cmd = app.add_subcommand(
      "hint", "rank every legal choice by the game's advisor (expected score; with --players 2, the chance of "
              "winning)");
  cmd->footer(
      "CARD lists the categories already written as KEY=POINTS separated by commas, e.g. "
      "--card 1=3,3=9,full=30,generala=0 (use - for an empty card). --throws-left is how many more throws the turn "
      "allows (2 right after the first throw of a 3-throw game, 0 when the dice must be written).\n"
      "triplo_seis: --dice is what is under the cup and --call the call to beat; every keep is ranked by the exact "
      "chance of reading more than the call after rethrowing the rest.\n"
      "farkle: --dice is the throw to set dice aside from (or --dice-left N: bank or roll N dice), --turn-total the "
      "points set aside this turn so far, --banked your score (0: not yet on the board; default: on it), --to-beat "
      "the best score in the final round; choices are ranked by the expected points the turn banks under optimal "
      "single-turn play.\n"
      "matterhorn: --crossed lists the numbers crossed so far (`row2` before those of row 2) and --dice the throw; "
      "every move is ranked by the expected throws still needed after it.\n"
      "multiplicacao: --set-aside lists a (and b) and --dice the triple, double or last die; accept and refuse are "
      "ranked by the expected score of the turn.\n"
      "damma: --position (default: the start) is searched after every legal action; --depth sets the plies after "
      "it (default 6, fewer where that would take more than 2 s on the 9x9 board); each line is what the engine "
      "expects.\n"
      "--players 2 (general, generala, crag): every choice is ranked by the exact chance of winning against one "
      "opponent whose card is --opponent-card, both playing to win, with the expected score beside it, e.g.\n"
      "  cubilete hint generala --players 2 --card 6=24 --opponent-card 6=18,full=30 \\\n"
      "      --dice 6-6-6-2-3 --throws-left 1\n"
      "--players 2 (farkle): the same against an opponent whose score is --opponent-banked (in your last turn, "
      "--to-beat), e.g.\n"
      "  cubilete hint farkle --players 2 --banked 6000 --opponent-banked 8500 \\\n"
      "      --turn-total 350 --dice-left 3");
  command = cmd;
  cmd->add_option("GAME", opt.game, "game id or name (or the start of one)")->required();
  for (const auto& o : declared_options())
    cmd->add_option("--" + o.key, opt.given[o.key], help_of(o))->type_name(o.type == OptionType::Int ? "INT" : "TEXT");
  add_rule_option(*cmd, opt.rules);
  cmd->add_flag("--json", opt.json, "print one JSON document");
  cmd->callback(run);
}

}  // namespace cubilete::cli
