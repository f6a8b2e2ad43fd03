#pragma once
// Puzzles (migration 12; store/puzzle_records.h), written once in the SQL both databases speak
// (sql_session.h). What each does is said on the PuzzleStore method that calls it.
#include <optional>
#include <string>
#include <vector>

#include "store/account_records.h"
#include "store/puzzle_records.h"
#include "store/sql_session.h"

namespace cubilete::store::sql {

// The last attempts of an account that are not served again.
constexpr int64_t kPuzzlesNotRepeated = 1000;

Outcome add_puzzles(SqlSession& db, const std::vector<StoredPuzzle>& puzzles,
                    const std::vector<OwnMistake>& mistakes, int64_t now_ms);
std::optional<StoredPuzzle> puzzle(SqlSession& db, const std::string& id);
std::optional<PuzzlePlayer> puzzle_player(SqlSession& db, int64_t account);
// A pool puzzle near `target` (its band, then the next ones out), from `pick_start` on in the
// band; "" when the filter has none.
std::string choose_puzzle(SqlSession& db, const PuzzleFilter& filter, double target, uint32_t pick_start,
                          int64_t account = 0, int64_t recent_after = 0);
Outcome serve_puzzle(SqlSession& db, const PuzzleServeRequest& request, PuzzleServed& out);
Outcome answer_puzzle(SqlSession& db, const PuzzleAnswerRequest& request, PuzzleAnswered& out);
Outcome serve_ticket(SqlSession& db, const std::string& ticket_hash, const std::string& puzzle,
                     PuzzleMode mode, int streak, int64_t now_ms);
Outcome answer_ticket(SqlSession& db, const std::string& ticket_hash, const std::string& puzzle, bool correct,
                      int64_t now_ms, PuzzleAnswered& out);
Outcome ensure_puzzle_day(SqlSession& db, const std::string& date, const std::string& game, std::string& out);
int64_t puzzle_count(SqlSession& db, const std::string& game);

}  // namespace cubilete::store::sql
