#pragma once
// `cubilete simulate --json` and Python's cubilete.simulate: a run of games between bots as one
// JSON document (the game, its rules, the request, each seat's statistics and the time taken,
// split as SimulationResult splits it; the rates are the games over the time they name).
#include <nlohmann/json_fwd.hpp>

#include "catalog/simulation.h"
#include "core/game.h"

namespace cubilete {

nlohmann::json simulation_json(const Game& game, const SimulationRequest& request,
                               const SimulationResult& result);

}  // namespace cubilete
