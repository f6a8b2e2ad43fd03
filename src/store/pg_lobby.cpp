#include "store/pg_lobby.h"

#include <fmt/format.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "crypto/crypto.h"

namespace cubilete::store {

namespace {
constexpr const char* kLobbyChannel = "cubilete_lobby";
// Times are the database's, so that instances whose clocks differ agree on what expired.
#define LOBBY_NOW "(extract(epoch from clock_timestamp()) * 1000)::bigint"
constexpr auto kBeat = std::chrono::seconds(1);
constexpr auto kReadAll = std::chrono::seconds(5);
// A live game stays listed this long after its instance stopped renewing it (it died, or lost the
// room); its heartbeat renews it every second.
constexpr int64_t kLiveTtlMs = 5000;
// An instance whose heartbeat is older than this, or whose lobby connection is gone (PostgreSQL
// ends the backend as soon as the instance's socket closes: a SIGKILL), holds no seek.
constexpr const char* kLiveInstances =
    "(SELECT i.instance FROM lobby_instances i JOIN pg_stat_activity a ON a.pid = i.backend "
    "WHERE i.seen_ms > " LOBBY_NOW " - 3000)";

std::string new_instance_id() { return crypto::to_hex(crypto::random_bytes(8)); }
}  // namespace

PgLobby::PgLobby(std::string url) : url_(std::move(url)), instance_(new_instance_id()) {
  wake_fd_ = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (wake_fd_ < 0) throw std::runtime_error("the lobby cannot make its eventfd");
  sync_ = pg::connect(url_);
  connect();
  thread_ = std::thread([this] { run(); });
}

PgLobby::~PgLobby() {
  stopping_ = true;
  const uint64_t one = 1;
  (void)!::write(wake_fd_, &one, sizeof one);
  thread_.join();
  ::close(wake_fd_);
}

void PgLobby::connect() {
  auto conn = pg::connect(url_);
  pg::exec(conn.get(), std::string("LISTEN ") + kLobbyChannel);
  backend_pid_ = PQbackendPID(conn.get());
  conn_ = std::move(conn);
  beat();  // alive before its first seek
}

void PgLobby::enqueue(Op op) {
  {
    std::lock_guard lock(queue_mutex_);
    queue_.push_back(std::move(op));
  }
  const uint64_t one = 1;
  (void)!::write(wake_fd_, &one, sizeof one);
}

void PgLobby::put(const LobbyEntry& entry) { enqueue({Op::put, entry, {}, -1}); }
void PgLobby::remove(const std::string& kind, const std::string& room) { enqueue({Op::remove, {kind, room, ""}, {}, -1}); }
void PgLobby::release(const std::string& kind, const std::string& room) {
  enqueue({Op::release, {kind, room, ""}, {}, -1});
}
void PgLobby::leave(uint64_t seeker) {
  PooledSeek s;
  s.seeker = seeker;
  enqueue({Op::leave, {}, std::move(s), -1});
}
void PgLobby::seat(const PooledSeek& taken, const std::string& room, int seat) {
  enqueue({Op::seat, {"", room, ""}, taken, seat});
}

void PgLobby::watch(LobbyEvents events, int64_t table_ttl_ms) {
  std::lock_guard lock(events_mutex_);
  events_ = std::move(events);
  table_ttl_ms_ = table_ttl_ms;
  read_again_ = false;
  if (events_.snapshot) {
    // The first reading comes from the thread, as every later one.
    std::lock_guard queue_lock(queue_mutex_);
    read_pending_ = true;
  }
  const uint64_t one = 1;
  (void)!::write(wake_fd_, &one, sizeof one);
}

std::vector<PooledSeek> PgLobby::seek(const PooledSeek& seek, const MaySitTogether& may_sit_together) {
  std::lock_guard lock(sync_mutex_);
  if (!sync_ || PQstatus(sync_.get()) != CONNECTION_OK) sync_ = pg::connect(url_);
  PGconn* c = sync_.get();
  pg::exec(c, "BEGIN");
  try {
    // One pool at a time, across instances: two seeks arriving together on two instances must
    // not both enter the pool unpaired.
    pg::exec(c, "SELECT pg_advisory_xact_lock(1282368121, hashtext($1))", {seek.pool});
    auto r = pg::exec(c,
                      std::string("SELECT instance, seeker, account, body, token_hash FROM lobby_seeks s "
                                  "WHERE pool = $1 AND room = '' AND NOT (instance = $2 AND seeker = $3) "
                                  "AND instance IN ") +
                          kLiveInstances + " ORDER BY since_ms LIMIT 64 FOR UPDATE OF s SKIP LOCKED",
                      {seek.pool, instance_, pg::num(int64_t(seek.seeker))});
    std::vector<PooledSeek> partners;
    for (int i = 0; i < PQntuples(r.get()) && int(partners.size()) + 1 < seek.players; ++i) {
      PooledSeek p;
      p.instance = PQgetvalue(r.get(), i, 0);
      p.seeker = std::stoull(PQgetvalue(r.get(), i, 1));
      p.account = std::stoll(PQgetvalue(r.get(), i, 2));
      p.body = PQgetvalue(r.get(), i, 3);
      p.token_hash = PQgetvalue(r.get(), i, 4);
      p.pool = seek.pool;
      p.players = seek.players;
      const bool fits = may_sit_together(seek, p) && std::all_of(partners.begin(), partners.end(), [&](const PooledSeek& q) {
                          return may_sit_together(q, p);
                        });
      if (fits) partners.push_back(std::move(p));
    }
    if (int(partners.size()) + 1 >= seek.players) {
      for (const auto& p : partners)
        pg::exec(c, "UPDATE lobby_seeks SET room = '*' WHERE instance = $1 AND seeker = $2",
                 {p.instance, pg::num(int64_t(p.seeker))});
      pg::exec(c, "DELETE FROM lobby_seeks WHERE instance = $1 AND seeker = $2", {instance_, pg::num(int64_t(seek.seeker))});
    } else {
      partners.clear();
      pg::exec(c,
               "INSERT INTO lobby_seeks(instance, seeker, pool, account, since_ms, body, token_hash) "
               "VALUES($1, $2, $3, $4, " LOBBY_NOW ", $5, $6) ON CONFLICT (instance, seeker) DO UPDATE SET "
               "pool = excluded.pool, account = excluded.account, since_ms = excluded.since_ms, body = excluded.body, "
               "token_hash = excluded.token_hash, room = '', seat = -1",
               {instance_, pg::num(int64_t(seek.seeker)), seek.pool, pg::num(seek.account), seek.body, seek.token_hash});
    }
    pg::exec(c, "COMMIT");
    return partners;
  } catch (...) {
    PQclear(PQexec(c, "ROLLBACK"));
    throw;
  }
}

void PgLobby::write(const Op& op) {
  PGconn* c = conn_.get();
  const auto& e = op.entry;
  switch (op.what) {
    case Op::put:
      pg::exec(c,
               "WITH w AS (INSERT INTO lobby_entries(kind, room, owner, body, expires_ms) "
               "VALUES($1, $2, $3, $4, " LOBBY_NOW " + $5::bigint) ON CONFLICT (kind, room) DO UPDATE SET "
               "owner = excluded.owner, body = excluded.body, expires_ms = excluded.expires_ms RETURNING 1) "
               "SELECT pg_notify($6, $1 || ' ' || $2) FROM w",
               {e.kind, e.room, instance_, e.body, pg::num(e.kind == "table" ? table_ttl_ms_.load() : kLiveTtlMs), kLobbyChannel});
      return;
    case Op::remove:
      pg::exec(c,
               "WITH d AS (DELETE FROM lobby_entries WHERE kind = $1 AND room = $2 RETURNING 1) "
               "SELECT pg_notify($3, $1 || ' ' || $2) FROM d",
               {e.kind, e.room, kLobbyChannel});
      return;
    case Op::release:
      // Only if still this instance's: the room's next owner may have written it already.
      pg::exec(c, "UPDATE lobby_entries SET owner = '' WHERE kind = $1 AND room = $2 AND owner = $3",
               {e.kind, e.room, instance_});
      // The lobby forgot the room as its own: it takes the entry as the others see it.
      tell_changed(e.kind, e.room);
      return;
    case Op::leave:
      pg::exec(c, "DELETE FROM lobby_seeks WHERE instance = $1 AND seeker = $2", {instance_, pg::num(int64_t(op.seek.seeker))});
      return;
    case Op::seat:
      pg::exec(c,
               "WITH u AS (UPDATE lobby_seeks SET room = $3, seat = $4 WHERE instance = $1 AND seeker = $2 RETURNING 1) "
               "SELECT pg_notify($5, 'paired ' || $1 || ' ' || $2) FROM u",
               {op.seek.instance, pg::num(int64_t(op.seek.seeker)), e.room.empty() ? "!" : e.room, pg::num(op.seat_index),
                kLobbyChannel});
      return;
  }
}

void PgLobby::tell_changed(const std::string& kind, const std::string& room) {
  auto r = pg::exec(conn_.get(), "SELECT body FROM lobby_entries WHERE kind = $1 AND room = $2 AND expires_ms > " LOBBY_NOW,
                    {kind, room});
  std::optional<std::string> body;
  if (PQntuples(r.get()) > 0) body = PQgetvalue(r.get(), 0, 0);
  std::lock_guard lock(events_mutex_);
  if (events_.changed) events_.changed(kind, room, body);
}

void PgLobby::beat() {
  PGconn* c = conn_.get();
  pg::exec(c,
           "INSERT INTO lobby_instances(instance, backend, seen_ms) VALUES($1, $2, " LOBBY_NOW ") "
           "ON CONFLICT (instance) DO UPDATE SET backend = excluded.backend, seen_ms = excluded.seen_ms",
           {instance_, pg::num(backend_pid_)});
  pg::exec(c,
           "UPDATE lobby_entries SET expires_ms = " LOBBY_NOW
           " + CASE kind WHEN 'table' THEN $2::bigint ELSE $3::bigint END WHERE owner = $1",
           {instance_, pg::num(table_ttl_ms_.load()), pg::num(kLiveTtlMs)});
  // Whichever instance comes first drops what expired, and tells everyone (itself directly: it
  // does not hear its own notifications).
  auto gone = pg::exec(c, "WITH d AS (DELETE FROM lobby_entries WHERE expires_ms <= " LOBBY_NOW
                          " RETURNING kind, room) SELECT kind, room, pg_notify($1, kind || ' ' || room) FROM d",
                       {kLobbyChannel});
  pg::exec(c, std::string("DELETE FROM lobby_seeks WHERE instance NOT IN ") + kLiveInstances);
  pg::exec(c, "DELETE FROM lobby_instances WHERE seen_ms < " LOBBY_NOW " - 3600000");
  std::lock_guard lock(events_mutex_);
  if (events_.changed)
    for (int i = 0; i < PQntuples(gone.get()); ++i)
      events_.changed(PQgetvalue(gone.get(), i, 0), PQgetvalue(gone.get(), i, 1), std::nullopt);
}

void PgLobby::read_all(bool again) {
  auto r = pg::exec(conn_.get(), "SELECT kind, room, body FROM lobby_entries WHERE expires_ms > " LOBBY_NOW);
  std::vector<LobbyEntry> entries;
  for (int i = 0; i < PQntuples(r.get()); ++i)
    entries.push_back({PQgetvalue(r.get(), i, 0), PQgetvalue(r.get(), i, 1), PQgetvalue(r.get(), i, 2)});
  std::lock_guard lock(events_mutex_);
  if (events_.snapshot) events_.snapshot(entries, again);
}

void PgLobby::consume() {
  PGconn* c = conn_.get();
  if (PQconsumeInput(c) != 1 || PQstatus(c) != CONNECTION_OK) throw std::runtime_error("the lobby's connection was lost");
  while (PGnotify* n = PQnotifies(c)) {
    const std::string payload = n->extra;
    const bool own = n->be_pid == backend_pid_;
    PQfreemem(n);
    const size_t space = payload.find(' ');
    if (space == std::string::npos) continue;
    const std::string kind = payload.substr(0, space), rest = payload.substr(space + 1);
    if (kind == "paired") {
      // "paired INSTANCE SEEKER": this instance's seeker was seated (its seat's token is here).
      const size_t second = rest.find(' ');
      if (second == std::string::npos || rest.substr(0, second) != instance_) continue;
      const std::string seeker = rest.substr(second + 1);
      auto r = pg::exec(c, "DELETE FROM lobby_seeks WHERE instance = $1 AND seeker = $2 AND room NOT IN ('', '*') "
                           "RETURNING room, seat",
                        {instance_, seeker});
      if (PQntuples(r.get()) == 0) continue;
      const std::string room = PQgetvalue(r.get(), 0, 0);
      const int seat = std::stoi(PQgetvalue(r.get(), 0, 1));
      std::lock_guard lock(events_mutex_);
      if (events_.paired) events_.paired(std::stoull(seeker), room == "!" ? "" : room, seat);
    } else if (!own) {
      tell_changed(kind, rest);
    }
  }
}

void PgLobby::run() {
  auto last_beat = std::chrono::steady_clock::now();
  auto last_read = last_beat;
  auto backoff = std::chrono::milliseconds(100);
  while (!stopping_) {
    if (!conn_) {
      std::this_thread::sleep_for(backoff);
      try {
        connect();
        backoff = std::chrono::milliseconds(100);
        read_again_ = true;
      } catch (const std::exception&) {
        backoff = std::min(backoff * 2, std::chrono::milliseconds(2000));
      }
      continue;
    }
    try {
      std::deque<Op> ops;
      bool read_now = false;
      {
        std::lock_guard lock(queue_mutex_);
        ops.swap(queue_);
        std::swap(read_now, read_pending_);
      }
      for (const auto& op : ops) write(op);
      const auto now = std::chrono::steady_clock::now();
      if (now - last_beat >= kBeat) {
        last_beat = now;
        beat();
      }
      if (read_now || read_again_ || now - last_read >= kReadAll) {
        last_read = now;
        read_all(read_again_.exchange(false));
      }
      pollfd p[2] = {{PQsocket(conn_.get()), POLLIN, 0}, {wake_fd_, POLLIN, 0}};
      poll(p, 2, 200);
      if (p[1].revents & POLLIN) {
        uint64_t count = 0;
        (void)!::read(wake_fd_, &count, sizeof count);
      }
      consume();
    } catch (const std::exception&) {
      // Lost (or a statement failed): connect again; once back, every entry is read anew and the
      // lobby writes its own again (snapshot `again`).
      conn_.reset();
    }
  }
}

}  // namespace cubilete::store

#undef LOBBY_NOW
