#pragma once
// `cubilete hint` for Matterhorn and Multiplicação: the options that describe a decision and
// their readers, which turn them into the positions solve/dice3 ranks.
#include <vector>

#include "catalog/analysis_results.h"
#include "catalog/hint_values.h"

namespace cubilete::dice3 {

std::vector<OptionSpec> matterhorn_hint_options();
HintResult matterhorn_hint(const Game& game, const HintValues& values);

std::vector<OptionSpec> multiplicacao_hint_options();
HintResult multiplicacao_hint(const Game& game, const HintValues& values);

}  // namespace cubilete::dice3
