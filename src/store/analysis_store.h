#pragma once
// The store's analyses of finished games (migrations 4 and 6; docs/analysis.md), the same for both
// databases (store/sql/analyses_sql.cpp).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/account_records.h"
#include "store/analysis_records.h"

namespace cubilete::store {

class SqlAccess;

class AnalysisStore {
 public:
  explicit AnalysisStore(SqlAccess& db) : db_(db) {}

  // Keeps the analysis document of a finished room, written by analysis `version` (a document of
  // an older version is replaced, never one of a newer), with its `measure` and its seats'
  // summaries (migration 6). Refuses no_such_room, not_over.
  void save(const std::string& room, int version, const std::string& document,
            const std::string& measure, const std::vector<AnalysisSeat>& seats, int64_t now_ms,
            Answer answer);
  // The room's document if one of `version` is kept.
  std::optional<std::string> document(const std::string& room, int version);
  // The account's analysed games by game and measure, each with its `recent` newest games.
  std::vector<AnalysisSummary> summaries(int64_t account, size_t recent);

 private:
  SqlAccess& db_;
};

}  // namespace cubilete::store
