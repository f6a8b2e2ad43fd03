#pragma once
// `solve --distribution` for the category games: the final scores of many seeded games of the
// optimal solitaire strategy, played by the optimal bot's batch player (which the catalog wires,
// hence here and not in solve/).
#include "games/category/category_game.h"
#include "solve/common/score_distribution.h"
#include "solve/common/solve_options.h"

namespace cubilete::category {

// options.games games from options.seed, on options.threads threads.
solve::ScoreDistribution solitaire_distribution(const CategoryGame& game,
                                                const SolveOptions& options);

}  // namespace cubilete::category
