#pragma once
// Matterhorn's moves (RULES.md §4.2): disjoint groups of the three dice, each group's sum crossing
// one open number. Row 1 numbers are open until crossed; row 2 numbers only once all of row 1 is
// crossed (possibly earlier in the same throw), or from the start with either_row_from_start.
#include <cstdint>
#include <string>
#include <vector>

#include "core/dice.h"

namespace cubilete::dice3 {

constexpr uint32_t kFullRow = 0xFFF;  // bit n-1: number n crossed
// The sheet is complete, and its player wins: both rows crossed out (without either_row_from_start
// row 2 opens only once row 1 is complete, so row 2 complete says it all; with it, both rows must
// be, or row 1 would not matter). The game and the solver both ask this.
constexpr bool matterhorn_sheet_complete(uint32_t row1, uint32_t row2) { return row1 == kFullRow && row2 == kFullRow; }

// A move: the numbers it crosses, row 1 in bits 0..11, row 2 in bits 12..23.
constexpr uint32_t row1_part(uint32_t move) { return move & kFullRow; }
constexpr uint32_t row2_part(uint32_t move) { return move >> 12; }

// The numbers crossed in a row (bit n-1 set: n), ascending.
std::vector<int> row_numbers(uint32_t row);

// A move as the game names it: "cross 2 11", "cross 12 row2 1" (row 2's numbers after `row2`).
std::string matterhorn_move_name(uint32_t move);

// Every distinct non-empty move (sorted), given the crossed numbers of each row.
void matterhorn_moves(uint32_t row1, uint32_t row2, const FaceCounts& dice, bool either_row,
                      std::vector<uint32_t>& out);

// The group sums of every way to split the dice into disjoint non-empty groups (some dice may
// stay unused), each list sorted, without repeats.
const std::vector<std::vector<int>>& group_sums(const FaceCounts& dice);

}  // namespace cubilete::dice3
