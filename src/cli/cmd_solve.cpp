// `cubilete solve GAME`: the exact value of optimal play, from the on-disk cache when present.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/error.h"

namespace cubilete::cli {

namespace {
struct Options {
  std::string game;
  std::vector<std::string> rules;
  SolveOptions solve;
  bool no_cache = false, json = false;
};
Options opt;

void print_distribution(const nlohmann::json& d) {
  std::cout << fmt::format("\nScore distribution of optimal play ({} seeded games):\n", d["games"].get<int64_t>())
            << fmt::format("  mean {:.3f} (95% CI ± {:.3f}), std dev {:.3f}, min {}, max {}\n",
                           d["mean"].get<double>(), d["mean_ci95"].get<double>(),
                           d["stddev"].get<double>(), d["min"].get<int>(), d["max"].get<int>());
  std::cout << "  percentiles:";
  for (const auto& [p, v] : d["percentiles"].items()) std::cout << fmt::format(" {}%: {}", p, v.get<int>());
  std::cout << "\n";
  int64_t most = 1;
  for (const auto& b : d["histogram"]) most = std::max(most, b["count"].get<int64_t>());
  for (const auto& b : d["histogram"]) {
    const int64_t count = b["count"].get<int64_t>();
    const int bar = int(std::lround(60.0 * count / most));
    if (bar == 0 && count * 1000 < d["games"].get<int64_t>()) continue;  // the thin tails
    std::cout << fmt::format("  {:>4}-{:<4} {:>8} {}\n", b["from"].get<int>(), b["to"].get<int>(),
                             count, std::string(std::max(bar, 1), '#'));
  }
}

void run() {
  const auto& entry = find_game(opt.game);
  if (!entry.solve) throw UsageError(fmt::format("{} has no solver yet", opt.game));
  if (opt.solve.distribution && opt.solve.games < 1) throw UsageError("--games must be at least 1");
  auto game = make_game(entry, parse_rules(opt.rules));
  opt.solve.use_cache = !opt.no_cache;
  auto result = entry.solve(*game, opt.solve);
  if (opt.json) {
    print_json(result);
    return;
  }
  std::cout << fmt::format("{} ({})\n", opt.game, game->rules().to_string())
            << fmt::format("Optimal expected score: {:.9f}\n", result["value"].get<double>())
            << fmt::format("{} in {:.3f} s{}\n",
                           result.value("from_cache", false) ? "Loaded from the cache" : "Solved",
                           result["seconds"].get<double>(),
                           result.contains("threads")
                               ? fmt::format(" on {} threads", result["threads"].get<int>())
                               : "");
  if (result.contains("meaning")) std::cout << "(" << result["meaning"].get<std::string>() << ")\n";
  if (result.contains("notes"))
    for (const auto& line : result["notes"]) std::cout << "  " << line.get<std::string>() << "\n";
  if (result.contains("distribution")) print_distribution(result["distribution"]);
}
}  // namespace

void add_solve_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("solve", "exact value of optimal play (cached on disk)");
  cmd->add_option("GAME", opt.game, "game id")->required();
  add_rule_option(*cmd, opt.rules);
  cmd->add_option("--threads,-t", opt.solve.threads, "solver threads (default: all cores)");
  cmd->add_flag("--no-cache", opt.no_cache, "recompute and do not read or write the cache");
  cmd->add_flag("--distribution", opt.solve.distribution,
                "also the score distribution of optimal play (seeded simulation)");
  cmd->add_option("--games,-n", opt.solve.games, "games for --distribution (default 100000)");
  cmd->add_option("--seed,-s", opt.solve.seed, "seed for --distribution");
  cmd->add_flag("--json", opt.json, "print one JSON document");
  cmd->callback(run);
}

}  // namespace cubilete::cli
