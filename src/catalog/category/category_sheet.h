#pragma once
// The score sheet for real dice of the category games (catalog/game_entry.h, RealDice).
#include "catalog/game_entry.h"

namespace cubilete::category {

RealDice category_real_dice();

}  // namespace cubilete::category
