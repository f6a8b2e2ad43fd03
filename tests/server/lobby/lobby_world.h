#pragma once
// A lobby machine (src/server/lobby/lobby_machine.h) and a world around it played by hand, with no
// socket, thread, timer, store or clock: the test decides what time it is, when a timer fires,
// when a session read or the shared pool answers and what they say, whether the registry makes a
// room, and what the server's door refuses. Every effect is filed where a test can read it: the
// messages each socket received (and in how many batches), the sockets closed, the timers armed,
// the shared store's writes, the pairings, session reads and rooms asked for, the log; and every
// question the machine asked the door.
//
// Every message is also checked as it goes out: no socket is ever sent a seek token but its own,
// no shared write, pairing, log line or close reason carries any token, a pairing carries the
// hash of its seek's token, and a socket that closed is sent nothing more.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "server/admission.h"
#include "server/lobby/lobby_machine.h"
#include "server/server_config.h"
#include "store/shared_lobby.h"

namespace cubilete::test {

using nlohmann::json;
namespace lobby = server::lobby;

// Message types, in order.
using LobbyTypes = std::vector<std::string>;

// A lobby socket, as the world numbers them, with the address and account it connected with.
struct LobbySocket {
  lobby::WatcherId id = 0;
  std::string address;
  int64_t account = 0;
};

// One question the machine asked the door.
struct LobbyDoorCall {
  enum class Kind { NewRoom, StillWelcome };
  Kind kind = Kind::NewRoom;
  server::Entrant who;
  std::string game, rules;  // a new room's (still_welcome names none)
};

// The server's door (admission.h) as a test plays it: it refuses the addresses and accounts it is
// told to (bans, at every question), and new rooms beyond a count (the address limits), and
// keeps every question it was asked, in order.
class LobbyDoor : public lobby::Door {
 public:
  std::optional<server::Refusal> new_room(const server::Entrant& who, const std::string& game,
                                          const std::string& rules_text) override;
  std::optional<server::Refusal> still_welcome(const server::Entrant& who) override;

  void ban_address(const std::string& address, const std::string& code = "banned",
                   const std::string& message = "this address may not play here");
  void ban_account(int64_t account, const std::string& code = "banned",
                   const std::string& message = "this account may not play here");
  // New rooms beyond `most` admitted ones are refused with `code` and `message`.
  void limit_rooms(int most, const std::string& code = "rate_limited",
                   const std::string& message = "at most 2 new rooms a minute from one address (--rooms-per-minute)");

  // How many of each question it was asked.
  int new_rooms() const;
  int still_welcomes() const;

  std::vector<LobbyDoorCall> calls;
  int rooms_admitted = 0;

 private:
  std::optional<server::Refusal> banned(const server::Entrant& who) const;

  std::map<std::string, server::Refusal> by_address_;
  std::map<int64_t, server::Refusal> by_account_;
  std::optional<int> most_rooms_;
  server::Refusal rooms_refusal_;
};

class LobbyWorld {
 public:
  static constexpr int64_t kStart = 1'000'000;  // the world's steady clock at the start (ms)

  // A server's settings as the tests want them: the defaults (20 seeks a minute, 3 public tables
  // per address, two seats of one address allowed, two accounts of one address not paired in a
  // rated game).
  static server::ServerConfig default_config();

  explicit LobbyWorld(server::ServerConfig config = default_config(), bool shared_store = false);
  LobbyWorld(const LobbyWorld&) = delete;
  LobbyWorld& operator=(const LobbyWorld&) = delete;

  lobby::Machine& machine() { return *machine_; }
  const lobby::LobbyParts& parts() const { return machine_->parts(); }

  // Hands the machine one command at `now` and files its effects.
  const lobby::Effects& run(lobby::Command command);
  // The effects of the last command.
  const lobby::Effects& last() const { return last_; }
  template <class E>
  std::vector<E> last_of() const {
    std::vector<E> out;
    for (const auto& e : last_)
      if (const auto* x = std::get_if<E>(&e)) out.push_back(*x);
    return out;
  }

  // Sockets. `address` "" is 10.0.0.N for the N-th socket; `account` 0 is a guest.
  LobbySocket connect(const std::string& game = "", const std::string& language = "", const std::string& address = "",
                      int64_t account = 0, const std::string& name = "", const std::string& session = "s");
  // A signed-in person's socket, with a session of its own.
  LobbySocket sign_in(int64_t account, const std::string& name, const std::string& address = "");
  void disconnect(const LobbySocket& s);
  // The socket sends `message`, read as the actor reads it (parse_lobby_message: a message it
  // refuses is a test's mistake, thrown); a seek comes with a token drawn for it.
  void say(const LobbySocket& s, const json& message);
  // The token drawn for the socket's latest seek (throws if it made none).
  const std::string& token(const LobbySocket& s) const;

