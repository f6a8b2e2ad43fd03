// `cubilete perft GAME`: the move generator's counts to a depth, from the start or --position,
// for the games whose catalog entry counts them (the others are refused by name).
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/error.h"
#include "core/parallel.h"

namespace cubilete::cli {

namespace perft_command {

struct Options {
  std::string game, position;
  std::vector<std::string> rules;
  int depth = 0;
  bool json = false, divide = false;
};
Options opt;

std::vector<std::string> games_with_perft() {
  std::vector<std::string> ids;
  for (const auto& e : game_registry())
    if (e.analysis.perft) ids.push_back(e.description.info.id);
  return ids;
}

void run() {
  const auto& entry = find_game(opt.game);  // an unknown game is reported as such
  if (!entry.analysis.perft)
    throw UsageError(fmt::format("perft is defined for {} only, not {}", fmt::join(games_with_perft(), ", "),
                                 entry.description.info.id));
  if (opt.depth < 0) throw UsageError("--depth must be 0 or more");
  auto rules = parse_rules(opt.rules);
  if (!opt.position.empty()) {
    if (!entry.description.position_rules)
      throw UsageError(fmt::format("{} has no position to start from", entry.description.info.id));
    // The position's options join the rules (its board may be left out); one --rule also gives
    // must say the same, or the position would be silently replaced.
    for (auto& [key, value] : entry.description.position_rules(opt.position)) {
      const auto given = std::find_if(rules.begin(), rules.end(), [&](const auto& r) { return r.first == key; });
      if (given == rules.end()) rules.emplace_back(key, value);
      else if (given->second != value)
        throw UsageError(fmt::format("--position means {}={}, but --rule gives {}={}: give the position once", key,
                                     value, key, given->second));
    }
  }
  const auto game = make_game(entry, rules);
  const Stopwatch clock;
  const PerftResult r = entry.analysis.perft(*game, opt.depth, opt.divide);
  const double seconds = clock.seconds();
  if (opt.json) {
    nlohmann::json j = {{"depth", opt.depth}, {"nodes", r.nodes}, {"position", r.position}, {"seconds", seconds}};
    if (opt.divide) {
      j["divide"] = nlohmann::json::object();
      for (const auto& [move, nodes] : r.divide) j["divide"][move] = nodes;
    }
    print_json(j);
    return;
  }
  for (const auto& [move, nodes] : r.divide) std::cout << fmt::format("{:<16} {}\n", move, nodes);
  std::cout << fmt::format("depth {}: {} nodes ({:.2f} s)\n", opt.depth, r.nodes, seconds);
}

}  // namespace perft_command

void add_perft_command(CLI::App& app) {
  using namespace perft_command;
  const std::string games = fmt::format("{}", fmt::join(games_with_perft(), ", "));
  auto* cmd = app.add_subcommand("perft", "count the leaves of the tree of legal actions to a depth (" + games + ")");
  cmd->add_option("GAME", opt.game, games)->required();
  cmd->add_option("--position", opt.position,
                  "a position of either board, e.g. 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -' (default: the start)");
  add_rule_option(*cmd, opt.rules);
  cmd->add_flag("--json", opt.json, "print one JSON document");
  cmd->add_option("--depth", opt.depth, "plies")->required();
  cmd->add_flag("--divide", opt.divide, "the count below each first action");
  cmd->callback(run);
}

}  // namespace cubilete::cli
