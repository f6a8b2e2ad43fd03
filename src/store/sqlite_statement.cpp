#include "store/sqlite_statement.h"

#include <fmt/format.h>

#include <stdexcept>

namespace cubilete::store::lite {

Statement::Statement(sqlite3* db, const char* sql) : db_(db) {
  if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK)
    throw std::runtime_error(
        fmt::format("SQLite cannot prepare '{}': {}", sql, sqlite3_errmsg(db)));
}

bool Statement::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  throw std::runtime_error(sqlite3_errmsg(db_));
}

void exec(sqlite3* db, const std::string& sql) {
  char* err = nullptr;
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
    std::string why = err ? err : "unknown error";
    sqlite3_free(err);
    throw std::runtime_error(fmt::format("SQLite: {} (in: {})", why, sql.substr(0, 80)));
  }
}

Statement& Statements::get(const std::string& sql) {
  auto& slot = cache_[sql];
  if (!slot) slot = std::make_unique<Statement>(db_, sql.c_str());
  slot->reset();
  return *slot;
}

}  // namespace cubilete::store::lite
