// The PostgreSQL store. One thread writes: every write queued at a moment goes into one
// transaction sent as a single pipeline (BEGIN, one statement per write, COMMIT: one round trip
// for the whole group). Each write is one statement that says by the count it returns whether it
// was refused (an action index not next, a room code taken, a seat taken), so refusals do not
// undo their neighbours; if a statement fails outright (two instances racing for the same action
// index: the primary key refuses the second), the group is undone and each write is run again
// alone, to fail alone. The accounts' writes (store/sql/) read what they decide on, so each is a
// transaction of its own between those groups, in queue order. A second connection reads;
// ownership has its own (pg_ownership.h), and so has the lobby (pg_lobby.h).
#include "store/pg_store.h"

#include <fmt/format.h>

#include <mutex>
#include <stdexcept>

#include "store/clock.h"
#include "store/room_columns.h"
#include "store/pg_connection.h"
#include "store/pg_lobby.h"
#include "store/pg_ownership.h"
#include "store/pg_session.h"
#include "store/schema.h"
#include "store/sql/checks.h"
#include "store/write_queue.h"

namespace cubilete::store {

namespace {

constexpr size_t kMaxGroup = 256;  // writes per transaction (keeps a pipeline within socket buffers)

struct Prepared {
  const char* name;
  const char* sql;
};

// Every write. Those returning count(*) are refused when the count is 0.
const Prepared kStatements[] = {
    {"create_room",
     "WITH r AS (INSERT INTO rooms(code, game, name, rules, status, server_seed, commitment, seed, turn_seconds, "
     "created_ms, updated_ms, rematch, previous, hints, rated, public, language, mode, match_room, match_seat, dice) "
     "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $18, $19, $20, $21, $24, $25, $26, $27) "
     "ON CONFLICT (code) DO NOTHING RETURNING code), "
     "s AS (INSERT INTO seats(room, seat, name, player, token_hash, client_seed, account, address_key) "
     "SELECT r.code, t.i - 1, t.name, t.player, t.token_hash, t.client_seed, NULLIF(t.account, '')::bigint, "
     "t.address_key FROM r, unnest($14::text[], $15::text[], $16::text[], $17::text[], $22::text[], $23::text[]) "
     "WITH ORDINALITY AS t(name, player, token_hash, client_seed, account, address_key, i)) "
     "SELECT count(*) FROM r"},
    // A seat is taken once: an instance still holding a room it lost cannot give the seat again.
    // A seat of a rated room goes to an account, one seat per account (SQLite's store checks the
    // same before its write: store/sql/checks.h).
    {"update_seat",
     "WITH u AS (INSERT INTO seats(room, seat, name, player, token_hash, client_seed, account, address_key) "
     "VALUES($1, $2, $3, $4, $5, $6, NULLIF($7, '')::bigint, $8) "
     "ON CONFLICT (room, seat) DO UPDATE SET name = excluded.name, player = excluded.player, "
     "token_hash = excluded.token_hash, client_seed = excluded.client_seed, account = excluded.account, "
     "address_key = excluded.address_key "
     "WHERE (seats.token_hash = '' OR seats.token_hash = excluded.token_hash) "
     "AND (NOT EXISTS (SELECT 1 FROM rooms WHERE code = $1 AND rated = 1) "
     "OR ((excluded.player <> 'human' OR excluded.token_hash = '' OR excluded.account IS NOT NULL) "
     "AND NOT EXISTS (SELECT 1 FROM seats o WHERE o.room = $1 AND o.account = excluded.account AND o.seat <> excluded.seat))) "
     "RETURNING 1) SELECT count(*) FROM u"},
    {"start_game", "UPDATE rooms SET seed = $2, status = 'playing' WHERE code = $1"},
    // A seat is in play while its room is (seats_in_play_by_account, schema.cpp).
    {"set_status",
     "WITH s AS (UPDATE seats SET in_play = 0 WHERE room = $1 AND $2::text NOT IN ('waiting', 'playing')) "
     "UPDATE rooms SET status = $2 WHERE code = $1"},
    {"set_abandoned",
     "WITH s AS (UPDATE seats SET in_play = 0 WHERE room = $1) "
     "UPDATE rooms SET status = 'over', abandoned_by = $2 WHERE code = $1"},
    {"set_rematch", "UPDATE rooms SET rematch = $2 WHERE code = $1"},
    // Action k only right after k - 1 (and the primary key (room, idx): only once).
    {"append",
     "WITH ins AS (INSERT INTO actions(room, idx, action, decided_by, entered_by) "
     "SELECT $1, $2::bigint + t.i - 1, t.a, t.b, t.e FROM unnest($3::text[], $5::text[], $7::int[]) "
     "WITH ORDINALITY AS t(a, b, e, i) "
     "WHERE (SELECT COALESCE(MAX(idx) + 1, 0) FROM actions WHERE room = $1) = $2::bigint RETURNING 1), "
     "touch AS (UPDATE rooms SET updated_ms = $4 WHERE code = $1 AND updated_ms <= $6 AND EXISTS (SELECT 1 FROM ins)) "
     "SELECT count(*) FROM ins"},
    // Only a room of entered dice takes back its actions (a score sheet's undo).
    {"take_back",
     "WITH d AS (DELETE FROM actions WHERE room = $1 AND idx >= $2::bigint AND EXISTS (SELECT 1 FROM rooms WHERE "
     "code = $1 AND dice = 'entered') RETURNING 1) SELECT count(*) FROM d"},
    // A line without an id (0) takes the room's next one.
    {"chat",
     "INSERT INTO chat(room, at_ms, seat, name, text, line) VALUES($1, $2, $3, $4, $5, CASE WHEN $6::bigint > 0 THEN "
     "$6::bigint ELSE (SELECT COALESCE(MAX(line), 0) + 1 FROM chat WHERE room = $1) END)"},
};

void migrate(PGconn* c) {
  pg::exec(c, "BEGIN");
  try {
    // Instances starting together migrate one at a time.
    pg::exec(c, "SELECT pg_advisory_xact_lock(4850489837301318471)");
    pg::exec(c, "CREATE TABLE IF NOT EXISTS schema_version(version INTEGER NOT NULL)");
    pg::exec(c, "INSERT INTO schema_version SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM schema_version)");
    const int version = std::stoi(pg::scalar(c, "SELECT version FROM schema_version"));
    const auto& steps = postgres_migrations();
    if (version > int(steps.size()))
      throw std::runtime_error(fmt::format("the store has schema version {}, newer than this program's {}: "
                                           "use a newer cubilete or another --db",
                                           version, steps.size()));
    for (size_t v = size_t(version); v < steps.size(); ++v) {
      pg::exec(c, steps[v]);
      pg::exec(c, "UPDATE schema_version SET version = $1", {pg::num(int64_t(v + 1))});
    }
    pg::exec(c, "COMMIT");
  } catch (...) {
    PQclear(PQexec(c, "ROLLBACK"));
    throw;
  }
}

void prepare(PGconn* c) {
  for (const auto& s : kStatements) {
    pg::Result r(PQprepare(c, s.name, s.sql, 0, nullptr));
    if (!r || PQresultStatus(r.get()) != PGRES_COMMAND_OK)
      throw std::runtime_error(fmt::format("PostgreSQL cannot prepare {}: {}", s.name, PQerrorMessage(c)));
  }
}

}  // namespace

struct PgStore::Impl {
  std::string url, where;
  std::unique_ptr<PgOwnership> ownership;
  std::once_flag lobby_once;  // the lobby connects when a server first asks for it (not for `cubilete admin`)
  std::unique_ptr<PgLobby> lobby;
  pg::Conn writer, reader;
  std::mutex read_mutex;
  pg::StatementCache writer_statements, reader_statements;  // the accounts' SQL (store/sql/)

