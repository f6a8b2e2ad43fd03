#pragma once
#include <string>
#include <vector>

#include "core/game.h"

namespace cubilete::cli {

// "P1 (human) 212, P2 (greedy) 180: P1 wins." or "game not finished" lines.
std::string outcome_text(const State& state, const std::vector<std::string>& players);
// "P2 (greedy)" for seat 1.
std::string seat_name(int seat, const std::vector<std::string>& players);

}  // namespace cubilete::cli
