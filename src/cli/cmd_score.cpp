// `cubilete score GAME DICE`: what a throw scores in every category of an empty card.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "catalog/analysis_results.h"
#include "cli/common.h"
#include "core/error.h"
#include "present/score_json.h"

namespace cubilete::cli {

void add_score_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("score", "points of a throw in every category of an empty card");
  static std::string game, dice;
  static bool served = false, json = false;
  static std::vector<std::string> rules;
  cmd->add_option("GAME", game, "game id or name (or the start of one)")->required();
  cmd->add_option("DICE", dice, "the dice, written 3-3-4-4-5 or 33445")->required();
  cmd->add_flag("--served", served, "the dice come from the first throw of the turn");
  cmd->add_flag("--json", json, "print one JSON document");
  add_rule_option(*cmd, rules);
  cmd->callback([] {
    const auto& entry = find_game(game);
    if (!entry.analysis.score_dice)
      throw UsageError(fmt::format("{} has no dice scoring", entry.description.info.id));
    auto g = make_game(entry, parse_rules(rules));
    const auto result = entry.analysis.score_dice(*g, dice, served);
    if (json) {
      print_json(score_json(*g, result));
      return;
    }
    std::cout << fmt::format("{} {}{}\n", game, dice, served ? " (served)" : "") << result.text;
  });
}

}  // namespace cubilete::cli
