#include "store/sql/analyses_sql.h"

#include <fmt/format.h>

namespace cubilete::store::sql {

Outcome save_analysis(SqlSession& db, const std::string& room, int version,
                      const std::string& document, int64_t now_ms) {
  const auto status =
      db.run(fmt::format("SELECT status FROM rooms WHERE code = $1{}", db.lock_rows()), {room});
  if (status.empty()) throw Refused("no_such_room", fmt::format("there is no room '{}'", room));
  if (status.text(0, 0) != "over")
    throw Refused("not_over", fmt::format("room '{}' is {}: a game is analysed once it is over",
                                          room, status.text(0, 0)));
  // Two instances (or a restarted one) may compute the same analysis: the newer version wins.
  db.run(
      "INSERT INTO analyses(room, version, document, created_ms) VALUES($1, $2, $3, $4) "
      "ON CONFLICT(room) DO UPDATE SET version = excluded.version, document = excluded.document, "
      "created_ms = excluded.created_ms WHERE analyses.version <= excluded.version",
      {room, int64_t(version), document, now_ms});
  return {};
}

std::optional<std::string> analysis(SqlSession& db, const std::string& room, int version) {
  const auto rows = db.run("SELECT document FROM analyses WHERE room = $1 AND version = $2",
                           {room, int64_t(version)});
  if (rows.empty()) return std::nullopt;
  return rows.text(0, 0);
}

}  // namespace cubilete::store::sql
