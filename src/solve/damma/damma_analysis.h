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

// Plies searched after each move in an analysis: deep enough to see a capture and its recapture
// and the huffs around them, quick enough to analyse a game of a hundred plies in seconds.
constexpr int kAnalysisDepth = 4;
// The same on the 9x9 board, where a position has about 50 moves instead of 10: at 4 plies a
// game of 343 plies took 46 s to analyse, 5.2 s at 3 plies, 1.0 s at 2 (bench/bench_damma_report.cpp;
// issue 31): 2, so the end-of-game report, which ranks as this does, comes within about a second.
constexpr int kLargeAnalysisDepth = 2;
// The analysis depth of a board (5 or 9).
constexpr int analysis_depth(int board) { return board == kLargeBoard ? kLargeAnalysisDepth : kAnalysisDepth; }

// The chance of winning of a side whose evaluation is `score` (men x 100; a forced win +-kWin).
double win_chance_of_score(int score);

// depth 0: the board's analysis_depth.
std::unique_ptr<solve::AnalysisModel> damma_analysis(const DammaGame& game, int depth = 0);

}  // namespace cubilete::damma
