// The Store's daily challenge (migration 9), the same for both databases (store/sql/daily_sql.cpp).
#include "store/sql/daily_sql.h"
#include "store/store.h"

namespace cubilete::store {

void Store::ensure_daily_seeds(const std::vector<DailySeed>& seeds, Answer answer) {
  write([seeds](SqlSession& db) { return sql::ensure_daily_seeds(db, seeds); }, std::move(answer));
}

std::vector<DailySeed> Store::daily_seeds(const std::string& from, const std::string& to) {
  return read_value([&](SqlSession& db) { return sql::daily_seeds(db, from, to); });
}

void Store::create_daily_room(const RoomRecord& room, const DailyAttempt& attempt, Answer answer) {
  write([room, attempt](SqlSession& db) { return sql::create_daily_room(db, room, attempt); }, std::move(answer));
}

void Store::forget_daily_addresses(const std::string& before, Answer answer) {
  write([before](SqlSession& db) { return sql::forget_daily_addresses(db, before); }, std::move(answer));
}

std::optional<DailyAttempt> Store::daily_attempt(const std::string& date, const std::string& game,
                                                 const std::string& entrant) {
  return read_value([&](SqlSession& db) { return sql::daily_attempt(db, date, game, entrant); });
}

std::optional<DailyAttempt> Store::daily_attempt_of_room(const std::string& room) {
  return read_value([&](SqlSession& db) { return sql::daily_attempt_of_room(db, room); });
}

DailyBoard Store::daily_board(const std::string& date, const std::string& game, int64_t after_rank, size_t limit) {
  return read_value([&](SqlSession& db) { return sql::daily_board(db, date, game, after_rank, limit); });
}

std::optional<DailyResult> Store::daily_result(const std::string& date, const std::string& game, int64_t account) {
  return read_value([&](SqlSession& db) { return sql::daily_result(db, date, game, account); });
}

std::vector<DailyAttempt> Store::daily_history(int64_t account, size_t limit) {
  return read_value([&](SqlSession& db) { return sql::daily_history(db, account, limit); });
}

std::vector<DailyLuckRow> Store::daily_luck(const std::string& date, const std::string& game) {
  return read_value([&](SqlSession& db) { return sql::daily_luck(db, date, game); });
}

std::vector<std::string> Store::daily_days_played(int64_t account, size_t limit) {
  return read_value([&](SqlSession& db) { return sql::daily_days_played(db, account, limit); });
}

}  // namespace cubilete::store
