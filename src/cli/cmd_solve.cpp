// `cubilete solve GAME`: the exact value of optimal play, from the on-disk cache when present.
#include <fmt/format.h>

#include <unistd.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "catalog/analysis_results.h"
#include "catalog/solve_request.h"
#include "cli/common.h"
#include "core/error.h"
#include "present/solve_json.h"
#include "present/solve_text.h"

namespace cubilete::cli {

namespace solve_command {
struct Options {
  std::string game;
  std::vector<std::string> rules;
  SolveOptions solve;
  std::string games;  // --games, read as text (parse_count)
  bool no_cache = false, json = false, doubles = false;
};
Options opt;

void run() {
  const auto& entry = find_game(opt.game);
  const auto& analysis = entry.analysis;
  if (!analysis.solve) throw UsageError(fmt::format("{} has no solver yet", entry.description.info.id));
  if (!opt.games.empty()) {
    if (!opt.solve.distribution) throw UsageError("--games is the number of games of --distribution: add --distribution");
    opt.solve.games = parse_count("--games", opt.games, 1);
  }
  opt.solve.doubles = opt.doubles;
  opt.solve.use_cache = !opt.no_cache;
  check_solve_options(entry, opt.solve, [](const std::string& key) { return "--" + key; });
  if (!opt.json && isatty(2))
    opt.solve.progress = [](const std::string& line) { std::cerr << "\r  " << line << "   " << std::flush; };
  auto game = make_game(entry, parse_rules(opt.rules));
  const auto result = analysis.solve(*game, opt.solve);
  if (opt.solve.progress) std::cerr << "\r" << std::string(60, ' ') << "\r";
  check_policy_saved(result);
  if (opt.json)
    print_json(solve_json(*game, result));
  else
    std::cout << solve_text(*game, result);
}
}  // namespace solve_command

void add_solve_command(CLI::App& app) {
  using namespace solve_command;
  auto* cmd = app.add_subcommand("solve", "exact value of optimal play (cached on disk)");
  cmd->add_option("GAME", opt.game, "game id or name (or the start of one)")->required();
  add_rule_option(*cmd, opt.rules);
  cmd->add_option("--threads,-t", opt.solve.threads, "solver threads (default: all cores)");
  cmd->add_flag("--no-cache", opt.no_cache, "recompute and do not read or write the cache");
  cmd->add_flag("--distribution", opt.solve.distribution,
                "also the score distribution of optimal play (seeded simulation)");
  cmd->add_option("--games,-n", opt.games, "games for --distribution (default 100000)");
  cmd->add_option("--seed,-s", opt.solve.seed, "seed for --distribution");
  cmd->add_flag("--save-policy", opt.solve.save_policy,
                "also build the optimal choice of every hand in every state and save it in the cache, "
                "so large simulations with the optimal bot start at once (Yatzy: about 800 MB)");
  cmd->add_option("--players", opt.solve.players,
                  "1 (default): the solitaire optimum; 2: the chance that the first player wins when both play to "
                  "win (general, generala, crag, farkle; the table is stored in the cache)");
  cmd->add_flag("--double", opt.doubles, "--players 2: compute in double precision (the cache keeps 16-bit values)");
  cmd->add_flag("--json", opt.json, "print one JSON document");
  cmd->callback(run);
}

}  // namespace cubilete::cli
