#include "solve/category/category_commands.h"

#include <fmt/format.h>

#include "core/error.h"
#include "core/parallel.h"
#include "solve/category/category_advice.h"
#include "solve/category/solitaire_solved.h"

namespace cubilete::solve {

using namespace category;

CategoryThrowScores score_category_throw(const CategoryGame& game, const std::vector<int>& dice,
                                         bool served) {
  const auto& scorer = game.scorer();
  const int hand = game.table().index_of(counts_of(dice));
  const Card empty;
  CategoryThrowScores out;
  out.dice = values_of(counts_of(dice));
  out.served = served;
  for (int c = 0; c < scorer.num_categories(); ++c) {
    const auto& def = scorer.rules().categories[c];
    out.categories.push_back({def.key, def.name.en, scorer.score(empty, c, hand, served).points});
    out.scores.emplace_back(def.key, out.categories.back().points);
  }
  if (game.info().id == "generala") out.instant_win = served && scorer.instant_win(empty, hand);
  return out;
}

SolitaireSolve solve_solitaire(const CategoryGame& game, const SolveOptions& o) {
  const Stopwatch clock;
  auto solved = solved_for(game, o);
  SolitaireSolve r;
  r.seconds = clock.seconds();
  r.value = solved->value();
  r.meaning =
      "the highest expected final score of one player alone over the whole card (the solitaire "
      "optimum: "
      "opponents and instant wins play no part)";
  r.from_cache = solved->from_cache();
  r.cache_file = solved->cache_file();
  r.states = solved->space().size();
  if (!solved->from_cache())
    r.computed = SolitaireSolve::Computed{solved->stats().seconds, solved->stats().threads,
                                          solved->stats().states};
  if (o.save_policy) {
    const Stopwatch policy_clock;
    SolitaireSolve::Policy p;
    p.saved = solved->save_policy(thread_count(o.threads));
    p.file = solved->policy_file();
    p.bytes = solved->policies().bytes();
    p.seconds = policy_clock.seconds();
    r.policy = p;
  }
  return r;
}

CategoryHint hint_category(const CategoryGame& game, const CategoryPosition& p,
                           const std::optional<DuelOpponent>& opponent) {
  const auto& rules = game.category_rules();
  if (p.throws_left < 0 || p.throws_left > rules.throws - 1)
    throw UsageError(fmt::format("a turn of {} leaves 0 to {} throws; got {}", game.info().id,
                                 rules.throws - 1, p.throws_left));
  if (dice_in(p.dice) != rules.dice)
    throw UsageError(
        fmt::format("{} throws {} dice; got {}", game.info().id, rules.dice, dice_in(p.dice)));
  if (game.scorer().full(p.card)) throw UsageError("the card is full: there is no decision left");
  const int hand = game.table().index_of(p.dice);
  auto ranked = rank_choices(*solved_for(game), p.card, hand, p.throws_left);
  CategoryHint hint;
  hint.dice = values_of(p.dice);
  hint.throws_left = p.throws_left;
  if (opponent) hint.duel = rank_duel_hint(game, p.card, hand, p.throws_left, *opponent, ranked);
  hint.ranking = Ranking(solitaire_measure_words().en, category_win_measure_words().en, ranked);
  return hint;
}

}  // namespace cubilete::solve
