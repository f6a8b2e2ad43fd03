// Simulation throughput through the same game interface the CLI uses.
#include <benchmark/benchmark.h>

#include "catalog/registry.h"
#include "catalog/simulation.h"
#include "core/match.h"

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


// Solitaire Yatzy with the optimal bot one decision at a time through the Bot interface (as in
// play, or simulate with mixed seats), steady state: every state the games reach already has its
// policy. Run with --benchmark_filter=yatzy_optimal; the threaded variants show two cores.
static void yatzy_optimal_solitaire(benchmark::State& st) {
  const auto& entry = find_game("yatzy");
  auto g = make_game(entry, {{"players", "1"}});
  auto bot = make_bot(entry, *g, "optimal");
  std::vector<Bot*> bots{bot.get()};
  uint64_t seed = uint64_t(st.thread_index()) << 40;
  for (int i = 0; i < 300000; ++i) play_out(*g, bots, seed++);  // warm up: fill the policy
  for (auto _ : st) benchmark::DoNotOptimize(play_out(*g, bots, seed++));
  st.counters["games_per_second"] = benchmark::Counter(double(st.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(yatzy_optimal_solitaire)->Threads(1)->Threads(2)->UseRealTime()->MinTime(3);

// The same games through the category games' batch player, which simulate uses when every seat
// is optimal; its policy is prepared whole first (not timed).
static void yatzy_optimal_batch(benchmark::State& st) {
  const auto& entry = find_game("yatzy");
  static auto g = make_game(entry, {{"players", "1"}});
  static auto batch = [] {
    auto b = find_game("yatzy").bots.batch_player(*g, {"optimal"});
    b->prepare(2, 1 << 30);
    return b;
  }();
  std::vector<uint64_t> seeds(1024);
  uint64_t next = uint64_t(st.thread_index()) << 40;
  double total = 0;
  for (auto _ : st) {
    for (auto& s : seeds) s = derive_seed(1, next++);
    batch->play(seeds, [&](size_t, const State& end) { total += end.scores()[0]; });
  }
  benchmark::DoNotOptimize(total);
  st.counters["games_per_second"] =
      benchmark::Counter(double(st.iterations()) * double(seeds.size()), benchmark::Counter::kIsRate);
}
BENCHMARK(yatzy_optimal_batch)->Threads(1)->Threads(2)->UseRealTime()->MinTime(3);

// `cubilete simulate` itself (its bots made, its tables read, its policies built, its games
// played) at a size given as the argument, with where the time went as counters (seconds of the
// last run). The first run in the process is the cold one: the optimal bot's table and the
// policy of the states it met stay for the rest of the process, as they would in Python or the
// server. Run with --benchmark_filter=simulate/.
static void simulate_games(benchmark::State& st, const char* game, std::vector<std::string> names) {
  const auto& entry = find_game(game);
  Assignments rules;
  SimulationRequest request;
  request.players = seat_players(entry, rules, std::move(names), "", false);
  request.games = st.range(0);
  const auto g = make_game(entry, rules);
  SimulationResult result;
  for (auto _ : st) result = simulate(entry, *g, request);
  st.counters["games_per_second"] = benchmark::Counter(
      double(st.iterations()) * double(request.games), benchmark::Counter::kIsRate);
  st.counters["tables_seconds"] = result.tables_seconds;
  st.counters["policy_seconds"] = result.policy_seconds;
  st.counters["play_seconds"] = result.play_seconds;
}
// 100 and 10,000 games; random play also a million (a few seconds).
BENCHMARK_CAPTURE(simulate_games, yatzy_optimal, "yatzy", {"optimal"})
    ->RangeMultiplier(100)->Range(100, 10000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(simulate_games, generala_random, "generala", {"random", "random"})
    ->RangeMultiplier(100)->Range(100, 1000000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(simulate_games, yatzy_greedy, "yatzy", {"greedy"})
    ->RangeMultiplier(100)->Range(100, 10000)->Unit(benchmark::kMillisecond)->UseRealTime();
