#pragma once
// Every room the server holds, by code: creating rooms (POST /api/rooms and rematches), finding
// them (loading finished ones from the store on demand), bringing unfinished rooms back at start,
// and dropping waiting rooms nobody joined.
#include <nlohmann/json.hpp>

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/room.h"

namespace cubilete::server {

class RoomRegistry {
 public:
  void attach(ServerContext& context) { context_ = &context; }

  // POST /api/rooms: checks the body, makes the room, stores it, then replies.
  void create(const nlohmann::json& body, Reply reply);
  struct Made {
    std::string code;
    std::vector<std::string> tokens;  // per seat ("" for bots)
  };
  // A room with every seat already taken (new tokens), which starts at once.
  std::optional<Made> create_rematch(const std::string& previous, const std::string& game, const Assignments& rules,
                                     const std::vector<store::SeatRecord>& seats, int turn_seconds);

  // The room, or null. Rooms not in memory (finished before a restart) are read from the store.
  std::shared_ptr<Room> find(const std::string& code);
  void remove(const std::string& code);
  // At start: every waiting and playing room from the store, replayed. Returns how many.
  size_t load_active();
  void for_each(const std::function<void(const std::shared_ptr<Room>&)>& f);
  // Drops waiting rooms idle for longer than the expiry.
  void sweep();
  size_t size() const;

 private:
  std::shared_ptr<Room> adopt(store::RoomRecord record);
  std::string unused_code();

  ServerContext* context_ = nullptr;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::shared_ptr<Room>> rooms_;
};

}  // namespace cubilete::server
