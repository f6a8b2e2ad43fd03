#pragma once
// The score sheets for real dice of Centenário, Matterhorn and Multiplicação (catalog/game_entry.h,
// RealDice).
#include "catalog/game_entry.h"

namespace cubilete::dice3 {

// Centenário and Matterhorn: a turn is one throw of the three dice, so its final dice are that throw.
RealDice one_throw_real_dice(const char* game_name);
RealDice multiplicacao_real_dice();

}  // namespace cubilete::dice3
