#pragma once
// How an area of the store (its accounts, its daily challenge, ...) reaches the database: each
// area is written once over this, for both databases, and each database says how it runs a write
// and a read. A write runs `work` in a transaction (its own, or a savepoint of a group), undone
// when it throws (Refused: answered with its code; anything else: store_failed), and answers after
// the commit; a read runs `reading` in one read-only snapshot that sees every committed write.
#include <functional>
#include <utility>

#include "store/account_records.h"

namespace cubilete::store {

class SqlSession;

class SqlAccess {
 public:
  using Work = std::function<Outcome(SqlSession&)>;
  virtual void write(Work work, Answer answer) = 0;
  virtual void read(const std::function<void(SqlSession&)>& reading) = 0;
  // What `f` reads.
  template <class F>
  auto read_value(F&& f) {
    decltype(f(std::declval<SqlSession&>())) out{};
    read([&](SqlSession& db) { out = f(db); });
    return out;
  }

 protected:
  ~SqlAccess() = default;
};

}  // namespace cubilete::store
