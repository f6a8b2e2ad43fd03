#pragma once
// What the lobby asks of the world: the effects its machine returns (lobby_machine.h), in the
// order they are to be carried out. The actor (lobby.h) carries them out with the server's
// sockets, timers, workers, registry and shared store; a test reads them.
#include <cstdint>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "server/lobby/lobby_commands.h"

namespace cubilete::server::lobby {

// A message to one socket at once (an answer, the snapshot): the same text may go to many.
struct Send {
  WatcherId to = 0;
  std::shared_ptr<const std::string> text;
};
// A batch of the list's news to one socket, in order, in one go.
struct SendAll {
  WatcherId to = 0;
  std::vector<std::shared_ptr<const std::string>> texts;
};
// Sends what is queued on the socket, then closes it with `reason`.
struct Close {
  WatcherId watcher = 0;
  std::string reason;
};
// `timer` fires after `after_ms` as TimerFired{timer, generation}; arming it again replaces it.
struct ArmTimer {
  Timer timer = Timer::News;
  int64_t after_ms = 0;
  uint64_t generation = 0;
};
struct CancelTimer {
  Timer timer = Timer::News;
};
// A signed-in socket's session read again from the store (on a worker) before `message` acts as
// its account: answered with SessionChecked.
struct CheckSession {
  std::string session_hash;
  int64_t account = 0;
  Receive message;
};

// The shared lobby's queued writes (store/shared_lobby.h), answered by nothing.
namespace shared {
struct Put {
  store::LobbyEntry entry;
};
struct Remove {
  std::string kind, room;
};
struct Release {
  std::string kind, room;
};
struct Leave {
  WatcherId seeker = 0;
};
struct Seat {
  store::PooledSeek taken;
  std::string room;  // "": the room could not be made
  int seat = -1;
};
}  // namespace shared
using SharedWrite = std::variant<shared::Put, shared::Remove, shared::Release, shared::Leave, shared::Seat>;
struct Share {
  SharedWrite write;
};
// The shared pool's pairing (a transaction: on a worker) for `seek`: answered with PoolAnswer.
// `mine` holds the token's hash only.
struct PoolSeek {
  store::PooledSeek mine;
  Seek seek;
};
// A room with every seat taken: `people` in the pool's order (the actor chooses who sits where, by
// chance), `bot` in every other seat ("" between people). Answered with RoomMade.
struct MakeRoom {
  std::vector<Seek> people;
  std::string bot;
};
// The socket watches a tournament (server/tournament/tournament_service.h): as `account` (0: a
// guest, who hears the standings only), from `address`, its part of the dice `client_seed`.
struct WatchTournament {
  WatcherId watcher = 0;
  std::string tournament;
  int64_t account = 0;
  std::string address, client_seed;
};
// A warning for the server's log.
struct Log {
  std::string line;
};

using Effect = std::variant<Send, SendAll, Close, ArmTimer, CancelTimer, CheckSession, Share, PoolSeek, MakeRoom,
                            WatchTournament, Log>;
using Effects = std::vector<Effect>;

}  // namespace cubilete::server::lobby
