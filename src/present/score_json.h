#pragma once
// `cubilete score --json`: what a throw scores, as one JSON document (every category of an empty
// card; Farkle: every selection of it).
#include <nlohmann/json_fwd.hpp>

#include "catalog/analysis_results.h"
#include "core/game.h"

namespace cubilete {

nlohmann::json score_json(const Game& game, const ScoreResult& result);

}  // namespace cubilete
