#pragma once
// A game's end and what follows from it (ratings, a profile's games), written once in the SQL both
// databases speak (sql_session.h). What each does is said on the Store method that calls it.
#include <optional>
#include <string>
#include <vector>

#include "store/account_records.h"
#include "store/sql_session.h"

namespace cubilete::store::sql {

// finish_sql.cpp
Outcome finish_game(SqlSession& db, const std::string& code, const GameEnd& end);
Outcome keep_seat(SqlSession& db, const std::string& code, int seat, const std::string& token_hash,
                  int64_t account, const std::string& name,
                  const std::optional<accounts::GameOutcome>& outcome);

// ratings_sql.cpp
std::vector<GameRating> ratings(SqlSession& db, int64_t account, int64_t now_ms);
RatingHistory rating_history(SqlSession& db, int64_t account, const std::string& game);
std::vector<LeaderboardEntry> leaderboard(SqlSession& db, const std::string& game, int64_t now_ms,
                                          size_t limit);
std::optional<int64_t> rank(SqlSession& db, int64_t account, const std::string& game,
                            int64_t now_ms);
std::vector<RatingChange> room_rating_changes(SqlSession& db, const std::string& code,
                                              const std::vector<int64_t>& accounts);

// profile_sql.cpp
GamesPage games_page(SqlSession& db, int64_t account, const std::optional<GamesCursor>& before,
                     size_t limit);
std::vector<GameStats> game_stats(SqlSession& db, int64_t account);
std::vector<AccountRoom> account_rooms(SqlSession& db, int64_t account);

// The reads that must stay fast however many games are stored, with their parameters, for
// bench/accounts_queries.sh to time and EXPLAIN. Each takes $1, $2, ... as said.
// leaderboard: $1 game, $2 the largest deviation, $3 the start of the recent window (ms), $4 the
// recent games needed, $5 how many rows.
std::string leaderboard_sql();
// rank: as the leaderboard's $1-$4, then $5 the account's rating and $6 its id.
std::string rank_sql();
// games_page: $1 account, $2 and $3 the cursor's ended_ms and room, $4 how many rows.
std::string games_page_sql();
// account_rooms: $1 account, $2 how many rows.
std::string account_rooms_sql();

// The most rows one page or leaderboard read returns, whatever is asked.
constexpr size_t kMaxRows = 200;

}  // namespace cubilete::store::sql
