#pragma once
// `cubilete hint triplo_seis`: the options that describe the choice of a keep (the dice under the
// cup, the call to beat) and their reader.
#include <vector>

#include "catalog/analysis_results.h"
#include "catalog/hint_values.h"

namespace cubilete::bets {

std::vector<OptionSpec> triplo_seis_hint_options();
HintResult triplo_seis_hint(const Game& game, const HintValues& values);

}  // namespace cubilete::bets
