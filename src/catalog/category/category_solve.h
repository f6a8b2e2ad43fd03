#pragma once
// The category games' `solve`: the solitaire optimum (with its policy and score distribution
// where asked for) or, for two players, the first player's chance of winning.
#include "catalog/analysis_results.h"
#include "core/game.h"
#include "solve/common/solve_options.h"

namespace cubilete::category {

SolveResult solve(const Game& game, const SolveOptions& options);

}  // namespace cubilete::category
