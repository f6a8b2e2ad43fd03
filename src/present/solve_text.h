#pragma once
// `cubilete solve` as text within 80 columns: the game and its rules, the value and what it
// means, how it was found, the notes, and the extras asked for (the saved policy, the score
// distribution).
#include <string>

#include "catalog/analysis_results.h"
#include "core/game.h"

namespace cubilete {

// `game` is the game that was solved (its id and rules).
std::string solve_text(const Game& game, const SolveResult& result);

}  // namespace cubilete
