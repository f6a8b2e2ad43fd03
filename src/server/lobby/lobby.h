#pragma once
// The lobby of one instance (PROTOCOL.md v1.1, "Lobby and quick play"): the actor around the
// lobby's machine (lobby_machine.h), as room.h is the room's. It numbers the sockets of
// /ws?lobby=1 and keeps their connections, hands every call to the machine as a command under one
// lock (its state is small and each command short: a socket's send only queues), and carries out
// what the machine returns: the sends, the three timers, the session reads and the shared pool's
// pairing on the workers, the shared store's writes, and the rooms quick play makes, which the
// registry makes outside the lock (it may ask the store).
#include <boost/asio/steady_timer.hpp>

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "server/connection.h"
#include "server/lobby/lobby_machine.h"

namespace cubilete::store {
class SharedLobby;
}  // namespace cubilete::store

namespace cubilete::server {

struct ServerContext;

// Who a lobby socket's session cookie said it was when it opened (account 0: a guest).
struct LobbySignIn {
  int64_t account = 0;
  std::string name;          // the seat's name in quick play
  std::string session_hash;  // read again before the socket acts as the account
};

class Lobby : private lobby::Door {
 public:
  Lobby();
  ~Lobby() override;
  void attach(ServerContext& context);

  // A public room's table as it stands now (open: listed). Any thread.
  void table(const lobby::Table& table, bool open);
  // A public room's game as it plays (playing), or that it stopped. Any thread. The sockets hear
  // of the changes at most once a second (games_live).
  void live(const lobby::LiveGame& game, bool playing);
  // A public room this instance no longer serves (handed over or forgotten while it waits or
  // plays, not ended): with a shared store its table and game stay listed for the instance that
  // takes it up (or until they expire); else they leave, as the room is gone. Any thread.
  void release(const std::string& room);
  // An account was deleted: the tables and games on the lists that name it and that no room here
  // serves leave them at once (their room lists itself again, nameless, when an instance takes it
  // up); the rooms served here list themselves again as they hear of it. Any thread.
  void account_gone(const std::string& account_name);
  // "" if `address` may list one more public table now, else why not.
  std::string refuse_listing(const std::string& address);

  // A lobby socket: `game` and `language` filter the list it receives ("" any). The filter is
  // checked by the machine: an unknown game is told and closed. `who`: for rated quick play and
  // the seat's name.
  void connect(const std::shared_ptr<Connection>& connection, const std::string& game, const std::string& language,
               const std::string& address, const LobbySignIn& who = {});
  void receive(const std::shared_ptr<Connection>& connection, std::string_view raw);
  // A closed socket leaves the list's subscribers and the pool.
  void disconnect(const std::shared_ptr<Connection>& connection);
  // The server is stopping: every lobby socket is closed with `reason`.
  void close_all(const std::string& reason);

 private:
  // The door (admission.h), as the machine asks it under the lock.
  std::optional<Refusal> new_room(const Entrant& who, const std::string& game, const std::string& rules_text) override;
  std::optional<Refusal> still_welcome(const Entrant& who) override;

  // Takes the lock, runs the command, then makes the rooms it asked for (outside the lock).
  void run(lobby::Command command);
  // The same from an I/O thread, the store's thread or a worker: an exception is logged, never
  // lets the server end.
  void run_guarded(lobby::Command command, const char* what);
  // With the lock held: the machine takes the command and its effects are carried out, but the
  // rooms to make, which wait in `rooms`.
  void run_locked(lobby::Command command, std::vector<lobby::MakeRoom>& rooms);
  void carry_out(lobby::Effect& effect);
  void carry_out(lobby::Send& e);
  void carry_out(lobby::SendAll& e);
  void carry_out(lobby::Close& e);
  void carry_out(lobby::ArmTimer& e);
  void carry_out(lobby::CancelTimer& e);
  void carry_out(lobby::CheckSession& e);
  void carry_out(lobby::Share& e);
  void carry_out(lobby::PoolSeek& e);
  void carry_out(lobby::MakeRoom& e);
  void carry_out(lobby::WatchTournament& e);
  void carry_out(lobby::Log& e);
  // Who sits where is chosen by chance, then the registry makes the room; each person hears once
  // it is both named and stored (RoomMade).
  void make_room(lobby::MakeRoom m);
  boost::asio::steady_timer& timer(lobby::Timer timer);
  Connection* connection(lobby::WatcherId id) const;

  // Where a room being made tells that it is named and stored (from the registry's or the store's
  // thread): this lobby while it lives, nobody once it is gone. Its mutex is held while it tells,
  // so the lobby's destructor waits for an answer being told, never for one that may not come (a
  // server stopping stops the strands that would answer).
  struct RoomAnswers {
    std::mutex mutex;
    Lobby* lobby = nullptr;
  };

  ServerContext* context_ = nullptr;
  std::shared_ptr<RoomAnswers> room_answers_;
  std::mutex mutex_;  // guards machine_, connections_ and ids_
  std::unique_ptr<lobby::Machine> machine_;
  std::unordered_map<lobby::WatcherId, std::shared_ptr<Connection>> connections_;
  std::unordered_map<const Connection*, lobby::WatcherId> ids_;
  lobby::WatcherId last_id_ = 0;
  std::array<std::unique_ptr<boost::asio::steady_timer>, 3> timers_;  // by lobby::Timer
  store::SharedLobby* shared_ = nullptr;  // a shared store's lobby (none: this instance is the lobby)
  // Work on the workers that uses this lobby until it ends: session reads and pairings.
  std::atomic<int> in_flight_{0};
};

}  // namespace cubilete::server
