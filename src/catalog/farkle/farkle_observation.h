#pragma once
// Farkle's observation for learning (GameObservation; the layout in farkle_observation.cpp).
#include "catalog/game_entry.h"

namespace cubilete::farkle {

GameObservation farkle_observation();

}  // namespace cubilete::farkle
