// A game's end, recorded once with all that follows from it: the status, each account's row of
// the game and its counts, and in a rated room the accounts' new ratings. The marker that makes it
// once is the row of finished_games: its primary key lets only the first finish of a room through,
// in the same transaction as everything else, so a finish asked twice, after a restart or by
// another instance, finds it and changes nothing (and a finish that failed left no marker).
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "accounts/bot_ratings.h"
#include "accounts/game_rating.h"
#include "accounts/rating_policy.h"
#include "store/room_columns.h"
#include "store/sql/accounts_sql.h"
#include "store/sql/checks.h"
#include "store/sql/daily_sql.h"
#include "store/sql/games_sql.h"
#include "store/sql/tournaments_sql.h"

namespace cubilete::store::sql {

namespace {

struct SeatRow {
  std::string player;   // "human" or the bot
  int64_t account = 0;  // 0: none, or an account deleted since
};

void check_end(const GameEnd& end, const std::vector<SeatRow>& seats) {
  if (const auto problem = accounts::outcome_problem(end.outcome, int(seats.size()));
      !problem.empty())
    throw Refused("bad_result", problem);
  for (int s : end.outcome.abandoned_by)
    if (seats[size_t(s)].player != "human")
      throw Refused("bad_result", fmt::format("seat {} is a bot: bots do not leave", s));
  if (end.ended_ms <= 0) throw Refused("bad_result", "a game ends at a time (ms since 1970)");
}

// Ratings move only where every seat has one: each bot measured, each account in one seat.
bool ratable(const std::string& game, const std::vector<SeatRow>& seats) {
  if (!accounts::is_rated_game(game) || seats.size() < 2) return false;
  std::vector<int64_t> accounts;
  for (const auto& s : seats) {
    if (s.player != "human" && !accounts::bot_rating(game, s.player)) return false;
    if (s.account) accounts.push_back(s.account);
  }
  std::sort(accounts.begin(), accounts.end());
  return std::adjacent_find(accounts.begin(), accounts.end()) == accounts.end();
}

// The account's row of the game for its profile, and its counts.
void record_profile_row(SqlSession& db, const std::string& code, const std::string& game,
                        const GameEnd& end, size_t seat, size_t players, int64_t account,
                        bool rated) {
  const auto standing = accounts::seat_standing(end.outcome, int(seat));
  const double score = end.outcome.scores[seat];
  db.run(
      "INSERT INTO account_games(account, room, seat, game, ended_ms, result, place, players, "
      "score, rated, left_game) "
      "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
      {account, code, int64_t(seat), game, end.ended_ms,
       std::string(accounts::result_name(standing.result)), int64_t(standing.place),
       int64_t(players), score, int64_t(rated), int64_t(end.outcome.left(int(seat)))});
  db.run(
      "INSERT INTO account_stats(account, game, played, won, drawn, score_sum) VALUES($1, $2, 1, "
      "$3, $4, $5) "
      "ON CONFLICT(account, game) DO UPDATE SET played = account_stats.played + 1, "
      "won = account_stats.won + excluded.won, drawn = account_stats.drawn + excluded.drawn, "
      "score_sum = account_stats.score_sum + excluded.score_sum",
      {account, game, int64_t(standing.result == accounts::SeatResult::win),
       int64_t(standing.result == accounts::SeatResult::draw), score});
}

void record_profile_rows(SqlSession& db, const std::string& code, const std::string& game,
                         const GameEnd& end, const std::vector<SeatRow>& seats, bool rated) {
  for (size_t i = 0; i < seats.size(); ++i)
    if (seats[i].account)
      record_profile_row(db, code, game, end, i, seats.size(), seats[i].account, rated);
}

// The accounts' ratings before the game, each row locked (in the order of the accounts' ids, so
// that two games sharing players lock them in the same order), created with the starting values
// where the account has none yet.
std::vector<accounts::RatedSeat> ratings_before(SqlSession& db, const std::string& game,
                                                const std::vector<SeatRow>& seats) {
  std::vector<accounts::RatedSeat> out(seats.size());
  std::map<int64_t, size_t> seat_of_account;
  for (size_t i = 0; i < seats.size(); ++i) {
    if (seats[i].account)
      seat_of_account[seats[i].account] = i;
    else if (seats[i].player != "human")
      out[i] = {false, *accounts::bot_rating(game, seats[i].player), 0};
    else  // a person without an account now (deleted during the game): a newcomer who does not move
      out[i] = {false, accounts::kStartingRating, 0};
  }
  for (const auto& [account, seat] : seat_of_account) {
    const auto& start = accounts::kStartingRating;
    db.run(
        "INSERT INTO ratings(account, game, rating, deviation, volatility, games, last_rated_ms) "
        "VALUES($1, $2, $3, $4, $5, 0, 0) ON CONFLICT(account, game) DO NOTHING",
        {account, game, start.rating, start.deviation, start.volatility});
    const auto row =
        db.run(std::string("SELECT rating, deviation, volatility, last_rated_ms FROM ratings "
                           "WHERE account = $1 AND game = $2") +
                   db.lock_rows(),
               {account, game});
    out[seat] = {true, {row.real(0, 0), row.real(0, 1), row.real(0, 2)}, row.integer(0, 3)};
  }
  return out;
}

int64_t apply_ratings(SqlSession& db, const std::string& code, const std::string& game,
                      const GameEnd& end, const std::vector<SeatRow>& seats) {
  const auto before = ratings_before(db, game, seats);
  const auto after = accounts::rate_game(before, end.outcome, end.ended_ms);
  int64_t moved = 0;
  for (size_t i = 0; i < seats.size(); ++i) {
    if (!before[i].moves) continue;
    const auto& b = after[i].before;
    const auto& a = after[i].after;
    db.run(
        "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = games + 1, "
        "last_rated_ms = $6 "
        "WHERE account = $1 AND game = $2",
        {seats[i].account, game, a.rating, a.deviation, a.volatility, end.ended_ms});
    db.run(
        "INSERT INTO rating_changes(account, room, seat, game, at_ms, rating_before, "
        "deviation_before, "
        "volatility_before, rating_after, deviation_after, volatility_after) "
        "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        {seats[i].account, code, int64_t(i), game, end.ended_ms, b.rating, b.deviation,
         b.volatility, a.rating, a.deviation, a.volatility});
    ++moved;
  }
  return moved;
}

}  // namespace

