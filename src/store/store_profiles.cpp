// The store's games of accounts, the same for both databases: each method hands its SQL
// (store/sql/games_sql.cpp) to the database's write queue or reader.
#include "store/profile_store.h"

#include "store/sql/games_sql.h"
#include "store/sql_access.h"

namespace cubilete::store {

void ProfileStore::finish_game(const std::string& code, const GameEnd& end, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::finish_game(db, code, end); }, std::move(answer));
}

std::vector<GameRating> ProfileStore::ratings(int64_t account, int64_t now_ms) {
  return db_.read_value([&](SqlSession& db) { return sql::ratings(db, account, now_ms); });
}

RatingHistory ProfileStore::rating_history(int64_t account, const std::string& game) {
  return db_.read_value([&](SqlSession& db) { return sql::rating_history(db, account, game); });
}

std::vector<LeaderboardEntry> ProfileStore::leaderboard(const std::string& game, int64_t now_ms, size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::leaderboard(db, game, now_ms, limit); });
}

std::optional<int64_t> ProfileStore::rank(int64_t account, const std::string& game, int64_t now_ms) {
  return db_.read_value([&](SqlSession& db) { return sql::rank(db, account, game, now_ms); });
}

GamesPage ProfileStore::games_page(int64_t account, const std::optional<GamesCursor>& before, size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::games_page(db, account, before, limit); });
}

std::vector<GameStats> ProfileStore::game_stats(int64_t account) {
  return db_.read_value([&](SqlSession& db) { return sql::game_stats(db, account); });
}

std::vector<AccountRoom> ProfileStore::account_rooms(int64_t account) {
  return db_.read_value([&](SqlSession& db) { return sql::account_rooms(db, account); });
}

std::vector<RatingChange> ProfileStore::room_rating_changes(const std::string& code,
                                                           const std::vector<int64_t>& accounts) {
  return db_.read_value([&](SqlSession& db) { return sql::room_rating_changes(db, code, accounts); });
}

void ProfileStore::keep_seat(const std::string& code, int seat, const std::string& token_hash, int64_t account,
                             const std::string& name, const std::optional<accounts::GameOutcome>& outcome,
                             Answer answer) {
  db_.write([=](SqlSession& db) { return sql::keep_seat(db, code, seat, token_hash, account, name, outcome); },
            std::move(answer));
}

}  // namespace cubilete::store
