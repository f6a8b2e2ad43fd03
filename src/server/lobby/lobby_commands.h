#pragma once
// What happens to the lobby: the commands its machine takes (lobby_machine.h). The sockets and
// their messages, the rooms' news of their tables and games, and the answers of the world the
// lobby asked something of: the timers, the session reads and the shared pool on the workers, the
// registry that makes a room, the shared store's news. Time comes with each command
// (Machine::handle), never from a clock read inside.
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "server/lobby/live_games.h"
#include "server/lobby/lobby_list.h"
#include "server/lobby/lobby_messages.h"
#include "server/lobby/quick_pool.h"
#include "store/shared_lobby.h"

namespace cubilete::server::lobby {

// One id for a lobby socket everywhere: the list's subscriber, the pool's seeker.
using WatcherId = SubscriberId;

// Bot offers; games_live at most once a second; the list's news, batched.
enum class Timer { Offer, Live, News };

// A socket opened with its filter ("" any) and who its session cookie said it was (account 0: a
// guest); the filter is checked here.
struct Connect {
  WatcherId watcher = 0;
  std::string game, language, address;
  int64_t account = 0;
  std::string account_name, session_hash;
};
struct Disconnect {
  WatcherId watcher = 0;
};
// A socket's message, read and checked (lobby_messages.h). `token`: a seek's seat token, drawn by
// the actor (the machine draws nothing).
struct Receive {
  WatcherId watcher = 0;
  LobbyMessage message;
  std::string token;
};
// The server is stopping: every socket hears what is queued, then is closed with `reason`.
struct CloseAll {
  std::string reason;
};
// A public room's table as it stands (open: listed), and its game as it plays (playing) or that it
// stopped: from the room, after each of its commands.
struct PutTable {
  Table table;
  bool open = false;
};
struct PutLive {
  LiveGame game;
  bool playing = false;
};
// A public room this instance no longer serves (handed over or forgotten, not ended).
struct Release {
  std::string room;
};
// An account was deleted.
struct AccountGone {
  std::string account_name;
};

// The world's answers.
struct TimerFired {
  Timer timer = Timer::News;
  uint64_t generation = 0;  // the ArmTimer's; a stale one (armed again, or cancelled) is ignored
};
// A signed-in socket's session read again for `message`, which waited for it: still the
// account's (live), or ended (signed out, or by a moderator).
struct SessionChecked {
  Receive message;
  bool live = false;
};
// The shared pool's answer to `seek` (PoolSeek): the partners it was paired with (none: it
// entered the pool and waits there), or why the pool could not be asked (`failure`).
struct PoolAnswer {
  Seek seek;
  std::vector<store::PooledSeek> partners;
  std::string failure;
};
// The registry's answer to MakeRoom, once the room is both named and stored: `people` in seat
// order; `code` "" when no room was made, with the registry's `refusal` ("too_many_rooms" or
// "moved"), or `store_error` when the store refused it.
struct RoomMade {
  std::vector<Seek> people;
  std::string bot, code, refusal, store_error;
};
// The shared store's news: another instance changed an entry (no body: it left the lists); every
// entry (again: after the store was out of reach); another instance seated one of our seekers.
struct SharedChanged {
  std::string kind, room;
  std::optional<std::string> body;
};
struct SharedSnapshot {
  std::vector<store::LobbyEntry> entries;
  bool again = false;
};
struct SharedPaired {
  WatcherId seeker = 0;
  std::string room;  // "": the room could not be made
  int seat = -1;
};

using Command = std::variant<Connect, Disconnect, Receive, CloseAll, PutTable, PutLive, Release, AccountGone,
                             TimerFired, SessionChecked, PoolAnswer, RoomMade, SharedChanged, SharedSnapshot,
                             SharedPaired>;

}  // namespace cubilete::server::lobby
