#pragma once
// One rated game's effect on its seats' ratings: what the store applies, in
// the transaction that records the game's end.
#include <cstdint>
#include <vector>

#include "accounts/game_outcome.h"
#include "accounts/glicko2.h"

namespace cubilete::accounts {

struct RatedSeat {
  bool moves = false;         // an account's seat: its rating moves (a bot's stays fixed)
  Glicko rating;              // before the game (a bot: its fixed rating, bot_ratings.h)
  int64_t last_rated_ms = 0;  // when this account's rating of the game last moved (0: never)
};

struct SeatRating {
  Glicko before;  // as stored before the game
  Glicko after;   // equal to `before` for a seat that does not move
};

// Every seat's rating after the game that ended at `ended_ms` with `outcome`. Each seat that moves
// has the game as one Glicko-2 rating period (τ kRatingTau) against every other seat as rated
// before the game: its deviation first grows for the time since its last rated game
// (kRatingPeriodsPerDay, capped at kMaxDeviation), then the period's results count; two seats are
// one game, three or more the pairwise results of pairwise.h (each weighing 1/(n-1)), ordered by
// seat_against (game_outcome.h: a claimed game is a loss for whoever left, and says nothing
// between two who stayed). Throws std::invalid_argument for fewer than two seats or an outcome
// outcome_problem refuses.
std::vector<SeatRating> rate_game(const std::vector<RatedSeat>& seats, const GameOutcome& outcome,
                                  int64_t ended_ms);

}  // namespace cubilete::accounts
