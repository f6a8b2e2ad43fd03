#pragma once
// The betting games' observations for learning (GameObservation; the layouts in
// bets_observations.cpp).
#include "catalog/game_entry.h"

namespace cubilete::bets {

GameObservation triplo_seis_observation();
GameObservation flores_amarradas_observation();

}  // namespace cubilete::bets