  // The rooms' news of their tables and games.
  void put_table(const lobby::Table& table, bool open = true) { run(lobby::PutTable{table, open}); }
  void put_live(const lobby::LiveGame& game, bool playing = true) { run(lobby::PutLive{game, playing}); }

  // The world's answers.
  // Fires `timer` when it is due: the clock moves on to when it was armed plus its delay (or
  // stays, if the test moved it further).
  void fire(lobby::Timer timer);
  bool armed(lobby::Timer timer) const { return timers.count(timer) != 0; }
  // The batched news go out (the News timer fires), if any wait.
  void flush();
  // The oldest session read asked for answers: still the account's (live), or ended.
  void answer_session(bool live);
  // The shared pool answers the oldest pairing asked for.
  void answer_pool(std::vector<store::PooledSeek> partners = {}, const std::string& failure = "");
  // The registry answers the oldest room asked for: made as `code` (a refusal, with "", or a
  // store error). The people sit in the pool's order, or in `seat_order` (their places in it).
  // Returns them in seat order.
  std::vector<lobby::Seek> make_room(const std::string& code = "QUICK1", const std::string& refusal = "",
                                     const std::string& store_error = "",
                                     std::optional<std::vector<size_t>> seat_order = std::nullopt);

  // What a socket received, Sends and batches alike, in order.
  const std::vector<json>& inbox(lobby::WatcherId id) { return inbox_[id]; }
  const std::vector<json>& inbox(const LobbySocket& s) { return inbox(s.id); }
  // Its messages since the test last asked, taken.
  std::vector<json> take(const LobbySocket& s);
  std::vector<json> take_of(const LobbySocket& s, const std::string& type);
  // The types of the messages since the test last asked, taken.
  std::vector<std::string> take_types(const LobbySocket& s);
  // The error codes a socket received since the test last asked.
  std::vector<std::string> errors(const LobbySocket& s);
  // Its latest message of `type` (throws if none).
  json latest(const LobbySocket& s, const std::string& type);
  // The size of each batch (SendAll) it was sent.
  const std::vector<size_t>& batches(const LobbySocket& s) { return batches_[s.id]; }

  int64_t now = kStart;
  LobbyDoor door;
  // Filed effects.
  std::map<lobby::WatcherId, std::string> closed;  // socket -> close reason
  std::map<lobby::Timer, lobby::ArmTimer> timers;  // armed
  std::vector<lobby::SharedWrite> shared;
  std::deque<lobby::PoolSeek> pool_seeks;          // not answered yet
  std::deque<lobby::CheckSession> session_checks;  // not answered yet
  std::deque<lobby::MakeRoom> rooms_to_make;       // not answered yet
  std::vector<std::string> log;

 private:
  void file(lobby::Effect& effect);
  // A text for socket `to`: no other socket's token in it.
  void check_text_for(lobby::WatcherId to, const std::string& text);
  // A text nobody's socket receives: no token at all.
  void check_no_token(const std::string& text, const char* what);
  void receive(lobby::WatcherId to, const std::string& text);

  server::ServerConfig config_;  // the machine keeps a reference: it lives as long as the world
  std::unique_ptr<lobby::Machine> machine_;
  lobby::Effects last_;
  lobby::WatcherId last_socket_ = 0;
  std::map<lobby::WatcherId, std::vector<std::string>> tokens_;  // every token drawn, by socket
  std::set<lobby::WatcherId> gone_;  // disconnected, or refused at connect
  std::map<lobby::Timer, int64_t> armed_at_;
  std::map<lobby::WatcherId, std::vector<json>> inbox_;
  std::map<lobby::WatcherId, size_t> taken_;
  std::map<lobby::WatcherId, std::vector<size_t>> batches_;
};

// A public table of `room`: one seat of two taken, by a guest from `creator_address` (an address
// key, as the room keeps it).
lobby::Table lobby_table(const std::string& room, const std::string& game = "generala",
                         const std::string& language = "pt-BR", const std::string& creator_address = "");
// A public game being played in `room`, by guests with these scores.
lobby::LiveGame lobby_live_game(const std::string& room, const std::string& game = "generala",
                                const std::string& language = "pt-BR", const std::vector<double>& scores = {0, 0});
// A seek message for `game`, with any more fields.
json lobby_seek(const std::string& game, const json& extra = json::object());
// The message that tells a seeker where it sits.
json lobby_paired(const std::string& room, int seat, const std::string& token);
// A seek another instance holds that may sit with `like` (the same game, rules, players and rated
// choice), as the shared pool returns it: seeker `seeker` of `instance`.
store::PooledSeek lobby_remote_seek(const lobby::Seek& like, const std::string& instance, uint64_t seeker,
                                    int64_t account = 0);
// The types of `messages`, in order.
std::vector<std::string> lobby_types(const std::vector<json>& messages);

}  // namespace cubilete::test
