#pragma once
// The optimal single Farkle turn (RULES.md §2): the most points one turn banks in
// expectation, choosing at every throw the dice to set aside and whether to bank, hot dice
// included, no target. States are (turn total, dice to throw); totals move only upwards, so one
// pass from high totals down solves it exactly. Totals are bounded by a cap far above any
// banking threshold; the error of the cap is bracketed by solving twice, once with "bank at the
// cap" (a lower bound) and once with a proven upper bound on what lies beyond it.
#include <algorithm>
#include <memory>
#include <vector>

#include "games/farkle/farkle_game.h"
#include "games/farkle/farkle_scoring.h"

namespace cubilete::solve {

class FarkleTurnSolver;

// Turn values when banking is allowed only from `min_bank` points (entry threshold, catching
// up, final round). Indexes: total in units of FarkleTurnSolver::unit(), dice 1..6.
class FarkleTurnValues {
 public:
  // Expected points banked from here when it is time to bank or throw (bank only if allowed).
  double value(int total_units, int dice) const;
  // Expected points banked if the next throw is made (then playing optimally).
  double throw_value(int total_units, int dice) const;
  bool may_bank(int total_units) const { return total_units >= min_bank_units_; }
  bool should_bank(int total_units, int dice) const {
    return may_bank(total_units) && throw_value(total_units, dice) <= total_units * double(unit_);
  }
  int min_bank_units() const { return min_bank_units_; }

 private:
  friend class FarkleTurnSolver;
  const FarkleTurnValues* base_ = nullptr;  // values at or above min_bank (unconstrained table)
  int unit_ = 50;
  int min_bank_units_ = 0;
  int size_ = 0;  // totals stored here: [0, size_)
  double beyond_ = 0;  // at and beyond size_ (only in the unconstrained table): total + beyond_
  std::vector<double> value_, throw_;  // [total * 7 + dice]
};

class FarkleTurnSolver {
 public:
  explicit FarkleTurnSolver(const farkle::Scoring& scoring, int cap_points = 100000);

  int unit() const { return unit_; }
  // Unconstrained optimal values (the lower-bound solve: bank at the cap).
  const FarkleTurnValues& values() const { return lower_; }
  // Values when banking needs at least `min_bank` points (0 or less: unconstrained).
  std::shared_ptr<const FarkleTurnValues> with_min_bank(int min_bank) const;

  // The expected points of one turn from its first throw, already on the board, and its
  // certified bracket (the two agree unless the cap were too low).
  double turn_value() const { return lower_.throw_value(0, farkle::kDice); }
  double turn_value_upper() const { return upper_.throw_value(0, farkle::kDice); }
  // Smallest turn total at which banking is optimal with `dice` dice to throw (and at every
  // higher total); -1 if not below the cap.
  int bank_from(int dice) const;

  // The selection (multiset index) maximising the expected result after setting it aside.
  int best_selection(const FarkleTurnValues& v, int total_units, int throw_index) const;
  // The selection maximising next_value(points gained in units, dice to throw next).
  template <class F>
  int best_selection_by(int throw_index, F&& next_value) const;

  // Probability that a turn forced to go on until it gains at least `need_units` more gets
  // there, starting with `dice` to throw and choosing the selections that maximise it (the
  // last player of the final round, who must beat the best score).
  double reach(int need_units, int dice) const;

  // The chance that a throw of `dice` dice is a farkle.
  double farkle_chance(int dice) const { return farkle_chance_[dice]; }

  // As throw_expectation, but over every selection with distinct points and dice left, not
  // only the most points for each number of dice left: for values that need not grow with the
  // turn total (the chance of winning: near the target, banking less can be better, leaving the
  // opponent an ordinary turn instead of a last one). Also returns the sum over the throws of
  // probability x slope(units, next) of the selection chosen (the derivative of the result
  // along a parameter the values follow).
  template <class F, class G>
  std::pair<double, double> every_selection_expectation(int dice, F&& next_value, G&& slope) const {
    double sum = 0, sum_slope = 0;
    for (const auto& roll : rolls_[dice]) {
      double best = 0;
      int chosen = roll.every_first;
      for (int c = roll.every_first; c < roll.every_first + roll.every_count; ++c)
        if (const double v = next_value(every_[c].units, every_[c].next); v > best || c == roll.every_first)
          best = v, chosen = c;
      sum += roll.probability * best;
      sum_slope += roll.probability * slope(every_[chosen].units, every_[chosen].next);
    }
    return {sum, sum_slope};
  }

  // Sum over the throws of `dice` dice of probability x the best next_value(points gained in
  // units, dice to throw next) among the selections (a farkle contributes 0).
  template <class F>
  double throw_expectation(int dice, F&& next_value) const {
    double sum = 0;
    for (const auto& roll : rolls_[dice]) {
      double best = 0;
      for (int c = roll.first; c < roll.first + roll.count; ++c)
        best = std::max(best, next_value(candidates_[c].units, candidates_[c].next));
      sum += roll.probability * best;
    }
    return sum;
  }

 private:
  struct Candidate {
    int units;  // points of the best selection leaving `next` dice, in units
    int next;   // dice to throw afterwards (6 after hot dice)
  };
  struct Roll {
    double probability;
    int first, count;              // into candidates_
    int every_first, every_count;  // into every_
  };
  void fill(FarkleTurnValues& v, int from_units) const;
  double throw_value_at(const FarkleTurnValues& v, int t, int n) const;

  const farkle::Scoring* scoring_;
  int unit_;
  int cap_units_;
  std::vector<Roll> rolls_[farkle::kDice + 1];
  std::vector<Candidate> candidates_;  // per roll, the most points for each number of dice left
  std::vector<Candidate> every_;       // per roll, every distinct (points, dice left)
  FarkleTurnValues lower_, upper_;
  std::vector<double> reach_;  // [need * 7 + dice], need in [0, cap)
  double farkle_chance_[farkle::kDice + 1] = {};
};

template <class F>
int FarkleTurnSolver::best_selection_by(int throw_index, F&& next_value) const {
  const int thrown = scoring_->table().dice(throw_index);
  int best = -1;
  double best_value = -1;
  for (const auto& s : scoring_->selections(throw_index)) {
    const double x = next_value(s.points / unit_, s.dice == thrown ? farkle::kDice : thrown - s.dice);
    if (x > best_value) best_value = x, best = s.keep;
  }
  return best;
}

}  // namespace cubilete::solve

namespace cubilete::solve {

// Solvers shared by every bot and command of the process, one per (three_ones, cap).
std::shared_ptr<const FarkleTurnSolver> farkle_solver_for(int three_ones, int cap_points = 100000);
// The solver a game's bots and advisor use: its cap is at least twice the target, so that the
// banking limits of the end game (the score to beat) stay below it.
std::shared_ptr<const FarkleTurnSolver> farkle_solver_for(const farkle::FarkleGame& game);

}  // namespace cubilete::solve
