// The embedded store: one SQLite file in WAL mode. One thread writes, taking every queued write
// into one transaction (group commit) with a savepoint each, so one failed write does not undo
// its neighbours; a second connection reads.
#include <fmt/format.h>
#include <sqlite3.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <stdexcept>
#include <unordered_map>

#include "store/sqlite_store.h"
#include "store/clock.h"
#include "store/room_columns.h"
#include "store/schema.h"
#include "store/sql/checks.h"
#include "store/sqlite_session.h"
#include "store/sqlite_statement.h"
#include "store/write_queue.h"

namespace cubilete::store {

using lite::exec;
using lite::Statement;
using lite::Statements;

namespace {

sqlite3* open_connection(const std::string& path) {
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) !=
      SQLITE_OK) {
    std::string why = db ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close(db);
    throw std::runtime_error(fmt::format("cannot open the store '{}': {}", path, why));
  }
  sqlite3_busy_timeout(db, 10000);
  // Durable at every commit: the WAL is synced before a write's callback runs. A page cache of
  // 64 MB (SQLite's own is 2 MB) keeps the pages a busy table appends to in memory, and a WAL of
  // up to 10,000 pages (40 MB) before it is copied into the file writes a page that many actions
  // touched once instead of every 1,000 pages: at 3,500 rooms the two took pread from 1.7 to 0.35
  // and pwrite from 6.6 to 5.3 a move, on the core the socket thread shares.
  exec(db,
       "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON; PRAGMA cache_size=-65536; "
       "PRAGMA wal_autocheckpoint=10000");
  return db;
}

}  // namespace

namespace {
void migrate(sqlite3* db) {
  int version = 0;
  {
    Statement s(db, "PRAGMA user_version");
    if (s.step()) version = int(s.integer(0));
  }
  const auto& steps = sqlite_migrations();
  if (version > int(steps.size()))
    throw std::runtime_error(fmt::format("the store has schema version {}, newer than this program's {}: "
                                         "use a newer cubilete or another --db",
                                         version, steps.size()));
  for (size_t v = size_t(version); v < steps.size(); ++v) {
    exec(db, "BEGIN IMMEDIATE");
    try {
      exec(db, steps[v]);
      exec(db, fmt::format("PRAGMA user_version = {}", v + 1));
      exec(db, "COMMIT");
    } catch (...) {
      sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  }
}
}  // namespace

struct SqliteStore::Impl {
  std::string path;
  sqlite3* writer = nullptr;
  sqlite3* reader = nullptr;
  std::mutex read_mutex;

  std::unique_ptr<Statements> sql;    // the writer's
  std::unique_ptr<Statements> reads;  // the reader's (under read_mutex)

  struct Write {
    std::function<void(Statements&)> apply;  // throws std::runtime_error to refuse
    Done done;
  };
  WriteQueue<Write> writes;

  void enqueue(std::function<void(Statements&)> apply, Done done) { writes.push({std::move(apply), std::move(done)}); }

