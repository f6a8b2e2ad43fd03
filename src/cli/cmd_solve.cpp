// `cubilete solve GAME`: the exact value of optimal play, from the on-disk cache when present.
#include <fmt/format.h>

#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/error.h"
#include "core/text.h"

namespace cubilete::cli {

namespace {
struct Options {
  std::string game;
  std::vector<std::string> rules;
  SolveOptions solve;
  std::string games;  // --games, read as text (parse_count)
  bool no_cache = false, json = false, doubles = false;
};
Options opt;

void print_distribution(const nlohmann::json& d) {
  std::cout << "\n"
            << wrap_text(fmt::format("Score distribution over {} seeded games of the {}:", d["games"].get<int64_t>(),
                                     d["measure"].get<std::string>()),
                         80, "  ")
            << fmt::format("  mean {:.3f} (95% CI ± {:.3f}), std dev {:.3f}, min {}, max {}\n",
                           d["mean"].get<double>(), d["mean_ci95"].get<double>(),
                           d["stddev"].get<double>(), d["min"].get<int>(), d["max"].get<int>());
  std::cout << "  percentiles:";
  std::vector<std::pair<int, int>> percentiles;  // JSON keeps keys in text order ("10" < "5")
  for (const auto& [p, v] : d["percentiles"].items()) percentiles.emplace_back(std::stoi(p), v.get<int>());
  std::sort(percentiles.begin(), percentiles.end());
  for (const auto& [p, v] : percentiles) std::cout << fmt::format(" {}%: {}", p, v);
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

void check_policy_saved(const nlohmann::json& result) {
  if (result.value("policy_saved", true)) return;
  throw UsageError(fmt::format("could not write the policy to {} (is the cache directory writable, with {:.0f} MB "
                               "free? CUBILETE_CACHE chooses another)",
                               result["policy_file"].get<std::string>(), result["policy_bytes"].get<double>() / 1e6));
}

void print_two_player(const nlohmann::json& r, const std::string& rules) {
  const double value = r["value"].get<double>();
  std::cout << fmt::format("{} for two players ({})\n", r["game"].get<std::string>(), rules)
            << fmt::format("First player's chance of winning: {:.9f} (second player {:.9f})\n", value, 1 - value)
            << "(" << r["meaning"].get<std::string>() << ")\n";
  std::cout << fmt::format("{} turn-start states", r["states"].get<int64_t>());
  if (r.contains("card_pairs")) std::cout << fmt::format(" ({} pairs of cards)", r["card_pairs"].get<int64_t>());
  if (r.value("from_cache", false))
    std::cout << fmt::format(", loaded from the cache in {:.3f} s\n", r["seconds"].get<double>());
  else
    std::cout << fmt::format(", solved in {:.1f} s on {} threads\n", r["solve_seconds"].get<double>(),
                             r["threads"].get<int>());
  if (r.contains("notes"))
    for (const auto& line : r["notes"]) std::cout << "  " << line.get<std::string>() << "\n";
  if (r.contains("cache_file"))
    std::cout << fmt::format("Table ({:.2f} GB, {}): {}\n", r["cache_bytes"].get<double>() / 1e9,
                             r["stored_as"].get<std::string>(), r["cache_file"].get<std::string>());
}

void run() {
  const auto& entry = find_game(opt.game);
  if (!entry.solve) throw UsageError(fmt::format("{} has no solver yet", entry.info.id));
  if (!opt.games.empty()) {
    if (!opt.solve.distribution) throw UsageError("--games is the number of games of --distribution: add --distribution");
    opt.solve.games = parse_count("--games", opt.games, 1);
  }
  auto offering = [](bool GameEntry::*extra) {
    std::vector<std::string> ids;
    for (const auto& e : game_registry())
      if (e.*extra) ids.push_back(e.info.id);
    return fmt::format("{}", fmt::join(ids, ", "));
  };
  if (opt.solve.distribution && !entry.solve_distribution)
    throw UsageError(fmt::format("{} has no --distribution; games that have one: {}", entry.info.id,
                                 offering(&GameEntry::solve_distribution)));
  if (opt.solve.save_policy && !entry.solve_policy)
    throw UsageError(fmt::format("{} has no --save-policy; games that have one: {}", entry.info.id,
                                 offering(&GameEntry::solve_policy)));
  if (opt.solve.save_policy && opt.no_cache)
    throw UsageError("--save-policy writes into the cache, so it cannot go with --no-cache");
  if (opt.solve.players != 1 && opt.solve.players != 2)
    throw UsageError("--players is 1 (the solitaire optimum) or 2 (the chance of winning against one opponent)");
  if (opt.solve.players == 2) {
    if (!entry.solve_two_player)
      throw UsageError(fmt::format("{} has no two-player solution; games that have one: {}", opt.game,
                                   offering(&GameEntry::solve_two_player)));
    if (opt.solve.distribution || opt.solve.save_policy)
      throw UsageError("--distribution and --save-policy are for the solitaire optimum, not --players 2");
  } else if (opt.doubles) {
    throw UsageError("--double is for --players 2 (the solitaire optimum is always computed in double)");
  }
  opt.solve.doubles = opt.doubles;
  if (!opt.json && isatty(2))
    opt.solve.progress = [](const std::string& line) { std::cerr << "\r  " << line << "   " << std::flush; };
  auto game = make_game(entry, parse_rules(opt.rules));
  opt.solve.use_cache = !opt.no_cache;
  auto result = entry.solve(*game, opt.solve);
  if (opt.solve.progress) std::cerr << "\r" << std::string(60, ' ') << "\r";
  check_policy_saved(result);
  if (opt.json) {
    print_json(result);
    return;
  }
  if (opt.solve.players == 2) {
    print_two_player(result, game->rules().to_string());
    return;
  }
  // Every value here is of one player (or per chip bet): the number of seats plays no part, so
  // the rules shown leave it out ("yatzy (players=2)" read as a two-player value).
  std::vector<std::string> rules;
  for (const auto& [key, value] : game->rules().values())
    if (key != "players") rules.push_back(key + "=" + value);
  std::cout << wrap_text(entry.info.id + (rules.empty() ? "" : fmt::format(" ({})", fmt::join(rules, " "))), 80, "  ")
            << wrap_text(fmt::format("Value: {:.9f}{}", result["value"].get<double>(),
                                     result.contains("meaning") ? ", " + result["meaning"].get<std::string>() : ""),
                         80, "  ")
            << fmt::format("{} in {:.3f} s{}\n", result.value("from_cache", false) ? "Loaded from the cache" : "Solved",
                           result["seconds"].get<double>(),
                           result.contains("threads") ? fmt::format(" on {} threads", result["threads"].get<int>()) : "");
  if (result.contains("notes"))
    for (const auto& line : result["notes"]) std::cout << wrap_text(line.get<std::string>(), 80, "    ", "  ");
  if (result.contains("policy_file"))
    std::cout << fmt::format("Optimal policy ({:.0f} MB) built in {:.2f} s and saved to {}\n",
                             result["policy_bytes"].get<double>() / 1e6, result["policy_seconds"].get<double>(),
                             result["policy_file"].get<std::string>());
  if (result.contains("distribution")) print_distribution(result["distribution"]);
}
}  // namespace

void add_solve_command(CLI::App& app) {
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
  cmd->add_flag("--double", opt.doubles, "--players 2: compute in double precision (the cache keeps float32)");
  cmd->add_flag("--json", opt.json, "print one JSON document");
  cmd->callback(run);
}

}  // namespace cubilete::cli
