// The analysis of a finished game (docs/analysis.md), as `cubilete analyse` and the
// online table run it: the record replayed and every throw and decision judged, the model built
// afresh each time (its per-card turn values included). The tables the measures read are those
// of the cache (solved into it by the first run when missing), except where a benchmark says it
// solves.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "catalog/puzzle_finder.h"
#include "catalog/registry.h"
#include "core/match.h"
#include "games/category/category_game.h"
#include "solve/category/category_analysis.h"
#include "solve/category/solitaire_solved.h"
#include "solve/common/analysis.h"
#include "solve/category/duel/duel_solved.h"

using namespace cubilete;

namespace {

struct Played {
  std::shared_ptr<const Game> game;
  std::vector<Action> actions;
};

// One game of `id` played by the game's default opponent against its weakest bot beyond random.
Played played(const char* id, int players, uint64_t seed) {
  const auto& entry = find_game(id);
  Played p{make_game(entry, {{"players", std::to_string(players)}}), {}};
  const std::string weak = entry.bots.names.empty() ? "random" : entry.bots.names.front();
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<Bot*> seats;
  for (int i = 0; i < players; ++i) {
    bots.push_back(
        make_bot(entry, *p.game, i % 2 ? default_opponent(entry) : quick_bot(entry, weak)));
    seats.push_back(bots.back().get());
  }
  GameRecord record;
  play_out(*p.game, seats, seed, &record);
  auto s = p.game->initial_state();
  for (const auto& text : record.actions) {
    p.actions.push_back(s->parse_action(text).action);
    s->apply(p.actions.back());
  }
  return p;
}

void analyse(benchmark::State& st, const char* id, int players) {
  const auto& entry = find_game(id);
  const auto p = played(id, players, 2026);
  (void)entry.analysis.analysis(
      *p.game);  // the tables read once (solved into the cache if missing)
  std::string measure;
  for (auto _ : st) {
    auto model = entry.analysis.analysis(*p.game);
    const auto r = solve::analyse_actions(*model, *p.game->initial_state(), p.actions);
    measure = r.measure.key;
    benchmark::DoNotOptimize(r.seats.data());
  }
  st.SetLabel(measure + ", " + std::to_string(p.actions.size()) + " actions");
}

// Yatzy for one player with its solitaire table solved in memory each time (not cached).
void analyse_yatzy_with_solve(benchmark::State& st) {
  const auto p = played("yatzy", 1, 2026);
  const auto& g = static_cast<const category::CategoryGame&>(*p.game);
  SolveOptions o;
  o.use_cache = false;
  for (auto _ : st) {
    auto solved = std::make_shared<const solve::Solved>(g.category_rules(), "yatzy", "bench", o);
    auto model = solve::category_score_analysis(g, solved);
    const auto r = solve::analyse_actions(*model, *p.game->initial_state(), p.actions);
    benchmark::DoNotOptimize(r.seats.data());
  }
}

// Two-player Generala by chances of winning over its last `rounds` rounds (an endgame table in
// memory, solved once outside the timing), from the position where they begin.
void analyse_generala_endgame(benchmark::State& st, int rounds) {
  const auto p = played("generala", 2, 2026);
  const auto& g = static_cast<const category::CategoryGame&>(*p.game);
  const auto duel = solve::duel_endgame_for(g, rounds);
  const auto solitaire = solve::solved_for(g);
  auto from = p.game->initial_state();
  size_t k = 0;
  const int first_round = g.category_rules().num_categories() - rounds + 1;
  while (static_cast<const category::CategoryState&>(*from).round() < first_round)
    from->apply(p.actions[k++]);
  const std::vector<Action> rest(p.actions.begin() + long(k), p.actions.end());
  for (auto _ : st) {
    auto model = solve::category_win_analysis(g, duel, solitaire);
    const auto r = solve::analyse_actions(*model, *from, rest, k);
    benchmark::DoNotOptimize(r.seats.data());
  }
  st.SetLabel(std::to_string(rest.size()) + " actions");
}

// The puzzles of one finished game (docs/puzzles.md), as the online table finds them after its
// analysis: every judged decision's choices, the ladder's misses, the themes.
void find_game_puzzles(benchmark::State& st, const char* id) {
  const auto& entry = find_game(id);
  const auto p = played(id, 2, 2026);
  GameRecord record;
  record.game = id;
  record.rules = assignments_of(p.game->rules());
  record.players = {"greedy", "optimal"};
  auto s = p.game->initial_state();
  for (Action a : p.actions) {
    record.actions.push_back(s->action_to_string(a));
    s->apply(a);
  }
  (void)entry.analysis.analysis(*p.game);  // the tables read once (solved into the cache if missing)
  size_t puzzles = 0, judged = 0;
  for (auto _ : st) {
    judged = 0;
    const auto found = find_puzzles(record, &judged);
    puzzles = found.size();
    benchmark::DoNotOptimize(found.data());
  }
  st.SetLabel(std::to_string(puzzles) + " puzzles of " + std::to_string(judged) + " decisions");
}

}  // namespace

BENCHMARK_CAPTURE(find_game_puzzles, generala_2p, "generala")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(analyse, generala_2p, "generala", 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(analyse, general_2p, "general", 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(analyse, crag_2p, "crag", 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(analyse, yahtzee_2p, "yahtzee", 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(analyse, yatzy_1p, "yatzy", 1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(analyse, farkle_2p, "farkle", 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(analyse, matterhorn_2p, "matterhorn", 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(analyse, multiplicacao_2p, "multiplicacao", 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(analyse, triplo_seis_3p, "triplo_seis", 3)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(analyse, damma, "damma", 2)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(analyse_yatzy_with_solve)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(analyse_generala_endgame, last_3_rounds, 3)->Unit(benchmark::kMillisecond);