  struct Write {
    const char* statement = nullptr;  // null: no statement (see work, refused and after)
    std::vector<std::string> params;
    std::string refusal;  // when not empty: the statement returns a count; 0 means refused, for this reason
    Done done;
    std::function<void()> after;  // once the group is over (a claim given back)
    std::string refused;  // refused before reaching the database, for this reason (done says it)
    Work work;            // the accounts' writes: run in a transaction of their own, answered by `answer`
    Answer answer;
  };
  WriteQueue<Write> queue;

  void enqueue(Write w) { queue.push(std::move(w)); }
  void statement(const char* name, std::vector<std::string> params, std::string refusal, Done done) {
    Write w;
    w.statement = name;
    w.params = std::move(params);
    w.refusal = std::move(refusal);
    w.done = std::move(done);
    enqueue(std::move(w));
  }

  bool connected() {
    if (PQstatus(writer.get()) == CONNECTION_OK) return true;
    PQreset(writer.get());
    if (PQstatus(writer.get()) != CONNECTION_OK) return false;
    try {
      prepare(writer.get());
    } catch (const std::exception&) {
      return false;
    }
    return true;
  }

  // Sends `writes` as one transaction in one pipeline and reads every answer. Returns "" when it
  // committed (errors[i] then says which writes were refused), else why it was undone.
  std::string transaction(std::vector<Write*>& writes, std::vector<std::string>& errors) {
    PGconn* c = writer.get();
    if (!PQenterPipelineMode(c)) return PQerrorMessage(c);
    PQsendQueryParams(c, "BEGIN", 0, nullptr, nullptr, nullptr, nullptr, 0);
    for (auto* w : writes) {
      std::vector<const char*> values;
      for (const auto& p : w->params) values.push_back(p.c_str());
      PQsendQueryPrepared(c, w->statement, int(values.size()), values.data(), nullptr, nullptr, 0);
    }
    PQsendQueryParams(c, "COMMIT", 0, nullptr, nullptr, nullptr, nullptr, 0);
    PQpipelineSync(c);
    std::string failure;
    // One answer per statement sent (BEGIN, each write, COMMIT), each followed by a null, then the sync.
    for (size_t i = 0; i < writes.size() + 2; ++i) {
      pg::Result r(PQgetResult(c));
      if (!r) {
        if (failure.empty()) failure = PQerrorMessage(c);
        break;
      }
      const auto status = PQresultStatus(r.get());
      if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
        if (failure.empty()) failure = status == PGRES_PIPELINE_ABORTED ? "aborted" : PQresultErrorMessage(r.get());
      } else if (i >= 1 && i <= writes.size() && !writes[i - 1]->refusal.empty()) {
        if (PQntuples(r.get()) != 1 || std::string(PQgetvalue(r.get(), 0, 0)) == "0") errors[i - 1] = writes[i - 1]->refusal;
      }
      while (pg::Result rest{PQgetResult(c)}) {
      }
    }
    for (;;) {
      pg::Result r(PQgetResult(c));
      if (!r || PQresultStatus(r.get()) == PGRES_PIPELINE_SYNC) break;
    }
    PQexitPipelineMode(c);
    if (!failure.empty()) {
      PQclear(PQexec(c, "ROLLBACK"));
      while (!failure.empty() && (failure.back() == '\n' || failure.back() == ' ')) failure.pop_back();
    }
    return failure;
  }

