#pragma once
// SqlSession over one PostgreSQL connection. Parameters go as text (numbers written exactly:
// doubles in their shortest form that reads back the same) and rows come back typed by their
// columns' types.
#include <libpq-fe.h>

#include <string>
#include <unordered_map>

#include "store/sql_session.h"

namespace cubilete::store::pg {

// A statement PostgreSQL refused, with its SQLSTATE: "40001" and "40P01" (a serialization
// failure, a deadlock) mean the transaction may simply be run again.
struct SqlError : std::runtime_error {
  SqlError(const std::string& message, std::string state_)
      : std::runtime_error(message), state(std::move(state_)) {}
  std::string state;
  bool retry() const { return state == "40001" || state == "40P01"; }
};

// One connection's prepared statements: each statement is parsed once per connection rather
// than at every run (planning a profile's page cost more than running it). A connection made
// anew (another server process) starts an empty cache.
class StatementCache {
 public:
  // The name `sql` is prepared under on `c`, preparing it first if needed.
  std::string name(PGconn* c, const std::string& sql);

 private:
  int backend_ = 0;  // the server process the statements were prepared in
  std::unordered_map<std::string, std::string> names_;
};

class Session final : public SqlSession {
 public:
  Session(PGconn* connection, StatementCache& statements)
      : connection_(connection), statements_(statements) {}
  SqlRows run(std::string_view sql, const std::vector<SqlValue>& params = {}) override;
  const char* lock_rows() const override { return " FOR UPDATE"; }

 private:
  PGconn* connection_;
  StatementCache& statements_;
};

}  // namespace cubilete::store::pg
