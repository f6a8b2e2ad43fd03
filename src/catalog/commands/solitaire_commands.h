#pragma once
// The category games' solve, hint and advice hooks for the registry.
#include <nlohmann/json_fwd.hpp>

#include <string_view>
#include <vector>

#include "games/category/category_game.h"
#include "solve/common/hint_request.h"
#include "solve/common/ranked_action.h"
#include "solve/common/solve_options.h"

namespace cubilete::solve {

nlohmann::json solve_category(const Game& game, const SolveOptions& options);
nlohmann::json hint_category(const Game& game, const HintRequest& request);
std::vector<RankedAction> advise_category(const Game& game, const State& state);

// CARD: comma-separated KEY=POINTS for the categories already written ("-" or "" for an empty
// card), e.g. "1=3,3=9,full=30,generala=0". Extra-yahtzee bonuses already earned do not change
// any decision and are not part of it. Throws UsageError naming unknown keys and impossible
// points, and for a full card unless `allow_full` (an opponent's card may be full).
category::Card parse_card(const category::CategoryGame& game, std::string_view text, bool allow_full = false);

}  // namespace cubilete::solve
