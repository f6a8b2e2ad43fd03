#pragma once
// Advice at the decisions of the three-dice games, from their exact values (solve/dice3_values):
// Matterhorn (which numbers to cross: the fewest expected throws still needed) and Multiplicação
// (accept or refuse: the expected score of the turn). The table's advisor, `cubilete hint`
// (dice3_commands.h) and the optimal bots all rank with these functions, so they always agree.
#include <cstdint>
#include <vector>

#include "core/lang.h"
#include "core/dice.h"
#include "core/game.h"
#include "solve/common/ranked_action.h"

namespace cubilete::solve {

// Matterhorn: every legal move with minus the expected number of throws still needed after it
// (higher is better, so losses read as extra throws), best first.
std::vector<RankedAction> rank_matterhorn(uint32_t row1, uint32_t row2, const FaceCounts& dice,
                                          bool either_row);
std::vector<RankedAction> advise_matterhorn(const State& state);
const Translated& matterhorn_measure_words();

// Multiplicação: accept and refuse with the expected score of the turn after each (optimal
// refusals from there), best first. `set_aside` holds a (and b) already set aside this turn;
// `shown` is the triple, the double or the last die the decision is about.
std::vector<RankedAction> rank_multiplicacao(const std::vector<int>& set_aside,
                                             const FaceCounts& shown);
std::vector<RankedAction> advise_multiplicacao(const State& state);
const Translated& multiplicacao_measure_words();

}  // namespace cubilete::solve
