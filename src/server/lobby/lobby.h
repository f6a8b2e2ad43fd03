#pragma once
// The lobby of one instance (PROTOCOL.md v1.1, "Lobby and quick play"): the sockets of
// /ws?lobby=1, the list of open public tables they watch (lobby_list.h) and the quick-play pool
// (quick_pool.h), with the timer of the bot offers. Rooms tell it how their public table stands;
// a pairing makes a room through the registry with every seat taken and sends each person their
// own seat's token, on their own socket only. Its state is small and each call short: one mutex
// guards it (a socket's send only queues), and nothing slow (the store) runs under it.
// With a shared store (PostgreSQL, several instances) the lists and the pool are the instances'
// in common (store/shared_lobby.h; docs/operating.md, "The lobby across instances"): the rooms this
// instance serves are written there, the others' changes arrive from it, and the lists here are
// the whole of it.
#include <boost/asio/steady_timer.hpp>

#include <atomic>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <variant>
#include <vector>

#include "server/connection.h"
#include "server/lobby/live_games.h"
#include "server/lobby/lobby_list.h"
#include "server/lobby/lobby_messages.h"
#include "server/lobby/quick_pool.h"

namespace cubilete::store {
class SharedLobby;
struct LobbyEntry;
}  // namespace cubilete::store

namespace cubilete::server {

struct ServerContext;

// Who a lobby socket's session cookie said it was when it opened (account 0: a guest).
struct LobbySignIn {
  int64_t account = 0;
  std::string name;          // the seat's name in quick play
  std::string session_hash;  // read again before the socket acts as the account
};

class Lobby {
 public:
  Lobby();
  ~Lobby();
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
  // checked here: an unknown game is told and closed. `who`: for rated quick play and the seat's
  // name.
  void connect(const std::shared_ptr<Connection>& connection, const std::string& game, const std::string& language,
               const std::string& address, const LobbySignIn& who = {});
  void receive(const std::shared_ptr<Connection>& connection, std::string_view raw);
  // A closed socket leaves the list's subscribers and the pool.
  void disconnect(const std::shared_ptr<Connection>& connection);
  // The server is stopping: every lobby socket is closed with `reason`.
  void close_all(const std::string& reason);

 private:
  struct Socket {
    std::shared_ptr<Connection> connection;
    std::string address;
    lobby::Filter filter;
    int64_t account = 0;
    std::string account_name;
    std::string session_hash;
    // A seek or a bot accepted as the account waits for its session to be read again (signed out
    // everywhere, or ended by a ban, it no longer acts as the account); what the socket sends
    // meanwhile waits behind it, in order.
    bool checking = false;
    std::deque<lobby::LobbyMessage> waiting;
    // The games_live it has seen (on connect: the list as it stood, sent only if not empty):
    // it hears only of changes within its filter.
    std::shared_ptr<const std::string> live_seen;
  };
  // A table the pool completed, or a person who took the bot, to be seated (outside the lock).
  struct Seating {
    std::vector<lobby::Seek> people;
    std::string bot;  // "" between people
  };
  // With the lock held: the list's news (and games_live) join the outbox, which goes out
  // kNewsBatch after the first of them, each socket's news in one go and in order.
  void deliver(const lobby::Deliveries& deliveries);
  void to_outbox(uint64_t id, const std::shared_ptr<const std::string>& text);
  void flush_outbox();
  void send(uint64_t id, const std::string& text);
  void error(uint64_t id, const std::string& code, const std::string& message);
  // A message the socket sent, in its turn: acted on now, or after its session is read again.
  void dispatch(const std::shared_ptr<Connection>& connection, lobby::LobbyMessage message);
  // With the lock held: whether `message` from `socket` acts as its account.
  static bool acts_as_account(const Socket& socket, const lobby::LobbyMessage& message);
  // With the lock held: `message` waits while the socket's session is read on a worker, then is
  // acted on (or the socket is closed), and what waited behind it follows.
  void check_session(uint64_t id, const std::shared_ptr<Connection>& connection, lobby::LobbyMessage message);
  void act(const std::shared_ptr<Connection>& connection, const lobby::LobbyMessage& message);
  // With the lock held: offers whose wait ran out go out, and the timer is set for the next.
  void offer_due();
  void arm_timer();
  // With the lock held: games_live to every socket now, or once a second has passed since the last.
  void send_live();
  void arm_live_timer();
  // A seek as the pool keeps it, or why the socket may not make it (code, message).
  std::variant<lobby::Seek, ProtocolError> seek_of(uint64_t id, const lobby::SeekMessage& m);
  lobby::PairingRules pairing_rules() const;
  void seat(const Seating& seating);
  uint64_t id_of(const Connection* connection) const;
  // The shared store's calls (its thread): another instance's entry changed; every entry.
  void shared_changed(const std::string& kind, const std::string& room, const std::optional<std::string>& body);
  void shared_snapshot(const std::vector<store::LobbyEntry>& entries, bool again);
  void shared_paired(uint64_t seeker, const std::string& room, int seat);
  // With the lock held: the seek goes to the shared pool (a worker pairs it there).
  void shared_seek(const lobby::Seek& seek);
  // With the lock held: the socket leaves the pool (here and shared).
  void leave_pool(uint64_t id);
  // With the lock held: an entry as the shared store holds it, into the lists (none: it left).
  void apply_shared(const std::string& kind, const std::string& room, const std::optional<std::string>& body);

  ServerContext* context_ = nullptr;
  std::mutex mutex_;
  lobby::LobbyList list_;
  std::unique_ptr<lobby::QuickPool> pool_;
  std::unordered_map<uint64_t, Socket> sockets_;
  std::unordered_map<const Connection*, uint64_t> ids_;
  uint64_t last_id_ = 0;
  std::unique_ptr<boost::asio::steady_timer> timer_;
  std::optional<int64_t> timer_at_;  // when the timer fires (steady milliseconds)
  lobby::LiveGames live_;
  std::unique_ptr<boost::asio::steady_timer> live_timer_;
  std::unordered_map<uint64_t, std::vector<std::shared_ptr<const std::string>>> outbox_;
  std::unique_ptr<boost::asio::steady_timer> outbox_timer_;
  bool outbox_armed_ = false;
  bool live_changed_ = false, live_timer_set_ = false;
  int64_t live_sent_ms_ = 0;  // when games_live last went out
  store::SharedLobby* shared_ = nullptr;  // a shared store's lobby (none: this instance is the lobby)
  // The rooms served here whose table, or live game, is listed: here they are what the room says,
  // whatever the shared store held a moment ago.
  std::unordered_set<std::string> own_tables_, own_live_;
  std::atomic<int> in_flight_{0};  // pairings running on workers
};

}  // namespace cubilete::server
