// `cubilete simulate GAME --games N`: bots against bots, with per-seat statistics.
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <iostream>
#include <nlohmann/json.hpp>
#include <thread>

#include "cli/common.h"
#include "core/error.h"
#include "core/match.h"
#include "core/parallel.h"
#include "core/registry.h"

namespace cubilete::cli {

namespace {
constexpr int64_t kMaxChunk = 256;  // games per work unit; results merge in chunk order

struct SeatSums {
  double sum = 0, sum_sq = 0, wins = 0;
};

struct Options {
  std::string game, players;
  int64_t games = 1000;
  uint64_t seed = 1;
  int threads = 1;
  int random_opening = 0;
  bool json = false;
  std::vector<std::string> rules;
};
Options opt;

void run() {
  if (opt.games < 1) throw UsageError("--games must be at least 1");
  if (opt.threads < 1 || opt.threads > 256) throw UsageError("--threads must be 1 to 256");
  if (opt.random_opening < 0) throw UsageError("--random-opening must be 0 or more");
  const auto& entry = find_game(opt.game);
  auto rules = parse_rules(opt.rules);
  auto names = resolve_players(entry, rules, opt.players, "random", false);
  auto game = make_game(entry, rules);
  const int seats = game->num_players();
  // Small enough that a few hundred slow games (a search bot) still keep every thread busy; not
  // dependent on the thread count, so the sums (and results) are the same for any --threads.
  const int64_t chunk = std::clamp<int64_t>(opt.games / 32, 1, kMaxChunk);
  const int64_t chunks = (opt.games + chunk - 1) / chunk;
  std::vector<std::vector<SeatSums>> results(chunks, std::vector<SeatSums>(seats));
  std::atomic<int64_t> next_chunk{0}, done{0};
  const bool progress = !opt.json && isatty(2) && opt.games >= 10000;

  const Stopwatch clock;
  // The game's shortcut for these bots, if it has one, plays the same games faster.
  std::unique_ptr<BatchPlayer> batch;
  if (entry.batch_player && opt.random_opening == 0) batch = entry.batch_player(*game, names);
  if (batch) batch->prepare(opt.threads, opt.games);
  const double setup_seconds = clock.seconds();

  // Each worker's bots, made here: a bot that cannot be made (a table not solved yet) is
  // reported before any game starts.
  std::vector<std::vector<std::unique_ptr<Bot>>> worker_bots(opt.threads);
  if (!batch)
    for (auto& bots : worker_bots)
      for (const auto& n : names) bots.push_back(make_bot(entry, *game, n));
  std::atomic<int> next_worker{0};
  auto worker = [&] {
    std::vector<Bot*> seats_bots;
    for (auto& b : worker_bots[next_worker++]) seats_bots.push_back(b.get());
    std::vector<uint64_t> seeds;
    std::vector<std::pair<std::vector<double>, std::vector<double>>> outcomes;
    for (int64_t c; (c = next_chunk++) < chunks;) {
      seeds.clear();
      for (int64_t g = c * chunk; g < std::min(opt.games, (c + 1) * chunk); ++g)
        seeds.push_back(derive_seed(opt.seed, uint64_t(g)));
      // Every game's scores and win shares, summed in seed order (win shares such as 1/3 are
      // not exact, so the order must not depend on the path or the threads).
      outcomes.resize(seeds.size());
      auto keep = [&](size_t i, const State& end) { outcomes[i] = {end.scores(), end.returns()}; };
      if (batch) {
        batch->play(seeds, keep);
      } else {
        for (size_t i = 0; i < seeds.size(); ++i)
          keep(i, *play_out(*game, seats_bots, seeds[i], nullptr, opt.random_opening));
      }
      for (const auto& [s, r] : outcomes)
        for (int p = 0; p < seats; ++p) {
          results[c][p].sum += s[p];
          results[c][p].sum_sq += s[p] * s[p];
          results[c][p].wins += r[p];
        }
      done += int64_t(seeds.size());
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < opt.threads; ++t) pool.emplace_back(worker);
  if (progress) {
    while (done < opt.games) {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      std::cerr << fmt::format("\r  {} / {} games ({:.0f}%)", done.load(), opt.games,
                               100.0 * done.load() / opt.games)
                << std::flush;
    }
    std::cerr << "\r" << std::string(50, ' ') << "\r";
  }
  for (auto& t : pool) t.join();
  const double seconds = clock.seconds();

  std::vector<SeatSums> total(seats);
  for (const auto& chunk : results)
    for (int p = 0; p < seats; ++p) {
      total[p].sum += chunk[p].sum;
      total[p].sum_sq += chunk[p].sum_sq;
      total[p].wins += chunk[p].wins;
    }
  const double n = double(opt.games);
  nlohmann::json seats_json = nlohmann::json::array();
  size_t width = 14;
  for (const auto& name : names) width = std::max(width, name.size());
  if (!opt.json)
    std::cout << fmt::format("{} games of {} ({}), seed {}{}\n\n{:<6} {:<{}} {:>10} {:>9} {:>16}\n",
                             opt.games, opt.game, game->rules().to_string(), opt.seed,
                             opt.random_opening ? fmt::format(", first {} decisions at random", opt.random_opening) : "",
                             "seat", "player", width,
                             "mean", "std dev", "win share");
  for (int p = 0; p < seats; ++p) {
    const double mean = total[p].sum / n;
    const double var = n > 1 ? std::max(0.0, (total[p].sum_sq - n * mean * mean) / (n - 1)) : 0;
    const double share = total[p].wins / n;
    const double ci = 1.96 * std::sqrt(std::max(share * (1 - share), 0.0) / n);
    const double mean_ci = 1.96 * std::sqrt(var / n);
    seats_json.push_back({{"seat", p + 1},
                          {"player", names[p]},
                          {"mean", mean},
                          {"mean_ci95", mean_ci},
                          {"stddev", std::sqrt(var)},
                          {"win_share", share},
                          {"win_share_ci95", ci}});
    if (!opt.json)
      std::cout << fmt::format("{:<6} {:<{}} {:>10.3f} {:>9.3f} {:>9.4f} ± {:.4f}\n", p + 1,
                               names[p], width, mean, std::sqrt(var), share, ci);
  }
  if (opt.json) {
    print_json({{"game", opt.game},
                {"rules", game->rules().to_json()},
                {"games", opt.games},
                {"seed", opt.seed},
                {"threads", opt.threads},
                {"random_opening", opt.random_opening},
                {"seats", seats_json},
                {"seconds", seconds},
                {"games_per_second", n / seconds},
                {"setup_seconds", setup_seconds},
                {"play_games_per_second", n / (seconds - setup_seconds)}});
  } else {
    std::cout << fmt::format("\n{:.2f} s, {:.0f} games per second on {} thread{}\n", seconds,
                             n / seconds, opt.threads, opt.threads > 1 ? "s" : "");
    if (setup_seconds >= 0.1)
      std::cout << fmt::format("({:.2f} s of it preparing the bots' tables before the first game; the games "
                               "alone: {:.0f} per second)\n",
                               setup_seconds, n / (seconds - setup_seconds));
  }
}
}  // namespace

void add_simulate_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("simulate", "play many games between bots and report statistics");
  cmd->add_option("GAME", opt.game, "game id")->required();
  cmd->add_option("--games,-n", opt.games, "number of games")->required();
  cmd->add_option("--players,-p", opt.players, "comma-separated bots, one per seat (default: random)");
  cmd->add_option("--seed,-s", opt.seed, "base seed; game i uses a stream derived from it");
  cmd->add_option("--threads,-t", opt.threads, "worker threads");
  cmd->add_option("--random-opening", opt.random_opening,
                  "make the first N decisions of every game at random (the same for a given seed whoever "
                  "plays), so deterministic bots play varied games");
  cmd->add_flag("--json", opt.json, "print one JSON document");
  add_rule_option(*cmd, opt.rules);
  cmd->callback(run);
}

}  // namespace cubilete::cli
