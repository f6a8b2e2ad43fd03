// How the profile and leaderboard reads hold up with many stored games: fills a
// store through its own API (accounts, rooms, finish_game with its ratings) with GAMES finished
// games, then times each read many times and prints its plan (SQLite's EXPLAIN QUERY PLAN,
// PostgreSQL's EXPLAIN ANALYZE). With --daily N, also a daily challenge's day with N ranked results
// (N accounts, each a room, an attempt and its end) and the reads of its board. bench/accounts_queries.sh
// runs it on both databases. With --puzzles N, also a pool of N puzzles (docs/puzzles.md) and one
// account that has answered --puzzle-attempts of them, and the time to serve it its next.
//   cubilete_store_bench --db PATH|postgresql://... [--games 100000] [--accounts 5000] [--repeat 200] [--daily 100000]
//                        [--puzzles 1000000] [--puzzle-attempts 10000]
#include <fmt/format.h>
#include <libpq-fe.h>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <future>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "accounts/bot_ratings.h"
#include "accounts/password.h"
#include "accounts/puzzle_rating.h"
#include "accounts/rating_policy.h"
#include "accounts/session_token.h"
#include "store/sql/games_sql.h"
#include "store/store.h"

using namespace cubilete;
using namespace cubilete::store;

namespace {

constexpr int64_t kDay = accounts::kDayMs;

struct Options {
  std::string db;
  int games = 100000, accounts = 5000, repeat = 200, daily = 0, puzzles = 0, puzzle_attempts = 10000;
};

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i], value = argv[i + 1];
    if (key == "--db")
      o.db = value;
    else if (key == "--games")
      o.games = std::stoi(value);
    else if (key == "--accounts")
      o.accounts = std::stoi(value);
    else if (key == "--repeat")
      o.repeat = std::stoi(value);
    else if (key == "--daily")
      o.daily = std::stoi(value);
    else if (key == "--puzzles")
      o.puzzles = std::stoi(value);
    else if (key == "--puzzle-attempts")
      o.puzzle_attempts = std::stoi(value);
    else
      throw std::invalid_argument("unknown option " + key);
  }
  if (o.db.empty())
    throw std::invalid_argument("usage: cubilete_store_bench --db PATH|URL [--games N] [--accounts N] [--repeat N] [--daily N]");
  return o;
}

bool postgres(const std::string& db) { return db.rfind("postgres", 0) == 0; }

// Waits for every write queued so far, failing loudly on any error.
struct Writes {
  std::vector<std::future<std::string>> pending;
  void room(Store& s, const RoomRecord& r) {
    auto p = std::make_shared<std::promise<std::string>>();
    pending.push_back(p->get_future());
    s.rooms().create(r, [p](const std::string& e) { p->set_value(e); });
  }
  void end(Store& s, const std::string& code, const GameEnd& e) {
    auto p = std::make_shared<std::promise<std::string>>();
    pending.push_back(p->get_future());
    s.profiles().finish_game(code, e,
                             [p](const Outcome& o) { p->set_value(o.ok() ? "" : o.code + ": " + o.message); });
  }
  void attempt(Store& s, const RoomRecord& r, const DailyAttempt& a) {
    auto p = std::make_shared<std::promise<std::string>>();
    pending.push_back(p->get_future());
    s.daily().create_room(r, a, [p](const Outcome& o) { p->set_value(o.ok() ? "" : o.code + ": " + o.message); });
  }
  void wait() {
    for (auto& f : pending)
      if (const auto e = f.get(); !e.empty()) throw std::runtime_error(e);
    pending.clear();
  }
};

// The accounts people are: a few play a lot (index drawn as accounts x u^3), one plays a tenth of
// all games (the "heavy" profile, account 1).
struct Fill {
  int64_t heavy = 0, typical = 0, now_ms = 0;
};

