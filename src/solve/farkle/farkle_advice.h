#pragma once
// Farkle's advisor: every choice of a decision with the expected points the turn banks after it
// (optimal single-turn play from there, entry threshold and final-round limit respected), and in
// a two-player game the chance of winning after it. The online table's and play's advisor and
// `cubilete hint farkle` rank with these, so they always agree.
#include <memory>
#include <vector>

#include "core/lang.h"
#include "core/game.h"
#include "games/farkle/farkle_game.h"
#include "solve/common/ranked_action.h"
#include "solve/farkle/farkle_duel.h"
#include "solve/farkle/farkle_solver.h"

namespace cubilete::solve {

// What the rankings measure.
const Translated& farkle_measure_words();
const Translated& farkle_win_measure_words();

// A Farkle decision as the advisor sees it: the turn total so far, the least total that may be
// banked, and either the throw to set dice aside from (throw_index >= 0) or the number of dice
// the next throw would use (the choice to bank or throw).
struct FarkleDecision {
  int turn_total = 0, min_bank = 1;
  int throw_index = -1;
  int dice_to_throw = 0;
};

// Two players: the mover's chance of winning after each kind of choice. Before the final round
// from the solved table (the mover has banked a, the opponent b); in it, the mover is the last to
// play and must get ahead: exactly the chance that the turn reaches the least total it may bank.
class FarkleWinChances {
 public:
  // Before the final round.
  FarkleWinChances(std::shared_ptr<const SolvedFarkleDuel> duel, int banked, int opponent);
  // In the final round, needing a turn total of min_bank.
  FarkleWinChances(std::shared_ptr<const FarkleTurnSolver> turn, int min_bank);

  // At the bank-or-throw decision a selection leads to (turn total t in units, n dice to throw).
  double decision(int t, int n) const;
  double bank(int t) const;
  double roll(int t, int n) const;

 private:
  std::shared_ptr<const SolvedFarkleDuel> duel_;
  std::shared_ptr<const FarkleTurnSolver> turn_owner_;
  const FarkleTurnSolver* turn_;
  int a_ = 0, b_ = 0, need_ = 0;
};

// Every choice of the decision with the expected points this turn banks after it, best first.
// With two players' chances of winning, each choice's too, and the ranking is by them.
std::vector<RankedAction> rank_farkle(const farkle::FarkleGame& game,
                                      const FarkleDecision& decision,
                                      const FarkleWinChances* win = nullptr);
// The same at a state's decision; with two players, by the chance of winning in the final round
// (exact) and before it where the table is in the cache. Empty where nobody decides.
std::vector<RankedAction> advise_farkle(const Game& game, const State& state);

}  // namespace cubilete::solve
