// What a profile shows besides ratings: a page of the account's games (account_games' index
// account_games_newest: account, ended_ms and room descending, read from the cursor on, so a
// page costs the same at the start and deep in a long history), the counts per game, and the
// rooms where the account is still seated.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>

#include "store/room_columns.h"
#include "store/sql/games_sql.h"

namespace cubilete::store::sql {

std::string games_page_sql() {
  return "SELECT g.room, g.game, g.ended_ms, g.seat, g.result, g.place, g.players, g.score, "
         "g.rated, g.left_game, "
         "c.at_ms, c.rating_before, c.deviation_before, c.volatility_before, c.rating_after, "
         "c.deviation_after, "
         "c.volatility_after FROM account_games g LEFT JOIN rating_changes c ON c.account = "
         "g.account AND c.room = g.room "
         "WHERE g.account = $1 AND (g.ended_ms, g.room) < ($2, $3) ORDER BY g.ended_ms DESC, "
         "g.room DESC LIMIT $4";
}

namespace {

// Every seat of the page's rooms, in one read with the same parameters as the page's.
std::map<std::string, std::vector<ProfileGame::Seat>> seats_of(SqlSession& db,
                                                               const std::vector<SqlValue>& page) {
  std::map<std::string, std::vector<ProfileGame::Seat>> out;
  const auto rows = db.run(
      "SELECT s.room, s.seat, s.name, s.player, a.name FROM seats s "
      "LEFT JOIN accounts a ON a.id = s.account AND a.deleted_ms = 0 WHERE s.room IN (SELECT "
      "g.room FROM "
      "account_games g WHERE g.account = $1 AND (g.ended_ms, g.room) < ($2, $3) "
      "ORDER BY g.ended_ms DESC, g.room DESC LIMIT $4) ORDER BY s.room, s.seat",
      page);
  for (size_t i = 0; i < rows.size(); ++i)
    out[rows.text(i, 0)].push_back(
        {int(rows.integer(i, 1)), rows.text(i, 2), rows.text(i, 3), rows.text(i, 4)});
  return out;
}

}  // namespace

GamesPage games_page(SqlSession& db, int64_t account, const std::optional<GamesCursor>& before,
                     size_t limit) {
  limit = std::clamp<size_t>(limit, 1, kMaxRows);
  // From the newest: before a time no game ends at (whatever the collation of room codes).
  const GamesCursor from = before ? *before : GamesCursor{std::numeric_limits<int64_t>::max(), ""};
  // One row more than the page tells whether another page follows.
  const auto rows =
      db.run(games_page_sql(), {account, from.ended_ms, from.room, int64_t(limit + 1)});
  const std::vector<SqlValue> page_params{account, from.ended_ms, from.room, int64_t(limit)};
  GamesPage page;
  for (size_t i = 0; i < rows.size() && i < limit; ++i) {
    ProfileGame g;
    g.room = rows.text(i, 0);
    g.game = rows.text(i, 1);
    g.ended_ms = rows.integer(i, 2);
    g.seat = int(rows.integer(i, 3));
    g.result = rows.text(i, 4);
    g.place = int(rows.integer(i, 5));
    g.players = int(rows.integer(i, 6));
    g.score = rows.real(i, 7);
    g.rated = rows.integer(i, 8) != 0;
    g.left = rows.integer(i, 9) != 0;
    if (!rows.null(i, 10))
      g.rating = RatingChange{g.room,
                              g.seat,
                              rows.integer(i, 10),
                              {rows.real(i, 11), rows.real(i, 12), rows.real(i, 13)},
                              {rows.real(i, 14), rows.real(i, 15), rows.real(i, 16)}};
    page.games.push_back(std::move(g));
  }
  if (rows.size() > limit)
    page.next = GamesCursor{page.games.back().ended_ms, page.games.back().room};
  auto seats = seats_of(db, page_params);
  for (auto& g : page.games) g.seats = std::move(seats[g.room]);
  return page;
}

std::vector<GameStats> game_stats(SqlSession& db, int64_t account) {
  const auto rows = db.run(
      "SELECT game, played, won, drawn, score_sum FROM account_stats WHERE account = $1 ORDER BY "
      "game",
      {account});
  std::vector<GameStats> out;
  for (size_t i = 0; i < rows.size(); ++i) {
    GameStats s;
    s.game = rows.text(i, 0);
    s.played = rows.integer(i, 1);
    s.won = rows.integer(i, 2);
    s.drawn = rows.integer(i, 3);
    s.lost = s.played - s.won - s.drawn;
    s.score_sum = rows.real(i, 4);
    out.push_back(std::move(s));
  }
  return out;
}

std::string account_rooms_sql() {
  return "SELECT r.code, r.game, r.status, s.seat, r.created_ms FROM seats s JOIN rooms r ON "
         "r.code = s.room "
         "WHERE s.account = $1 AND s.in_play = 1 AND r.status IN ('waiting', 'playing') "
         "ORDER BY r.created_ms DESC, r.code "
         "LIMIT $2";
}

std::vector<AccountRoom> account_rooms(SqlSession& db, int64_t account) {
  const auto rows = db.run(account_rooms_sql(), {account, int64_t(kMaxRows)});
  std::vector<AccountRoom> out;
  for (size_t i = 0; i < rows.size(); ++i)
    out.push_back({rows.text(i, 0), rows.text(i, 1), status_from_text(rows.text(i, 2)), int(rows.integer(i, 3)),
                   rows.integer(i, 4)});
  return out;
}

}  // namespace cubilete::store::sql
