#pragma once
// `cubilete score --json`: what a throw scores, as one JSON document: the game and the family's
// described result (every category of an empty card; Farkle: every selection of the throw).
#include <nlohmann/json_fwd.hpp>

#include "catalog/analysis_results.h"
#include "core/game.h"

namespace cubilete {

nlohmann::json score_json(const Game& game, const ScoreResult& result);

}  // namespace cubilete
