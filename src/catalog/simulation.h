#pragma once
// Many games between bots, one per seat, with each seat's statistics: what `cubilete simulate`
// prints and what Python's cubilete.simulate returns (the same games and figures for the same
// seed, whatever the threads).
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "catalog/game_entry.h"
#include "core/game.h"

namespace cubilete {

// The players of a game's seats: `names` (one per seat; empty: as many of the game's `fill` bot,
// or its first bot, as the `players` rule or the game's default says). Sets the `players` rule
// from the names when the rule is not given. Throws UsageError on a count that differs from the
// rule or that the game does not allow, and on a name the game does not know (human is allowed
// where `allow_human`).
std::vector<std::string> seat_players(const GameEntry& entry, Assignments& rules,
                                      std::vector<std::string> names, const std::string& fill,
                                      bool allow_human);

struct SimulationRequest {
  std::vector<std::string> players;  // one bot per seat (seat_players)
  int64_t games = 1;
  uint64_t seed = 1;  // game i plays with derive_seed(seed, i)
  int threads = 1;
  int random_opening = 0;  // the first decisions of every game at random (match.h, play_out)
  // Called on the calling thread while the games are played, with the games finished so far;
  // returns how long to wait before the next call (seconds), or a negative number to stop early
  // (simulate then throws Cancelled).
  std::function<double(int64_t done)> progress;
};

struct SeatStatistics {
  double mean = 0, mean_ci95 = 0, stddev = 0;
  double win_share = 0, win_share_ci95 = 0;  // a tie shares the win (State::returns)
};

// Wall time, and where it went: the parts add up to `seconds` (to within the microseconds spent
// checking the request and summing the results).
struct SimulationResult {
  std::vector<SeatStatistics> seats;
  double seconds = 0;          // the whole run, startup_seconds included
  double startup_seconds = 0;  // before simulate was called (a caller's: starting the program, ...)
  double tables_seconds = 0;   // making the bots: reading their tables, or solving those not cached
                               // (a caller that times letting them go adds that here)
  // Building the bots' policies: before the first game, and at first use while the games are
  // played (their share of that wall time: the workers' time building over their busy time).
  double policy_seconds = 0;
  double play_seconds = 0;  // the rest: playing
};

// Plays request.games games of `game` (of `entry`). Throws UsageError for threads outside 1..256,
// no games, a negative random opening or a bot that cannot play (a table not solved yet), before
// any game starts.
SimulationResult simulate(const GameEntry& entry, const Game& game,
                          const SimulationRequest& request);

}  // namespace cubilete
