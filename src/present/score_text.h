#pragma once
// `cubilete score` as text: the rows under its header line (the category games: each category's
// points on an empty card).
#include <string>

#include "catalog/analysis_results.h"

namespace cubilete {

std::string score_text(const ScoreResult& result);

}  // namespace cubilete
