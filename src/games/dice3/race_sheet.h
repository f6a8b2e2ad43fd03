#pragma once
// The sheet of Centenário and Matterhorn (RULES.md §4.1, §4.2): 24 targets, row 1 = 1..12 and
// row 2 = 12..1, and the sums of the seven non-empty subsets of three dice.
#include <array>
#include <string>

#include "core/dice.h"
#include "core/lang.h"

namespace cubilete::dice3 {

constexpr int kTargets = 24;

// The k-th target (0-based) of Centenário's sheet: 1..12 then 12..1.
constexpr int centenario_target(int k) { return k < 12 ? k + 1 : 24 - k; }

// How many of the seven non-empty subsets of the three dice sum to s (index s, 0..18).
std::array<int, 19> subset_sums(const FaceCounts& three_dice);

// "row 1", "linha 2", "fila 1": a row's heading in the language.
std::string row_heading(int row, Lang lang);

// "-- -- -- 4  5 ..." : a row of 12 numbers with the crossed ones struck out.
std::string sheet_row(const int numbers[12], const bool crossed[12]);

}  // namespace cubilete::dice3
