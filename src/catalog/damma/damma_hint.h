#pragma once
// `cubilete hint damma`: the options that describe a decision (the position, the search depth)
// and their reader.
#include <vector>

#include "catalog/analysis_results.h"
#include "catalog/hint_values.h"

namespace cubilete::damma {

std::vector<OptionSpec> hint_options();
HintResult hint(const Game& game, const HintValues& values);

}  // namespace cubilete::damma
