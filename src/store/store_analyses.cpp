// The Store's analyses (migration 4), the same for both databases (store/sql/analyses_sql.cpp).
#include "store/sql/analyses_sql.h"
#include "store/store.h"

namespace cubilete::store {

void Store::save_analysis(const std::string& room, int version, const std::string& document,
                          int64_t now_ms, Answer answer) {
  write([=](SqlSession& db) { return sql::save_analysis(db, room, version, document, now_ms); },
        std::move(answer));
}

std::optional<std::string> Store::analysis(const std::string& room, int version) {
  return read_value([&](SqlSession& db) { return sql::analysis(db, room, version); });
}

}  // namespace cubilete::store