Outcome finish_game(SqlSession& db, const std::string& code, const GameEnd& end) {
  const auto room =
      db.run(std::string("SELECT game, rated, status FROM rooms WHERE code = $1") + db.lock_rows(),
             {code});
  if (room.empty()) throw Refused("no_such_room", fmt::format("there is no room {}", code));
  const std::string game = room.text(0, 0);
  const bool rated_room = room.integer(0, 1) != 0;
  // A game ends while it is played ("over": its end was recorded, or its status set before).
  if (const auto status = room.text(0, 2); status != "playing" && status != "over")
    throw Refused("not_playing",
                  fmt::format("room {} is {}: only a game being played ends", code, status));
  const auto rows =
      db.run("SELECT player, account FROM seats WHERE room = $1 ORDER BY seat", {code});
  std::vector<SeatRow> seats;
  for (size_t i = 0; i < rows.size(); ++i)
    seats.push_back({rows.text(i, 0), rows.null(i, 1) ? 0 : rows.integer(i, 1)});
  check_end(end, seats);
  // Lock the seats' accounts in order of id before anything about them is read or written: a
  // deletion of one of them waits for this game's end, or this end sees the deletion done. A
  // deleted account's seat counts as nobody's.
  std::vector<int64_t> ids;
  for (const auto& s : seats)
    if (s.account) ids.push_back(s.account);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  for (int64_t id : ids) {
    const auto live =
        db.run(std::string("SELECT deleted_ms FROM accounts WHERE id = $1") + db.lock_rows(), {id});
    if (live.empty() || live.integer(0, 0) != 0)
      for (auto& s : seats)
        if (s.account == id) s.account = 0;
  }

  const bool rated = rated_room && ratable(game, seats);
  const auto first = db.run(
      "INSERT INTO finished_games(room, ended_ms, rated) VALUES($1, $2, $3) "
      "ON CONFLICT(room) DO NOTHING RETURNING room",
      {code, end.ended_ms, int64_t(rated)});
  if (first.empty()) return {};  // finished before: nothing more to do, nothing twice
  db.run("UPDATE rooms SET status = 'over', abandoned_by = $2 WHERE code = $1",
         {code, seats_text(end.outcome.abandoned_by)});
  // The addresses' keys served the rules of the table while it played.
  db.run("UPDATE seats SET in_play = 0, address_key = '' WHERE room = $1", {code});
  record_profile_rows(db, code, game, end, seats, rated);
  if (end.outcome.scores.size() == 1)  // a daily attempt is a room of one seat
    finish_daily_attempt(db, code, end.outcome.scores[0], end.ended_ms, end.outcome.claimed());
  finish_tournament_game(db, code, end);
  Outcome out;
  if (rated) out.count = apply_ratings(db, code, game, end, seats);
  return out;
}

