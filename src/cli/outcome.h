#pragma once
#include <string>
#include <vector>

#include "core/game.h"

namespace cubilete::cli {

// "Scores: P1 (human) 212, P2 (greedy) 180\nP1 (human) wins." or "... not finished" lines, in
// `lang`.
std::string outcome_text(const State& state, const std::vector<std::string>& players, Lang lang);
// "P2 (greedy)" for seat 1.
std::string seat_name(int seat, const std::vector<std::string>& players);
// Who acted: a seat, or chance ("chance", "acaso", "azar") for a negative seat.
std::string actor_name(int seat, const std::vector<std::string>& players, Lang lang);

}  // namespace cubilete::cli
