#pragma once
// `cubilete hint` as text: the ranking within 80 columns, and against one opponent a line with
// the position's chance of winning above it.
#include <string>

#include "catalog/analysis_results.h"

namespace cubilete {

std::string hint_text(const HintResult& hint);

}  // namespace cubilete
