// The store's analyses, the same for both databases (store/sql/analyses_sql.cpp).
#include "store/analysis_store.h"

#include "store/sql/analyses_sql.h"
#include "store/sql_access.h"

namespace cubilete::store {

void AnalysisStore::save(const std::string& room, int version, const std::string& document, const std::string& measure,
                         const std::vector<AnalysisSeat>& seats, int64_t now_ms, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::save_analysis(db, room, version, document, measure, seats, now_ms); },
            std::move(answer));
}

std::optional<std::string> AnalysisStore::document(const std::string& room, int version) {
  return db_.read_value([&](SqlSession& db) { return sql::analysis(db, room, version); });
}

std::vector<AnalysisSummary> AnalysisStore::summaries(int64_t account, size_t recent) {
  return db_.read_value([&](SqlSession& db) { return sql::analysis_summaries(db, account, recent); });
}

}  // namespace cubilete::store
