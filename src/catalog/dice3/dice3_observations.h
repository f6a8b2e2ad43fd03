#pragma once
// The three-dice games' observations for learning (GameObservation; the layouts in
// dice3_observations.cpp).
#include "catalog/game_entry.h"

namespace cubilete::dice3 {

GameObservation centenario_observation();
GameObservation matterhorn_observation();
GameObservation multiplicacao_observation();
GameObservation buck_dice_observation();
GameObservation ataque_yankee_observation();

}  // namespace cubilete::dice3
