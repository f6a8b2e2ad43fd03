#include "accounts/game_outcome.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace cubilete::accounts {

bool GameOutcome::left(int seat) const {
  return std::find(abandoned_by.begin(), abandoned_by.end(), seat) != abandoned_by.end();
}

std::string outcome_problem(const GameOutcome& outcome, int seats) {
  if (seats < 1) return "a game has at least one seat";
  if (int(outcome.scores.size()) != seats)
    return fmt::format("the end of a game of {} seats has {} scores, one per seat", seats,
                       outcome.scores.size());
  for (double s : outcome.scores)
    if (!std::isfinite(s)) return "a final score is a finite number";
  if (outcome.claimed()) {
    for (size_t i = 0; i < outcome.abandoned_by.size(); ++i) {
      const int seat = outcome.abandoned_by[i];
      if (seat < 0 || seat >= seats)
        return fmt::format("seat {} left a game of seats 0 to {}", seat, seats - 1);
      if (std::count(outcome.abandoned_by.begin(), outcome.abandoned_by.end(), seat) > 1)
        return fmt::format("seat {} is listed twice among those who left", seat);
    }
    // A game of one seat ends so without anyone to claim it: a solo game its person left, or a
    // daily attempt its day's end cut off.
    if (int(outcome.abandoned_by.size()) == seats && seats > 1)
      return "a claimed game has someone who stayed to claim it";
    return {};
  }
  if (int(outcome.returns.size()) != seats)
    return fmt::format("the end of a game of {} seats has {} shares of the win, one per seat",
                       seats, outcome.returns.size());
  double sum = 0;
  for (double r : outcome.returns) {
    if (!(r >= 0 && r <= 1)) return "a share of the win is from 0 to 1";
    sum += r;
  }
  if (std::abs(sum - 1) > 1e-9)
    return fmt::format("the shares of the win add up to 1, not {}", sum);
  return {};
}

std::optional<double> seat_against(const GameOutcome& outcome, int i, int j) {
  if (outcome.claimed()) {
    const bool i_left = outcome.left(i), j_left = outcome.left(j);
    if (i_left == j_left) return std::nullopt;
    return i_left ? 0.0 : 1.0;
  }
  const auto key = [&](int s) {
    return std::pair(outcome.returns[size_t(s)], outcome.scores[size_t(s)]);
  };
  if (key(i) > key(j)) return 1.0;
  if (key(i) < key(j)) return 0.0;
  return 0.5;
}

const char* result_name(SeatResult r) {
  switch (r) {
    case SeatResult::win:
      return "win";
    case SeatResult::draw:
      return "draw";
    case SeatResult::loss:
      return "loss";
  }
  return "loss";
}

SeatStanding seat_standing(const GameOutcome& outcome, int seat) {
  if (outcome.claimed()) {
    const bool left = outcome.left(seat);
    return {left ? SeatResult::loss : SeatResult::win, left ? 2 : 1};
  }
  SeatStanding out;
  for (int other = 0; other < int(outcome.scores.size()); ++other)
    if (other != seat && seat_against(outcome, seat, other) == 0.0) ++out.place;
  const double share = outcome.returns[size_t(seat)];
  out.result = share > 1 - 1e-9 ? SeatResult::win : share > 0 ? SeatResult::draw : SeatResult::loss;
  return out;
}

}  // namespace cubilete::accounts
