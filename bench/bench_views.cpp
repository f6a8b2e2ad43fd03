// Writing views as the server does: one view per viewer (every seat and a spectator) of states
// met in random games. The server writes one with every state message, so this is its largest
// cost per action (docs/operating.md, "Measured").
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "catalog/registry.h"
#include "core/rng.h"
#include "present/view_json.h"

using namespace cubilete;

namespace {

std::string view_of(const State& state, int viewer) {
  return view_text(state, viewer);
}

// Every state of a few random games of `game` with `players` seats, in order.
std::vector<std::unique_ptr<State>> states_of(const char* game, int players) {
  auto g = make_game(game, {{"players", std::to_string(players)}});
  static std::vector<std::shared_ptr<const Game>> keep;  // states borrow their game
  keep.push_back(g);
  std::vector<std::unique_ptr<State>> out;
  Rng rng(2026);
  std::vector<Action> legal;
  for (int n = 0; n < 4; ++n) {
    auto s = g->initial_state();
    for (int step = 0; step < 400 && !s->is_terminal(); ++step) {
      out.push_back(s->clone());
      if (s->is_chance()) {
        s->apply(s->sample_chance(rng));
      } else {
        s->legal_actions(legal);
        s->apply(legal[rng.below(uint32_t(legal.size()))]);
      }
    }
    out.push_back(s->clone());
  }
  return out;
}

void write_views(benchmark::State& st, const char* game, int players) {
  const auto states = states_of(game, players);
  size_t bytes = 0, views = 0;
  for (auto _ : st) {
    for (const auto& s : states)
      for (int viewer = kSpectator; viewer < players; ++viewer) {
        const std::string text = view_of(*s, viewer);
        benchmark::DoNotOptimize(text.data());
        bytes += text.size();
        ++views;
      }
  }
  st.counters["views_per_second"] = benchmark::Counter(double(views), benchmark::Counter::kIsRate);
  st.counters["bytes_per_view"] = double(bytes) / double(views ? views : 1);
}

}  // namespace

BENCHMARK_CAPTURE(write_views, generala_3, "generala", 3);
BENCHMARK_CAPTURE(write_views, yahtzee_2, "yahtzee", 2);
BENCHMARK_CAPTURE(write_views, farkle_2, "farkle", 2);
BENCHMARK_CAPTURE(write_views, matterhorn_2, "matterhorn", 2);
BENCHMARK_CAPTURE(write_views, multiplicacao_2, "multiplicacao", 2);
BENCHMARK_CAPTURE(write_views, buck_dice_3, "buck_dice", 3);
BENCHMARK_CAPTURE(write_views, flores_amarradas_3, "flores_amarradas", 3);
BENCHMARK_CAPTURE(write_views, triplo_seis_3, "triplo_seis", 3);
BENCHMARK_CAPTURE(write_views, damma_2, "damma", 2);
