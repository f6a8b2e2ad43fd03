#pragma once
// The stored analyses of finished rooms (migration 4; docs/analysis.md), written once
// in the SQL both databases speak (sql_session.h). What each does is said on the Store method
// that calls it (store.h).
#include <optional>
#include <string>
#include <vector>

#include "store/account_records.h"
#include "store/analysis_records.h"
#include "store/sql_session.h"

namespace cubilete::store::sql {

Outcome save_analysis(SqlSession& db, const std::string& room, int version, const std::string& document,
                      const std::string& measure, const std::vector<AnalysisSeat>& seats, int64_t now_ms);
std::optional<std::string> analysis(SqlSession& db, const std::string& room, int version);
std::vector<AnalysisSummary> analysis_summaries(SqlSession& db, int64_t account, size_t recent);

}  // namespace cubilete::store::sql
