#pragma once
// Exact figures of the betting games: the Flores Amarradas banker's edge and the Triplo Seis
// rethrow advisor.
#include <nlohmann/json_fwd.hpp>

#include "core/fraction.h"
#include "solve/common/hint_request.h"
#include "solve/common/ranked_action.h"

namespace cubilete::solve {

// The banker's expected profit per chip bet in Flores Amarradas (the same in both betting
// modes: every bet is settled on its own against the banker's throw).
Fraction flores_banker_edge();
// The `solve` document: value, the fraction, and the chances it is made of.
nlohmann::json solve_flores(const Game& game);

// `hint triplo_seis --dice D --call C`: every keep with its exact chance of reading above C.
nlohmann::json hint_triplo_seis(const HintRequest& request);
// The same ranking for the player holding the cup in `state` (empty unless choosing a keep).
std::vector<RankedAction> advise_triplo_seis(const State& state);

}  // namespace cubilete::solve
