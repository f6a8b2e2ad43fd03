#include "accounts/game_rating.h"

#include <algorithm>
#include <stdexcept>

#include "accounts/pairwise.h"
#include "accounts/rating_policy.h"

namespace cubilete::accounts {

std::vector<SeatRating> rate_game(const std::vector<RatedSeat>& seats, const GameOutcome& outcome,
                                  int64_t ended_ms) {
  if (seats.size() < 2) throw std::invalid_argument("a rated game has at least two seats");
  if (const auto problem = outcome_problem(outcome, int(seats.size())); !problem.empty())
    throw std::invalid_argument(problem);
  // Everyone plays against the others as they stood before the game, without the growth of their
  // own idle time: that growth is about how sure we are of a player, and each seat's own period
  // applies it to itself.
  std::vector<Glicko> before;
  for (const auto& s : seats) before.push_back(s.rating);
  const auto results = pairwise_results(
      before, [&outcome](size_t i, size_t j) { return seat_against(outcome, int(i), int(j)); });
  std::vector<SeatRating> out;
  for (size_t i = 0; i < seats.size(); ++i) {
    const auto& seat = seats[i];
    if (!seat.moves) {
      out.push_back({seat.rating, seat.rating});
      continue;
    }
    Glicko grown = seat.rating;
    grown.deviation = deviation_at(seat.rating, seat.last_rated_ms, ended_ms);
    Glicko after = glicko2_update(grown, results[i], kRatingTau, 1);
    after.deviation = std::min(after.deviation, kMaxDeviation);
    out.push_back({seat.rating, after});
  }
  return out;
}

}  // namespace cubilete::accounts
