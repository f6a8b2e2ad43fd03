#pragma once
// The two three-dice games played for chips described: Flores Amarradas (banker and bets) and
// Triplo Seis (bluffing under the cup).
#include "core/game_description.h"

namespace cubilete::bets {

GameDescription flores_amarradas_description();
GameDescription triplo_seis_description();

}  // namespace cubilete::bets
