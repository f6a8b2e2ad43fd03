// Solve times per preset, hint latency from a warm table, and optimal-bot throughput.
#include <benchmark/benchmark.h>

#include "core/match.h"
#include "core/registry.h"
#include "solve/advice.h"
#include "solve/solved.h"
#include "solve/value_table.h"

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

// Solitaire Yatzy with the optimal bot on 2 threads, after a warm-up that fills the policy of
// the states optimal play visits (afterwards every decision is a table lookup).
static void optimal_yatzy_games(benchmark::State& st) {
  const auto& entry = find_game("yatzy");
  auto g = make_game(entry, {{"players", "1"}});
  auto warm = make_bot(entry, *g, "optimal");
  std::vector<Bot*> seats{warm.get()};
  static bool warmed = false;
  if (!warmed)
    for (int i = 0; i < 200000; ++i) play_out(*g, seats, derive_seed(1, i));
  warmed = true;
  uint64_t seed = 0;
  for (auto _ : st) benchmark::DoNotOptimize(play_out(*g, seats, derive_seed(2, seed++)));
  st.counters["games_per_second"] = benchmark::Counter(double(st.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(optimal_yatzy_games)->Threads(2)->UseRealTime();
BENCHMARK_MAIN();
