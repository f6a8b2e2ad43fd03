#pragma once
// Farkle's score sheet for real dice (catalog/game_entry.h, RealDice).
#include "catalog/game_entry.h"

namespace cubilete::farkle {

RealDice farkle_real_dice();

}  // namespace cubilete::farkle
