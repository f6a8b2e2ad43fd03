#pragma once
// Which instance serves which room, for the PostgreSQL store: one session advisory lock per room,
// held on a dedicated connection (PostgreSQL frees them all when that connection dies, whoever
// killed it), and LISTEN on a channel where an instance that wants a room asks its holder to let
// it go. A thread watches the connection: a lost connection loses every claim at once (the
// server then drops those rooms) and is made again.
#include <atomic>
#include <map>
#include <mutex>
#include <string>
#include <thread>

#include "store/pg_connection.h"
#include "store/store.h"

namespace cubilete::store {

class PgOwnership {
 public:
  // Connects (throws std::runtime_error if it cannot) and starts watching.
  explicit PgOwnership(std::string url);
  ~PgOwnership();

  RoomStore::Claim claim(const std::string& code);
  // Gives back one count of the claim at once (the store calls it after the room's writes).
  void release(const std::string& code, uint64_t generation);
  void watch(RoomStore::OwnershipEvents events);

 private:
  void connect();
  void run();
  // Under mutex_: forgets every claim and the connection; returns the new generation.
  uint64_t lose();

  const std::string url_;
  std::mutex mutex_;  // the connection and the claims
  pg::Conn conn_;     // null while lost
  int backend_pid_ = 0;
  std::map<std::string, int> held_;  // room -> count of claims
  uint64_t generation_ = 1;
  std::mutex events_mutex_;
  RoomStore::OwnershipEvents events_;
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace cubilete::store
