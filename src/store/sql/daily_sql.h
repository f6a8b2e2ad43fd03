#pragma once
// The daily challenge's seeds and attempts (migration 9; store/daily_records.h), written once in
// the SQL both databases speak (sql_session.h). What each does is said on the Store method that
// calls it (store.h).
#include <optional>
#include <string>
#include <vector>

#include "store/account_records.h"
#include "store/daily_records.h"
#include "store/store.h"
#include "store/sql_session.h"

namespace cubilete::store::sql {

Outcome ensure_daily_seeds(SqlSession& db, const std::vector<DailySeed>& seeds);
std::vector<DailySeed> daily_seeds(SqlSession& db, const std::string& from, const std::string& to);
Outcome create_daily_room(SqlSession& db, const RoomRecord& room, const DailyAttempt& attempt);
Outcome forget_daily_addresses(SqlSession& db, const std::string& before);
// Within finish_game's transaction: the room's attempt, if it is one, ends with the seat's score.
void finish_daily_attempt(SqlSession& db, const std::string& room, double score, int64_t ended_ms, bool left_game);
std::optional<DailyAttempt> daily_attempt(SqlSession& db, const std::string& date, const std::string& game,
                                          const std::string& entrant);
std::optional<DailyAttempt> daily_attempt_of_room(SqlSession& db, const std::string& room);
DailyBoard daily_board(SqlSession& db, const std::string& date, const std::string& game, int64_t after_rank,
                       size_t limit);
std::optional<DailyResult> daily_result(SqlSession& db, const std::string& date, const std::string& game,
                                        int64_t account);
std::vector<DailyAttempt> daily_history(SqlSession& db, int64_t account, size_t limit);
std::vector<std::string> daily_days_played(SqlSession& db, int64_t account, size_t limit);
std::vector<std::string> daily_open_rooms(SqlSession& db, const std::string& date);
std::vector<DailyLuckRow> daily_luck(SqlSession& db, const std::string& date, const std::string& game);

}  // namespace cubilete::store::sql
