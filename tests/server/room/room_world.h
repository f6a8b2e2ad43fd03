#pragma once
// A room machine (src/server/room/room_machine.h) and a world around it played by hand, with no
// socket, thread, timer or clock: the test decides when the store answers (and whether it
// refuses), when worker work runs, when a timer fires and what time it is. Every effect is filed
// where a test can read it: the messages each socket received, the HTTP answers, the store's
// writes (applied to a model of the store, which refuses an action index written twice or out of
// order, as the real stores do), the timers armed, the work asked for, the log.
//
// Every message and answer is also checked as it goes out: no socket, HTTP answer or log line
// ever carries a seat token but the receiving seat's own, and every state message carries the
// view of the receiving seat (the game's own to_json for that viewer), never another's.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "server/room/room_machine.h"

namespace cubilete::test {

using nlohmann::json;
namespace room = server::room;

// A socket of the room, as the world numbers them, and the seat token it connected with.
struct Socket {
  room::WatcherId id = 0;
  int seat = -1;  // -1: a spectator
  std::string token;
};

class RoomWorld {
 public:
  static constexpr int64_t kStart = 1'700'000'000'000;  // the world's clock at the start (Unix ms)

  // A server's settings as the tests want them: the defaults, with a bot delay of 700 ms (so
  // that the bot's timer shows) and no per-address rule.
  static server::ServerConfig default_config();

  // POST /api/rooms with `body` (as the registry checks it) and the room stored: the creator
  // holds the first person seat, with the answer in `created`. The server seed is fixed, so the
  // dice are the same on every run. `daily`: the room is that day's daily challenge attempt.
  explicit RoomWorld(const json& body, server::ServerConfig config = default_config(), bool shared_store = false,
                     const std::string& daily = "");

  room::Machine& machine() { return *machine_; }
  const crypto::Bytes& server_seed() const { return server_seed_; }
  const room::RoomParts& parts() const { return machine_->parts(); }
  const table::Table& table() const { return *parts().game.table; }

  // Hands the machine one command at `now` and files its effects.
  const room::Effects& run(room::Command command);
  // The effects of the last command.
  const room::Effects& last() const { return last_; }
  template <class E>
  std::vector<E> last_of() const {
    std::vector<E> out;
    for (const auto& e : last_)
      if (const auto* x = std::get_if<E>(&e)) out.push_back(*x);
    return out;
  }

  // People and sockets.
  // POST /api/rooms/CODE/join with a fresh token, unanswered (the seat's write waits in
  // `writes`); the request's number.
  room::ReplyId request_join(const json& body, const std::string& client = "10.0.0.2");
  // The same, the seat's write committed: the answer (the token kept in `tokens` when it is 200).
  server::HttpAnswer join(const json& body = json::object(), const std::string& client = "10.0.0.2");
  Socket connect(const std::string& token, const std::string& client = "10.0.0.1");
  Socket connect_seat(int seat) { return connect(tokens.at(seat)); }
  Socket spectator() { return connect(""); }
  void disconnect(const Socket& s) { run(room::Disconnect{s.id}); }
  // Sends the seat to move `action` with the version it last heard of.
  void act(const Socket& s, const std::string& action);

  // Joins every open person seat, connects every person seat (the creator's too) and settles:
  // the sockets by seat (a bot seat's is empty, id 0).
  std::vector<Socket> seat_everyone();
  // The person whose turn it is, by the latest state each received; null if none.
  const Socket* mover(const std::vector<Socket>& people);
  // People play random legal actions (the bots theirs) until the game is over and its result out.
  void play_out(const std::vector<Socket>& people, uint64_t seed, int most_actions = 3000);

  // The world's answers.
  // The oldest write the store has not answered, answered ("" error: committed).
  void answer_write(const std::string& error = "");
  void answer_writes();
  // Runs the oldest work asked for (a bot's move, a hint, the result) here and now, and hands
  // the machine its answer.
  void run_work();
  // Fires `timer` (of `seat` for an away timer), the clock moved on by its delay.
  void fire(room::Timer timer, int seat = -1);
  bool armed(room::Timer timer, int seat = -1) const { return timers.count({timer, seat}) != 0; }
  // Answers every write, runs every work and fires the bot's timer until the room waits for a
  // person (or for a timer other than the bot's). Bounded.
  void settle();

  // What a socket received.
  const std::vector<json>& inbox(const Socket& s) { return inbox_[s.id]; }
  // Its latest message of `type` (throws if none).
  json latest(const Socket& s, const std::string& type = "state");
  // Its messages since the test last asked, taken.
  std::vector<json> take(const Socket& s);
  std::vector<json> take_of(const Socket& s, const std::string& type);
  // The error codes a socket received since the test last asked.
  std::vector<std::string> errors(const Socket& s);

  // A new machine brought back from what the store model holds (a restart), its record replayed.
  void restart();

  int64_t now = kStart;
  std::vector<std::string> tokens;  // by seat: the tokens given (creator and joins); "" for others
  json created;                     // the creation's answer
  // Filed effects.
  std::deque<room::Persist> writes;  // not answered yet
  std::deque<room::Effect> work;     // ThinkBot, ComputeHint, ComputeResult, ReadRatings not run yet
  std::map<std::pair<room::Timer, int>, room::ArmTimer> timers;  // armed
  std::map<room::ReplyId, server::HttpAnswer> answers;
  std::map<room::WatcherId, std::string> closed;  // socket -> close reason
  std::vector<std::string> log;
  std::vector<std::shared_ptr<const store::RoomRecord>> rematches;  // CreateRematch asked
  // A duplicate room's: the members a match asked for, a member's reports, a match's words.
  std::vector<room::MakeMembers> members_asked;
  std::vector<room::ReportToMatch> reports;
  std::vector<room::TellMembers> told;
  int forgotten = 0;
  int work_cancelled = 0;
  // The store model: what the store has committed, and how many times a game's end was written.
  store::RoomRecord stored;
  int games_finished = 0;
  // What a rated room's ReadRatings reads back (set by a test).
  std::vector<store::RatingChange> rating_changes;

 private:
  void file(room::Effect& effect);
  void check_secrets(const room::Send& send);
  void apply_to_store(room::StoreWrite& write, std::string& error);

  server::ServerConfig config_;
  bool shared_store_;
  crypto::Bytes server_seed_;
  std::unique_ptr<room::Machine> machine_;
  room::Effects last_;
  room::WatcherId last_socket_ = 0;
  room::ReplyId last_reply_ = 0;
  std::map<room::WatcherId, std::vector<json>> inbox_;
  std::map<room::WatcherId, size_t> taken_;  // how much of each inbox a test has taken
  std::map<room::WatcherId, Socket> sockets_;
  std::map<room::WatcherId, std::optional<uint64_t>> versions_;  // the last state's version, by socket
};

// Room requests: `seats` for `game`, with any more fields; the seats of two people, and of a
// person and a random bot.
json game_of(const std::string& game, const json& seats, const json& extra = json::object());
json two_people();
json person_and_bot();
// The other one of two seated people.
const Socket& other_than(const std::vector<Socket>& people, const Socket& p);

}  // namespace cubilete::test
