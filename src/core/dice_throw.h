#pragma once
// Chance nodes that throw k dice whose order does not matter: the outcome is the multiset shown,
// coded as base + its index in multisets(max_dice), named "throw 2-5-6". Shared by the games
// that throw dice (Farkle and the three-dice games).
#include <string>
#include <string_view>
#include <vector>

#include "core/dice.h"
#include "core/game.h"

namespace cubilete {

struct ThrowMove;  // core/dice_moves.h

class DiceThrow {
 public:
  DiceThrow(int max_dice, Action base) : table_(&multisets(max_dice)), base_(base) {}

  const MultisetTable& table() const { return *table_; }
  bool is_throw(Action a) const { return a >= base_ && a < base_ + table_->size(); }
  int index(Action a) const { return int(a - base_); }
  Action action(int index) const { return base_ + index; }
  const FaceCounts& counts(Action a) const { return table_->counts(index(a)); }

  // Every outcome of throwing k dice with its exact probability.
  void outcomes(int k, std::vector<ChanceOutcome>& out) const;
  Action sample(int k, Rng& rng) const { return base_ + table_->roll(k, rng); }
  // The same throw, a die at a time (MultisetTable::roll_each): for dice by position.
  Action sample_each(int k, Rng& rng) const { return base_ + table_->roll_each(k, rng); }
  std::string name(Action a) const { return "throw " + format_dice(counts(a)); }
  // The throw as a move (the dice it shows).
  ThrowMove move(Action a) const;
  // Reads "throw 2-5-6" (or "roll ..."), requiring k dice; a last word equal to `suffix` (such
  // as "(farkle)") is accepted and ignored.
  ParsedAction parse(std::string_view text, int k, std::string_view suffix = {}) const;

 private:
  const MultisetTable* table_;
  Action base_;
};

}  // namespace cubilete
