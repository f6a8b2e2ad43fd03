#pragma once
// Damma described: options (the board, how a capturing Damma lands, the quiet-plies draw, the start
// position), its rules in plain words and what it calls its seats.
#include "core/game_description.h"

namespace cubilete::damma {

// Plies without a capture or a huff that draw by default (RULES.md §3, §3.1).
constexpr int kSmallBoardDrawPlies = 100;
constexpr int kLargeBoardDrawPlies = 100;

GameDescription damma_description();

}  // namespace cubilete::damma
