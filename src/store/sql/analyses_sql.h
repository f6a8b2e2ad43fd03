#pragma once
// The stored analyses of finished rooms (migration 4; issue 29, docs/analysis.md), written once
// in the SQL both databases speak (sql_session.h). What each does is said on the Store method
// that calls it (store.h).
#include <optional>
#include <string>

#include "store/account_records.h"
#include "store/sql_session.h"

namespace cubilete::store::sql {

Outcome save_analysis(SqlSession& db, const std::string& room, int version,
                      const std::string& document, int64_t now_ms);
std::optional<std::string> analysis(SqlSession& db, const std::string& room, int version);

}  // namespace cubilete::store::sql
