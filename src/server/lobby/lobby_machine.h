#pragma once
// The lobby of one instance as a state machine (PROTOCOL.md v1.1, "Lobby and quick play"):
// commands in (lobby_commands.h), effects out (lobby_effects.h), as the room's
// (room/room_machine.h). It holds the list of open public tables and the games being played that
// its sockets watch, the quick-play pool with its bot offers, the sockets' session checks, and the
// news batched for the sockets; it never touches a socket, a timer, a thread, the store or the
// clock. The actor (lobby.h) feeds it under its lock and carries out what it returns; a test feeds
// it directly.
//
// With a shared store (PostgreSQL, several instances) the lists and the pool are the instances' in
// common (store/shared_lobby.h): what this instance serves is written there (Share), the others'
// news arrives from it (SharedChanged, SharedSnapshot), and a seek is paired there (PoolSeek).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "server/admission.h"
#include "server/lobby/lobby_commands.h"
#include "server/lobby/lobby_effects.h"
#include "server/lobby/lobby_parts.h"
#include "server/server_config.h"

namespace cubilete::server::lobby {

// The server's one door (admission.h) as the lobby asks it. It is asked at once, while a message
// is acted on: a new room counts against the address's limits, so it is asked only once the seek's
// own checks passed, and before the messages that came after it are acted on.
class Door {
 public:
  virtual ~Door() = default;
  // A seek may make a room (with a person, or the bot it accepts): counted as a new room.
  virtual std::optional<Refusal> new_room(const Entrant& who, const std::string& game, const std::string& rules_text) = 0;
  // A room is about to be made for someone counted earlier: only the bans that came meanwhile.
  virtual std::optional<Refusal> still_welcome(const Entrant& who) = 0;
};

class Machine {
 public:
  // `shared_store`: the instances share the lists and the pool (store::SharedLobby).
  Machine(const ServerConfig& config, bool shared_store, Door& door);
  // Takes one command at `now_ms` (a steady clock's milliseconds) and returns what the world is to
  // do, in order.
  Effects handle(int64_t now_ms, Command command);
  // "" if `address` may list one more public table now, else why not.
  std::string refuse_listing(const std::string& address) const;
  const LobbyParts& parts() const { return parts_; }
  const Watcher* watcher(WatcherId id) const;

 private:
  // One handler per command (lobby_machine.cpp: sockets, timers and the batch; machine_lists.cpp:
  // the tables and games and the shared store's news of them; machine_quick.cpp: quick play).
  void on(Connect& c);
  void on(Disconnect& c);
  void on(Receive& c);
  void on(CloseAll& c);
  void on(PutTable& c);
  void on(PutLive& c);
  void on(Release& c);
  void on(AccountGone& c);
  void on(TimerFired& c);
  void on(SessionChecked& c);
  void on(PoolAnswer& c);
  void on(RoomMade& c);
  void on(SharedChanged& c);
  void on(SharedSnapshot& c);
  void on(SharedPaired& c);

  // Timers: each arming takes a new generation; a TimerFired of another is stale.
  void arm(Timer timer, int64_t after_ms);
  void cancel(Timer timer);
  uint64_t& armed(Timer timer);

  // The list's news join the outbox, which goes out 50 ms after the first of them, each socket's
  // news in one batch and in order: under load a socket is sent one batch, not hundreds of
  // messages, a second (docs/online-table.md, "The lobby under load").
  void deliver(const Deliveries& deliveries);
  void to_outbox(WatcherId id, std::shared_ptr<const std::string> text);
  void flush_outbox();
  // games_live to every socket now, or once a second has passed since the last.
  void arm_live();
  void send_live();
  // An entry as the shared store holds it, into the lists (none: it left).
  void apply_shared(const std::string& kind, const std::string& room, const std::optional<std::string>& body);

  // Quick play (machine_quick.cpp).
  static bool acts_as_account(const Watcher& watcher, const Receive& message);
  void act(const Receive& message);
  void seek(const Watcher& watcher, const SeekMessage& m, const std::string& token);
  void accept_bot(WatcherId id);
  void leave_pool(WatcherId id);
  void arm_offers();
  void offer_due();
  // Every way into a room goes through the same checks: a ban that came while they waited, and
  // what a rated room may be; then the room is made (MakeRoom).
  void seat(std::vector<Seek> people, const std::string& bot);
  // Each person of a table hears where they sit (`failure` "": seated in `code`), on their own
  // socket, or through the shared store for another instance's.
  void tell_seated(const std::vector<Seek>& people, const std::string& code, const std::string& failure);

  void send(WatcherId id, std::shared_ptr<const std::string> text);
  void send(WatcherId id, const std::string& text);
  void send_error(WatcherId id, const std::string& code, const std::string& message);
  void log(std::string line);
  template <class E>
  void emit(E effect) {
    out_.emplace_back(std::move(effect));
  }

  const ServerConfig& config_;
  const bool shared_store_;
  Door& door_;
  LobbyParts parts_;
  int64_t now_ = 0;
  Effects out_;
};

}  // namespace cubilete::server::lobby
