#include "solve/farkle/farkle_commands.h"

#include <fmt/format.h>

#include "core/error.h"
#include "core/parallel.h"
#include "solve/category/solitaire_solved.h"
#include "solve/farkle/farkle_advice.h"
#include "solve/farkle/farkle_duel.h"
#include "solve/farkle/farkle_solver.h"

namespace cubilete::solve {

namespace {

void check_throw_size(size_t dice) {
  if (dice == 0 || dice > size_t(farkle::kDice))
    throw UsageError(fmt::format("Farkle throws 1 to 6 dice; got {}", dice));
}

// The two-player table from the cache, or UsageError saying how to solve it.
std::shared_ptr<const SolvedFarkleDuel> cached_farkle_duel(const farkle::FarkleGame& g) {
  auto duel = farkle_duel_for(g, {}, false);
  if (duel->solved()) return duel;
  throw UsageError(
      fmt::format("the two-player table of farkle is not solved yet: run `cubilete solve farkle "
                  "--players 2{}` once (a few minutes; {:.2f} GB in the cache {})",
                  rule_flags(g), duel->cache_bytes() / 1e9, duel->cache_file()));
}

}  // namespace

FarkleThrowScores score_farkle_throw(const farkle::FarkleGame& game, const std::vector<int>& dice) {
  check_throw_size(dice.size());
  const auto& scoring = game.scoring();
  const int index = scoring.table().index_of(counts_of(dice));
  FarkleThrowScores out;
  out.dice = values_of(scoring.table().counts(index));
  out.best = scoring.best(index);
  if (const int all = scoring.all_dice(index); all >= 0) out.all_dice = all;
  out.farkle = scoring.is_farkle(index);
  for (const auto& s : scoring.selections(index))
    out.selections.push_back({values_of(scoring.table().counts(s.keep)), s.points});
  return out;
}

FarkleSolve solve_farkle(const farkle::FarkleGame& game) {
  const auto& rules = game.farkle_rules();
  const Stopwatch clock;
  // It takes milliseconds: nothing worth caching on disk.
  const auto& solver = *farkle_solver_for(rules.three_ones);
  FarkleSolve r;
  r.value_not_on_board = solver.with_min_bank(rules.entry)->throw_value(0, farkle::kDice);
  r.seconds = clock.seconds();
  r.value = solver.turn_value();
  r.value_upper = solver.turn_value_upper();
  r.entry = rules.entry;
  for (int n = 1; n <= farkle::kDice; ++n) r.bank_from[size_t(n)] = solver.bank_from(n);
  r.meaning =
      "expected points banked in one turn by a player already on the board, playing the optimal "
      "single-turn strategy (no target)";
  return r;
}

FarkleDuelSolve solve_farkle_duel(const farkle::FarkleGame& game, const SolveOptions& o) {
  const Stopwatch clock;
  const auto solved = farkle_duel_for(game, o);
  const auto& duel = solved->duel();
  FarkleDuelSolve r;
  r.value = duel.first_player();
  r.meaning =
      "chance that the first player wins when both play to win (exact two-player optimum; Farkle "
      "has no "
      "ties)";
  r.states = duel.turn_start_values().size();
  r.unit = duel.unit();
  r.seconds = clock.seconds();
  r.from_cache = solved->from_cache();
  r.cut_points = duel.cut_units() * duel.unit();
  r.cut_chance = duel.cut_chance();
  r.row_points = FarkleDuel::kRowTotals * duel.unit();
  if (o.use_cache) r.cache = FarkleDuelSolve::Cache{solved->cache_file(), solved->cache_bytes()};
  if (!solved->from_cache()) {
    const auto& st = solved->stats();
    r.computed =
        FarkleDuelSolve::Computed{st.seconds,
                                  st.threads,
                                  st.turns_solved,
                                  double(st.turns_solved) * duel.cut_units() * farkle::kDice,
                                  st.most_iterations,
                                  st.largest_step,
                                  st.error_bound,
                                  st.total_error_bound,
                                  FarkleDuel::kConvergence};
  }
  return r;
}

FarkleHint hint_farkle(const farkle::FarkleGame& g, const FarklePosition& p) {
  const auto& rules = g.farkle_rules();
  FarkleDecision d;
  d.turn_total = p.turn_total;
  d.min_bank = farkle::min_bank_for(rules, p.banked, p.to_beat);
  if (p.thrown) {
    check_throw_size(size_t(dice_in(*p.thrown)));
    d.throw_index = g.scoring().table().index_of(*p.thrown);
    if (g.scoring().is_farkle(d.throw_index))
      throw UsageError(
          fmt::format("{} scores nothing: a farkle, the turn total is lost and there is no choice",
                      format_dice(*p.thrown)));
  } else {
    d.dice_to_throw = p.dice_left;
    if (d.turn_total < d.min_bank)
      throw UsageError(fmt::format(
          "banking needs a turn total of at least {}: with {} the throw follows at once, "
          "there is no choice",
          d.min_bank, d.turn_total));
  }
  FarkleHint hint;
  hint.turn_total = d.turn_total;
  hint.min_bank = d.min_bank;
  std::optional<FarkleWinChances> win;
  if (p.opponent_banked) {
    if (p.to_beat > 0)
      win.emplace(farkle_solver_for(g), d.min_bank);
    else
      win.emplace(cached_farkle_duel(g), p.banked, *p.opponent_banked);
  }
  const auto ranked = rank_farkle(g, d, win ? &*win : nullptr);
  hint.ranking = Ranking(farkle_measure_words().en, farkle_win_measure_words().en, ranked);
  if (win)
    hint.duel =
        FarkleHint::Duel{p.banked, *p.opponent_banked, p.to_beat > 0, *ranked.front().win_chance};
  return hint;
}

}  // namespace cubilete::solve
