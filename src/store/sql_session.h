#pragma once
// One connection of either database, as the parts of the store written once for both see it
// (accounts, ratings, profiles: sql/*.cpp): statements with $1, $2, ... placeholders (SQLite reads
// them as named parameters, PostgreSQL as its own), typed parameters, and the rows read back.
// Only what the two dialects share is written through it; a caller runs it inside a transaction
// its store opened.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace cubilete::store {

using SqlValue = std::variant<std::nullptr_t, int64_t, double, std::string>;

// The rows of one statement, read out whole (every read here is small: a page, a leaderboard).
class SqlRows {
 public:
  explicit SqlRows(size_t columns = 0) : columns_(columns) {}
  size_t size() const { return columns_ ? cells_.size() / columns_ : 0; }
  bool empty() const { return size() == 0; }
  bool null(size_t row, size_t col) const;
  // A number column; throws std::runtime_error for null or text.
  int64_t integer(size_t row, size_t col) const;
  double real(size_t row, size_t col) const;
  std::string text(size_t row, size_t col) const;  // "" for null

  // Made in place: a cell made first and moved in makes g++ 12 at -O2 warn that the moved
  // variant's string may be uninitialized (a false alarm).
  template <class Cell>
  void add(Cell&& cell) {
    cells_.emplace_back(std::forward<Cell>(cell));
  }

 private:
  const SqlValue& at(size_t row, size_t col) const;
  size_t columns_;
  std::vector<SqlValue> cells_;
};

class SqlSession {
 public:
  virtual ~SqlSession() = default;
  // Runs one statement with `params` for $1, $2, ...; throws std::runtime_error saying what failed.
  virtual SqlRows run(std::string_view sql, const std::vector<SqlValue>& params = {}) = 0;
  // What a SELECT appends to lock the rows it reads until the transaction ends: " FOR UPDATE" in
  // PostgreSQL, where instances write side by side; "" in SQLite, whose one writer holds the
  // whole database for its transaction.
  virtual const char* lock_rows() const = 0;
};

// A write that refuses (a name taken, a session unknown): the store undoes what the write did
// and answers with `code`, a stable word the server can pass on, and the message.
struct Refused : std::runtime_error {
  Refused(std::string code_, const std::string& message)
      : std::runtime_error(message), code(std::move(code_)) {}
  std::string code;
};

}  // namespace cubilete::store