  // Statement writes, in one pipelined transaction; each write's `done` once it is over.
  void commit_statements(std::vector<Write*>& writes) {
    std::vector<std::string> errors(writes.size());
    std::string failure = connected() ? transaction(writes, errors) : "PostgreSQL is unreachable: " + std::string(PQerrorMessage(writer.get()));
    if (!failure.empty() && writes.size() > 1 && PQstatus(writer.get()) == CONNECTION_OK) {
      // One write failed the group: run each alone, so it fails alone.
      for (size_t i = 0; i < writes.size(); ++i) {
        std::vector<Write*> one{writes[i]};
        std::vector<std::string> error(1);
        const auto alone = transaction(one, error);
        errors[i] = alone.empty() ? error[0] : alone;
      }
    } else if (!failure.empty()) {
      for (auto& e : errors) e = failure;
    }
    for (size_t i = 0; i < writes.size(); ++i)
      if (writes[i]->done) writes[i]->done(errors[i]);
  }

  // An accounts' write: reads and writes in a transaction of its own (its SQL reads what it
  // decides on, so it cannot go blind in a pipeline). Run again when PostgreSQL undoes it for a
  // deadlock or a serialization failure, which another instance's transaction may cause.
  // A connection found dead at BEGIN (the database restarted while the writer was idle) is made
  // anew and the write run on it: nothing of it had reached the database.
  Outcome interactive(const Work& work) {
    for (int attempt = 0;; ++attempt) {
      if (!connected()) return {"store_failed", "PostgreSQL is unreachable: " + std::string(PQerrorMessage(writer.get()))};
      PGconn* c = writer.get();
      try {
        pg::Result begun(PQexec(c, "BEGIN"));
        if (PQresultStatus(begun.get()) != PGRES_COMMAND_OK) {
          if (PQstatus(c) != CONNECTION_OK && attempt < 3) continue;
          return {"store_failed", "PostgreSQL: " + std::string(PQerrorMessage(c))};
        }
        pg::Session db(c, writer_statements);
        Outcome out;
        try {
          out = work(db);
        } catch (const Refused& refused) {
          PQclear(PQexec(c, "ROLLBACK"));
          return {refused.code, refused.what()};
        }
        pg::exec(c, "COMMIT");
        return out;
      } catch (const pg::SqlError& e) {
        PQclear(PQexec(c, "ROLLBACK"));
        if (e.retry() && attempt < 3) continue;
        return {"store_failed", e.what()};
      } catch (const std::exception& e) {
        PQclear(PQexec(c, "ROLLBACK"));
        return {"store_failed", e.what()};
      }
    }
  }