Outcome keep_seat(SqlSession& db, const std::string& code, int seat, const std::string& token_hash,
                  int64_t account, const std::string& name,
                  const std::optional<accounts::GameOutcome>& outcome) {
  if (const auto problem = token_hash_problem(token_hash); !problem.empty())
    throw Refused("bad_token_hash", problem);
  lock_account(db, account);
  const auto room =
      db.run(std::string("SELECT game, rated FROM rooms WHERE code = $1") + db.lock_rows(), {code});
  if (room.empty()) throw Refused("no_such_room", fmt::format("there is no room {}", code));
  const std::string game = room.text(0, 0);
  if (room.integer(0, 1) != 0)
    throw Refused("rated", "the seats of a rated game are accounts' from the start");
  const auto row = db.run(std::string("SELECT account, token_hash, player FROM seats WHERE room = "
                                      "$1 AND seat = $2") +
                              db.lock_rows(),
                          {code, int64_t(seat)});
  if (row.empty() || row.text(0, 2) != "human" || row.text(0, 1) != token_hash)
    throw Refused("bad_token", fmt::format("this token holds no seat of room {}", code));
  if (!row.null(0, 0)) {
    if (row.integer(0, 0) == account) return {};  // kept before
    throw Refused("has_account", "this seat is another account's");
  }
  if (!db.run("SELECT seat FROM seats WHERE room = $1 AND account = $2", {code, account}).empty())
    throw Refused("already_seated",
                  fmt::format("this account has another seat of room {}: one seat per person", code));
  db.run("UPDATE seats SET account = $3, name = $4 WHERE room = $1 AND seat = $2",
         {code, int64_t(seat), account, name});
  // A game over joins the profile as if the account had played it from the start: its row and
  // counts (never a rating: an unrated room).
  const auto finished =
      db.run("SELECT ended_ms FROM finished_games WHERE room = $1", {code});
  Outcome out;
  if (finished.empty() || !outcome) return out;
  const auto seats = db.run("SELECT count(*) FROM seats WHERE room = $1", {code}).integer(0, 0);
  if (const auto problem = accounts::outcome_problem(*outcome, int(seats)); !problem.empty())
    throw Refused("bad_result", problem);
  record_profile_row(db, code, game, GameEnd{*outcome, finished.integer(0, 0)}, size_t(seat),
                     size_t(seats), account, false);
  out.count = 1;
  return out;
}

}  // namespace cubilete::store::sql
