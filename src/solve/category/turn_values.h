#pragma once
// The values of every choice within one turn, for one state: what the optimal bots play, what
// hints rank, and what the post-game report grades. Scalar, one state; the same recursions as
// the batched solvers (keep values by adding one die at a time, the best keep of a hand by
// removing one die at a time), with the argmax kept. What the turn's end is worth comes from a
// TurnEnds: expected points to come (solitaire table) or the chance of winning (two-player).
#include <memory>
#include <optional>
#include <vector>

#include "core/game.h"
#include "solve/category/solitaire_table.h"

namespace cubilete::solve {

// What ends a turn is worth to the player to move.
class TurnEnds {
 public:
  virtual ~TurnEnds() = default;
  // Open categories the hand may be written into.
  virtual uint32_t legal(int hand) const = 0;
  // The value of writing `hand` into `cat` (served: on the turn's first throw).
  virtual double write_value(int hand, int cat, bool served) const = 0;
  // The value when the turn's first throw shows `hand` and that ends the game at once (a served
  // generala), else nullopt.
  virtual std::optional<double> instant(int hand) const {
    (void)hand;
    return std::nullopt;
  }
};

// Writing into the solitaire table: points gained plus the optimal expectation afterwards.
class SolitaireEnds : public TurnEnds {
 public:
  SolitaireEnds(const ValueTable& table, const StateKey& state) : table_(&table), state_(state) {}
  uint32_t legal(int hand) const override { return table_->space().legal(state_.mask, state_.flag, hand); }
  double write_value(int hand, int cat, bool served) const override;

 private:
  const ValueTable* table_;
  StateKey state_;
};

class TurnValues {
 public:
  // `ends` must outlive this object.
  TurnValues(const StateSpace& space, const TurnEnds& ends);
  // Solitaire: expected final points still to come.
  TurnValues(const ValueTable& table, const StateKey& state);

  double write_value(int hand, int cat, bool served) const { return ends_->write_value(hand, cat, served); }
  // ...when keeping `keep` (fewer dice than a hand) and throwing the rest, with `rethrows_left`
  // rethrows available before this throw (>= 1).
  double keep_value(int keep, int rethrows_left) const { return at(keep_, rethrows_left, keep); }
  // ...with `hand` in front of the player and `rethrows_left` rethrows available, played
  // optimally (served scoring when this is the turn's first throw).
  double hand_value(int hand, int rethrows_left) const { return at(value_, rethrows_left, hand); }
  // The optimal action there (a category-game action code; -1 where the throw ended the game).
  Action best_action(int hand, int rethrows_left) const;
  // Value at the start of the turn (equals the table's value).
  double turn_value() const { return turn_value_; }
  uint32_t legal(int hand) const { return ends_->legal(hand); }

 private:
  void solve();
  double at(const std::vector<double>& v, int t, int k) const { return v[size_t(t) * nsets_ + k]; }

  const StateSpace* space_;
  std::unique_ptr<TurnEnds> owned_;
  const TurnEnds* ends_;
  int nsets_;
  // [rethrows][multiset]: keep_ and best_ for smaller multisets, value_ and action_ for hands.
  std::vector<double> keep_, best_, value_;
  std::vector<int> best_keep_;  // argmax of best_
  std::vector<Action> action_;
  double turn_value_ = 0;
};

}  // namespace cubilete::solve
