// Simulation throughput through the same game interface the CLI uses.
#include <benchmark/benchmark.h>

#include "core/match.h"
#include "core/registry.h"

using namespace cubilete;

static void play_games(benchmark::State& st, const char* game, const char* bot) {
  const auto& entry = find_game(game);
  auto g = make_game(entry, {{"players", "2"}});
  auto b0 = make_bot(entry, *g, bot), b1 = make_bot(entry, *g, bot);
  std::vector<Bot*> bots{b0.get(), b1.get()};
  uint64_t seed = 0;
  for (auto _ : st) benchmark::DoNotOptimize(play_out(*g, bots, seed++));
  st.counters["games_per_second"] = benchmark::Counter(double(st.iterations()), benchmark::Counter::kIsRate);
}

BENCHMARK_CAPTURE(play_games, generala_random, "generala", "random");
BENCHMARK_CAPTURE(play_games, generala_greedy, "generala", "greedy");
BENCHMARK_CAPTURE(play_games, yatzy_random, "yatzy", "random");

