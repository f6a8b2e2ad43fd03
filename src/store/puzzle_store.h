#pragma once
// The store's puzzles (migration 12; store/puzzle_records.h), the same for both databases
// (store/sql/puzzles_sql.cpp).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "store/account_records.h"
#include "store/puzzle_records.h"

namespace cubilete::store {

class SqlAccess;

class PuzzleStore {
 public:
  explicit PuzzleStore(SqlAccess& db) : db_(db) {}

  // Keeps each puzzle unless its id is kept already (the same decision met again), and puts a kept
  // puzzle that was only someone's mistake into the pool when it comes as a pool puzzle; each own
  // mistake becomes a review due at once unless its account has it already. Count: new puzzles.
  void add(const std::vector<StoredPuzzle>& puzzles, const std::vector<OwnMistake>& mistakes, int64_t now_ms,
           Answer answer);
  std::optional<StoredPuzzle> puzzle(const std::string& id);
  std::optional<PuzzlePlayer> player(int64_t account);
  // Pool puzzles of the filter (all games: "").
  int64_t count(const std::string& game = "");
  // A pool puzzle near `target` for someone the store keeps no attempts of (a visitor): "" if none.
  std::string choose(const PuzzleFilter& filter, double target, uint32_t pick_start);
  // Serves an account (store/puzzle_records.h, PuzzleServeRequest): `served` holds the puzzle when
  // the answer comes (none: no puzzle fits).
  void serve(const PuzzleServeRequest& request, std::shared_ptr<PuzzleServed> served, Answer answer);
  // An account's answer: refused not_served where the puzzle was never served to it; only the
  // first answer of a serve counts (rates, moves a streak or a review).
  void answer(const PuzzleAnswerRequest& request, std::shared_ptr<PuzzleAnswered> answered, Answer answer);
  // A visitor's serve, kept by its ticket's hash (tickets older than a day go), and its answer.
  void serve_ticket(const std::string& ticket_hash, const std::string& puzzle, PuzzleMode mode, int streak,
                    int64_t now_ms, Answer answer);
  void answer_ticket(const std::string& ticket_hash, const std::string& puzzle, bool correct, int64_t now_ms,
                     std::shared_ptr<PuzzleAnswered> answered, Answer answer);
  // The day's puzzle, chosen from `game`'s pool by the first instance that asks (another game's
  // where that game has none); refused no_puzzle where the pool is empty.
  void ensure_day(const std::string& date, const std::string& game, std::shared_ptr<std::string> puzzle,
                  Answer answer);

 private:
  SqlAccess& db_;
};

}  // namespace cubilete::store