  // In queue order: each run of statement writes as one pipelined transaction, each accounts'
  // write as a transaction of its own between them.
  void commit(std::vector<Write>& group) {
    std::vector<Write*> run;
    auto send_run = [&] {
      if (!run.empty()) commit_statements(run);
      run.clear();
    };
    for (auto& w : group) {
      if (w.statement) {
        run.push_back(&w);
      } else if (w.work) {
        send_run();
        const auto outcome = interactive(w.work);
        if (w.answer) w.answer(outcome);
      } else if (!w.refused.empty() && w.done) {
        w.done(w.refused);
      }
    }
    send_run();
    for (auto& w : group)
      if (w.after) w.after();
  }
};

PgStore::PgStore(const std::string& url) : impl_(std::make_unique<Impl>()) {
  impl_->url = url;
  impl_->writer = pg::connect(url);
  migrate(impl_->writer.get());
  prepare(impl_->writer.get());
  impl_->reader = pg::connect(url);
  impl_->where = pg::describe(impl_->writer.get());
  impl_->ownership = std::make_unique<PgOwnership>(url);
  impl_->queue.start([this](std::vector<Impl::Write>& group) { impl_->commit(group); }, kMaxGroup);
}

PgStore::~PgStore() {
  impl_->ownership->watch({});
  if (impl_->lobby) impl_->lobby->watch({}, 0);
  impl_->queue.stop();
}

std::string PgStore::describe() const { return "PostgreSQL " + impl_->where; }

void PgStore::create(const RoomRecord& r, Done done) {
  if (const auto problem = sql::rated_room_problem(r); !problem.empty()) {
    Impl::Write refused;
    refused.refused = fmt::format("room {} cannot be rated: {}", r.code, problem);
    refused.done = std::move(done);
    return impl_->enqueue(std::move(refused));
  }
  std::vector<std::string> names, players, hashes, seeds, accounts, address_keys;
  for (const auto& s : r.seats) {
    names.push_back(s.name);
    players.push_back(s.player);
    hashes.push_back(s.token_hash);
    seeds.push_back(s.client_seed);
    accounts.push_back(s.account > 0 ? pg::num(s.account) : "");
    address_keys.push_back(s.address_key);
  }
  impl_->statement("create_room",
                   {r.code, r.game, r.name, r.rules, status_name(r.status), r.server_seed, r.commitment, pg::num(int64_t(r.seed)),
                    pg::num(r.turn_seconds), pg::num(r.created_ms), pg::num(r.updated_ms), r.rematch, r.previous, pg::array(names),
                    pg::array(players), pg::array(hashes), pg::array(seeds), hints_text(r.hints), pg::num(r.rated), pg::num(r.listed),
                    r.language, pg::array(accounts), pg::array(address_keys), r.mode, r.match, pg::num(r.match_seat),
                    dice_text(r.dice_entered)},
                   fmt::format("room {} exists already", r.code), std::move(done));
}

void PgStore::update_seat(const std::string& code, int seat, const SeatRecord& s, Done done) {
  impl_->statement("update_seat",
                   {code, pg::num(seat), s.name, s.player, s.token_hash, s.client_seed, s.account > 0 ? pg::num(s.account) : "",
                    s.address_key},
                   fmt::format("room {}: seat {} is taken, or it is a seat of a rated game, which goes to an account "
                               "that has no other seat of it",
                               code, seat),
                   std::move(done));
}

void PgStore::start_game(const std::string& code, uint64_t seed, Done done) {
  impl_->statement("start_game", {code, pg::num(int64_t(seed))}, "", std::move(done));
}

void PgStore::set_status(const std::string& code, RoomStatus status, Done done) {
  impl_->statement("set_status", {code, status_name(status)}, "", std::move(done));
}

void PgStore::set_abandoned(const std::string& code, const std::vector<int>& seats, Done done) {
  impl_->statement("set_abandoned", {code, seats_text(seats)}, "", std::move(done));
}

void PgStore::set_rematch(const std::string& code, const std::string& rematch, Done done) {
  impl_->statement("set_rematch", {code, rematch}, "", std::move(done));
}

