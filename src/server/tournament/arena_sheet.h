#pragma once
// An arena's scoring and standings (docs/tournaments.md, "Scoring"), pure: as lichess scores its
// arenas, a win is 2 points, a draw 1 and a loss 0, and after two wins in a row every game is
// worth double (a win 4, a draw 2) until a game is not won. The sheet is computed from a
// person's whole list of games in the order they started, so withdrawing and joining again keeps
// the streak and cannot hide a loss.
#include <cstdint>
#include <string>
#include <vector>

namespace cubilete::server::tournament {

enum class ArenaResult { win, draw, loss };

struct ArenaSheet {
  int score = 0;
  int games = 0;
  int wins = 0;
  int streak = 0;               // wins in a row at the end of the list
  bool on_fire() const { return streak >= 2; }  // the next game counts double
  std::vector<int> points;      // each game's
};

ArenaSheet arena_sheet(const std::vector<ArenaResult>& results);

// One entrant's finished games, in the order they started, and when the last one that scored
// ended (ties in score go to whoever got there first).
struct ArenaEntrant {
  int64_t account = 0;
  std::string name;
  std::vector<ArenaResult> results;
  std::vector<int64_t> ended_ms;  // parallel to results
};

struct Standing {
  int rank = 0;  // 1 for the leader; every rank is a different person's
  int64_t account = 0;
  std::string name;
  double score = 0;  // an arena's points (whole), a duplicate tournament's sum of game scores
  int games = 0, wins = 0, streak = 0;
};

// Highest score first; level scores by who reached theirs first (the end of their last scoring
// game; nobody who has not scored is ahead of one who has), then by account.
std::vector<Standing> arena_standings(const std::vector<ArenaEntrant>& entrants);

}  // namespace cubilete::server::tournament
