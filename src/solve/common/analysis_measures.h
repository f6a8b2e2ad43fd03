#pragma once
// Every measure an analysis uses (docs/analysis.md), with its conventions in one place: the loss
// that counts as a percentage point of winning chance in the accuracy formula, and the losses that
// make an inaccuracy, a mistake and a blunder.
#include <string>

#include "solve/common/analysis_model.h"

namespace cubilete::solve {

// Chances of winning from a solved two-player table (`text` says whose play; `tolerance`: how far
// two values the table gives may be apart and still be equal).
AnalysisMeasure win_chance_measure(std::string text, double tolerance);
// The category games' expected final score under optimal solitaire play (`instant_end`: the rules
// let a served generala end the game, which the measure ignores).
AnalysisMeasure category_score_measure(bool instant_end);
// Farkle without a two-player table: the expected points the turn in progress banks.
AnalysisMeasure farkle_turn_measure();
// Matterhorn: minus the expected number of throws to finish.
AnalysisMeasure matterhorn_measure();
// Multiplicação: the expected score of the turn in progress.
AnalysisMeasure multiplicacao_measure();
// Triplo Seis: the chance that the kept dice beat the call.
AnalysisMeasure triplo_seis_measure();
// Damma: the engine's evaluation at `depth` plies mapped to a chance of winning (an estimate).
AnalysisMeasure damma_measure(int depth);

}  // namespace cubilete::solve
