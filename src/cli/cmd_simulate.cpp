// `cubilete simulate GAME --games N`: bots against bots, with per-seat statistics.
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "catalog/registry.h"
#include "cli/common.h"
#include "cli/progress.h"
#include "core/error.h"
#include "core/match.h"
#include "core/parallel.h"
#include "core/text.h"
#include "present/options_json.h"

namespace cubilete::cli {

namespace {
constexpr int64_t kMaxChunk = 256;  // games per work unit; results merge in chunk order
constexpr int64_t kWindow = 4096;   // chunks played ahead of the oldest unfinished one, at most

struct SeatSums {
  double sum = 0, sum_sq = 0, wins = 0;
};

// The chunks of a run handed out in order, and their per-seat sums added into the totals in
// chunk order whatever order the threads finish them in: win shares such as 1/3 are not exact,
// so the totals would otherwise depend on the threads. Memory does not grow with the number of
// games: at most kWindow finished chunks wait for an older one.
class ChunkTotals {
 public:
  ChunkTotals(int seats, int64_t chunks)
      : chunks_(chunks), slots_(kWindow, std::vector<SeatSums>(seats)), ready_(kWindow, false), total_(seats) {}

  // The next chunk to play, or -1 when none is left; waits while the window is full.
  int64_t take() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return next_ >= chunks_ || next_ < folded_ + kWindow; });
    return next_ < chunks_ ? next_++ : -1;
  }

  void put(int64_t chunk, const std::vector<SeatSums>& sums) {
    std::lock_guard lock(mutex_);
    slots_[chunk % kWindow] = sums;
    ready_[chunk % kWindow] = true;
    for (; folded_ < chunks_ && ready_[folded_ % kWindow]; ++folded_) {
      auto& slot = slots_[folded_ % kWindow];
      for (size_t p = 0; p < total_.size(); ++p) {
        total_[p].sum += slot[p].sum;
        total_[p].sum_sq += slot[p].sum_sq;
        total_[p].wins += slot[p].wins;
      }
      ready_[folded_ % kWindow] = false;
    }
    changed_.notify_all();
  }

  // True once every chunk is in the totals; waits at most `seconds` for it.
  bool wait_all(double seconds) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, std::chrono::duration<double>(seconds), [&] { return folded_ == chunks_; });
  }

  const std::vector<SeatSums>& totals() const { return total_; }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  int64_t chunks_, next_ = 0, folded_ = 0;
  std::vector<std::vector<SeatSums>> slots_;
  std::vector<bool> ready_;
  std::vector<SeatSums> total_;
};

struct Options {
  std::string game, players, games;
  uint64_t seed = 1;
  int threads = 1;
  int random_opening = 0;
  double progress = -1;
  bool json = false;
  std::vector<std::string> rules;
};
Options opt;

void run() {
  const int64_t games = parse_count("--games", opt.games, 1);
  if (opt.threads < 1 || opt.threads > 256) throw UsageError("--threads must be 1 to 256");
  if (opt.random_opening < 0) throw UsageError("--random-opening must be 0 or more");
  if (opt.progress < 0 && opt.progress != -1) throw UsageError("--progress must be 0 (never) or more seconds");
  const auto& entry = find_game(opt.game);
  auto rules = parse_rules(opt.rules);
  auto names = resolve_players(entry, rules, opt.players, "random", false);
  auto game = make_game(entry, rules);
  const int seats = game->num_players();
  // Small enough that a few hundred slow games (a search bot) still keep every thread busy; not
  // dependent on the thread count, so the sums (and results) are the same for any --threads.
  const int64_t chunk = std::clamp<int64_t>(games / 32, 1, kMaxChunk);
  const int64_t chunks = games / chunk + (games % chunk != 0);
  ChunkTotals totals(seats, chunks);
  std::atomic<int64_t> done{0};

  const Stopwatch clock;
  // The game's shortcut for these bots, if it has one, plays the same games faster.
  std::unique_ptr<BatchPlayer> batch;
  if (entry.bots.batch_player && opt.random_opening == 0) batch = entry.bots.batch_player(*game, names);
  if (batch) batch->prepare(opt.threads, games);
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
    std::vector<SeatSums> sums(seats);
    for (int64_t c; (c = totals.take()) >= 0;) {
      seeds.clear();
      for (int64_t g = c * chunk; g < std::min(games, (c + 1) * chunk); ++g)
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
      std::fill(sums.begin(), sums.end(), SeatSums{});
      for (const auto& [s, r] : outcomes)
        for (int p = 0; p < seats; ++p) {
          sums[p].sum += s[p];
          sums[p].sum_sq += s[p] * s[p];
          sums[p].wins += r[p];
        }
      totals.put(c, sums);
      done += int64_t(seeds.size());
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < opt.threads; ++t) pool.emplace_back(worker);
  {
    ProgressReport progress("simulate " + entry.description.info.id, games, opt.progress);
    while (!totals.wait_all(progress.tick_seconds())) progress.update(done.load());
  }
  for (auto& t : pool) t.join();
  const double seconds = clock.seconds();

  const auto& total = totals.totals();
  const double n = double(games);
  nlohmann::json seats_json = nlohmann::json::array();
  size_t width = 14;
  for (const auto& name : names) width = std::max(width, name.size());
  if (!opt.json)
    std::cout << wrap_text(fmt::format("{} games of {} ({}), seed {}{}", games, entry.description.info.id,
                                       game->rules().to_string(), opt.seed,
                                       opt.random_opening
                                           ? fmt::format(", first {} decisions at random", opt.random_opening)
                                           : ""),
                           80, "  ")
              << fmt::format("\n{:<6} {:<{}} {:>10} {:>9} {:>16}\n", "seat", "player", width, "mean", "std dev",
                             "win share");
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
    print_json({{"game", entry.description.info.id},
                {"rules", rules_to_json(game->rules())},
                {"games", games},
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
  cmd->add_option("GAME", opt.game, "game id or name (or the start of one)")->required();
  cmd->add_option("--games,-n", opt.games, "number of games (no memory grows with it)")->required();
  cmd->add_option("--players,-p", opt.players, "comma-separated bots, one per seat (default: random)");
  cmd->add_option("--seed,-s", opt.seed, "base seed; game i uses a stream derived from it");
  cmd->add_option("--threads,-t", opt.threads, "worker threads");
  cmd->add_option("--random-opening", opt.random_opening,
                  "make the first N decisions of every game at random (the same for a given seed whoever "
                  "plays), so deterministic bots play varied games");
  cmd->add_option("--progress", opt.progress,
                  "report progress on stderr every SECONDS (default: on a terminal every 0.2 s once the run "
                  "has lasted a second, otherwise every 10 s; 0: never)");
  cmd->add_flag("--json", opt.json, "print one JSON document");
  add_rule_option(*cmd, opt.rules);
  cmd->callback(run);
}

}  // namespace cubilete::cli