void PgStore::append_actions(const std::string& code, uint64_t first_index, const std::vector<std::string>& actions,
                             const std::vector<std::string>& decided_by, const std::vector<int>& entered_by,
                             Done done) {
  // unnest pairs the lists: "" where nobody said who decided, -1 where nobody entered.
  std::vector<std::string> by = decided_by, phones;
  by.resize(actions.size());
  for (size_t i = 0; i < actions.size(); ++i) phones.push_back(pg::num(i < entered_by.size() ? entered_by[i] : -1));
  const int64_t now = now_ms();
  impl_->statement("append",
                   {code, pg::num(int64_t(first_index)), pg::array(actions), pg::num(now), pg::array(by),
                    pg::num(now - kActivityResolutionMs), pg::array(phones)},
                   fmt::format("room {}: action {} is not the next one to write", code, first_index), std::move(done));
}

void PgStore::take_back_actions(const std::string& code, uint64_t first_index, Done done) {
  impl_->statement("take_back", {code, pg::num(int64_t(first_index))},
                   fmt::format("room {}: no entered action {} to take back", code, first_index), std::move(done));
}

void PgStore::append_chat(const std::string& code, const ChatRecord& c, Done done) {
  impl_->statement("chat", {code, pg::num(c.at_ms), pg::num(c.seat), c.name, c.text, pg::num(c.id)}, "", std::move(done));
}

void PgStore::flush() { impl_->queue.flush(); }

namespace {
template <class F>
auto with_retry(PGconn* c, F&& read) {
  // A reader whose connection dropped (a database restart) connects again once.
  try {
    return read();
  } catch (const std::exception&) {
    if (PQstatus(c) == CONNECTION_OK) throw;
    PQreset(c);
    return read();
  }
}

RoomRecord read_room(PGconn* c, PGresult* row, size_t chat_limit) {
  auto text = [row](int col) { return std::string(PQgetvalue(row, 0, col)); };
  RoomRecord r;
  r.code = text(0);
  r.game = text(1);
  r.name = text(2);
  r.rules = text(3);
  r.status = status_from_text(text(4));
  r.server_seed = text(5);
  r.commitment = text(6);
  r.seed = uint64_t(std::stoll(text(7)));
  r.turn_seconds = std::stoi(text(8));
  r.created_ms = std::stoll(text(9));
  r.updated_ms = std::stoll(text(10));
  r.rematch = text(11);
  r.previous = text(12);
  r.hints = hints_from_text(text(13));
  r.abandoned_by = seats_from_text(text(14));
  r.rated = text(15) != "0";
  r.listed = text(16) != "0";
  r.language = text(17);
  r.daily = text(18);
  r.mode = text(19);
  r.match = text(20);
  r.match_seat = std::stoi(text(21));
  r.match_over = text(22) == "t";
  r.tournament = text(23);
  r.sealed_until_ms = std::stoll(text(24));
  r.dice_entered = dice_from_text(text(25));
  auto members = pg::exec(
      c, "SELECT match_seat, code FROM rooms WHERE match_room = $1 AND match_seat >= 0 ORDER BY match_seat", {r.code});
  for (int i = 0; i < PQntuples(members.get()); ++i) {
    const auto seat = size_t(std::stoul(PQgetvalue(members.get(), i, 0)));
    if (seat >= r.members.size()) r.members.resize(seat + 1);
    r.members[seat] = PQgetvalue(members.get(), i, 1);
  }
  auto seats = pg::exec(
      c,
      "SELECT name, player, token_hash, client_seed, COALESCE(account, 0), address_key FROM seats WHERE room = $1 "
      "ORDER BY seat",
      {r.code});
  for (int i = 0; i < PQntuples(seats.get()); ++i)
    r.seats.push_back({PQgetvalue(seats.get(), i, 0), PQgetvalue(seats.get(), i, 1), PQgetvalue(seats.get(), i, 2),
                       PQgetvalue(seats.get(), i, 3), std::stoll(PQgetvalue(seats.get(), i, 4)),
                       PQgetvalue(seats.get(), i, 5)});
  auto actions = pg::exec(c, "SELECT action, decided_by, entered_by FROM actions WHERE room = $1 ORDER BY idx", {r.code});
  for (int i = 0; i < PQntuples(actions.get()); ++i) {
    r.actions.emplace_back(PQgetvalue(actions.get(), i, 0));
    r.decided_by.emplace_back(PQgetvalue(actions.get(), i, 1));
    if (r.dice_entered) r.entered_by.push_back(std::stoi(PQgetvalue(actions.get(), i, 2)));
  }
  auto chat = pg::exec(c,
                       "SELECT at_ms, seat, name, text, line, removed FROM (SELECT * FROM chat WHERE room = $1 ORDER BY "
                       "line DESC LIMIT $2) c ORDER BY line",
                       {r.code, pg::num(int64_t(chat_limit))});
  for (int i = 0; i < PQntuples(chat.get()); ++i)
    r.chat.push_back({std::stoll(PQgetvalue(chat.get(), i, 0)), std::stoi(PQgetvalue(chat.get(), i, 1)),
                      PQgetvalue(chat.get(), i, 2), PQgetvalue(chat.get(), i, 3),
                      std::stoll(PQgetvalue(chat.get(), i, 4)), std::string(PQgetvalue(chat.get(), i, 5)) != "0"});
  return r;
}
}  // namespace