  void commit(std::vector<Write>& batch) {
    std::vector<std::string> errors(batch.size());
    std::string batch_error;
    try {
      (*sql)("BEGIN IMMEDIATE").run();
      for (size_t i = 0; i < batch.size(); ++i) {
        (*sql)("SAVEPOINT one").run();
        try {
          batch[i].apply(*sql);
          (*sql)("RELEASE one").run();
        } catch (const std::exception& e) {
          errors[i] = e.what();
          (*sql)("ROLLBACK TO one").run();
          (*sql)("RELEASE one").run();
        }
      }
      (*sql)("COMMIT").run();
    } catch (const std::exception& e) {
      batch_error = e.what();
      sqlite3_exec(writer, "ROLLBACK", nullptr, nullptr, nullptr);
    }
    for (size_t i = 0; i < batch.size(); ++i)
      if (batch[i].done) batch[i].done(batch_error.empty() ? errors[i] : batch_error);
  }
};

SqliteStore::SqliteStore(const std::string& path) : impl_(std::make_unique<Impl>()) {
  impl_->path = path;
  const auto dir = std::filesystem::path(path).parent_path();
  std::error_code ec;
  if (!dir.empty()) std::filesystem::create_directories(dir, ec);
  impl_->writer = open_connection(path);
  try {
    migrate(impl_->writer);
    impl_->reader = open_connection(path);
    impl_->sql = std::make_unique<Statements>(impl_->writer);
    impl_->reads = std::make_unique<Statements>(impl_->reader);
  } catch (...) {
    sqlite3_close(impl_->writer);
    sqlite3_close(impl_->reader);
    throw;
  }
  // Every write queued meanwhile goes into one transaction.
  // Groups at most every 2 ms: on a quick disk a commit a write took a tenth of the server's
  // CPU under load (bench/table_load.sh); an action waits for its commit 2 ms longer at most.
  impl_->writes.start([this](std::vector<Impl::Write>& group) { impl_->commit(group); }, SIZE_MAX,
                      std::chrono::milliseconds(2));
}

SqliteStore::~SqliteStore() {
  impl_->writes.stop();
  impl_->sql.reset();
  impl_->reads.reset();
  sqlite3_close(impl_->reader);
  sqlite3_close(impl_->writer);
}

std::string SqliteStore::describe() const { return "SQLite " + impl_->path; }


const WriteStats& SqliteStore::write_stats() const { return impl_->writes.stats(); }

int SqliteStore::schema_version() {
  std::lock_guard lock(impl_->read_mutex);
  Statement s(impl_->reader, "PRAGMA user_version");
  return s.step() ? int(s.integer(0)) : 0;
}

namespace {
void insert_seat(Statements& sql, const std::string& code, int seat, const SeatRecord& r) {
  auto& insert = sql("INSERT INTO seats(room, seat, name, player, token_hash, client_seed, account, address_key) "
                     "VALUES(?,?,?,?,?,?,?,?) "
                     "ON CONFLICT(room, seat) DO UPDATE SET name=excluded.name, player=excluded.player, "
                     "token_hash=excluded.token_hash, client_seed=excluded.client_seed, account=excluded.account, "
                     "address_key=excluded.address_key");
  insert.bind(1, code).bind(2, int64_t(seat)).bind(3, r.name).bind(4, r.player).bind(5, r.token_hash).bind(6, r.client_seed);
  insert.bind(8, r.address_key);
  if (r.account > 0)
    insert.bind(7, r.account);
  else
    insert.bind_null(7);
  insert.run();
}

// A seat of a rated room goes to an account, and an account takes one seat of it.
void check_rated_seat(Statements& sql, const std::string& code, int seat, const SeatRecord& r) {
  auto& rated = sql("SELECT rated FROM rooms WHERE code=?");
  rated.bind(1, code);
  const bool is_rated = rated.step() && rated.integer(0) != 0;
  rated.reset();
  if (!is_rated) return;
  if (const auto problem = store::sql::rated_seat_problem(r); !problem.empty())
    throw std::runtime_error(fmt::format("room {}: seat {}: {}", code, seat, problem));
  if (r.account <= 0) return;
  auto& other = sql("SELECT seat FROM seats WHERE room=? AND account=? AND seat<>?");
  other.bind(1, code).bind(2, r.account).bind(3, int64_t(seat));
  const bool seated = other.step();
  other.reset();
  if (seated) throw std::runtime_error(fmt::format("room {}: this account has a seat of this rated game already", code));
}
}  // namespace

void SqliteStore::create(const RoomRecord& room, Done done) {
  impl_->enqueue(
      [room](Statements& sql) {
        if (const auto problem = store::sql::rated_room_problem(room); !problem.empty())
          throw std::runtime_error(fmt::format("room {} cannot be rated: {}", room.code, problem));
        sql("INSERT INTO rooms(code, game, name, rules, status, server_seed, commitment, seed, turn_seconds, "
                  "created_ms, updated_ms, rematch, previous, hints, rated, public, language, mode, match_room, match_seat, "
                  "dice) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")
            .bind(1, room.code).bind(2, room.game).bind(3, room.name).bind(4, room.rules).bind(5, status_name(room.status))
            .bind(6, room.server_seed).bind(7, room.commitment).bind(8, int64_t(room.seed))
            .bind(9, int64_t(room.turn_seconds)).bind(10, room.created_ms).bind(11, room.updated_ms)
            .bind(12, room.rematch).bind(13, room.previous).bind(14, hints_text(room.hints)).bind(15, int64_t(room.rated))
            .bind(16, int64_t(room.listed)).bind(17, room.language).bind(18, room.mode).bind(19, room.match)
            .bind(20, int64_t(room.match_seat)).bind(21, dice_text(room.dice_entered))
            .run();
        for (size_t i = 0; i < room.seats.size(); ++i)
          insert_seat(sql, room.code, int(i), room.seats[i]);
      },
      std::move(done));
}

void SqliteStore::update_seat(const std::string& code, int seat, const SeatRecord& record, Done done) {
  impl_->enqueue(
      [code, seat, record](Statements& sql) {
        check_rated_seat(sql, code, seat, record);
        insert_seat(sql, code, seat, record);
      },
      std::move(done));
}

void SqliteStore::start_game(const std::string& code, uint64_t seed, Done done) {
  impl_->enqueue(
      [code, seed](Statements& sql) {
        sql("UPDATE rooms SET seed=?, status='playing' WHERE code=?").bind(1, int64_t(seed)).bind(2, code).run();
      },
      std::move(done));
}

void SqliteStore::set_status(const std::string& code, RoomStatus status, Done done) {
  impl_->enqueue(
      [code, status](Statements& sql) {
        sql("UPDATE rooms SET status=? WHERE code=?").bind(1, status_name(status)).bind(2, code).run();
        if (status != RoomStatus::Waiting && status != RoomStatus::Playing) sql("UPDATE seats SET in_play=0 WHERE room=?").bind(1, code).run();
      },
      std::move(done));
}

void SqliteStore::set_abandoned(const std::string& code, const std::vector<int>& seats, Done done) {
  impl_->enqueue(
      [code, seats = seats_text(seats)](Statements& sql) {
        sql("UPDATE rooms SET status='over', abandoned_by=? WHERE code=?").bind(1, seats).bind(2, code).run();
        sql("UPDATE seats SET in_play=0 WHERE room=?").bind(1, code).run();
      },
      std::move(done));
}

void SqliteStore::set_rematch(const std::string& code, const std::string& rematch, Done done) {
  impl_->enqueue(
      [code, rematch](Statements& sql) {
        sql("UPDATE rooms SET rematch=? WHERE code=?").bind(1, rematch).bind(2, code).run();
      },
      std::move(done));
}

void SqliteStore::append_actions(const std::string& code, uint64_t first_index, const std::vector<std::string>& actions,
                                 const std::vector<std::string>& decided_by, const std::vector<int>& entered_by,
                                 Done done) {
  impl_->enqueue(
      [code, first_index, actions, decided_by, entered_by, now = now_ms()](Statements& sql) {
        auto& next = sql("SELECT COALESCE(MAX(idx) + 1, 0) FROM actions WHERE room=?");
        next.bind(1, code);
        const int64_t expected = next.step() ? next.integer(0) : 0;
        next.reset();
        if (expected != int64_t(first_index))
          throw std::runtime_error(fmt::format("room {}: action {} cannot follow action {}", code, first_index, expected - 1));
        auto& insert = sql("INSERT INTO actions(room, idx, action, decided_by, entered_by) VALUES(?,?,?,?,?)");
        for (size_t i = 0; i < actions.size(); ++i) {
          insert.bind(1, code).bind(2, int64_t(first_index + i)).bind(3, actions[i])
              .bind(4, i < decided_by.size() ? decided_by[i] : std::string())
              .bind(5, int64_t(i < entered_by.size() ? entered_by[i] : -1));
          insert.run();
        }
        sql("UPDATE rooms SET updated_ms=? WHERE code=? AND updated_ms<=?")
            .bind(1, now).bind(2, code).bind(3, now - kActivityResolutionMs).run();
      },
      std::move(done));
}

void SqliteStore::take_back_actions(const std::string& code, uint64_t first_index, Done done) {
  impl_->enqueue(
      [code, first_index](Statements& sql) {
        auto& taken = sql("DELETE FROM actions WHERE room=? AND idx>=? AND EXISTS (SELECT 1 FROM rooms WHERE code=? AND "
                          "dice='entered')");
        taken.bind(1, code).bind(2, int64_t(first_index)).bind(3, code).run();
        if (sqlite3_changes(sql.db()) == 0)
          throw std::runtime_error(fmt::format("room {}: no entered action {} to take back", code, first_index));
      },
      std::move(done));
}

void SqliteStore::append_chat(const std::string& code, const ChatRecord& chat, Done done) {
  impl_->enqueue(
      [code, chat](Statements& sql) {
        // A line without an id (0) takes the room's next one.
        sql("INSERT INTO chat(room, at_ms, seat, name, text, line) VALUES(?1,?2,?3,?4,?5, CASE WHEN ?6 > 0 THEN ?6 "
            "ELSE (SELECT COALESCE(MAX(line), 0) + 1 FROM chat WHERE room = ?1) END)")
            .bind(1, code).bind(2, chat.at_ms).bind(3, int64_t(chat.seat)).bind(4, chat.name).bind(5, chat.text)
            .bind(6, chat.id)
            .run();
      },
      std::move(done));
}

void SqliteStore::flush() { impl_->writes.flush(); }

namespace {
RoomRecord read_room(sqlite3* db, Statement& row, size_t chat_limit) {
  RoomRecord r;
  r.code = row.text(0);
  r.game = row.text(1);
  r.name = row.text(2);
  r.rules = row.text(3);
  r.status = status_from_text(row.text(4));
  r.server_seed = row.text(5);
  r.commitment = row.text(6);
  r.seed = uint64_t(row.integer(7));
  r.turn_seconds = int(row.integer(8));
  r.created_ms = row.integer(9);
  r.updated_ms = row.integer(10);
  r.rematch = row.text(11);
  r.previous = row.text(12);
  r.hints = hints_from_text(row.text(13));
  r.abandoned_by = seats_from_text(row.text(14));
  r.rated = row.integer(15) != 0;
  r.listed = row.integer(16) != 0;
  r.language = row.text(17);
  r.daily = row.text(18);
  r.mode = row.text(19);
  r.match = row.text(20);
  r.match_seat = int(row.integer(21));
  r.match_over = row.integer(22) != 0;
  r.tournament = row.text(23);
  r.sealed_until_ms = row.integer(24);
  r.dice_entered = dice_from_text(row.text(25));
  Statement members(db, "SELECT match_seat, code FROM rooms WHERE match_room=? AND match_seat >= 0 ORDER BY match_seat");
  members.bind(1, r.code);
  while (members.step()) {
    const auto seat = size_t(members.integer(0));
    if (seat >= r.members.size()) r.members.resize(seat + 1);
    r.members[seat] = members.text(1);
  }
  Statement seats(db, "SELECT name, player, token_hash, client_seed, COALESCE(account, 0), address_key FROM seats "
                      "WHERE room=? ORDER BY seat");
  seats.bind(1, r.code);
  while (seats.step())
    r.seats.push_back({seats.text(0), seats.text(1), seats.text(2), seats.text(3), seats.integer(4), seats.text(5)});
  Statement actions(db, "SELECT action, decided_by, entered_by FROM actions WHERE room=? ORDER BY idx");
  actions.bind(1, r.code);
  while (actions.step()) {
    r.actions.push_back(actions.text(0));
    r.decided_by.push_back(actions.text(1));
    if (r.dice_entered) r.entered_by.push_back(int(actions.integer(2)));
  }
  Statement chat(db,
                 "SELECT at_ms, seat, name, text, line, removed FROM (SELECT * FROM chat WHERE room=? ORDER BY line DESC "
                 "LIMIT ?) ORDER BY line");
  chat.bind(1, r.code).bind(2, int64_t(chat_limit));
  while (chat.step())
    r.chat.push_back({chat.integer(0), int(chat.integer(1)), chat.text(2), chat.text(3), chat.integer(4), chat.integer(5) != 0});
  return r;
}

const char* const kRoomColumns =
    "SELECT code, game, name, rules, status, server_seed, commitment, seed, turn_seconds, created_ms, updated_ms, "
    "rematch, previous, hints, abandoned_by, rated, public, language, daily, mode, match_room, match_seat, "
    "EXISTS(SELECT 1 FROM rooms m WHERE m.code = rooms.match_room AND m.status = 'over'), tournament, sealed_until_ms, dice FROM rooms ";
}

std::vector<std::string> SqliteStore::active() {
  std::lock_guard lock(impl_->read_mutex);
  std::vector<std::string> out;
  Statement rooms(impl_->reader, "SELECT code FROM rooms WHERE status IN ('waiting', 'playing') ORDER BY created_ms");
  while (rooms.step()) out.push_back(rooms.text(0));
  return out;
}

std::optional<RoomRecord> SqliteStore::load(const std::string& code, size_t chat_limit) {
  std::lock_guard lock(impl_->read_mutex);
  Statement room(impl_->reader, (std::string(kRoomColumns) + "WHERE code=?").c_str());
  room.bind(1, code);
  if (!room.step()) return std::nullopt;
  return read_room(impl_->reader, room, chat_limit);
}

void SqliteStore::write(Work work, Answer answer) {
  // The outcome travels from the writer's savepoint to the answer after the commit.
  auto outcome = std::make_shared<Outcome>();
  impl_->enqueue(
      [work = std::move(work), outcome](Statements& statements) {
        lite::Session db(statements);
        try {
          *outcome = work(db);
        } catch (const Refused& refused) {
          outcome->code = refused.code;
          outcome->message = refused.what();
          throw;  // the savepoint is undone
        }
      },
      [answer = std::move(answer), outcome](const std::string& error) {
        if (!answer) return;
        if (!outcome->ok()) return answer(*outcome);
        if (!error.empty()) return answer({"store_failed", error});
        answer(*outcome);
      });
}

void SqliteStore::read(const std::function<void(SqlSession&)>& reading) {
  std::lock_guard lock(impl_->read_mutex);
  // One snapshot for every statement of the read.
  exec(impl_->reader, "BEGIN");
  try {
    lite::Session db(*impl_->reads);
    reading(db);
    exec(impl_->reader, "COMMIT");
  } catch (...) {
    sqlite3_exec(impl_->reader, "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
}

}  // namespace cubilete::store
