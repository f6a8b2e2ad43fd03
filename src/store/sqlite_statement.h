#pragma once
// Small helpers over SQLite for its store: a prepared statement that finalizes itself and throws
// on error, a cache of them per connection, and statements run as text.
#include <sqlite3.h>

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>

namespace cubilete::store::lite {

class Statement {
 public:
  Statement(sqlite3* db, const char* sql);
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int i, const std::string& s) {
    sqlite3_bind_text(stmt_, i, s.data(), int(s.size()), SQLITE_TRANSIENT);
    return *this;
  }
  Statement& bind(int i, int64_t v) {
    sqlite3_bind_int64(stmt_, i, v);
    return *this;
  }
  Statement& bind(int i, double v) {
    sqlite3_bind_double(stmt_, i, v);
    return *this;
  }
  Statement& bind_null(int i) {
    sqlite3_bind_null(stmt_, i);
    return *this;
  }
  // The index of the parameter written `name` ("$1"), 0 if the statement has none such.
  int parameter(const char* name) const { return sqlite3_bind_parameter_index(stmt_, name); }
  int parameters() const { return sqlite3_bind_parameter_count(stmt_); }
  // True while a row is available.
  bool step();
  void run() {
    while (step()) {
    }
    reset();
  }
  void reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }
  int columns() const { return sqlite3_column_count(stmt_); }
  int type(int col) const { return sqlite3_column_type(stmt_, col); }
  std::string text(int col) const {
    auto p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, col));
    return p ? std::string(p, size_t(sqlite3_column_bytes(stmt_, col))) : std::string();
  }
  int64_t integer(int col) const { return sqlite3_column_int64(stmt_, col); }
  double real(int col) const { return sqlite3_column_double(stmt_, col); }

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

// Runs `sql` (any number of statements); throws std::runtime_error with SQLite's reason.
void exec(sqlite3* db, const std::string& sql);

// A connection's prepared statements, each prepared once: parsing SQL for every write cost more
// than the writes themselves.
class Statements {
 public:
  explicit Statements(sqlite3* db) : db_(db) {}
  // The statement for `sql`, reset and without bindings.
  Statement& operator()(const char* sql) { return get(sql); }
  Statement& get(const std::string& sql);
  sqlite3* db() const { return db_; }

 private:
  sqlite3* db_;
  std::unordered_map<std::string, std::unique_ptr<Statement>> cache_;
};

}  // namespace cubilete::store::lite
