#include "catalog/category/solitaire_distribution.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <vector>

#include "catalog/registry.h"
#include "core/match.h"
#include "core/parallel.h"

namespace cubilete::category {

namespace {

// What the value and the distribution both describe: one player alone playing the optimal
// solitaire strategy over the whole card. A served generala ends a game of `generala` at once
// (served_generala_wins), which the value ignores, so the simulation plays with it off.
Assignments solitaire_rules(const CategoryGame& game) {
  Assignments solo;
  for (const auto& kv : assignments_of(game.rules()))
    if (kv.first != "players" && kv.first != "served_generala_wins") solo.push_back(kv);
  solo.emplace_back("players", "1");
  if (game.category_rules().served_generala_wins)
    solo.emplace_back("served_generala_wins", "false");
  return solo;
}

std::string distribution_measure(const CategoryGame& game) {
  return std::string(
             "final score of one player alone playing the optimal solitaire strategy over the "
             "whole card") +
         (game.category_rules().served_generala_wins ? " (a served generala does not end the game: "
                                                       "instant wins play no part, as in the value)"
                                                     : "");
}

// How many of `games` seeded games of optimal solitaire play end with each score. Counts, not
// one entry per game, so memory does not grow with the number of games.
std::map<int, int64_t> simulate_scores(const CategoryGame& game, const SolveOptions& o) {
  const auto& entry = find_game(game.info().id);
  auto solo = make_game(entry, solitaire_rules(game));
  std::map<int, int64_t> counts;
  std::mutex counts_mutex;
  std::atomic<int64_t> next{0};
  const int64_t chunk = 1024, chunks = o.games / chunk + (o.games % chunk != 0);
  // The optimal bot's games, played in batches (the same games as one by one, faster).
  const auto batch = entry.bots.batch_player(*solo, {"optimal"});
  const int threads = thread_count(o.threads);
  batch->prepare(threads, o.games);
  auto work = [&] {
    std::vector<uint64_t> seeds;
    std::map<int, int64_t> mine;
    for (int64_t c; (c = next++) < chunks;) {
      seeds.clear();
      for (int64_t i = c * chunk; i < std::min(o.games, (c + 1) * chunk); ++i)
        seeds.push_back(derive_seed(o.seed, uint64_t(i)));
      batch->play(seeds, [&](size_t, const State& end) { ++mine[int(end.scores()[0])]; });
    }
    std::lock_guard lock(counts_mutex);
    for (const auto& [score, n] : mine) counts[score] += n;
  };
  run_on_threads(threads, work);
  return counts;
}

}  // namespace

solve::ScoreDistribution solitaire_distribution(const CategoryGame& game,
                                                const SolveOptions& options) {
  return solve::summarise_scores(simulate_scores(game, options), distribution_measure(game),
                                 "seeded simulation of the optimal strategy");
}

}  // namespace cubilete::category