std::vector<std::string> PgStore::active() {
  std::lock_guard lock(impl_->read_mutex);
  PGconn* c = impl_->reader.get();
  return with_retry(c, [c] {
    auto r = pg::exec(c, "SELECT code FROM rooms WHERE status IN ('waiting', 'playing') ORDER BY created_ms");
    std::vector<std::string> out;
    for (int i = 0; i < PQntuples(r.get()); ++i) out.emplace_back(PQgetvalue(r.get(), i, 0));
    return out;
  });
}

std::optional<RoomRecord> PgStore::load(const std::string& code, size_t chat_limit) {
  std::lock_guard lock(impl_->read_mutex);
  PGconn* c = impl_->reader.get();
  return with_retry(c, [&]() -> std::optional<RoomRecord> {
    // One snapshot for the room, its seats, actions and chat.
    pg::exec(c, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    try {
      auto row = pg::exec(c,
                          "SELECT code, game, name, rules, status, server_seed, commitment, seed, turn_seconds, "
                          "created_ms, updated_ms, rematch, previous, hints, abandoned_by, rated, public, language, "
                          "daily, mode, match_room, match_seat, EXISTS(SELECT 1 FROM rooms m WHERE m.code = "
                          "rooms.match_room AND m.status = 'over'), tournament, sealed_until_ms, dice FROM rooms WHERE code = $1",
                          {code});
      std::optional<RoomRecord> out;
      if (PQntuples(row.get()) == 1) out = read_room(c, row.get(), chat_limit);
      pg::exec(c, "COMMIT");
      return out;
    } catch (...) {
      PQclear(PQexec(c, "ROLLBACK"));
      throw;
    }
  });
}

const WriteStats& PgStore::write_stats() const { return impl_->queue.stats(); }

int PgStore::schema_version() {
  std::lock_guard lock(impl_->read_mutex);
  PGconn* c = impl_->reader.get();
  return with_retry(c, [c] { return std::stoi(pg::scalar(c, "SELECT version FROM schema_version")); });
}

RoomStore::Claim PgStore::claim(const std::string& code) { return impl_->ownership->claim(code); }

void PgStore::release(const std::string& code, uint64_t generation) {
  // After every write queued before it: the next owner reads them all.
  auto* ownership = impl_->ownership.get();
  Impl::Write w;
  w.after = [ownership, code, generation] { ownership->release(code, generation); };
  impl_->enqueue(std::move(w));
}

void PgStore::watch_ownership(OwnershipEvents events) { impl_->ownership->watch(std::move(events)); }

SharedLobby* PgStore::shared_lobby() {
  std::call_once(impl_->lobby_once, [this] { impl_->lobby = std::make_unique<PgLobby>(impl_->url); });
  return impl_->lobby.get();
}

void PgStore::write(Work work, Answer answer) {
  Impl::Write w;
  w.work = std::move(work);
  w.answer = std::move(answer);
  impl_->enqueue(std::move(w));
}

void PgStore::read(const std::function<void(SqlSession&)>& reading) {
  std::lock_guard lock(impl_->read_mutex);
  PGconn* c = impl_->reader.get();
  with_retry(c, [&] {
    // One snapshot for every statement of the read.
    pg::exec(c, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    try {
      pg::Session db(c, impl_->reader_statements);
      reading(db);
      pg::exec(c, "COMMIT");
    } catch (...) {
      PQclear(PQexec(c, "ROLLBACK"));
      throw;
    }
    return 0;
  });
}

}  // namespace cubilete::store
