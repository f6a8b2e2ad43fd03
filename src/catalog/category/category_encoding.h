#pragma once
// The category games (General, Generala, Crag, Yahtzee, Yatzy) as numbers for learning: an
// observation vector and a small action space, read from and applied to the engine's own state
// (games/category/category_game.h). Layouts: docs/python.md, "Actions and observations".
//
// Actions: 0 .. 2^D - 1 keep the dice whose bits are set, the dice in front of the player sorted
// ascending (bit i: the i-th lowest die), and throw the others (all D bits set is not a keep);
// 2^D + c writes the dice into category c (the card's order). Several masks keep the same dice
// when a value repeats: they are the same engine action.
//
// Observation for seat `observer` (float32), P players, C categories:
//   [0, 6)       the dice on the table: how many show each face 1..6 (at a decision the dice in
//                front of the player; before a throw those kept; after the game none)
//   [6]          throws still allowed this turn (0 at the last throw's decision)
//   [7, 7 + P)   who is to act, one-hot, counted from the observer (index 0: the observer)
//   then for each player, the observer first and then the next seats in turn order:
//     C flags    1 where the category is written
//     C points   the points written there (0 while open)
//     3 values   the upper section's subtotal, the extra five-of-a-kind bonuses earned (count),
//                the total score (upper bonus and every bonus included)
//   then C values: what writing the dice into each category would add now for the player to
//                decide (its points and any extra five-of-a-kind bonus; the upper bonus not
//                included), 0 where the rules do not allow it or no dice are to be written
#include <cstdint>
#include <vector>

#include "games/category/category_game.h"

namespace cubilete::category {

class CategoryEncoding {
 public:
  explicit CategoryEncoding(const CategoryGame& game);

  int dice() const { return dice_; }
  int categories() const { return categories_; }
  int players() const { return players_; }
  int keep_actions() const { return 1 << dice_; }
  int num_actions() const { return keep_actions() + categories_; }
  int observation_size() const {
    return 7 + players_ + players_ * (2 * categories_ + 3) + categories_;
  }

  void observe(const CategoryState& s, int observer, float* out) const;
  // One byte per action, 1 where legal for the player to act (all 0 at chance and at the end).
  // `scratch` is the buffer the engine's legal actions are read into.
  void legal_mask(const CategoryState& s, uint8_t* out,
                  std::vector<Action>& scratch) const;
  // The engine action of action `a` with the dice in front of the player (a decision must be
  // due and `a` in range; legality is the mask's).
  Action to_engine(const CategoryState& s, int a) const;
  // The lowest action that is the engine action `a` (a keep or a write at a decision), or -1.
  int from_engine(const CategoryState& s, Action a) const;

 private:
  const CategoryGame* game_;
  int dice_, categories_, players_;
  // The multiset kept by each mask of each hand: [hand * 2^D + mask] (index into the game's
  // multiset table), shared by every game of D dice.
  const std::vector<int16_t>* kept_;
};

}  // namespace cubilete::category
