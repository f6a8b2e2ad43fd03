#pragma once
// An advisor's ranking as the JSON `cubilete hint` prints: each choice with its expected value,
// its loss against the best, and the engine's line where there is one.
#include <nlohmann/json_fwd.hpp>
#include <vector>

#include "solve/common/ranked_action.h"

namespace cubilete {

// An advisor's ranking as JSON, for `cubilete hint` and the server's hint message: each choice's
// action, expected score and its loss against the most expected (the ranking may put a higher
// chance of winning first), the engine's line where there is one, and the chance of winning and
// its loss against the first choice where the advisor gives chances.
nlohmann::json ranked_choices_json(const std::vector<RankedAction>& ranked);

}  // namespace cubilete

namespace cubilete::solve {

nlohmann::json ranking_json(const std::vector<RankedAction>& ranked);

}  // namespace cubilete::solve
