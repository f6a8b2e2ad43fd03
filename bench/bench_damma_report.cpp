// What a finished Damma game costs its players at the end: the end-of-game report
// (Table::report, the advisor on every decision of each person) and the analysis the online
// table's /analysis page shows (the model of catalog's GameAnalysis::analysis), on one whole game
// of each board played by two people who decide as the greedy bot would (so both seats are
// reported, the most a table asks for). Run with --benchmark_filter=damma_report.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>

#include "catalog/registry.h"
#include "core/match.h"
#include "core/rng.h"
#include "games/damma/damma_game.h"
#include "solve/common/analysis.h"
#include "solve/damma/damma_analysis.h"
#include "table/table.h"

using namespace cubilete;

namespace {

// A whole game of Damma on `board` between two person seats deciding as greedy bots.
std::unique_ptr<table::Table> played(const std::string& board, uint64_t seed) {
  const auto& entry = find_game("damma");
  auto t = std::make_unique<table::Table>(
      table::TableSetup{&entry, {{"board", board}}, {"human", "human"}, seed});
  const auto greedy = make_bot(entry, t->game(), "greedy");
  Rng rng(seed);
  for (int ply = 0; ply < 2000 && !t->over(); ++ply)
    t->apply(bot_action(*greedy, t->state(), rng), Decider::Person);
  return t;
}

void damma_report(benchmark::State& st, const char* board) {
  const auto t = played(board, 2026);
  size_t items = 0;
  for (auto _ : st) {
    const auto reports = t->report();
    items = 0;
    for (const auto& r : reports) items += r.items.size();
  }
  st.SetLabel(std::to_string(t->version()) + " plies, " + std::to_string(items) + " items");
}

// depth 0: the analysis the online table runs (the board's depth); else the same at `depth` plies,
// to weigh the depth chosen for the 9x9 board (damma_analysis.h) against its neighbours.
void damma_analysis_page(benchmark::State& st, const char* board, int depth) {
  const auto t = played(board, 2026);
  const auto& entry = t->entry();
  std::vector<Action> actions;
  auto s = t->game().initial_state();
  for (const auto& text : t->record().actions) {
    actions.push_back(s->parse_action(text).action);
    s->apply(actions.back());
  }
  for (auto _ : st) {
    auto model = depth ? damma::damma_analysis(static_cast<const damma::DammaGame&>(t->game()), depth)
                       : entry.analysis.analysis(t->game());
    const auto r = solve::analyse_actions(*model, *t->game().initial_state(), actions);
    benchmark::DoNotOptimize(r.seats.data());
  }
  st.SetLabel(std::to_string(actions.size()) + " plies");
}

}  // namespace

BENCHMARK_CAPTURE(damma_report, 5x5, "5")->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(damma_report, 9x9, "9")->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(damma_analysis_page, 5x5, "5", 0)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(damma_analysis_page, 9x9, "9", 0)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(damma_analysis_page, 9x9_depth3, "9", 3)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(damma_analysis_page, 5x5_depth6, "5", 6)->Unit(benchmark::kMillisecond)->Iterations(1);
