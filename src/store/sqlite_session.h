#pragma once
// SqlSession over one SQLite connection (its statements cached: see sqlite_statement.h).
#include "store/sql_session.h"
#include "store/sqlite_statement.h"

namespace cubilete::store::lite {

class Session final : public SqlSession {
 public:
  explicit Session(Statements& statements) : statements_(statements) {}
  SqlRows run(std::string_view sql, const std::vector<SqlValue>& params = {}) override;
  const char* lock_rows() const override { return ""; }

 private:
  Statements& statements_;
};

}  // namespace cubilete::store::lite
