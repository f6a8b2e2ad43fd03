#include "catalog/simulation.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "catalog/registry.h"
#include "core/cancel.h"
#include "core/error.h"
#include "core/match.h"
#include "core/parallel.h"

namespace cubilete {

std::vector<std::string> seat_players(const GameEntry& entry, Assignments& rules,
                                      std::vector<std::string> names, const std::string& fill,
                                      bool allow_human) {
  int from_rule = -1;
  for (const auto& [k, v] : rules)
    if (k == "players")
      from_rule = std::stoi(RuleSet::resolve(entry.description.options, {{k, v}}).values().at(k));
  if (names.empty()) {
    const std::string filler = preferred_bot(entry, fill);
    const int seats = from_rule > 0 ? from_rule : entry.description.default_players;
    for (int i = 0; i < seats; ++i) names.push_back(i == 0 && allow_human ? "human" : filler);
  }
  if (from_rule > 0 && from_rule != int(names.size()))
    throw UsageError(
        fmt::format("--players names {} players but the rule players={}", names.size(), from_rule));
  const auto& info = entry.description.info;
  if (int(names.size()) < info.min_players || int(names.size()) > info.max_players)
    throw UsageError(fmt::format("{} is played by {} to {} players, not {}", info.id,
                                 info.min_players, info.max_players, names.size()));
  if (from_rule < 0) rules.emplace_back("players", std::to_string(names.size()));
  for (const auto& n : names) check_bot_name(entry, n, allow_human);
  return names;
}

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
      : chunks_(chunks),
        slots_(kWindow, std::vector<SeatSums>(seats)),
        ready_(kWindow, false),
        total_(seats) {}

  // The next chunk to play, or -1 when none is left (or the run stopped); waits while the
  // window is full.
  int64_t take() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return stopped_ || next_ >= chunks_ || next_ < folded_ + kWindow; });
    return !stopped_ && next_ < chunks_ ? next_++ : -1;
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

  // No chunk is handed out after this; those being played finish.
  void stop() {
    std::lock_guard lock(mutex_);
    stopped_ = true;
    changed_.notify_all();
  }

  // True once every chunk is in the totals; waits at most `seconds` for it.
  bool wait_all(double seconds) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, std::chrono::duration<double>(seconds),
                             [&] { return folded_ == chunks_; });
  }

  const std::vector<SeatSums>& totals() const { return total_; }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  int64_t chunks_, next_ = 0, folded_ = 0;
  bool stopped_ = false;
  std::vector<std::vector<SeatSums>> slots_;
  std::vector<bool> ready_;
  std::vector<SeatSums> total_;
};
}  // namespace

SimulationResult simulate(const GameEntry& entry, const Game& game,
                          const SimulationRequest& request) {
  const int64_t games = request.games;
  const int threads = request.threads;
  if (games < 1) throw UsageError("the number of games must be 1 or more");
  if (threads < 1 || threads > 256) throw UsageError("--threads must be 1 to 256");
  if (request.random_opening < 0) throw UsageError("--random-opening must be 0 or more");
  const auto& names = request.players;
  const int seats = game.num_players();
  if (int(names.size()) != seats)
    throw UsageError(fmt::format("{} players named for {} seats", names.size(), seats));
  // Small enough that a few hundred slow games (a search bot) still keep every thread busy; not
  // dependent on the thread count, so the sums (and results) are the same for any thread count.
  const int64_t chunk = std::clamp<int64_t>(games / 32, 1, kMaxChunk);
  const int64_t chunks = games / chunk + (games % chunk != 0);
  ChunkTotals totals(seats, chunks);
  std::atomic<int64_t> done{0};

  const Stopwatch clock;
  // The game's shortcut for these bots, if it has one, plays the same games faster.
  std::unique_ptr<BatchPlayer> batch;
  if (entry.bots.batch_player && request.random_opening == 0)
    batch = entry.bots.batch_player(game, names);
  // Each worker's bots, made here: a bot that cannot be made (a table not solved yet) is
  // reported before any game starts.
  std::vector<std::vector<std::unique_ptr<Bot>>> worker_bots(threads);
  if (!batch)
    for (auto& bots : worker_bots)
      for (const auto& n : names) bots.push_back(make_bot(entry, game, n));
  const double tables_seconds = clock.seconds();
  if (batch) batch->prepare(threads, games);
  const double play_start = clock.seconds();

  // The workers' time, and how much of it went to building what bots build at first use.
  std::mutex busy_mutex;
  double busy_seconds = 0, first_use = 0;
  std::atomic<int> next_worker{0};
  std::mutex failure_mutex;
  std::exception_ptr failure;  // the first a worker met (a bot that threw)
  std::atomic<bool> failed{false};
  auto worker = [&] {
    const Stopwatch busy;
    const double first_use_before = first_use_seconds();
    std::vector<Bot*> seats_bots;
    for (auto& b : worker_bots[next_worker++]) seats_bots.push_back(b.get());
    std::vector<uint64_t> seeds;
    std::vector<std::pair<std::vector<double>, std::vector<double>>> outcomes;
    std::vector<SeatSums> sums(seats);
    try {
      for (int64_t c; (c = totals.take()) >= 0;) {
        seeds.clear();
        for (int64_t g = c * chunk; g < std::min(games, (c + 1) * chunk); ++g)
          seeds.push_back(derive_seed(request.seed, uint64_t(g)));
        // Every game's scores and win shares, summed in seed order (win shares such as 1/3 are
        // not exact, so the order must not depend on the path or the threads).
        outcomes.resize(seeds.size());
        auto keep = [&](size_t i, const State& end) {
          outcomes[i] = {end.scores(), end.returns()};
        };
        if (batch) {
          batch->play(seeds, keep);
        } else {
          for (size_t i = 0; i < seeds.size(); ++i)
            keep(i, *play_out(game, seats_bots, seeds[i], nullptr, request.random_opening));
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
    } catch (...) {
      std::lock_guard lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      failed = true;
      totals.stop();
    }
    std::lock_guard lock(busy_mutex);
    busy_seconds += busy.seconds();
    first_use += first_use_seconds() - first_use_before;
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  double wait = request.progress ? request.progress(0) : 0.2;
  while (wait >= 0 && !failed && !totals.wait_all(std::max(wait, 0.001)))
    wait = request.progress ? request.progress(done.load()) : 0.2;
  if (wait < 0) totals.stop();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  if (wait < 0) throw Cancelled();

  SimulationResult out;
  out.seconds = clock.seconds();
  const double played = out.seconds - play_start;
  const double built_in_play =
      busy_seconds > 0 ? played * std::min(1.0, first_use / busy_seconds) : 0;
  out.tables_seconds = tables_seconds;
  out.policy_seconds = play_start - tables_seconds + built_in_play;
  out.play_seconds = played - built_in_play;
  const double n = double(games);
  for (const auto& total : totals.totals()) {
    SeatStatistics s;
    s.mean = total.sum / n;
    const double var = n > 1 ? std::max(0.0, (total.sum_sq - n * s.mean * s.mean) / (n - 1)) : 0;
    s.stddev = std::sqrt(var);
    s.mean_ci95 = 1.96 * std::sqrt(var / n);
    s.win_share = total.wins / n;
    s.win_share_ci95 = 1.96 * std::sqrt(std::max(s.win_share * (1 - s.win_share), 0.0) / n);
    out.seats.push_back(s);
  }
  return out;
}

}  // namespace cubilete
