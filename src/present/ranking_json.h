#pragma once
// A ranking as JSON, the one writer of it: `cubilete hint --json` (its "choices") and the online
// table's hint message (its "ranking").
#include <nlohmann/json_fwd.hpp>

#include "solve/common/ranking.h"

namespace cubilete {

// [{"action", "expected", "loss", "line"?, "win_chance"?, "win_loss"?}, ...] in the ranking's
// order; a line where the advisor gives one, the chances where the ranking is in chances.
nlohmann::json ranking_choices_json(const Ranking& ranking);

}  // namespace cubilete