Fill fill(Store& s, const Options& o) {
  const auto t0 = std::chrono::steady_clock::now();
  std::mt19937_64 rng(28);
  std::uniform_real_distribution<double> u(0, 1);
  const auto hash = accounts::hash_password("bench password", accounts::PasswordCost::minimum());
  std::vector<int64_t> ids;
  for (int i = 0; i < o.accounts; ++i) {
    std::promise<Outcome> made;
    s.accounts().create({fmt::format("player{}", i), hash, 1000}, [&](const Outcome& r) { made.set_value(r); });
    const auto r = made.get_future().get();
    if (!r.ok()) throw std::runtime_error(r.message);
    ids.push_back(r.id);
  }
  Fill f;
  f.heavy = ids[0];
  f.typical = ids[size_t(o.accounts / 2)];
  f.now_ms = 1'800'000'000'000;
  const int64_t start = f.now_ms - 365 * kDay;
  const auto& games = accounts::rated_games();
  Writes writes;
  // One room in a hundred more is still being played (account_rooms reads those).
  const int open_rooms = o.games / 100;
  for (int i = 0; i < o.games + open_rooms; ++i) {
    const bool open = i >= o.games;
    const std::string game = games[size_t(i) % games.size()];
    const int seats = u(rng) < 0.85 ? 2 : 3 + int(u(rng) * 2);
    const int n = game == "damma" ? 2 : seats;
    const bool rated = u(rng) < 0.8;
    RoomRecord r;
    r.code = fmt::format("B{:05X}", i);
    r.game = game;
    r.rules = "{}";
    r.status = RoomStatus::Playing;
    r.server_seed = std::string(64, 'a');
    r.commitment = std::string(64, 'b');
    r.created_ms = r.updated_ms = start + int64_t(double(std::min(i, o.games)) / o.games * 365 * kDay);
    r.hints = !rated;
    r.rated = rated;
    std::vector<int64_t> taken;
    const auto bots = accounts::rated_bots(game);
    for (int k = 0; k < n; ++k) {
      SeatRecord seat;
      const bool person = k == 0 || u(rng) < 0.45;
      if (person) {
        int64_t who = (k == 0 && i % 10 == 0) ? f.heavy : ids[size_t(double(o.accounts) * std::pow(u(rng), 3))];
        while (std::find(taken.begin(), taken.end(), who) != taken.end()) who = ids[size_t(u(rng) * o.accounts)];
        taken.push_back(who);
        seat = {fmt::format("player{}", who), "human", accounts::session_token_hash(r.code + std::to_string(k)), "", who};
      } else {
        seat = {"", bots[1 + size_t(u(rng) * double(bots.size() - 1))], "", "", 0};
      }
      r.seats.push_back(seat);
    }
    writes.room(s, r);
    if (open) continue;
    GameEnd end;
    end.ended_ms = r.created_ms + 10 * 60 * 1000;
    for (int k = 0; k < n; ++k) end.outcome.scores.push_back(double(int(u(rng) * 300)));
    const double best = *std::max_element(end.outcome.scores.begin(), end.outcome.scores.end());
    const auto winners = std::count(end.outcome.scores.begin(), end.outcome.scores.end(), best);
    for (double score : end.outcome.scores) end.outcome.returns.push_back(score == best ? 1.0 / double(winners) : 0);
    writes.end(s, r.code, end);
    if (i % 2000 == 1999) {
      writes.wait();
      fmt::print(stderr, "\r{} games stored{}", i + 1, i + 1 == o.games ? "\n" : "");
    }
  }
  writes.wait();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  fmt::print("filled: {} accounts, {} finished games and {} being played in {:.1f} s ({:.0f} games/s through "
             "create_room + finish_game)\n",
             o.accounts, o.games, open_rooms, seconds, o.games / seconds);
  return f;
}

