// The Store's moderation part, the same for both databases: each method hands its SQL
// (store/sql/moderation_sql.cpp) to the database's write queue or reader.
#include "store/sql/moderation_sql.h"
#include "store/store.h"

namespace cubilete::store {

void Store::add_report(const Report& report, Answer answer) {
  write([report](SqlSession& db) { return sql::add_report(db, report); }, std::move(answer));
}

std::vector<Report> Store::reports(bool open_only, size_t limit) {
  return read_value([&](SqlSession& db) { return sql::reports(db, open_only, limit); });
}

void Store::resolve_report(int64_t id, const AdminAction& by, Answer answer) {
  write([=](SqlSession& db) { return sql::resolve_report(db, id, by); }, std::move(answer));
}

void Store::add_sanction(const Sanction& sanction, const AdminAction& by, Answer answer) {
  write([=](SqlSession& db) { return sql::add_sanction(db, sanction, by); }, std::move(answer));
}

void Store::lift_sanction(const std::string& kind, int64_t account, const std::string& address,
                          const AdminAction& by, Answer answer) {
  write([=](SqlSession& db) { return sql::lift_sanction(db, kind, account, address, by); }, std::move(answer));
}

std::vector<Sanction> Store::live_sanctions(int64_t now_ms) {
  return read_value([&](SqlSession& db) { return sql::live_sanctions(db, now_ms); });
}

void Store::close_room(const std::string& code, const AdminAction& by, Answer answer) {
  write([=](SqlSession& db) { return sql::close_room(db, code, by); }, std::move(answer));
}

void Store::delete_chat(const std::string& code, int64_t line, const AdminAction& by, Answer answer) {
  write([=](SqlSession& db) { return sql::delete_chat(db, code, line, by); }, std::move(answer));
}

void Store::issue_reset_link(int64_t account, const std::string& token_hash, int64_t expires_ms,
                             const AdminAction& by, Answer answer) {
  write([=](SqlSession& db) { return sql::issue_reset_link(db, account, token_hash, expires_ms, by); },
        std::move(answer));
}

std::vector<AdminLogEntry> Store::admin_log(size_t limit) {
  return read_value([&](SqlSession& db) { return sql::admin_log(db, std::nullopt, limit); });
}

std::vector<AdminLogEntry> Store::admin_log_after(int64_t after_id, size_t limit) {
  return read_value([&](SqlSession& db) { return sql::admin_log(db, after_id, limit); });
}

int64_t Store::moderation_version() {
  return read_value([&](SqlSession& db) { return sql::moderation_version(db); });
}

std::vector<ModerationEvent> Store::moderation_events(int64_t after_id) {
  return read_value([&](SqlSession& db) { return sql::moderation_events(db, after_id); });
}

std::vector<RoomListing> Store::recent_rooms(bool live_only, size_t limit) {
  return read_value([&](SqlSession& db) { return sql::recent_rooms(db, live_only, limit); });
}

std::vector<AccountListing> Store::find_accounts(const std::string& search, int64_t now_ms, size_t limit) {
  return read_value([&](SqlSession& db) { return sql::find_accounts(db, search, now_ms, limit); });
}

}  // namespace cubilete::store
