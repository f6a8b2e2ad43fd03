// Damma on both boards: the move generator (perft leaves per second) and the engine (nodes per
// second at a fixed depth, the table cleared each time, so every iteration searches the same tree)
// on the starts and on positions of the move-generator tests (tests/tools/damma_move_count.py).
// Compare builds side by side with --benchmark_filter=damma and the counters leaves_per_second
// and nodes_per_second.
#include <benchmark/benchmark.h>

#include "games/damma/damma_moves.h"
#include "solve/damma/damma_engine.h"

using namespace cubilete;
using namespace cubilete::damma;

namespace {

void damma_perft(benchmark::State& st, const char* position, int depth) {
  const Position p = Position::parse(position);
  int64_t leaves = 0;
  for (auto _ : st) leaves += perft(p, MoveRules{}, depth);
  st.counters["leaves_per_second"] = benchmark::Counter(double(leaves), benchmark::Counter::kIsRate);
}

void damma_search(benchmark::State& st, const char* position, int depth) {
  const Position p = Position::parse(position);
  Engine engine(MoveRules{});
  SearchLimits limits;
  limits.depth = depth;
  int64_t nodes = 0;
  for (auto _ : st) {
    engine.clear();
    nodes += engine.search(p, limits).nodes;
  }
  st.counters["nodes"] = double(nodes) / double(st.iterations());
  st.counters["nodes_per_second"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}

constexpr const char* kStart5 = "bbbbb/bbbbb/bb.ww/wwwww/wwwww w -";
constexpr const char* kKings5 = "B..b./.w.../..W../...b./w...B w -";
constexpr const char* kMiddle5 = "bb.bb/b.b.b/.bw.w/w..ww/ww.ww w -";
constexpr const char* kStart9 =
    "bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbb.wwww/wwwwwwwww/wwwwwwwww/wwwwwwwww/wwwwwwwww w -";
// A middle game of random play (60 plies from the start), and flying Dammas among scattered men.
constexpr const char* kMiddle9 =
    "bbbbbbbbb/bbbbbbbb./b.bb...../bbbb.w.b./.b.bb.wwb/wbwwww.ww/wwwwwwwww/wwwwww.ww/wwww.wwww w e5";
constexpr const char* kKings9 =
    "b.......B/.b..b..b./..b....../........./..b.W..B./........./......b../.b..b..../w........ w -";

}  // namespace

BENCHMARK_CAPTURE(damma_perft, 5x5_start_d6, kStart5, 6)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(damma_perft, 5x5_kings_d4, kKings5, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(damma_search, 5x5_start_d10, kStart5, 10)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(damma_search, 5x5_middle_d8, kMiddle5, 8)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(damma_search, 5x5_kings_d6, kKings5, 6)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(damma_perft, 9x9_start_d7, kStart9, 7)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(damma_perft, 9x9_middle_d4, kMiddle9, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(damma_perft, 9x9_kings_d4, kKings9, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(damma_search, 9x9_start_d10, kStart9, 10)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(damma_search, 9x9_middle_d6, kMiddle9, 6)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(damma_search, 9x9_kings_d7, kKings9, 7)->Unit(benchmark::kMillisecond);
