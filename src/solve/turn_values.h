#pragma once
// The values of every choice within one turn, for one state, from the solved table: what the
// optimal bot plays, what hints rank, and what the post-game report grades. Scalar, one state;
// the same recursions as the batched solver (keep values by adding one die at a time, the best
// keep of a hand by removing one die at a time), with the argmax kept.
#include <vector>

#include "core/game.h"
#include "solve/value_table.h"

namespace cubilete::solve {

class TurnValues {
 public:
  TurnValues(const ValueTable& table, const StateKey& state);

  // Expected final points still to come when writing `hand` into `cat` now.
  double write_value(int hand, int cat, bool served) const;
  // ...when keeping `keep` (fewer dice than a hand) and throwing the rest, with `rethrows_left`
  // rethrows available before this throw (>= 1).
  double keep_value(int keep, int rethrows_left) const { return at(keep_, rethrows_left, keep); }
  // ...with `hand` in front of the player and `rethrows_left` rethrows available, played
  // optimally (served scoring when this is the turn's first throw).
  double hand_value(int hand, int rethrows_left) const { return at(value_, rethrows_left, hand); }
  // The optimal action there (a category-game action code).
  Action best_action(int hand, int rethrows_left) const;
  // Expected value of the state at the start of the turn (equals the table's value).
  double turn_value() const { return turn_value_; }
  const StateKey& state() const { return state_; }
  uint32_t legal(int hand) const { return space_->legal(state_.mask, state_.flag, hand); }

 private:
  double at(const std::vector<double>& v, int t, int k) const { return v[size_t(t) * nsets_ + k]; }

  const ValueTable* table_;
  const StateSpace* space_;
  StateKey state_;
  int nsets_;
  // [rethrows][multiset]: keep_ and best_ for smaller multisets, value_ and action_ for hands.
  std::vector<double> keep_, best_, value_;
  std::vector<int> best_keep_;  // argmax of best_
  std::vector<Action> action_;
  double turn_value_ = 0;
};

}  // namespace cubilete::solve
