#pragma once
// An advisor's ranking as the JSON `cubilete hint` prints: each choice with its expected value,
// its loss against the best, and the engine's line where there is one.
#include <nlohmann/json_fwd.hpp>
#include <vector>

#include "core/registry.h"

namespace cubilete::solve {

nlohmann::json ranking_json(const std::vector<RankedAction>& ranked);

}  // namespace cubilete::solve
