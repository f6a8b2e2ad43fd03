#pragma once
// The lobby's list of open tables (PROTOCOL.md v1.1, "Lobby and quick play"), pure: rooms tell it
// how their public table stands, sockets subscribe with a filter, and each call returns the
// messages to deliver and to whom. A table is listed while it is open (waiting, a seat free, not
// expired) and leaves the list the moment it is not. No socket, no clock, no lock: the lobby's
// actor (lobby.h) holds it.
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/lobby/lobby_table.h"

namespace cubilete::server::lobby {

using SubscriberId = uint64_t;

// What a socket watches: every table, or only one game's, one language's, or both.
struct Filter {
  std::string game;      // "" any
  std::string language;  // "" any
  bool admits(const Table& table) const;
};

struct Delivery {
  SubscriberId to = 0;
  std::shared_ptr<const std::string> text;  // one text shared by every socket that gets it
};
using Deliveries = std::vector<Delivery>;

class LobbyList {
 public:
  // A public room's table as it stands: listed (added, or replaced by a `table_added` carrying
  // its new seats) while `open`, removed otherwise. Returns the messages for the subscribers
  // whose filter admits it; nothing when nothing they see changed.
  Deliveries put(const Table& table, bool open);
  // The room is gone (expired, failed, handed over): as put(..., false).
  Deliveries remove(const std::string& room);
  // A new socket: its `lobby` snapshot, oldest table first.
  Deliveries subscribe(SubscriberId id, const Filter& filter);
  void unsubscribe(SubscriberId id);

  // Open tables made from `address` now (for the limit on public tables per address).
  int tables_from(const std::string& address) const;
  const Table* find(const std::string& room) const;
  // Every listed room, oldest first.
  const std::vector<std::string>& rooms() const { return order_; }
  size_t size() const { return order_.size(); }
  size_t subscribers() const { return filters_.size(); }

 private:
  Deliveries to_admitting(const Table& table, const std::string& text) const;

  std::unordered_map<std::string, Table> tables_;
  std::vector<std::string> order_;  // rooms, oldest listed first
  std::unordered_map<SubscriberId, Filter> filters_;
};

}  // namespace cubilete::server::lobby
