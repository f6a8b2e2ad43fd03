#pragma once
// The three-dice games' measures for the analysis of a played game (analysis_model.h;
// docs/analysis.md), from their exact values (dice3_values.h), as the advisor ranks by them.
#include <memory>

#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"
#include "solve/common/analysis_model.h"

namespace cubilete::solve {

// Matterhorn: minus the throws each seat has made and is still expected to need to finish its
// sheet, playing on optimally (a seat that did not finish keeps its expectation at the end).
std::unique_ptr<AnalysisModel> matterhorn_analysis(const dice3::MatterhornGame& game);
// Multiplicação: the expected score of the turn in progress (refusing optimally from here),
// summed over each seat's turns.
std::unique_ptr<AnalysisModel> multiplicacao_analysis(const dice3::MultiplicacaoGame& game);

}  // namespace cubilete::solve
