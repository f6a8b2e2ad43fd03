#include "store/sql/tournaments_sql.h"

#include <fmt/format.h>

#include <algorithm>

#include "accounts/account_name.h"
#include "accounts/game_outcome.h"
#include "accounts/rating_policy.h"
#include "store/sql/room_insert.h"

namespace cubilete::store::sql {

namespace {

// The columns a TournamentRecord is read from (tournament_of), with the creator's name, the
// active entrants and the winner of the final standings.
constexpr const char* kTournamentColumns =
    "SELECT t.id, t.kind, t.game, t.rules, t.starts_ms, t.ends_ms, t.public, t.rated, t.created_by, a.name, "
    "t.schedule, t.address_key, t.created_ms, t.cancelled_ms, t.cancel_reason, t.seed, t.commitment, t.rounds, "
    "t.finished_ms, (SELECT COUNT(*) FROM tournament_entrants e WHERE e.tournament = t.id AND e.active = 1), "
    "(SELECT r.account FROM tournament_results r WHERE r.tournament = t.id AND r.rank = 1), "
    "(SELECT w.name FROM tournament_results r JOIN accounts w ON w.id = r.account WHERE r.tournament = t.id "
    "AND r.rank = 1) "
    "FROM tournaments t LEFT JOIN accounts a ON a.id = t.created_by ";

TournamentRecord tournament_of(const SqlRows& rows, size_t i) {
  TournamentRecord t;
  t.id = rows.text(i, 0);
  t.kind = rows.text(i, 1);
  t.game = rows.text(i, 2);
  t.rules = rows.text(i, 3);
  t.starts_ms = rows.integer(i, 4);
  t.ends_ms = rows.integer(i, 5);
  t.listed = rows.integer(i, 6) != 0;
  t.rated = rows.integer(i, 7) != 0;
  t.created_by = rows.null(i, 8) ? 0 : rows.integer(i, 8);
  if (t.created_by != 0) t.created_by_name = rows.null(i, 9) ? std::string(accounts::kDeletedAccountName) : rows.text(i, 9);
  t.schedule = rows.text(i, 10);
  t.address_key = rows.text(i, 11);
  t.created_ms = rows.integer(i, 12);
  t.cancelled_ms = rows.integer(i, 13);
  t.cancel_reason = rows.text(i, 14);
  t.seed = rows.text(i, 15);
  t.commitment = rows.text(i, 16);
  t.rounds = int(rows.integer(i, 17));
  t.finished_ms = rows.integer(i, 18);
  t.entrants = rows.integer(i, 19);
  if (!rows.null(i, 20)) t.winner = rows.null(i, 21) ? std::string(accounts::kDeletedAccountName) : rows.text(i, 21);
  return t;
}

std::vector<TournamentRecord> tournaments_of(const SqlRows& rows) {
  std::vector<TournamentRecord> out;
  for (size_t i = 0; i < rows.size(); ++i) out.push_back(tournament_of(rows, i));
  return out;
}

TournamentRecord existing(SqlSession& db, const std::string& id) {
  auto t = tournament(db, id);
  if (!t) throw Refused("no_such_tournament", fmt::format("there is no tournament {}", id));
  return *t;
}

}  // namespace

Outcome create_tournament(SqlSession& db, const TournamentRecord& t) {
  if (t.kind != "arena" && t.kind != "duplicate")
    throw Refused("bad_tournament", fmt::format("a tournament is an arena or a duplicate one, not {}", t.kind));
  if (t.ends_ms <= t.starts_ms) throw Refused("bad_tournament", "a tournament ends after it starts");
  if (t.kind == "duplicate" && (t.seed.empty() || t.commitment.empty()))
    throw Refused("bad_tournament", "a duplicate tournament deals every entrant's game by its seed");
  const auto made = db.run(
      "INSERT INTO tournaments(id, kind, game, rules, starts_ms, ends_ms, public, rated, created_by, schedule, "
      "address_key, created_ms, seed, commitment, rounds) "
      "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT DO NOTHING RETURNING id",
      {t.id, t.kind, t.game, t.rules, t.starts_ms, t.ends_ms, int64_t(t.listed), int64_t(t.rated),
       t.created_by > 0 ? SqlValue(t.created_by) : SqlValue(nullptr),
       t.schedule.empty() ? SqlValue(nullptr) : SqlValue(t.schedule), t.address_key, t.created_ms, t.seed,
       t.commitment, int64_t(t.rounds)});
  Outcome out;
  out.count = int64_t(made.size());  // 0: the schedule's key (or the id) is taken
  return out;
}

std::optional<TournamentRecord> tournament(SqlSession& db, const std::string& id) {
  const auto rows = db.run(std::string(kTournamentColumns) + "WHERE t.id = $1", {id});
  if (rows.empty()) return std::nullopt;
  return tournament_of(rows, 0);
}

TournamentLists tournament_lists(SqlSession& db, int64_t now_ms, int64_t finished_since_ms, size_t limit) {
  TournamentLists out;
  const auto n = int64_t(limit);
  out.upcoming = tournaments_of(db.run(std::string(kTournamentColumns) +
                                           "WHERE t.public = 1 AND t.cancelled_ms = 0 AND t.starts_ms > $1 "
                                           "ORDER BY t.starts_ms, t.id LIMIT $2",
                                       {now_ms, n}));
  out.running = tournaments_of(db.run(std::string(kTournamentColumns) +
                                          "WHERE t.public = 1 AND t.cancelled_ms = 0 AND t.starts_ms <= $1 "
                                          "AND t.ends_ms > $1 ORDER BY t.ends_ms, t.id LIMIT $2",
                                      {now_ms, n}));
  out.finished = tournaments_of(db.run(std::string(kTournamentColumns) +
                                           "WHERE t.public = 1 AND t.ends_ms >= $2 AND (t.ends_ms <= $1 OR "
                                           "t.cancelled_ms <> 0) ORDER BY t.ends_ms DESC, t.id LIMIT $3",
                                       {now_ms, finished_since_ms, n}));
  return out;
}

std::vector<std::string> live_tournaments(SqlSession& db, int64_t now_ms) {
  const auto rows = db.run(
      "SELECT id FROM tournaments WHERE finished_ms = 0 AND (cancelled_ms <> 0 OR starts_ms <= $1) "
      "ORDER BY ends_ms, id",
      {now_ms});
  std::vector<std::string> out;
  for (size_t i = 0; i < rows.size(); ++i) out.push_back(rows.text(i, 0));
  return out;
}

int64_t tournaments_made_since(SqlSession& db, int64_t account, const std::string& address_key, int64_t since_ms) {
  const auto rows = db.run(
      "SELECT COUNT(*) FROM tournaments WHERE created_ms >= $3 AND ((created_by IS NOT NULL AND created_by = $1) OR "
      "(address_key <> '' AND address_key = $2))",
      {account, address_key, since_ms});
  return rows.integer(0, 0);
}

Outcome join_tournament(SqlSession& db, const std::string& id, int64_t account, int64_t now_ms) {
  const auto t = existing(db, id);
  if (t.cancelled_ms != 0) throw Refused("tournament_cancelled", fmt::format("tournament {} was cancelled", id));
  if (now_ms >= t.ends_ms) throw Refused("tournament_over", fmt::format("tournament {} is over", id));
  // A join after a withdrawal takes the entrant back as it was: its games and its streak stay.
  db.run(
      "INSERT INTO tournament_entrants(tournament, account, joined_ms, active) VALUES($1, $2, $3, 1) "
      "ON CONFLICT(tournament, account) DO UPDATE SET active = 1",
      {id, account, now_ms});
  return {};
}

Outcome withdraw_tournament(SqlSession& db, const std::string& id, int64_t account) {
  existing(db, id);
  const auto changed = db.run(
      "UPDATE tournament_entrants SET active = 0 WHERE tournament = $1 AND account = $2 RETURNING account",
      {id, account});
  if (changed.empty()) throw Refused("not_entrant", fmt::format("you are not in tournament {}", id));
  return {};
}

Outcome cancel_tournament(SqlSession& db, const std::string& id, const std::string& reason, int64_t now_ms) {
  existing(db, id);
  const auto changed = db.run(
      "UPDATE tournaments SET cancelled_ms = $2, cancel_reason = $3 WHERE id = $1 AND cancelled_ms = 0 "
      "AND finished_ms = 0 RETURNING id",
      {id, now_ms, reason});
  Outcome out;
  out.count = int64_t(changed.size());  // 0: cancelled or finished before
  return out;
}

std::vector<TournamentEntrant> tournament_entrants(SqlSession& db, const std::string& id) {
  const auto rows = db.run(
      "SELECT e.account, a.name, e.joined_ms, e.active, r.rating FROM tournament_entrants e "
      "JOIN accounts a ON a.id = e.account JOIN tournaments t ON t.id = e.tournament "
      "LEFT JOIN ratings r ON r.account = e.account AND r.game = t.game "
      "WHERE e.tournament = $1 ORDER BY e.joined_ms, e.account",
      {id});
  std::vector<TournamentEntrant> out;
  for (size_t i = 0; i < rows.size(); ++i)
    out.push_back({rows.integer(i, 0), rows.null(i, 1) ? std::string(accounts::kDeletedAccountName) : rows.text(i, 1),
                   rows.integer(i, 2), rows.integer(i, 3) != 0,
                   rows.null(i, 4) ? accounts::kStartingRating.rating : rows.real(i, 4)});
  return out;
}

std::vector<TournamentGame> tournament_games(SqlSession& db, const std::string& id) {
  const auto rows = db.run(
      "SELECT room, seat, account, opponent, round, started_ms, ended_ms, result, score FROM tournament_games "
      "WHERE tournament = $1 ORDER BY account, started_ms, room",
      {id});
  std::vector<TournamentGame> out;
  for (size_t i = 0; i < rows.size(); ++i) {
    TournamentGame g;
    g.room = rows.text(i, 0);
    g.seat = int(rows.integer(i, 1));
    g.account = rows.integer(i, 2);
    g.opponent = rows.integer(i, 3);
    g.round = int(rows.integer(i, 4));
    g.started_ms = rows.integer(i, 5);
    g.ended_ms = rows.integer(i, 6);
    g.result = rows.text(i, 7);
    if (!rows.null(i, 8)) g.score = rows.real(i, 8);
    out.push_back(std::move(g));
  }
  return out;
}

Outcome record_tournament_results(SqlSession& db, const std::string& id, const std::vector<TournamentResult>& results,
                                  int64_t now_ms) {
  // The tournament's row is locked first: two instances finishing it at once write it once.
  const auto row =
      db.run(std::string("SELECT finished_ms FROM tournaments WHERE id = $1") + db.lock_rows(), {id});
  if (row.empty()) throw Refused("no_such_tournament", fmt::format("there is no tournament {}", id));
  Outcome out;
  if (row.integer(0, 0) != 0) return out;  // written before: count 0
  for (const auto& r : results)
    db.run("INSERT INTO tournament_results(tournament, account, rank, score, games) VALUES($1, $2, $3, $4, $5)",
           {id, r.account, int64_t(r.rank), r.score, int64_t(r.games)});
  db.run("UPDATE tournaments SET finished_ms = $2 WHERE id = $1", {id, now_ms > 0 ? now_ms : int64_t(1)});
  out.count = 1;
  return out;
}

std::vector<TournamentResult> tournament_results(SqlSession& db, const std::string& id) {
  const auto rows = db.run(
      "SELECT account, rank, score, games FROM tournament_results WHERE tournament = $1 ORDER BY rank", {id});
  std::vector<TournamentResult> out;
  for (size_t i = 0; i < rows.size(); ++i)
    out.push_back({rows.integer(i, 0), int(rows.integer(i, 1)), rows.real(i, 2), int(rows.integer(i, 3))});
  return out;
}

std::vector<AccountTournament> account_tournaments(SqlSession& db, int64_t account, size_t limit) {
  const auto rows = db.run(
      "SELECT r.tournament, r.rank, r.score, r.games FROM tournament_results r JOIN tournaments t ON "
      "t.id = r.tournament WHERE r.account = $1 ORDER BY t.ends_ms DESC, t.id LIMIT $2",
      {account, int64_t(limit)});
  std::vector<AccountTournament> out;
  for (size_t i = 0; i < rows.size(); ++i) {
    auto t = tournament(db, rows.text(i, 0));
    if (!t) continue;
    out.push_back({std::move(*t), {account, int(rows.integer(i, 1)), rows.real(i, 2), int(rows.integer(i, 3))}});
  }
  return out;
}

Outcome create_tournament_room(SqlSession& db, const RoomRecord& room, int round) {
  const auto t = existing(db, room.tournament);
  const auto refuse = [&](const std::string& why) {
    throw Refused("bad_tournament_room", fmt::format("room {} is not a game of tournament {}: {}", room.code, t.id, why));
  };
  if (t.cancelled_ms != 0) throw Refused("tournament_cancelled", fmt::format("tournament {} was cancelled", t.id));
  if (room.created_ms < t.starts_ms || room.created_ms >= t.ends_ms)
    throw Refused("tournament_not_running", fmt::format("tournament {} is not running", t.id));
  if (room.game != t.game || room.rules != t.rules) refuse("not its game and rules");
  if (room.hints) refuse("a tournament's game is never hinted");
  const size_t seats = t.kind == "arena" ? 2 : 1;
  if (room.seats.size() != seats) refuse(fmt::format("{} seats where it has {}", room.seats.size(), seats));
  if (t.kind == "arena" && room.rated != t.rated) refuse("its rated choice differs");
  if (t.kind == "duplicate") {
    if (room.rated) refuse("a duplicate tournament's game is not rated");
    if (round < 0 || round >= t.rounds) refuse(fmt::format("it has no game {}", round + 1));
    // Every entrant meets the same dice: the room is dealt by the tournament's seed or it is none of its games.
    if (room.server_seed != t.seed) refuse("it is not dealt by the tournament's seed");
    if (room.sealed_until_ms < t.ends_ms) refuse("its dice would be shown before the tournament is over");
  }
  // The entrants' rows are locked in order of account: two pairings of one entrant on two
  // instances wait for each other here, and the second finds the first's open game.
  std::vector<int64_t> accounts;
  for (const auto& s : room.seats) accounts.push_back(s.account);
  std::vector<int64_t> ordered = accounts;
  std::sort(ordered.begin(), ordered.end());
  if (std::adjacent_find(ordered.begin(), ordered.end()) != ordered.end()) refuse("one account in two seats");
  for (const int64_t account : ordered) {
    if (account <= 0) refuse("a seat without an account");
    const auto entrant = db.run(
        std::string("SELECT active FROM tournament_entrants WHERE tournament = $1 AND account = $2") + db.lock_rows(),
        {t.id, account});
    if (entrant.empty() || entrant.integer(0, 0) == 0)
      throw Refused("not_entrant", fmt::format("account {} is not in tournament {}", account, t.id));
    if (!db.run("SELECT room FROM tournament_games WHERE tournament = $1 AND account = $2 AND ended_ms = 0",
                {t.id, account})
             .empty())
      throw Refused("already_playing", fmt::format("account {} is playing a game of tournament {}", account, t.id));
    if (t.kind == "duplicate" &&
        !db.run("SELECT room FROM tournament_games WHERE tournament = $1 AND account = $2 AND round = $3",
                {t.id, account, int64_t(round)})
             .empty())
      throw Refused("already_played", fmt::format("account {} has played game {} of tournament {}", account,
                                                  round + 1, t.id));
  }
  insert_room(db, room);
  // The seated entrants' presence rows learn their room, for their instances to tell them.
  for (size_t seat = 0; seat < room.seats.size(); ++seat)
    db.run("UPDATE tournament_presence SET room = $1, seat = $2 WHERE tournament = $3 AND account = $4 AND "
           "token_hash = $5",
           {room.code, int64_t(seat), t.id, room.seats[seat].account, room.seats[seat].token_hash});
  for (size_t seat = 0; seat < room.seats.size(); ++seat) {
    const int64_t opponent = room.seats.size() == 2 ? accounts[1 - seat] : 0;
    db.run(
        "INSERT INTO tournament_games(tournament, room, seat, account, opponent, round, started_ms) "
        "VALUES($1, $2, $3, $4, $5, $6, $7)",
        {t.id, room.code, int64_t(seat), accounts[seat], opponent, int64_t(t.kind == "duplicate" ? round : 0),
         room.created_ms});
  }
  return {};
}

Outcome claim_pairing(SqlSession& db, const std::string& id, const std::string& instance, int64_t now_ms,
                      int64_t lease_ms) {
  const auto taken = db.run(
      "UPDATE tournaments SET pairer = $2, pairer_until = $3 WHERE id = $1 AND (pairer = $2 OR pairer_until < $4) "
      "RETURNING id",
      {id, instance, now_ms + lease_ms, now_ms});
  Outcome out;
  out.count = int64_t(taken.size());  // 1: this instance pairs it until the lease ends
  return out;
}

Outcome put_presence(SqlSession& db, const TournamentPresence& p) {
  db.run(
      "INSERT INTO tournament_presence(tournament, account, instance, address, client_seed, token_hash, seen_ms) "
      "VALUES($1, $2, $3, $4, $5, $6, $7) ON CONFLICT(tournament, account, instance) DO UPDATE SET "
      "address = excluded.address, client_seed = excluded.client_seed, token_hash = excluded.token_hash, "
      "seen_ms = excluded.seen_ms, room = '', seat = -1",
      {p.tournament, p.account, p.instance, p.address, p.client_seed, p.token_hash, p.seen_ms});
  return {};
}

Outcome remove_presence(SqlSession& db, const std::string& tournament, int64_t account, const std::string& instance) {
  db.run("DELETE FROM tournament_presence WHERE tournament = $1 AND account = $2 AND instance = $3",
         {tournament, account, instance});
  return {};
}

Outcome refresh_presence(SqlSession& db, const std::string& instance, int64_t now_ms, int64_t stale_before_ms) {
  db.run("UPDATE tournament_presence SET seen_ms = $2 WHERE instance = $1", {instance, now_ms});
  // An instance that died left its rows: they go once stale (its people reconnect elsewhere).
  db.run("DELETE FROM tournament_presence WHERE seen_ms < $1", {stale_before_ms});
  return {};
}

namespace {

std::vector<TournamentPresence> presence_of(const SqlRows& rows) {
  std::vector<TournamentPresence> out;
  for (size_t i = 0; i < rows.size(); ++i)
    out.push_back({rows.text(i, 0), rows.integer(i, 1), rows.text(i, 2), rows.text(i, 3), rows.text(i, 4),
                   rows.text(i, 5), rows.integer(i, 6), rows.text(i, 7), int(rows.integer(i, 8))});
  return out;
}

constexpr const char* kPresenceColumns =
    "SELECT tournament, account, instance, address, client_seed, token_hash, seen_ms, room, seat "
    "FROM tournament_presence ";

}  // namespace

std::vector<TournamentPresence> tournament_presence(SqlSession& db, const std::string& tournament,
                                                    int64_t fresh_since_ms) {
  return presence_of(db.run(std::string(kPresenceColumns) +
                                "WHERE tournament = $1 AND seen_ms >= $2 ORDER BY account, instance",
                            {tournament, fresh_since_ms}));
}

std::vector<TournamentPresence> seated_presence(SqlSession& db, const std::string& instance) {
  return presence_of(
      db.run(std::string(kPresenceColumns) + "WHERE instance = $1 AND room <> '' ORDER BY tournament, account",
             {instance}));
}

Outcome presence_told(SqlSession& db, const std::string& tournament, int64_t account, const std::string& instance,
                      const std::string& room, const std::string& new_token_hash) {
  db.run(
      "UPDATE tournament_presence SET token_hash = $5, room = '', seat = -1 WHERE tournament = $1 AND account = $2 "
      "AND instance = $3 AND room = $4",
      {tournament, account, instance, room, new_token_hash});
  return {};
}

void finish_tournament_game(SqlSession& db, const std::string& room, const GameEnd& end) {
  const auto rows = db.run("SELECT seat FROM tournament_games WHERE room = $1 AND ended_ms = 0", {room});
  for (size_t i = 0; i < rows.size(); ++i) {
    const int seat = int(rows.integer(i, 0));
    if (seat < 0 || size_t(seat) >= end.outcome.scores.size()) continue;
    const auto standing = accounts::seat_standing(end.outcome, seat);
    db.run("UPDATE tournament_games SET ended_ms = $3, result = $4, score = $5 WHERE room = $1 AND seat = $2",
           {room, int64_t(seat), end.ended_ms > 0 ? end.ended_ms : int64_t(1), accounts::result_name(standing.result),
            end.outcome.scores[size_t(seat)]});
  }
}

}  // namespace cubilete::store::sql
