#include "store/sql/daily_sql.h"

#include <fmt/format.h>

#include <algorithm>

#include "accounts/account_name.h"
#include "store/room_columns.h"
#include "store/sql/room_insert.h"

namespace cubilete::store::sql {

namespace {

constexpr const char* kAttemptColumns =
    "SELECT date, game, entrant, room, account, ranked, address_key, address_shared, status, score, started_ms, "
    "ended_ms, left_game FROM daily_attempts ";

DailyAttempt attempt_of(const SqlRows& rows, size_t i) {
  DailyAttempt a;
  a.date = rows.text(i, 0);
  a.game = rows.text(i, 1);
  a.entrant = rows.text(i, 2);
  a.room = rows.text(i, 3);
  a.account = rows.null(i, 4) ? 0 : rows.integer(i, 4);
  a.ranked = rows.integer(i, 5) != 0;
  a.address_key = rows.text(i, 6);
  a.address_shared = rows.integer(i, 7) != 0;
  a.status = rows.text(i, 8);
  if (!rows.null(i, 9)) a.score = rows.real(i, 9);
  a.started_ms = rows.integer(i, 10);
  if (!rows.null(i, 11)) a.ended_ms = rows.integer(i, 11);
  a.left_game = rows.integer(i, 12) != 0;
  return a;
}

// The board's order: the higher score first, then the earlier end, then the lower account id.
constexpr const char* kBoardOrder = "ORDER BY d.score DESC, d.ended_ms, d.account";
constexpr const char* kRanked = "d.date = $1 AND d.game = $2 AND d.ranked = 1 AND d.status = 'over'";

}  // namespace

Outcome ensure_daily_seeds(SqlSession& db, const std::vector<DailySeed>& seeds) {
  Outcome out;
  for (const auto& s : seeds) {
    // Two instances may both draw a seed for a day: the first row stands, the other is dropped.
    const auto made = db.run(
        "INSERT INTO daily_seeds(date, game, rules, seed, commitment, created_ms) VALUES($1, $2, $3, $4, $5, $6) "
        "ON CONFLICT(date, game) DO NOTHING RETURNING date",
        {s.date, s.game, s.rules, s.seed, s.commitment, s.created_ms});
    out.count += int64_t(made.size());
  }
  return out;
}

std::vector<DailySeed> daily_seeds(SqlSession& db, const std::string& from, const std::string& to) {
  const auto rows = db.run(
      "SELECT date, game, rules, seed, commitment, created_ms, entrants FROM daily_seeds "
      "WHERE date >= $1 AND date <= $2 ORDER BY date, game",
      {from, to});
  std::vector<DailySeed> out;
  for (size_t i = 0; i < rows.size(); ++i)
    out.push_back({rows.text(i, 0), rows.text(i, 1), rows.text(i, 2), rows.text(i, 3), rows.text(i, 4),
                   rows.integer(i, 5), rows.integer(i, 6)});
  return out;
}

Outcome create_daily_room(SqlSession& db, const RoomRecord& room, const DailyAttempt& a) {
  if (room.code != a.room || room.game != a.game || room.daily != a.date || room.seats.size() != 1 || room.rated)
    throw Refused("bad_attempt", fmt::format("room {} is not an attempt of {} of {}: one unrated seat of that day's game",
                                             room.code, a.game, a.date));
  // The day's row is locked first: two attempts of one entrant wait for each other here.
  const auto day = db.run(std::string("SELECT seed FROM daily_seeds WHERE date = $1 AND game = $2") + db.lock_rows(),
                          {a.date, a.game});
  if (day.empty()) throw Refused("no_such_day", fmt::format("{} has no daily challenge on {}", a.game, a.date));
  // Everyone meets the day's dice: the room's seed is the day's, or it is no attempt.
  if (day.text(0, 0) != room.server_seed)
    throw Refused("bad_attempt", fmt::format("room {} is not dealt by the seed of {} of {}", room.code, a.game, a.date));
  if (!db.run("SELECT room FROM daily_attempts WHERE date = $1 AND game = $2 AND entrant = $3",
              {a.date, a.game, a.entrant})
           .empty())
    throw Refused("already_attempted", fmt::format("{} of {} is attempted already", a.game, a.date));
  insert_room(db, room);
  const bool shared =
      !a.address_key.empty() &&
      // (`address_key <> ''` said again: the partial index daily_by_address serves only a query that says it)
      !db.run("SELECT room FROM daily_attempts WHERE date = $1 AND game = $2 AND address_key = $3 AND address_key <> '' "
              "LIMIT 1",
              {a.date, a.game, a.address_key})
           .empty();
  db.run(
      "INSERT INTO daily_attempts(date, game, entrant, room, account, ranked, address_key, address_shared, status, "
      "started_ms) VALUES($1, $2, $3, $4, $5, $6, $7, $8, 'playing', $9)",
      {a.date, a.game, a.entrant, a.room, a.account > 0 ? SqlValue(a.account) : SqlValue(nullptr),
       int64_t(a.ranked && !shared), a.address_key, int64_t(shared), a.started_ms});
  db.run("UPDATE daily_seeds SET entrants = entrants + 1 WHERE date = $1 AND game = $2", {a.date, a.game});
  Outcome out;
  out.count = shared ? 0 : 1;  // whether it is the address's first of the day's game
  return out;
}

Outcome forget_daily_addresses(SqlSession& db, const std::string& before) {
  // A guest's entrant is its address's key too: it becomes the room's code, unique as the key was.
  const auto forgotten = db.run(
      "UPDATE daily_attempts SET address_key = '', "
      "entrant = CASE WHEN account IS NULL THEN 'g:' || room ELSE entrant END "
      "WHERE date < $1 AND address_key <> '' RETURNING room",
      {before});
  Outcome out;
  out.count = int64_t(forgotten.size());
  return out;
}

void finish_daily_attempt(SqlSession& db, const std::string& room, double score, int64_t ended_ms, bool left_game) {
  // The address's key stays until the day is over: a second account from the same address that
  // plays after this attempt ended is still the same address's second attempt.
  const auto ended = db.run(
      "UPDATE daily_attempts SET status = 'over', score = $2, ended_ms = $3, left_game = $4 "
      "WHERE room = $1 AND status = 'playing' RETURNING date, game, ranked",
      {room, score, ended_ms, int64_t(left_game)});
  if (ended.empty() || ended.integer(0, 2) == 0) return;
  db.run(
      "INSERT INTO daily_scores(date, game, score, results) VALUES($1, $2, $3, 1) "
      "ON CONFLICT(date, game, score) DO UPDATE SET results = daily_scores.results + 1",
      {ended.text(0, 0), ended.text(0, 1), score});
}

std::optional<DailyAttempt> daily_attempt(SqlSession& db, const std::string& date, const std::string& game,
                                          const std::string& entrant) {
  const auto rows =
      db.run(std::string(kAttemptColumns) + "WHERE date = $1 AND game = $2 AND entrant = $3", {date, game, entrant});
  if (rows.empty()) return std::nullopt;
  return attempt_of(rows, 0);
}

std::optional<DailyAttempt> daily_attempt_of_room(SqlSession& db, const std::string& room) {
  const auto rows = db.run(std::string(kAttemptColumns) + "WHERE room = $1", {room});
  if (rows.empty()) return std::nullopt;
  return attempt_of(rows, 0);
}

DailyBoard daily_board(SqlSession& db, const std::string& date, const std::string& game, int64_t after_rank,
                       size_t limit) {
  DailyBoard board;
  const auto day = db.run("SELECT entrants FROM daily_seeds WHERE date = $1 AND game = $2", {date, game});
  if (!day.empty()) board.entrants = day.integer(0, 0);
  // The score the page starts at, and how many results of that score come before it.
  const auto scores =
      db.run("SELECT score, results FROM daily_scores WHERE date = $1 AND game = $2 ORDER BY score DESC", {date, game});
  after_rank = std::max<int64_t>(after_rank, 0);
  int64_t skip = after_rank;
  size_t at = 0;
  for (; at < scores.size() && skip >= scores.integer(at, 1); ++at) skip -= scores.integer(at, 1);
  if (at == scores.size() || limit == 0) return board;
  const std::string deleted(accounts::kDeletedAccountName);
  const auto add = [&](const SqlRows& rows) {
    for (size_t i = 0; i < rows.size(); ++i)
      board.results.push_back({after_rank + int64_t(board.results.size()) + 1, rows.text(i, 0), rows.integer(i, 1),
                               rows.real(i, 2), rows.integer(i, 3), rows.text(i, 4)});
  };
  const double start = scores.real(at, 0);
  const std::string columns =
      "SELECT COALESCE(a.name, $3), d.account, d.score, d.ended_ms, d.room FROM daily_attempts d "
      "JOIN accounts a ON a.id = d.account WHERE ";
  add(db.run(fmt::format("{}{} AND d.score = $4 {} LIMIT $5 OFFSET $6", columns, kRanked, kBoardOrder),
             {date, game, deleted, start, int64_t(limit), skip}));
  if (board.results.size() < limit)
    add(db.run(fmt::format("{}{} AND d.score < $4 {} LIMIT $5", columns, kRanked, kBoardOrder),
               {date, game, deleted, start, int64_t(limit - board.results.size())}));
  return board;
}

std::optional<DailyResult> daily_result(SqlSession& db, const std::string& date, const std::string& game,
                                        int64_t account) {
  const auto mine = db.run(
      "SELECT d.score, d.ended_ms, d.room, COALESCE(a.name, $4) FROM daily_attempts d JOIN accounts a ON a.id = d.account "
      "WHERE d.date = $1 AND d.game = $2 AND d.account = $3 AND d.ranked = 1 AND d.status = 'over'",
      {date, game, account, std::string(accounts::kDeletedAccountName)});
  if (mine.empty()) return std::nullopt;
  DailyResult r{0, mine.text(0, 3), account, mine.real(0, 0), mine.integer(0, 1), mine.text(0, 2)};
  // Better: a higher score (counted by score), or the same recorded earlier, or at the same moment
  // by a lower id (counted among the results of that score only).
  const auto better = db.run(
      fmt::format("SELECT COUNT(*) FROM daily_attempts d WHERE {} AND d.score = $3 AND "
                  "(d.ended_ms < $4 OR (d.ended_ms = $4 AND d.account < $5))",
                  kRanked),
      {date, game, r.score, r.ended_ms, account});
  const auto higher =
      db.run("SELECT CAST(COALESCE(SUM(results), 0) AS BIGINT) FROM daily_scores WHERE date = $1 AND game = $2 AND score > $3",
             {date, game, r.score});
  r.rank = higher.integer(0, 0) + better.integer(0, 0) + 1;
  return r;
}

std::vector<DailyAttempt> daily_history(SqlSession& db, int64_t account, size_t limit) {
  const auto rows = db.run(std::string(kAttemptColumns) + "WHERE account = $1 ORDER BY date DESC, game LIMIT $2",
                           {account, int64_t(limit)});
  std::vector<DailyAttempt> out;
  for (size_t i = 0; i < rows.size(); ++i) out.push_back(attempt_of(rows, i));
  return out;
}

std::vector<DailyLuckRow> daily_luck(SqlSession& db, const std::string& date, const std::string& game) {
  const auto rows = db.run(
      "SELECT d.room, COALESCE(a.name, $3), d.account, a.created_ms, d.score, s.accuracy, s.luck, "
      "COALESCE(s.decisions, 0) FROM daily_attempts d JOIN accounts a ON a.id = d.account "
      "LEFT JOIN analysis_seats s ON s.room = d.room AND s.seat = 0 "
      "WHERE d.date = $1 AND d.game = $2 AND d.ranked = 1 AND d.status = 'over' ORDER BY d.score DESC, d.ended_ms",
      {date, game, std::string(accounts::kDeletedAccountName)});
  std::vector<DailyLuckRow> out;
  for (size_t i = 0; i < rows.size(); ++i) {
    DailyLuckRow r;
    r.room = rows.text(i, 0);
    r.name = rows.text(i, 1);
    r.account = rows.integer(i, 2);
    r.account_created_ms = rows.integer(i, 3);
    r.score = rows.real(i, 4);
    if (!rows.null(i, 5)) r.accuracy = rows.real(i, 5);
    if (!rows.null(i, 6)) r.luck = rows.real(i, 6);
    r.decisions = int(rows.integer(i, 7));
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<std::string> daily_days_played(SqlSession& db, int64_t account, size_t limit) {
  const auto rows = db.run(
      "SELECT DISTINCT date FROM daily_attempts WHERE account = $1 AND status = 'over' ORDER BY date DESC LIMIT $2",
      {account, int64_t(limit)});
  std::vector<std::string> out;
  for (size_t i = 0; i < rows.size(); ++i) out.push_back(rows.text(i, 0));
  return out;
}

std::vector<std::string> daily_open_rooms(SqlSession& db, const std::string& date) {
  const auto rows = db.run("SELECT room FROM daily_attempts WHERE date = $1 AND status = 'playing' ORDER BY room", {date});
  std::vector<std::string> out;
  for (size_t i = 0; i < rows.size(); ++i) out.push_back(rows.text(i, 0));
  return out;
}

}  // namespace cubilete::store::sql
