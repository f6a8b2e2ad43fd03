#pragma once
// `cubilete hint farkle`: the options that describe a decision (the throw or the dice left, the
// turn total, the scores) and their reader, which checks them against the rules and turns them
// into the position solve/farkle ranks.
#include <vector>

#include "catalog/analysis_results.h"
#include "catalog/hint_values.h"

namespace cubilete::farkle {

std::vector<OptionSpec> hint_options();
HintResult hint(const Game& game, const HintValues& values);

}  // namespace cubilete::farkle
