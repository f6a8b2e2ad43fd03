#pragma once
// Farkle's `solve`: the optimal single-turn value with its banking thresholds or, for two
// players, the first player's chance of winning from the two-player table.
#include "catalog/analysis_results.h"
#include "core/game.h"
#include "solve/common/solve_options.h"

namespace cubilete::farkle {

SolveResult solve(const Game& game, const SolveOptions& options);

}  // namespace cubilete::farkle
