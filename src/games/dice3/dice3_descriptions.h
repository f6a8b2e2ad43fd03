#pragma once
// The three-dice race and luck games described: Centenário, Matterhorn, Multiplicação, Buck Dice
// and Ataque Yankee.
#include "core/game_description.h"

namespace cubilete::dice3 {

GameDescription centenario_description();
GameDescription matterhorn_description();
GameDescription multiplicacao_description();
GameDescription buck_dice_description();
GameDescription ataque_yankee_description();

}  // namespace cubilete::dice3
