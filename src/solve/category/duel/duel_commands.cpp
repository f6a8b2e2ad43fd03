#include "solve/category/duel/duel_commands.h"

#include <fmt/format.h>

#include "core/error.h"
#include "core/parallel.h"
#include "solve/category/category_advice.h"
#include "solve/category/duel/duel_solved.h"

namespace cubilete::solve {

using namespace category;

namespace {

// Turn-start states per second of the two-player solver on this project's 2-core machine
// (Generala, float: see docs/bots.md), for telling what a preset beyond reach would take.
constexpr double kStatesPerSecond = 3e6;

// The size of two-player Generala's table with its default rules, for comparison.
size_t generala_states() {
  const Scorer scorer(
      make_category_rules("generala", RuleSet::resolve(category_options("generala"), {})));
  return DuelSpace(scorer).size();
}

// Why Yatzy and Yahtzee have no two-player table here, with what one would take.
[[noreturn]] void refuse_upper_bonus(const CategoryGame& g) {
  const auto e = two_player_estimate(g.scorer());
  const double years = e.states / kStatesPerSecond / (365.25 * 86400);
  throw UsageError(
      fmt::format("two-player {} is not solved here: with the upper bonus, both players' upper "
                  "subtotals are part of the "
                  "state, and the table would hold about {:.1e} turn-start states ({:.0f} TB as "
                  "float32, its largest layer "
                  "{:.0f} TB, two of which must be in memory at once), about {:.1f} years of this "
                  "solver on 2 cores "
                  "at Generala's rate; Generala's holds {:.1e}",
                  g.info().id, e.states, e.states * 4 / 1e12, e.biggest_layer * 4 / 1e12, years,
                  double(generala_states())));
}

}  // namespace

CategoryDuelSolve solve_category_duel(const CategoryGame& g, const SolveOptions& o) {
  if (g.category_rules().has_upper_bonus()) refuse_upper_bonus(g);
  const Stopwatch clock;
  const auto duel = duel_for(g, o, o.use_cache ? DuelNeed::Table : DuelNeed::Value);
  CategoryDuelSolve r;
  r.value = *duel->first_player();
  r.meaning =
      "chance that the first player wins when both play to win (exact two-player optimum; a tie "
      "counts half)";
  const auto& space = duel->space();
  r.states = space.size();
  for (int layer = 0; layer <= space.layers(); ++layer) r.card_pairs += space.layer_pairs(layer);
  r.seconds = clock.seconds();
  r.from_cache = duel->from_cache();
  r.stored_as = duel->store()->every_layer()
                   ? "16-bit, reachable leads"
                   : "16-bit, reachable leads, the first player's turn starts solved when read";
  if (o.use_cache)
    r.cache = CategoryDuelSolve::Cache{duel->cache_file(), duel->cache_bytes(), duel->has_table()};
  if (!duel->from_cache())
    r.computed = CategoryDuelSolve::Computed{duel->stats().seconds, duel->stats().threads,
                                             duel->stats().states, duel->stats().memory_bytes,
                                             o.doubles ? "double" : "float"};
  return r;
}

DuelHint rank_duel_hint(const CategoryGame& g, const Card& card, int hand, int throws_left,
                        const DuelOpponent& opponent, std::vector<RankedAction>& choices) {
  const int mine = __builtin_popcount(card.used), theirs = __builtin_popcount(opponent.card.used);
  if (theirs != mine && theirs != mine + 1)
    throw UsageError(fmt::format(
        "in a two-player game the opponent has written as many categories as you (you play "
        "first) or one more (you play second); your card has {}, the opponent's {}",
        mine, theirs));
  const auto& scorer = g.scorer();
  DuelHint hint;
  hint.score_diff =
      opponent.score_diff ? *opponent.score_diff : scorer.total(card) - scorer.total(opponent.card);
  hint.plays_first = theirs == mine;
  {
    // The table keeps only the leads a game can reach with these cards (duel_store.h).
    const DuelSpace space(scorer);
    const int low = -space.highest_lead(card.used, opponent.card.used);
    const int high = -space.lowest_lead(card.used, opponent.card.used);
    if (hint.score_diff < low || hint.score_diff > high)
      throw UsageError(fmt::format("a score difference of {} cannot happen with these cards: what the two "
                                   "have written puts it between {} and {}",
                                   hint.score_diff, low, high));
  }
  const auto duel = cached_duel(g);
  const auto position = duel_position(duel->space(), card, opponent.card, hint.score_diff);
  rank_by_win_chance(choices, duel->table(), position, hand, throws_left);
  hint.win_chance = *choices.front().win_chance;
  hint.instant_win = throws_left == g.category_rules().throws - 1 && scorer.instant_win(card, hand);
  return hint;
}

}  // namespace cubilete::solve
