#pragma once
// Damma's measure for the analysis of a played game (analysis_model.h; docs/analysis.md): each
// side's chance of winning estimated from the engine's evaluation, every legal move of a position
// searched `depth` plies deeper as the advisor does (damma_advice.h), the score mapped to a chance
// as lichess maps centipawns. An estimate: no dice, so no luck, and each new search may see more
// than the last (the model gap).
#include <memory>

#include "games/damma/damma_game.h"
#include "solve/common/analysis_model.h"

namespace cubilete::damma {

// The chance of winning of a side whose evaluation is `score` (men x 100; a forced win +-kWin).
double win_chance_of_score(int score);

// depth 0: the board's advice_depth (damma_advice.h), the hint's and the report's, so the three
// agree on every position's best move.
std::unique_ptr<solve::AnalysisModel> damma_analysis(const DammaGame& game, int depth = 0);

}  // namespace cubilete::damma
