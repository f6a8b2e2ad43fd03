// Solve times per preset, hint latency from a warm table, and optimal-bot throughput.
#include <benchmark/benchmark.h>

#include "catalog/registry.h"
#include "core/match.h"
#include "solve/category/category_advice.h"
#include "solve/category/solitaire_table.h"
#include "solve/category/solitaire_solved.h"

using namespace cubilete;

static void solve_preset(benchmark::State& st, const char* game) {
  auto g = std::static_pointer_cast<const category::CategoryGame>(make_game(game, {}));
  solve::StateSpace space(g->scorer());
  for (auto _ : st) benchmark::DoNotOptimize(solve::solve_table(space, 2).value());
}
BENCHMARK_CAPTURE(solve_preset, yatzy, "yatzy")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(solve_preset, yahtzee, "yahtzee")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(solve_preset, general, "general")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(solve_preset, generala, "generala")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(solve_preset, crag, "crag")->Unit(benchmark::kMillisecond)->UseRealTime();

// The whole optimal policy of a preset (every hand's best choice in every state), on 2 threads,
// from a solved table: what a large simulation prepares before its first game.
static void policy_fill_all(benchmark::State& st, const char* game) {
  auto g = std::static_pointer_cast<const category::CategoryGame>(make_game(game, {}));
  auto solved = solve::solved_for(*g);
  for (auto _ : st) {
    solve::MaskPolicies policies(solved->space(), solved->table());
    policies.fill_all(2);
  }
}
BENCHMARK_CAPTURE(policy_fill_all, yatzy, "yatzy")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(policy_fill_all, yahtzee, "yahtzee")->Unit(benchmark::kMillisecond)->UseRealTime();

// A hint once the table is loaded: the turn's values for one state and the ranking.
static void hint_yatzy(benchmark::State& st) {
  auto g = std::static_pointer_cast<const category::CategoryGame>(make_game("yatzy", {}));
  auto solved = solve::solved_for(*g);
  category::Card card;
  card.used = 0b101;
  card.points[0] = 3;
  card.points[2] = 9;
  const int hand = g->table().index_of(counts_of(std::vector<int>{3, 3, 4, 4, 5}));
  for (auto _ : st) benchmark::DoNotOptimize(solve::rank_choices(*solved, card, hand, 2));
}
BENCHMARK(hint_yatzy)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
