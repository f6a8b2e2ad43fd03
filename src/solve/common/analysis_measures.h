#pragma once
// The conventions every analysis measure shares (docs/analysis.md): the loss that counts as a
// percentage point of winning chance in the accuracy formula, and the losses that make an
// inaccuracy, a mistake and a blunder. Each game's own measure lives beside its model
// (solve/<family>/*_analysis.cpp); the chance of winning from a two-player table is here.
#include <string>

#include "solve/common/analysis_model.h"

namespace cubilete::solve {

// Chances of winning from a solved two-player table (`text` says whose play; `tolerance`: how far
// two values the table gives may be apart and still be equal).
AnalysisMeasure win_chance_measure(const Translated& text, double tolerance);
// A measure whose accuracy counts a loss of `unit` as one percentage point of winning chance,
// with thresholds of 2, 4 and 8 such points: GNU Backgammon's marks for a doubtful, bad and very
// bad move (0.04, 0.08 and 0.16 of equity; a game without gammons has equity 2p - 1, so 2, 4 and 8
// percentage points of winning chance).
AnalysisMeasure scaled_measure(std::string key, Translated text, double unit);

}  // namespace cubilete::solve
