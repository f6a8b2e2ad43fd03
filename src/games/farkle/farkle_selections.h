#pragma once
// The scoring selections of a throw as a player reads them, for the terminal and the view alike.
#include <vector>

#include "games/farkle/farkle_scoring.h"

namespace cubilete::farkle {

// Selections best first (points, then fewer dice).
std::vector<Selection> by_points(std::vector<Selection> selections);

// Dice the next throw uses after setting `s` aside from `thrown` dice (all six after hot dice).
inline int dice_after(int thrown, const Selection& s) {
  return thrown == s.dice ? kDice : thrown - s.dice;
}

}  // namespace cubilete::farkle
