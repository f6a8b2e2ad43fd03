#pragma once
// Triplo Seis's measure for the analysis of a played game (analysis_model.h; docs/analysis.md):
// at each keep under the cup, the exact chance that the kept dice and the rethrow read more than
// the call (the advisor's, triplo_seis_advice.h), settled as 1 or 0 once the dice are back under
// the cup, summed over each seat's keeps. Only keeps are judged: calls, beliefs and doubts are
// bluffing, which this measure does not value.
#include <memory>

#include "games/bets/triplo_seis.h"
#include "solve/common/analysis_model.h"

namespace cubilete::solve {

std::unique_ptr<AnalysisModel> triplo_seis_analysis(const bets::TriploSeisGame& game);

}  // namespace cubilete::solve
