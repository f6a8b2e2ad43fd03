#pragma once
// `cubilete solve farkle`: the optimal single-turn value, its bracket and banking thresholds.
#include <nlohmann/json_fwd.hpp>

#include <vector>

#include "solve/common/hint_request.h"
#include "solve/common/ranked_action.h"
#include "solve/common/solve_options.h"

namespace cubilete::solve {

nlohmann::json solve_farkle(const Game& game, const SolveOptions& options);
// Every legal choice with the expected points this turn banks after it (optimal single-turn
// play from there, entry threshold and final-round limit respected).
std::vector<RankedAction> advise_farkle(const Game& game, const State& state);
// `cubilete hint farkle`: the same ranking for a described decision (--dice or --dice-left,
// --turn-total, --banked, --to-beat).
nlohmann::json hint_farkle(const Game& game, const HintRequest& request);

}  // namespace cubilete::solve
