#pragma once
// The lobby machine's state (lobby_machine.h): the lists its sockets watch, the quick-play pool,
// the sockets by number, the news waiting for their batch, the timers' generations, and the rooms
// served here whose entries the shared store holds.
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "server/lobby/live_games.h"
#include "server/lobby/lobby_commands.h"
#include "server/lobby/lobby_list.h"
#include "server/lobby/quick_pool.h"

namespace cubilete::server::lobby {

// A lobby socket.
struct Watcher {
  WatcherId id = 0;
  std::string address;
  Filter filter;
  int64_t account = 0;  // 0: a guest
  std::string account_name, session_hash;
  // A seek or a bot accepted as the account waits for its session to be read again (signed out
  // everywhere, or ended by a ban, it no longer acts as the account); what the socket sends
  // meanwhile waits behind it, in order.
  bool checking = false;
  std::deque<Receive> waiting;
  // The games_live it has seen (on connect: the list as it stood, sent only if not empty): it
  // hears only of changes within its filter.
  std::shared_ptr<const std::string> live_seen;
};

// The generation each timer was armed with (0: not armed), as the room's (room_parts.h).
struct LobbyTimers {
  uint64_t last = 0;
  uint64_t offer = 0, live = 0, news = 0;
  std::optional<int64_t> offer_at;  // when the offer timer fires
};

struct LobbyParts {
  explicit LobbyParts(QuickPool quick_pool) : pool(std::move(quick_pool)) {}
  LobbyList list;
  QuickPool pool;
  LiveGames live;
  std::unordered_map<WatcherId, Watcher> watchers;
  // The list's news (and games_live) of each socket, waiting for the batch to go out.
  std::unordered_map<WatcherId, std::vector<std::shared_ptr<const std::string>>> outbox;
  LobbyTimers timers;
  bool live_changed = false;
  int64_t live_sent_ms = 0;  // when games_live last went out
  // The rooms served here whose table, or live game, is listed: here they are what the room says,
  // whatever the shared store held a moment ago (with a shared store only).
  std::unordered_set<std::string> own_tables, own_live;
};

}  // namespace cubilete::server::lobby
