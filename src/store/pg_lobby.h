#pragma once
// The shared lobby on PostgreSQL (shared_lobby.h): one thread and its connection write this
// instance's entries in order, LISTEN on the `cubilete_lobby` channel for the others' changes,
// beat this instance's heartbeat every second (renewing the entries it keeps, dropping what
// expired and the seeks of instances whose heartbeat stopped), and read every entry again every
// few seconds; a second connection pairs quick-play seeks, one pool at a time (a transaction
// advisory lock per pool).
#include <atomic>
#include <deque>
#include <mutex>
#include <string>
#include <thread>

#include "store/pg_connection.h"
#include "store/shared_lobby.h"

namespace cubilete::store {

class PgLobby final : public SharedLobby {
 public:
  // Connects (throws std::runtime_error if it cannot) and starts its thread.
  explicit PgLobby(std::string url);
  ~PgLobby() override;

  void put(const LobbyEntry& entry) override;
  void remove(const std::string& kind, const std::string& room) override;
  void release(const std::string& kind, const std::string& room) override;
  std::vector<PooledSeek> seek(const PooledSeek& seek, const MaySitTogether& may_sit_together) override;
  void leave(uint64_t seeker) override;
  void seat(const PooledSeek& taken, const std::string& room, int seat) override;
  void watch(LobbyEvents events, int64_t table_ttl_ms) override;

 private:
  struct Op {
    enum Kind { put, remove, release, leave, seat } what = put;
    LobbyEntry entry;
    PooledSeek seek;
    int seat_index = -1;
  };
  void enqueue(Op op);
  void run();
  void connect();
  void write(const Op& op);
  void beat();
  void read_all(bool again);
  void consume();
  void tell_changed(const std::string& kind, const std::string& room);

  const std::string url_;
  const std::string instance_;  // random, drawn at start: whose entries and seeks are whose
  pg::Conn conn_;  // the thread's (null while lost)
  int backend_pid_ = 0;
  std::mutex sync_mutex_;
  pg::Conn sync_;  // seek()'s
  std::mutex queue_mutex_;
  std::deque<Op> queue_;
  bool read_pending_ = false;  // watch() asks the thread for every entry
  int wake_fd_ = -1;  // an eventfd: a queued write wakes the thread
  std::mutex events_mutex_;
  LobbyEvents events_;
  std::atomic<int64_t> table_ttl_ms_{600'000};
  std::atomic<bool> read_again_{false};
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace cubilete::store
