// Ratings as a profile and a leaderboard read them. The leaderboard walks the index of one game's
// ratings from the best down (ratings_leaderboard: game, rating descending) and keeps the accounts
// that qualify (accounts/rating_policy.h): a settled deviation, a rated game within the window,
// and enough rated games in it, counted on rating_changes' index (account, game, at_ms) and at
// most that many, so a player with thousands of games costs no more than one with three.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "accounts/rating_policy.h"
#include "store/sql/games_sql.h"

namespace cubilete::store::sql {

namespace {

// $1 game, $2 the largest deviation, $3 the start of the recent window, $4 the recent games needed.
constexpr const char* kOnTheBoard =
    "r.game = $1 AND r.deviation <= $2 AND r.last_rated_ms > $3 AND "
    "(SELECT count(*) FROM (SELECT 1 FROM rating_changes c WHERE c.account = r.account AND c.game "
    "= r.game "
    "AND c.at_ms > $3 LIMIT $4) recent) >= $4";

std::vector<SqlValue> board_params(const std::string& game, int64_t now_ms) {
  return {game, accounts::kLeaderboardMaxDeviation,
          now_ms - int64_t(accounts::kLeaderboardRecentDays) * accounts::kDayMs,
          int64_t(accounts::kLeaderboardRecentGames)};
}

accounts::Glicko glicko(const SqlRows& rows, size_t row, size_t first_col) {
  return {rows.real(row, first_col), rows.real(row, first_col + 1), rows.real(row, first_col + 2)};
}

}  // namespace

std::string leaderboard_sql() {
  return fmt::format(
      "SELECT r.account, a.name, r.rating, r.deviation, r.games FROM ratings r "
      "JOIN accounts a ON a.id = r.account WHERE {} ORDER BY r.rating DESC, r.account LIMIT $5",
      kOnTheBoard);
}

std::string rank_sql() {
  return fmt::format(
      "SELECT count(*) FROM ratings r WHERE {} AND (r.rating > $5 OR (r.rating = $5 AND r.account "
      "< $6))",
      kOnTheBoard);
}

std::vector<GameRating> ratings(SqlSession& db, int64_t account, int64_t now_ms) {
  const auto rows = db.run(
      "SELECT game, rating, deviation, volatility, games, last_rated_ms FROM ratings WHERE account "
      "= $1",
      {account});
  std::map<std::string, size_t> row_of;
  for (size_t i = 0; i < rows.size(); ++i) row_of[rows.text(i, 0)] = i;
  std::vector<GameRating> out;
  for (const auto& game : accounts::rated_games()) {
    GameRating r;
    r.game = game;
    r.rating = accounts::kStartingRating;
    if (const auto it = row_of.find(game); it != row_of.end()) {
      r.rating = glicko(rows, it->second, 1);
      r.games = rows.integer(it->second, 4);
      r.last_rated_ms = rows.integer(it->second, 5);
    }
    r.deviation_now = accounts::deviation_at(r.rating, r.last_rated_ms, now_ms);
    r.provisional = accounts::provisional(r.deviation_now);
    out.push_back(std::move(r));
  }
  return out;
}

RatingHistory rating_history(SqlSession& db, int64_t account, const std::string& game) {
  RatingHistory out;
  out.game = game;
  out.start = accounts::kStartingRating;
  const auto rows = db.run(
      "SELECT room, seat, at_ms, rating_before, deviation_before, volatility_before, rating_after, "
      "deviation_after, "
      "volatility_after FROM rating_changes WHERE account = $1 AND game = $2 ORDER BY at_ms, room",
      {account, game});
  for (size_t i = 0; i < rows.size(); ++i)
    out.changes.push_back({rows.text(i, 0), int(rows.integer(i, 1)), rows.integer(i, 2),
                           glicko(rows, i, 3), glicko(rows, i, 6)});
  return out;
}

std::vector<LeaderboardEntry> leaderboard(SqlSession& db, const std::string& game, int64_t now_ms,
                                          size_t limit) {
  auto params = board_params(game, now_ms);
  params.emplace_back(std::in_place_type<int64_t>, int64_t(std::min(limit, kMaxRows)));
  const auto rows = db.run(leaderboard_sql(), params);
  std::vector<LeaderboardEntry> out;
  for (size_t i = 0; i < rows.size(); ++i)
    out.push_back({int64_t(i + 1), rows.integer(i, 0), rows.text(i, 1), rows.real(i, 2),
                   rows.real(i, 3), rows.integer(i, 4)});
  return out;
}

std::optional<int64_t> rank(SqlSession& db, int64_t account, const std::string& game,
                            int64_t now_ms) {
  auto params = board_params(game, now_ms);
  params.emplace_back(std::in_place_type<int64_t>, account);
  const auto own =
      db.run(fmt::format("SELECT r.rating FROM ratings r WHERE {} AND r.account = $5", kOnTheBoard),
             params);
  if (own.empty()) return std::nullopt;
  params.back().emplace<double>(own.real(0, 0));
  params.emplace_back(std::in_place_type<int64_t>, account);
  return db.run(rank_sql(), params).integer(0, 0) + 1;
}

std::vector<RatingChange> room_rating_changes(SqlSession& db, const std::string& code,
                                              const std::vector<int64_t>& accounts) {
  // By each account's primary key (account, room): a room has at most a few.
  std::vector<RatingChange> out;
  for (int64_t account : accounts) {
    const auto rows = db.run(
        "SELECT room, seat, at_ms, rating_before, deviation_before, volatility_before, "
        "rating_after, deviation_after, volatility_after FROM rating_changes "
        "WHERE account = $1 AND room = $2",
        {account, code});
    if (!rows.empty())
      out.push_back({rows.text(0, 0), int(rows.integer(0, 1)), rows.integer(0, 2),
                     glicko(rows, 0, 3), glicko(rows, 0, 6)});
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.seat < b.seat; });
  return out;
}

}  // namespace cubilete::store::sql
