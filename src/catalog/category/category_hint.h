#pragma once
// `cubilete hint` for the category games: the options that describe a decision (the card, the
// dice, the throws left, and against one opponent their card) and their reader, which turns
// them into the position solve/category ranks.
#include <string>
#include <string_view>
#include <vector>

#include "catalog/analysis_results.h"
#include "catalog/hint_values.h"
#include "games/category/category_game.h"

namespace cubilete::category {

std::vector<OptionSpec> hint_options(const std::string& game);
HintResult hint(const Game& game, const HintValues& values);

// CARD: comma-separated KEY=POINTS for the categories already written ("-" or "" for an empty
// card), e.g. "1=3,3=9,full=30,generala=0". Extra-yahtzee bonuses already earned do not change
// any decision and are not part of it. Throws UsageError naming unknown keys and impossible
// points.
Card parse_card(const CategoryGame& game, std::string_view text);

}  // namespace cubilete::category
