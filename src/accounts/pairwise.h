#pragma once
// A game of three or more seats as Glicko-2 results: each seat has played every other seat once,
// winning against those it finished above, tying those level with it and losing to those above
// it. Each of those results weighs 1/(n-1), so one game moves a rating as much as one game
// between two, whatever the number of seats (an eight-seat game is not seven games).
#include <functional>
#include <optional>
#include <vector>

#include "accounts/glicko2.h"

namespace cubilete::accounts {

// For each seat, its results against every other seat. `before`: each seat's rating as the game
// started (bots' fixed ratings included); `standing`: each seat's place as a number, higher is
// better (the final score, or the share of the win). Throws std::invalid_argument when the two
// lists differ in length or hold fewer than two seats.
std::vector<std::vector<GlickoResult>> pairwise_results(const std::vector<Glicko>& before,
                                                        const std::vector<double>& standing);

// The same where a game may say nothing of some pairs (a claimed game, between two seats that
// both stayed): `score(i, j)` is seat i's score against seat j (1, 1/2 or 0), or nothing. Each
// result still weighs 1/(n-1), so a seat that met fewer seats moves less.
std::vector<std::vector<GlickoResult>> pairwise_results(
    const std::vector<Glicko>& before, const std::function<std::optional<double>(size_t i, size_t j)>& score);

}  // namespace cubilete::accounts
