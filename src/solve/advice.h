#pragma once
// Ranking a category player's choices by expected final score, from the solved table.
#include <vector>

#include "core/registry.h"
#include "solve/solved.h"

namespace cubilete::solve {

// Every legal choice with `hand` in front of a player whose card is `card`, with
// `rethrows_left` rethrows available: each distinct keep and each allowed category.
// Expected final score = points already on the card + the optimal expectation from here.
std::vector<RankedAction> rank_choices(const Solved& solved, const category::Card& card,
                                       int hand, int rethrows_left);
// The same at a category state's decision.
std::vector<RankedAction> rank_choices(const Solved& solved, const category::CategoryState& s);

}  // namespace cubilete::solve
