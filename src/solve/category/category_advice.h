#pragma once
// Ranking a category player's choices by expected final score, from the solved table, and in a
// two-player game by the chance of winning, from the two-player table: the online table's and
// play's advisor, the hint command and the optimal bots all rank with these.
#include <vector>

#include "core/lang.h"
#include "core/game.h"
#include "solve/category/solitaire_solved.h"
#include "solve/common/ranked_action.h"
#include "solve/category/duel/duel_turn.h"

namespace cubilete::solve {

// What the rankings measure: the expected final score, and in a two-player game the chance of
// winning.
const Translated& solitaire_measure_words();
const Translated& category_win_measure_words();

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

// The advisor at a category game's state: every choice by expected final score; in a two-player
// game whose table is in the cache, by the chance of winning too. Empty where nobody decides.
std::vector<RankedAction> advise_category(const Game& game, const State& state);

}  // namespace cubilete::solve
