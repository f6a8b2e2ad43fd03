#pragma once
// Ranking a category player's choices by expected final score, from the solved table, and in a
// two-player game by the chance of winning, from the two-player table.
#include <vector>

#include "solve/category/solved_preset.h"
#include "solve/common/ranked_action.h"
#include "solve/duel/duel_turn.h"

namespace cubilete::solve {

// Every legal choice with `hand` in front of a player whose card is `card`, with
// `rethrows_left` rethrows available: each distinct keep and each allowed category.
// Expected final score = points already on the card + the optimal expectation from here.
std::vector<RankedAction> rank_choices(const Solved& solved, const category::Card& card,
                                       int hand, int rethrows_left);
// The same at a category state's decision.
std::vector<RankedAction> rank_choices(const Solved& solved, const category::CategoryState& s);

// Fills each choice's chance of winning at `position` and ranks by it (ties by expected score).
void rank_by_win_chance(std::vector<RankedAction>& choices, const DuelTable& table, const DuelPosition& position,
                        int hand, int rethrows_left);

}  // namespace cubilete::solve
