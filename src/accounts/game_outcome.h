#pragma once
// What a finished game says about each seat, for a profile's list of games and for ratings: who
// finished above whom, each seat's place, and whether it won, drew (shared the win) or lost.
#include <optional>
#include <string>
#include <vector>

namespace cubilete::accounts {

// How a game ended, as the table knows it (src/core/game.h: scores and returns at the end).
struct GameOutcome {
  std::vector<double> scores;  // each seat's final points
  std::vector<double>
      returns;  // each seat's share of the win (1 a sole winner, 1/k each of k tied, 0 a loser)
  // The seats that left a game someone claimed (PROTOCOL.md v1.1 `claim`): the game ended there,
  // those seats lost it and everyone who stayed won it; `returns` then says nothing.
  std::vector<int> abandoned_by;
  bool claimed() const { return !abandoned_by.empty(); }
  bool left(int seat) const;
};

// Why `outcome` cannot be the end of a game of `seats` seats (what is wrong and what is allowed),
// or "" if it can: one score per seat, finite; without a claim one return per seat in [0, 1]
// adding up to 1; a claim's seats distinct, in range and not all of them (but the one seat of a
// game of one, which ends so when its person leaves or its day ends).
std::string outcome_problem(const GameOutcome& outcome, int seats);

// Seat i against seat j: 1 when i finished above j, 0 below, 1/2 level; nothing when the game
// said nothing of the two (a claimed game, between two seats that both stayed or both left: it
// was never finished between them). Finished games order seats by their share of the win, then
// by their final points: a served Generala wins at once with fewer points than another card may
// hold, and the others still finish in order of their points. A claimed game: those who left
// lose to those who stayed.
std::optional<double> seat_against(const GameOutcome& outcome, int i, int j);

enum class SeatResult { win, draw, loss };
const char* result_name(SeatResult r);  // "win", "draw", "loss"

struct SeatStanding {
  SeatResult result = SeatResult::loss;
  int place = 1;  // 1 + how many seats finished above it (those level share a place)
};
// A sole winner wins, a shared win is a draw; in a claimed game whoever stayed wins and whoever
// left loses (places 1 and 2).
SeatStanding seat_standing(const GameOutcome& outcome, int seat);

}  // namespace cubilete::accounts
