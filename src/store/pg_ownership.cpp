#include "store/pg_ownership.h"

#include <fmt/format.h>
#include <poll.h>

#include <chrono>
#include <stdexcept>
#include <vector>

namespace cubilete::store {

namespace {
constexpr const char* kReleaseChannel = "cubilete_release";
// How long a claim waits for the holder to let the room go before answering held_elsewhere.
constexpr auto kHandOverWait = std::chrono::milliseconds(1500);
constexpr auto kPing = std::chrono::seconds(2);

// The room's lock: the code's bytes (at most 7, none zero, so the number tells the code) under a
// high byte of cubilete's own, away from other users of advisory locks.
std::string lock_key(const std::string& code) {
  if (code.empty() || code.size() > 7) throw std::runtime_error(fmt::format("no lock for room code '{}'", code));
  uint64_t key = uint64_t(0x43) << 56;
  for (size_t i = 0; i < code.size(); ++i) key |= uint64_t(static_cast<unsigned char>(code[code.size() - 1 - i])) << (8 * i);
  return std::to_string(int64_t(key));
}
}  // namespace

PgOwnership::PgOwnership(std::string url) : url_(std::move(url)) {
  connect();
  thread_ = std::thread([this] { run(); });
}

PgOwnership::~PgOwnership() {
  stopping_ = true;
  thread_.join();
}

void PgOwnership::connect() {
  auto conn = pg::connect(url_);
  pg::exec(conn.get(), std::string("LISTEN ") + kReleaseChannel);
  std::lock_guard lock(mutex_);
  backend_pid_ = PQbackendPID(conn.get());
  conn_ = std::move(conn);
}

uint64_t PgOwnership::lose() {
  held_.clear();
  conn_.reset();
  return ++generation_;
}

RoomStore::Claim PgOwnership::claim(const std::string& code) {
  const std::string key = lock_key(code);
  const auto deadline = std::chrono::steady_clock::now() + kHandOverWait;
  bool asked = false;
  for (;;) {
    {
      std::lock_guard lock(mutex_);
      if (!conn_) return {RoomStore::Claim::unavailable, generation_};
      if (auto it = held_.find(code); it != held_.end()) {
        ++it->second;
        return {RoomStore::Claim::owned, generation_};
      }
      try {
        if (pg::scalar(conn_.get(), "SELECT pg_try_advisory_lock($1::bigint)", {key}) == "t") {
          held_[code] = 1;
          return {RoomStore::Claim::owned, generation_};
        }
        if (!asked) pg::exec(conn_.get(), "SELECT pg_notify($1, $2)", {kReleaseChannel, code});
        asked = true;
      } catch (const std::exception&) {
        return {RoomStore::Claim::unavailable, generation_};  // the watcher sees the connection go
      }
    }
    if (std::chrono::steady_clock::now() >= deadline) return {RoomStore::Claim::held_elsewhere, generation_};
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

void PgOwnership::release(const std::string& code, uint64_t generation) {
  std::lock_guard lock(mutex_);
  auto it = held_.find(code);
  if (generation != generation_ || !conn_ || it == held_.end()) return;  // lost meanwhile: nothing held
  if (--it->second > 0) return;
  held_.erase(it);
  try {
    pg::exec(conn_.get(), "SELECT pg_advisory_unlock($1::bigint)", {lock_key(code)});
  } catch (const std::exception&) {
    // The connection is going: PostgreSQL frees the lock with it.
  }
}

void PgOwnership::watch(RoomStore::OwnershipEvents events) {
  std::lock_guard lock(events_mutex_);
  events_ = std::move(events);
}

void PgOwnership::run() {
  auto last_ping = std::chrono::steady_clock::now();
  auto backoff = std::chrono::milliseconds(100);
  while (!stopping_) {
    int fd = -1;
    {
      std::lock_guard lock(mutex_);
      if (conn_) fd = PQsocket(conn_.get());
    }
    if (fd < 0) {
      // Lost: connect again, a little later each time.
      std::this_thread::sleep_for(backoff);
      try {
        connect();
        backoff = std::chrono::milliseconds(100);
      } catch (const std::exception&) {
        backoff = std::min(backoff * 2, std::chrono::milliseconds(2000));
      }
      continue;
    }
    pollfd p{fd, POLLIN, 0};
    poll(&p, 1, 50);
    std::vector<std::string> wanted;
    uint64_t lost = 0;
    {
      std::lock_guard lock(mutex_);
      bool alive = conn_ && PQconsumeInput(conn_.get()) == 1 && PQstatus(conn_.get()) == CONNECTION_OK;
      if (alive) {
        while (PGnotify* n = PQnotifies(conn_.get())) {
          if (n->be_pid != backend_pid_ && held_.count(n->extra)) wanted.emplace_back(n->extra);
          PQfreemem(n);
        }
        if (std::chrono::steady_clock::now() - last_ping > kPing) {
          last_ping = std::chrono::steady_clock::now();
          try {
            pg::exec(conn_.get(), "SELECT 1");
          } catch (const std::exception&) {
            alive = false;
          }
        }
      }
      if (!alive) lost = lose();
    }
    std::lock_guard lock(events_mutex_);
    for (const auto& code : wanted)
      if (events_.wanted) events_.wanted(code);
    if (lost && events_.lost) events_.lost(lost);
  }
}

}  // namespace cubilete::store
