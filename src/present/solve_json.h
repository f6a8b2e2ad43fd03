#pragma once
// `cubilete solve --json`: a game's exact value as one JSON document (the value, what it means,
// how it was found, and each family's own figures).
#include <nlohmann/json_fwd.hpp>

#include "catalog/analysis_results.h"
#include "core/game.h"

namespace cubilete {

// `game` is the game that was solved (its id and rules).
nlohmann::json solve_json(const Game& game, const SolveResult& result);

}  // namespace cubilete
