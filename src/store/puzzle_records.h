#pragma once
// Puzzles' rows (migration 12; docs/puzzles.md): the puzzles with their ratings, each account's
// puzzle rating and streak, its attempts, the reviews of its own mistakes. The store keeps and
// chooses them; what a puzzle holds is the whole document present/puzzle_json.h writes.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cubilete::store {

struct StoredPuzzle {
  std::string id, game;
  std::string document;  // the whole puzzle, JSON
  std::vector<std::string> themes;
  double rating = 1500, deviation = 300, volatility = 0.06;
  int64_t plays = 0, wins = 0;  // rated answers; wins: the puzzle's (the person missed)
  bool pool = true;             // served to anyone; false: only as its account's own mistake
  std::string source_room;      // the room it came from ("" for a simulated game)
  int64_t created_ms = 0;
};

// An account's puzzle rating (its own, apart from its game ratings) and its streak.
struct PuzzlePlayer {
  int64_t account = 0;
  double rating = 1500, deviation = 350, volatility = 0.06;
  int64_t last_rated_ms = 0;  // 0: never rated
  int64_t serves = 0;         // puzzles served, the number of its last attempt
  int streak = 0, streak_best = 0;
};

// Which puzzles a serve may choose from: a game (or any), a theme of it (or any).
struct PuzzleFilter {
  std::string game, theme;
};

// The modes a puzzle is served in (PROTOCOL.md v1.2, Puzzles): rated (no theme), a theme's
// practice, the streak, one's own mistakes and the day's puzzle.
enum class PuzzleMode { Rated, Theme, Streak, Mistakes, Daily };
const char* puzzle_mode_name(PuzzleMode mode);

// A serve to an account: the store picks the puzzle (a mistake due, a puzzle near `target`, or
// `daily_puzzle`) and keeps the attempt.
struct PuzzleServeRequest {
  int64_t account = 0;
  PuzzleMode mode = PuzzleMode::Rated;
  PuzzleFilter filter;
  double target = 1500;      // the rating to serve near (rated: the person's; streak: its step's)
  uint32_t pick_start = 0;   // where in a band the search starts (random)
  std::string daily_puzzle;  // mode Daily: the day's
  int64_t now_ms = 0;
};

struct PuzzleServed {
  std::string puzzle;  // "" when none: no_puzzle
  bool again = false;  // an open rated serve, served again
  int streak = 0, streak_best = 0;  // the streak's length before this puzzle, and its best
  std::optional<int64_t> next_due_ms;  // mode Mistakes with none due: when the next is
};

// An answer of an account: judged by the server from the puzzle's document.
struct PuzzleAnswerRequest {
  int64_t account = 0;
  std::string puzzle, move;
  bool correct = false;
  int64_t now_ms = 0;
};

struct PuzzleAnswered {
  bool first = false;  // the serve's first answer: only it counts
  std::string mode;
  bool rated = false;
  double rating_before = 0, rating_after = 0;
  double puzzle_before = 0, puzzle_after = 0;
  int streak = 0, streak_best = 0;     // after it (mode streak)
  std::optional<int64_t> review_due_ms;  // mode mistakes: when it comes back (none: done)
  bool review_done = false;
};

// A person's own mistake to review: the puzzle of a decision of their game whose loss passed the
// margin.
struct OwnMistake {
  int64_t account = 0;
  std::string puzzle, room;
};

}  // namespace cubilete::store
