#pragma once
#include <vector>

#include "catalog/registry.h"

namespace cubilete::dice3 {

// Centenário, Matterhorn, Multiplicação, Buck Dice and Ataque Yankee.
void register_games(std::vector<GameEntry>& out);
// Flores Amarradas and Triplo Seis.
void register_betting_games(std::vector<GameEntry>& out);

}  // namespace cubilete::dice3
