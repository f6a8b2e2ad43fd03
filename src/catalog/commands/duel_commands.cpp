#include "catalog/commands/duel_commands.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "catalog/commands/solitaire_commands.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "core/parallel.h"
#include "solve/category/category_advice.h"
#include "solve/category/solved_preset.h"
#include "solve/common/ranking.h"

namespace cubilete::solve {

using namespace category;

namespace {

// Turn-start states per second of the two-player solver on this project's 2-core machine
// (Generala, float: see docs/bots.md), for telling what a preset beyond reach would take.
constexpr double kStatesPerSecond = 3e6;

// The size of two-player Generala's table with its default rules, for comparison.
size_t generala_states() {
  const Scorer scorer(make_category_rules("generala", RuleSet::resolve(category_options("generala"), {})));
  return DuelSpace(scorer).size();
}

// Why Yatzy and Yahtzee have no two-player table here, with what one would take.
[[noreturn]] void refuse_upper_bonus(const CategoryGame& g) {
  const auto e = two_player_estimate(g.scorer());
  const double years = e.states / kStatesPerSecond / (365.25 * 86400);
  throw UsageError(fmt::format(
      "two-player {} is not solved here: with the upper bonus, both players' upper subtotals are part of the "
      "state, and the table would hold about {:.1e} turn-start states ({:.0f} TB as float32, its largest layer "
      "{:.0f} TB, two of which must be in memory at once), about {:.1f} years of this solver on 2 cores "
      "at Generala's rate; Generala's holds {:.1e}",
      g.info().id, e.states, e.states * 4 / 1e12, e.biggest_layer * 4 / 1e12, years,
      double(generala_states())));
}

}  // namespace

nlohmann::json solve_category_duel(const CategoryGame& g, const SolveOptions& o) {
  if (g.category_rules().has_upper_bonus()) refuse_upper_bonus(g);
  const Stopwatch clock;
  const auto duel = duel_for(g, o, o.use_cache ? DuelNeed::Table : DuelNeed::Value);
  const double value = *duel->first_player();
  const auto& space = duel->space();
  size_t pairs = 0;
  for (int layer = 0; layer <= space.layers(); ++layer) pairs += space.layer_pairs(layer);
  nlohmann::json j = {
      {"game", g.info().id},
      {"rules", g.rules().to_json()},
      {"players", 2},
      {"value", value},
      {"second_player_value", 1.0 - value},
      {"meaning", "chance that the first player wins when both play to win (exact two-player optimum; a tie "
                  "counts half)"},
      {"states", space.size()},
      {"card_pairs", pairs},
      {"seconds", clock.seconds()},
      {"from_cache", duel->from_cache()},
      {"stored_as", "float32"},
  };
  if (o.use_cache) {
    j["cache_file"] = duel->cache_file();
    j["cache_bytes"] = duel->cache_bytes();
    j["cached"] = duel->has_table();
  }
  if (!duel->from_cache()) {
    j["solve_seconds"] = duel->stats().seconds;
    j["threads"] = duel->stats().threads;
    j["states_evaluated"] = duel->stats().states;
    j["layer_memory_bytes"] = duel->stats().memory_bytes;
    j["computed_in"] = o.doubles ? "double" : "float";
  }
  return j;
}

nlohmann::json add_duel_hint(const CategoryGame& g, const HintRequest& r, const Card& card, int hand,
                             std::vector<RankedAction>& choices) {
  const Card other = parse_card(g, r.opponent_card, true);
  const int mine = __builtin_popcount(card.used), theirs = __builtin_popcount(other.used);
  if (theirs != mine && theirs != mine + 1)
    throw UsageError(fmt::format("in a two-player game the opponent has written as many categories as you (you play "
                                 "first) or one more (you play second); your card has {}, --opponent-card {}",
                                 mine, theirs));
  const auto& scorer = g.scorer();
  const int lead = r.score_diff ? *r.score_diff : scorer.total(card) - scorer.total(other);
  const auto duel = cached_duel(g);
  const auto position = duel_position(duel->space(), card, other, lead);
  rank_by_win_chance(choices, duel->table(), position, hand, r.throws_left);
  nlohmann::json j = {{"players", 2},
                      {"score_diff", lead},
                      {"you_play", theirs == mine ? "first" : "second"},
                      {"win_chance", *choices.front().win_chance},
                      {"measure", find_game(g.info().id).win_measure}};
  if (r.throws_left == g.category_rules().throws - 1 && scorer.instant_win(card, hand))
    j["instant_win"] = true;  // the game ended with this throw: no choice is asked for
  return j;
}

void add_duel_advice(const CategoryGame& g, const CategoryState& s, std::vector<RankedAction>& choices) {
  // Yatzy, Yahtzee: no two-player table can exist (refuse_upper_bonus); the ranking stays in points.
  if (g.category_rules().has_upper_bonus()) return;
  const auto duel = duel_for(g, {}, DuelNeed::Cached);
  if (!duel->has_table()) return;
  rank_by_win_chance(choices, duel->table(), duel_position(duel->space(), s, 1 - s.player()), s.hand(),
                     s.throws_left());
}

}  // namespace cubilete::solve
