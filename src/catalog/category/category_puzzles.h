#pragma once
// The category games' decisions as puzzles (docs/puzzles.md): a puzzle's position is the mover's
// card, the dice in front of them and the throws left (against one opponent, the opponent's card
// too), the facts `cubilete hint` takes.
#include "catalog/game_entry.h"

namespace cubilete::category {

GamePuzzles category_puzzles();

}  // namespace cubilete::category
