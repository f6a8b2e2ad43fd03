#pragma once
// Damma's observation for learning (GameObservation; the layout in damma_observation.cpp).
#include "catalog/game_entry.h"

namespace cubilete::damma {

GameObservation damma_observation();

}  // namespace cubilete::damma
