// The store's moderation, the same for both databases: each method hands its SQL
// (store/sql/moderation_sql.cpp) to the database's write queue or reader.
#include "store/moderation_store.h"

#include "store/sql/moderation_sql.h"
#include "store/sql_access.h"

namespace cubilete::store {

void ModerationStore::add_report(const Report& report, Answer answer) {
  db_.write([report](SqlSession& db) { return sql::add_report(db, report); }, std::move(answer));
}

std::vector<Report> ModerationStore::reports(bool open_only, size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::reports(db, open_only, limit); });
}

void ModerationStore::resolve_report(int64_t id, const AdminAction& by, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::resolve_report(db, id, by); }, std::move(answer));
}

void ModerationStore::add_sanction(const Sanction& sanction, const AdminAction& by, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::add_sanction(db, sanction, by); }, std::move(answer));
}

void ModerationStore::lift_sanction(const std::string& kind, int64_t account, const std::string& address,
                                    const AdminAction& by, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::lift_sanction(db, kind, account, address, by); }, std::move(answer));
}

std::vector<Sanction> ModerationStore::live_sanctions(int64_t now_ms) {
  return db_.read_value([&](SqlSession& db) { return sql::live_sanctions(db, now_ms); });
}

void ModerationStore::cancel_tournament(const std::string& id, const AdminAction& by, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::cancel_tournament_as(db, id, by); }, std::move(answer));
}

void ModerationStore::close_room(const std::string& code, const AdminAction& by, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::close_room(db, code, by); }, std::move(answer));
}

void ModerationStore::delete_chat(const std::string& code, int64_t line, const AdminAction& by, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::delete_chat(db, code, line, by); }, std::move(answer));
}

void ModerationStore::issue_reset_link(int64_t account, const std::string& token_hash, int64_t expires_ms,
                                       const AdminAction& by, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::issue_reset_link(db, account, token_hash, expires_ms, by); },
            std::move(answer));
}

std::vector<AdminLogEntry> ModerationStore::admin_log(size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::admin_log(db, std::nullopt, limit); });
}

std::vector<AdminLogEntry> ModerationStore::admin_log_after(int64_t after_id, size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::admin_log(db, after_id, limit); });
}

int64_t ModerationStore::version() {
  return db_.read_value([&](SqlSession& db) { return sql::moderation_version(db); });
}

std::vector<ModerationEvent> ModerationStore::events(int64_t after_id) {
  return db_.read_value([&](SqlSession& db) { return sql::moderation_events(db, after_id); });
}

std::vector<RoomListing> ModerationStore::recent_rooms(bool live_only, size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::recent_rooms(db, live_only, limit); });
}

std::vector<AccountListing> ModerationStore::find_accounts(const std::string& search, int64_t now_ms, size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::find_accounts(db, search, now_ms, limit); });
}

}  // namespace cubilete::store