void time_it(const std::string& what, int repeat, const std::function<size_t()>& read) {
  std::vector<double> ms;
  size_t rows = 0;
  for (int i = 0; i < repeat; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    rows = read();
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  fmt::print("| {} | {} | {:.3f} | {:.3f} | {:.3f} | {:.3f} |\n", what, rows, ms[ms.size() / 2],
             ms[ms.size() * 95 / 100], ms[ms.size() * 99 / 100], ms.back());
}

constexpr const char* kTableHead = "\n| read | rows | median ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|---|---|\n";

// One day of yatzy's daily challenge with `n` ranked results, each of its own account (scores
// 100-349, ends over the day), then its board's reads timed.
void daily_day(Store& s, const Options& o) {
  const auto t0 = std::chrono::steady_clock::now();
  const std::string date = "2027-01-15";
  {
    std::promise<Outcome> made;
    s.daily().ensure_seeds({{date, "yatzy", "{}", std::string(64, 'd'), std::string(64, 'e'), 0, 0}},
                           [&](const Outcome& r) { made.set_value(r); });
    if (!made.get_future().get().ok()) throw std::runtime_error("the day's seed was refused");
  }
  std::mt19937_64 rng(15);
  const auto hash = accounts::hash_password("bench password", accounts::PasswordCost::minimum());
  // The accounts queued all at once, so that the store commits them in groups.
  std::vector<std::promise<Outcome>> made(size_t(o.daily));
  for (int i = 0; i < o.daily; ++i)
    s.accounts().create({fmt::format("daily{}", i), hash, 1000}, [&made, i](const Outcome& r) { made[size_t(i)].set_value(r); });
  std::vector<int64_t> ids;
  for (auto& m : made) {
    const auto r = m.get_future().get();
    if (!r.ok()) throw std::runtime_error(r.message);
    ids.push_back(r.id);
  }
  Writes writes;
  for (int i = 0; i < o.daily; ++i) {
    const int64_t id = ids[size_t(i)];
    RoomRecord room;
    room.code = fmt::format("D{:05X}", i);
    room.game = "yatzy";
    room.rules = "{}";
    room.status = RoomStatus::Playing;
    room.server_seed = std::string(64, 'd');
    room.commitment = std::string(64, 'e');
    room.created_ms = room.updated_ms = 1'800'000'000'000;
    room.hints = false;
    room.seats = {{room.code, "human", accounts::session_token_hash(room.code), "", id}};
    room.daily = date;
    writes.attempt(s, room, {date, "yatzy", fmt::format("a:{}", id), room.code, id, true, fmt::format("k{}", i), false,
                       "playing", std::nullopt, room.created_ms, std::nullopt, false});
    GameEnd end;
    end.ended_ms = room.created_ms + int64_t(rng() % uint64_t(kDay));
    end.outcome = {{double(100 + rng() % 250)}, {1}, {}};
    writes.end(s, room.code, end);
    if (i % 2000 == 1999) {
      writes.wait();
      fmt::print(stderr, "\r{} daily results stored{}", i + 1, i + 1 == o.daily ? "\n" : "");
    }
  }
  writes.wait();
  fmt::print("filled a day of {} ranked daily results in {:.1f} s\n", o.daily,
             std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  const int64_t middle = ids[ids.size() / 2], last = ids.back();
  fmt::print(kTableHead);
  time_it("daily_board (first 50)", o.repeat, [&] { return s.daily().board(date, "yatzy", 0, 50).results.size(); });
  time_it(fmt::format("daily_board (50 after {})", o.daily / 2), o.repeat,
          [&] { return s.daily().board(date, "yatzy", o.daily / 2, 50).results.size(); });
  time_it(fmt::format("daily_board (the last 50)"), o.repeat,
          [&] { return s.daily().board(date, "yatzy", std::max(0, o.daily - 50), 50).results.size(); });
  time_it("daily_result (an account in the middle)", o.repeat,
          [&] { return size_t(s.daily().result(date, "yatzy", middle).has_value()); });
  time_it("daily_result (the last account)", o.repeat,
          [&] { return size_t(s.daily().result(date, "yatzy", last).has_value()); });
  time_it("daily_history (an account)", o.repeat, [&] { return s.daily().history(middle, 30).size(); });
}

// The tables just filled, their statistics read, (PostgreSQL) vacuumed and checkpointed, as a
// running server's autovacuum and checkpoints leave them: a million rows inserted a moment ago have no statistics yet, and the
// autovacuum that reads them would run beside the timings (on 2 cores it doubled PostgreSQL's p99).
void settle(const std::string& db, const std::vector<std::string>& tables) {
  const auto t0 = std::chrono::steady_clock::now();
  std::string list;
  for (const auto& t : tables) list += (list.empty() ? "" : ", ") + t;
  if (postgres(db)) {
    PGconn* c = PQconnectdb(db.c_str());
    // The fill's gigabytes are written out first, so that no checkpoint flushes them mid-timing.
    for (const std::string sql : {"VACUUM ANALYZE " + list, std::string("CHECKPOINT")}) {
      PGresult* r = PQexec(c, sql.c_str());
      if (PQresultStatus(r) != PGRES_COMMAND_OK) fmt::print("{} failed: {}", sql, PQerrorMessage(c));
      PQclear(r);
    }
    PQfinish(c);
  } else {
    sqlite3* c = nullptr;
    sqlite3_open(db.c_str(), &c);
    for (const char* sql : {"ANALYZE", "PRAGMA wal_checkpoint(TRUNCATE)"})
      if (sqlite3_exec(c, sql, nullptr, nullptr, nullptr) != SQLITE_OK) fmt::print("{} failed: {}\n", sql, sqlite3_errmsg(c));
    sqlite3_close(c);
  }
  fmt::print("settled {} ({}) in {:.1f} s\n", list, postgres(db) ? "VACUUM ANALYZE, CHECKPOINT" : "ANALYZE, checkpoint",
             std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
}

// Waits for a write's outcome, failing loudly on a refusal.
template <class Write>
void committed(Write write) {
  std::promise<Outcome> done;
  write([&done](const Outcome& r) { done.set_value(r); });
  const auto r = done.get_future().get();
  if (!r.ok()) throw std::runtime_error(r.code + ": " + r.message);
}

// A pool of `o.puzzles` puzzles (eight games in turn, ratings drawn around 1500, two themes each,
// documents of a real puzzle's size), one account that has answered `o.puzzle_attempts` of them,
// then what a person's next puzzle costs: the serve (a write: the choice and the attempt), by any
// game, one game, one theme and the streak, and the answer.
void puzzle_pool(Store& s, const Options& o) {
  const auto t0 = std::chrono::steady_clock::now();
  const char* games[] = {"general", "generala", "crag", "yahtzee", "yatzy", "farkle", "matterhorn", "multiplicacao"};
  const char* themes[] = {"scratch", "endgame", "stop_or_throw", "upper_bonus", "top_category", "straight_draw"};
  const std::string body(2200, 'x');  // a served puzzle's document is 2 to 3 KB
  std::mt19937_64 rng(12);
  std::normal_distribution<double> rating(1500, 250);
  std::vector<StoredPuzzle> batch;
  for (int i = 0; i < o.puzzles; ++i) {
    StoredPuzzle p;
    p.id = fmt::format("{:013x}", rng() & 0xfffffffffffffull);
    p.game = games[i % 8];
    p.document = fmt::format("{{\"id\": \"{}\", \"pad\": \"{}\"}}", p.id, body);
    p.themes = {themes[rng() % 6], themes[rng() % 6]};
    if (p.themes[0] == p.themes[1]) p.themes.pop_back();
    p.rating = std::clamp(rating(rng), 824.0, 2176.0);
    p.created_ms = 1'800'000'000'000;
    batch.push_back(std::move(p));
    if (batch.size() == 1000 || i + 1 == o.puzzles) {
      committed([&](Answer a) { s.puzzles().add(batch, {}, 1'800'000'000'000, a); });
      batch.clear();
      if ((i + 1) % 50000 == 0) fmt::print(stderr, "\r{} puzzles stored", i + 1);
    }
  }
  fmt::print(stderr, "\n");
  fmt::print("filled a pool of {} puzzles in {:.1f} s\n", s.puzzles().count(),
             std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  const auto hash = accounts::hash_password("bench password", accounts::PasswordCost::minimum());
  std::promise<Outcome> made;
  s.accounts().create({"puzzler", hash, 1000}, [&](const Outcome& r) { made.set_value(r); });
  const int64_t me = made.get_future().get().id;
  int64_t now = 1'800'000'000'000;
  auto serve = [&](PuzzleMode mode, PuzzleFilter filter, double target) {
    auto served = std::make_shared<PuzzleServed>();
    PuzzleServeRequest r{me, mode, std::move(filter), target, uint32_t(rng()), "", ++now};
    committed([&](Answer a) { s.puzzles().serve(r, served, a); });
    return served->puzzle;
  };
  auto answer = [&](const std::string& id) {
    auto answered = std::make_shared<PuzzleAnswered>();
    committed([&](Answer a) { s.puzzles().answer({me, id, "{}", rng() % 3 != 0, ++now}, answered, a); });
  };
  const auto t1 = std::chrono::steady_clock::now();
  for (int i = 0; i < o.puzzle_attempts; ++i) answer(serve(PuzzleMode::Rated, {}, 1500));
  fmt::print("one account answered {} puzzles in {:.1f} s\n", o.puzzle_attempts,
             std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count());
  settle(o.db, {"puzzles", "puzzle_themes", "puzzle_attempts", "puzzle_players"});
  fmt::print(kTableHead);
  // The median, p95, p99 and worst of `ms`, as a row of the table.
  auto row = [](const std::string& what, std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    fmt::print("| {} | 1 | {:.3f} | {:.3f} | {:.3f} | {:.3f} |\n", what, ms[ms.size() / 2], ms[ms.size() * 95 / 100],
               ms[ms.size() * 99 / 100], ms.back());
  };
  auto since = [](std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
  };
  for (const auto& [what, mode, filter] :
       std::vector<std::tuple<std::string, PuzzleMode, PuzzleFilter>>{
           {"next (rated, any game)", PuzzleMode::Rated, {}},
           {"next (rated, generala)", PuzzleMode::Rated, {"generala", ""}},
           {"next (theme scratch, any game)", PuzzleMode::Theme, {"", "scratch"}},
           {"next (theme endgame, yatzy)", PuzzleMode::Theme, {"yatzy", "endgame"}},
           {"next (streak)", PuzzleMode::Streak, {}}}) {
    // Each serve answered (untimed) before the next, so that every serve chooses anew.
    std::vector<double> ms;
    for (int i = 0; i < o.repeat; ++i) {
      // As the server asks: near the person's rating, or the streak's step.
      const auto player = *s.puzzles().player(me);
      const double target = mode == PuzzleMode::Streak ? accounts::streak_target(player.streak) : player.rating;
      const auto t = std::chrono::steady_clock::now();
      const auto id = serve(mode, filter, target);
      ms.push_back(since(t));
      answer(id);
    }
    row(what, ms);
  }
  time_it("choose (a visitor, any game: a read)", o.repeat,
          [&] { return size_t(!s.puzzles().choose({}, 1500, uint32_t(rng())).empty()); });
  std::vector<double> answers;
  for (int i = 0; i < o.repeat; ++i) {
    const auto id = serve(PuzzleMode::Rated, {}, 1500);
    const auto t = std::chrono::steady_clock::now();
    answer(id);
    answers.push_back(since(t));
  }
  row("answer (rated: a write)", answers);
}

// The plan of `sql` with `params` ($1, ...), read on a connection of its own.
void explain(const std::string& db, const std::string& title, const std::string& sql,
             const std::vector<std::string>& params) {
  fmt::print("\n-- {}\n", title);
  if (postgres(db)) {
    PGconn* c = PQconnectdb(db.c_str());
    std::vector<const char*> values;
    for (const auto& p : params) values.push_back(p.c_str());
    PGresult* r = PQexecParams(c, ("EXPLAIN (ANALYZE, BUFFERS) " + sql).c_str(), int(values.size()), nullptr,
                               values.data(), nullptr, nullptr, 0);
    if (PQresultStatus(r) != PGRES_TUPLES_OK) fmt::print("EXPLAIN failed: {}", PQerrorMessage(c));
    for (int i = 0; i < PQntuples(r); ++i) fmt::print("{}\n", PQgetvalue(r, i, 0));
    PQclear(r);
    PQfinish(c);
    return;
  }
  sqlite3* c = nullptr;
  sqlite3_open_v2(db.c_str(), &c, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_stmt* st = nullptr;
  if (sqlite3_prepare_v2(c, ("EXPLAIN QUERY PLAN " + sql).c_str(), -1, &st, nullptr) != SQLITE_OK)
    fmt::print("EXPLAIN failed: {}\n", sqlite3_errmsg(c));
  while (st && sqlite3_step(st) == SQLITE_ROW)
    fmt::print("{} {} {}\n", sqlite3_column_int(st, 0), sqlite3_column_int(st, 1),
               reinterpret_cast<const char*>(sqlite3_column_text(st, 3)));
  sqlite3_finalize(st);
  sqlite3_close(c);
}

}  // namespace

int main(int argc, char** argv) try {
  const auto o = parse(argc, argv);
  auto s = open_store(o.db);
  fmt::print("store: {}\n", s->describe());
  const auto f = fill(*s, o);
  const auto session = accounts::session_token_hash("bench session");
  std::promise<Outcome> signed_in;
  s->accounts().create_session({session, f.heavy, f.now_ms, f.now_ms + kDay, 0}, [&](const Outcome& r) { signed_in.set_value(r); });
  signed_in.get_future().get();
  auto& profiles = s->profiles();

  const auto first = profiles.games_page(f.heavy, std::nullopt, 50);
  GamesCursor middle{f.now_ms - 180 * kDay, ""};
  const auto deep = profiles.games_page(f.heavy, middle, 50);
  std::string best_game = "generala";
  const auto board = profiles.leaderboard(best_game, f.now_ms, 100);
  const int64_t last_on_board = board.empty() ? f.heavy : board.back().account;
  int64_t heavy_games = 0;
  for (const auto& g : profiles.game_stats(f.heavy)) heavy_games += g.played;
  fmt::print("heavy account: {} games, first page {} rows, deep page {} rows; generala leaderboard {} players\n",
             heavy_games, first.games.size(), deep.games.size(), board.size());

  fmt::print(kTableHead);
  time_it("games_page (heavy, newest 50)", o.repeat,
          [&] { return profiles.games_page(f.heavy, std::nullopt, 50).games.size(); });
  time_it("games_page (heavy, 50 from mid-year)", o.repeat,
          [&] { return profiles.games_page(f.heavy, middle, 50).games.size(); });
  time_it("games_page (typical, newest 50)", o.repeat,
          [&] { return profiles.games_page(f.typical, std::nullopt, 50).games.size(); });
  time_it("game_stats (heavy)", o.repeat, [&] { return profiles.game_stats(f.heavy).size(); });
  time_it("ratings (heavy)", o.repeat, [&] { return profiles.ratings(f.heavy, f.now_ms).size(); });
  time_it("rating_history (heavy, generala)", o.repeat,
          [&] { return profiles.rating_history(f.heavy, "generala").changes.size(); });
  time_it("leaderboard (generala, 100)", o.repeat,
          [&] { return profiles.leaderboard("generala", f.now_ms, 100).size(); });
  time_it("rank (the 1st of generala)", o.repeat,
          [&] {
            return size_t(profiles.rank(board.empty() ? f.heavy : board.front().account, "generala", f.now_ms)
                              .value_or(0));
          });
  time_it("rank (the last of generala's 100)", o.repeat,
          [&] { return size_t(profiles.rank(last_on_board, "generala", f.now_ms).value_or(0)); });
  time_it("find_session", o.repeat, [&] { return size_t(s->accounts().find_session(session, f.now_ms).has_value()); });
  time_it("find_account", o.repeat, [&] { return size_t(s->accounts().find("PLAYER42").has_value()); });
  time_it("account_rooms (heavy)", o.repeat, [&] { return profiles.account_rooms(f.heavy).size(); });

  // One more finished rated game, timed (a write: the store's queue, its transaction, the commit).
  {
    RoomRecord r;
    r.code = "BENCH1";
    r.game = "generala";
    r.rules = "{}";
    r.status = RoomStatus::Playing;
    r.server_seed = std::string(64, 'a');
    r.commitment = std::string(64, 'b');
    r.hints = false;
    r.rated = true;
    r.created_ms = r.updated_ms = f.now_ms;
    r.seats = {{"player0", "human", std::string(64, 'c'), "", f.heavy}, {"", "optimal", "", "", 0}};
    Writes w;
    w.room(*s, r);
    w.wait();
    GameEnd end;
    end.ended_ms = f.now_ms;
    end.outcome = {{200, 150}, {1, 0}, {}};
    const auto t0 = std::chrono::steady_clock::now();
    w.end(*s, "BENCH1", end);
    w.wait();
    fmt::print("| finish_game (rated, 2 seats: a write, committed) | - | {:.3f} | | | |\n",
               std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }

  const auto board_params = [&](const std::string& extra) {
    std::vector<std::string> p = {"generala", fmt::format("{}", accounts::kLeaderboardMaxDeviation),
                                  std::to_string(f.now_ms - accounts::kLeaderboardRecentDays * kDay),
                                  std::to_string(accounts::kLeaderboardRecentGames)};
    if (!extra.empty()) p.push_back(extra);
    return p;
  };
  const auto h = std::to_string(f.heavy);
  // (SQLite's EXPLAIN QUERY PLAN needs no values; PostgreSQL's ANALYZE runs the query with them.)
  explain(o.db, "games_page (heavy, newest 50)", sql::games_page_sql(),
          {h, std::to_string(INT64_MAX), "", "51"});
  explain(o.db, "games_page (heavy, from mid-year)", sql::games_page_sql(),
          {h, std::to_string(middle.ended_ms), middle.room, "51"});
  explain(o.db, "leaderboard (generala, 100)", sql::leaderboard_sql(), board_params("100"));
  if (!board.empty()) {
    auto p = board_params(fmt::format("{}", board.back().rating));
    p.push_back(std::to_string(board.back().account));
    explain(o.db, "rank (the last of generala's 100)", sql::rank_sql(), p);
  }
  explain(o.db, "account_rooms (heavy)", sql::account_rooms_sql(), {h, "200"});
  if (o.daily > 0) daily_day(*s, o);
  if (o.puzzles > 0) puzzle_pool(*s, o);
  return 0;
} catch (const std::exception& e) {
  fmt::print(stderr, "cubilete_store_bench: {}\n", e.what());
  return 1;
}
