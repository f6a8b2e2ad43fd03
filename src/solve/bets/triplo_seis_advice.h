#pragma once
// The Triplo Seis advisor: at the choice of a keep, every keep of the dice under the cup with
// its exact chance of reading above the call after the rethrow (the ranking `hint triplo_seis`
// gives, bets_commands.h).
#include <vector>

#include "core/lang.h"
#include "core/game.h"
#include "solve/common/ranked_action.h"

namespace cubilete::solve {

const Translated& triplo_seis_measure_words();

// Empty unless the player holding the cup in `state` is choosing a keep.
std::vector<RankedAction> advise_triplo_seis(const State& state);

}  // namespace cubilete::solve
