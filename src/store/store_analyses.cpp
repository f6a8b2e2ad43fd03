// The Store's analyses (migrations 4 and 6), the same for both databases (store/sql/analyses_sql.cpp).
#include "store/sql/analyses_sql.h"
#include "store/store.h"

namespace cubilete::store {

void Store::save_analysis(const std::string& room, int version, const std::string& document,
                          const std::string& measure, const std::vector<AnalysisSeat>& seats, int64_t now_ms,
                          Answer answer) {
  write([=](SqlSession& db) { return sql::save_analysis(db, room, version, document, measure, seats, now_ms); },
        std::move(answer));
}

std::optional<std::string> Store::analysis(const std::string& room, int version) {
  return read_value([&](SqlSession& db) { return sql::analysis(db, room, version); });
}

std::vector<AnalysisSummary> Store::analysis_summaries(int64_t account, size_t recent) {
  return read_value([&](SqlSession& db) { return sql::analysis_summaries(db, account, recent); });
}

}  // namespace cubilete::store
