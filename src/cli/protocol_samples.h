#pragma once
// What the online table would send in random games of every game: each viewer's views, moves
// and legal moves as JSON lines, for the browser's guards to check (tests/protocol/).
#include <cstdint>
#include <ostream>

namespace cubilete::cli {

// For every game: each player count it allows up to four with its default rules, and two
// players with each other value of its choice and true-or-false options; `games` seeded games of
// each. Every seat is a person deciding at random (so people's own throws by hand come up too),
// now and then offering or accepting a draw or resigning where the game allows it.
void write_protocol_samples(std::ostream& out, int games, uint64_t seed);

}  // namespace cubilete::cli
