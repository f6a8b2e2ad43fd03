#pragma once
// The notes of a `cubilete solve` answer, in words: how the value was found and what else the
// solve shows (Farkle's banking thresholds, the two-player table's convergence, ...). The JSON
// ("notes") and the text carry the same lines.
#include <string>
#include <vector>

#include "catalog/analysis_results.h"

namespace cubilete {

// Empty for the answers that have none.
std::vector<std::string> solve_notes(const SolveResult& result);

}  // namespace cubilete
