// The store's daily challenge, the same for both databases (store/sql/daily_sql.cpp).
#include "store/daily_store.h"

#include "store/sql/daily_sql.h"
#include "store/sql_access.h"
#include "store/store.h"  // RoomRecord

namespace cubilete::store {

void DailyStore::ensure_seeds(const std::vector<DailySeed>& seeds, Answer answer) {
  db_.write([seeds](SqlSession& db) { return sql::ensure_daily_seeds(db, seeds); }, std::move(answer));
}

std::vector<DailySeed> DailyStore::seeds(const std::string& from, const std::string& to) {
  return db_.read_value([&](SqlSession& db) { return sql::daily_seeds(db, from, to); });
}

void DailyStore::create_room(const RoomRecord& room, const DailyAttempt& attempt, Answer answer) {
  db_.write([room, attempt](SqlSession& db) { return sql::create_daily_room(db, room, attempt); }, std::move(answer));
}

void DailyStore::forget_addresses(const std::string& before, Answer answer) {
  db_.write([before](SqlSession& db) { return sql::forget_daily_addresses(db, before); }, std::move(answer));
}

std::optional<DailyAttempt> DailyStore::attempt(const std::string& date, const std::string& game,
                                                const std::string& entrant) {
  return db_.read_value([&](SqlSession& db) { return sql::daily_attempt(db, date, game, entrant); });
}

std::optional<DailyAttempt> DailyStore::attempt_of_room(const std::string& room) {
  return db_.read_value([&](SqlSession& db) { return sql::daily_attempt_of_room(db, room); });
}

DailyBoard DailyStore::board(const std::string& date, const std::string& game, int64_t after_rank, size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::daily_board(db, date, game, after_rank, limit); });
}

std::optional<DailyResult> DailyStore::result(const std::string& date, const std::string& game, int64_t account) {
  return db_.read_value([&](SqlSession& db) { return sql::daily_result(db, date, game, account); });
}

std::vector<DailyAttempt> DailyStore::history(int64_t account, size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::daily_history(db, account, limit); });
}

std::vector<DailyLuckRow> DailyStore::luck(const std::string& date, const std::string& game) {
  return db_.read_value([&](SqlSession& db) { return sql::daily_luck(db, date, game); });
}

std::vector<std::string> DailyStore::days_played(int64_t account, size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::daily_days_played(db, account, limit); });
}

std::vector<std::string> DailyStore::open_rooms(const std::string& date) {
  return db_.read_value([&](SqlSession& db) { return sql::daily_open_rooms(db, date); });
}

}  // namespace cubilete::store
