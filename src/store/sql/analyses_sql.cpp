#include "store/sql/analyses_sql.h"

#include <fmt/format.h>

namespace cubilete::store::sql {

Outcome save_analysis(SqlSession& db, const std::string& room, int version, const std::string& document,
                      const std::string& measure, const std::vector<AnalysisSeat>& seats, int64_t now_ms) {
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
  // The seats' summaries are the kept document's: written again only when it was.
  if (db.run("SELECT version FROM analyses WHERE room = $1", {room}).integer(0, 0) != version) return {};
  db.run("DELETE FROM analysis_seats WHERE room = $1", {room});
  for (const auto& s : seats)
    db.run("INSERT INTO analysis_seats(room, seat, measure, accuracy, luck, decisions) VALUES($1, $2, $3, $4, $5, $6)",
           {room, int64_t(s.seat), measure, s.accuracy ? SqlValue(*s.accuracy) : SqlValue(nullptr), s.luck,
            int64_t(s.decisions)});
  return {};
}

std::optional<std::string> analysis(SqlSession& db, const std::string& room, int version) {
  const auto rows = db.run("SELECT document FROM analyses WHERE room = $1 AND version = $2",
                           {room, int64_t(version)});
  if (rows.empty()) return std::nullopt;
  return rows.text(0, 0);
}

std::vector<AnalysisSummary> analysis_summaries(SqlSession& db, int64_t account, size_t recent) {
  std::vector<AnalysisSummary> out;
  const auto totals = db.run(
      "SELECT g.game, a.measure, COUNT(*), AVG(a.accuracy), AVG(a.luck) FROM account_games g "
      "JOIN analysis_seats a ON a.room = g.room AND a.seat = g.seat WHERE g.account = $1 "
      "GROUP BY g.game, a.measure ORDER BY g.game, a.measure",
      {account});
  for (size_t i = 0; i < totals.size(); ++i) {
    AnalysisSummary s;
    s.game = totals.text(i, 0);
    s.measure = totals.text(i, 1);
    s.games = totals.integer(i, 2);
    if (!totals.null(i, 3)) s.accuracy = totals.real(i, 3);
    s.luck = totals.real(i, 4);
    // The newest games of this game and measure (account_games_newest), put oldest first.
    const auto rows = db.run(
        "SELECT g.room, g.ended_ms, a.accuracy, a.luck FROM account_games g "
        "JOIN analysis_seats a ON a.room = g.room AND a.seat = g.seat "
        "WHERE g.account = $1 AND g.game = $2 AND a.measure = $3 ORDER BY g.ended_ms DESC, g.room DESC LIMIT $4",
        {account, s.game, s.measure, int64_t(recent)});
    for (size_t r = rows.size(); r-- > 0;) {
      AnalysedGame g;
      g.room = rows.text(r, 0);
      g.ended_ms = rows.integer(r, 1);
      if (!rows.null(r, 2)) g.accuracy = rows.real(r, 2);
      g.luck = rows.real(r, 3);
      s.recent.push_back(std::move(g));
    }
    out.push_back(std::move(s));
  }
  return out;
}

}  // namespace cubilete::store::sql
