#pragma once
// `cubilete hint --json`: each game's advice for a described decision as one JSON document (its
// facts, the measure and the ranked choices).
#include <nlohmann/json_fwd.hpp>

#include "catalog/analysis_results.h"
#include "core/game.h"

namespace cubilete {

// `game` is the game the hint was asked of (its id and rules).
nlohmann::json hint_json(const Game& game, const HintResult& hint);

}  // namespace cubilete
