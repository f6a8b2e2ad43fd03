#pragma once
// One room of the online table: its seats and tokens, the Table that plays its game, the sockets
// watching it, its bots and clocks. Every member is touched only on the room's strand, so a room
// needs no locks; the world reaches it through post(strand(), ...).
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <nlohmann/json.hpp>

#include <deque>
#include <map>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/cancel.h"
#include "crypto/crypto.h"
#include "server/connection.h"
#include "server/protocol.h"
#include "server/server_context.h"
#include "store/store.h"
#include "table/table.h"

namespace cubilete::server {

// A chat line as sent to every socket of the room.
nlohmann::json chat_json(const store::ChatRecord& c);

// An answer to an HTTP request: a status and a JSON body.
struct HttpAnswer {
  int status = 200;
  nlohmann::json body;
  static HttpAnswer error(int status, std::string code, std::string message) {
    return {status, {{"error", std::move(code)}, {"message", std::move(message)}}};
  }
};
using Reply = std::function<void(HttpAnswer)>;
// Another server instance serves the room now: the client asks again (nginx routes it there).
inline HttpAnswer moved_answer() {
  return HttpAnswer::error(503, "moved", "another server instance serves this room now; try again");
}

struct SeatState {
  std::string name;
  std::string player;      // "human" or a bot name with settings
  std::string token_hash;  // hex SHA-256 of the token; "" while open
  std::string client_seed;
  std::string address;     // the client address that took it, while this process runs ("" unknown)
  int sockets = 0;          // open connections holding this seat
  // Disconnected for --away-timeout: shown as away; in a game between people with a turn clock
  // its turns are played by the game's default bot until it comes back.
  bool away = false;
  int64_t gone_since_ms = 0;  // when its last connection closed, while none is open (0: present)
  bool is_bot() const { return player != "human"; }
  bool taken() const { return is_bot() || !token_hash.empty(); }
};

class Room : public std::enable_shared_from_this<Room> {
 public:
  using Strand = boost::asio::strand<boost::asio::io_context::executor_type>;

  // A new room (already checked by the caller) or one loaded from the store.
  Room(ServerContext& context, store::RoomRecord record, crypto::Bytes server_seed);
  Strand& strand() { return strand_; }
  const std::string& code() const { return code_; }

  // Everything below runs on the strand.
  // Brings a loaded room back: replays its record (who decided each action beside it) and
  // resumes its bots. Throws UsageError if the record does not replay.
  void restore(const std::vector<std::string>& actions, const std::vector<std::string>& decided_by);
  // A new room: the creator takes `creator_seat` with `token` from the address `client`; the room
  // is persisted first.
  void create(int creator_seat, const std::string& token, const std::string& client, Reply reply);
  void join(const nlohmann::json& body, const std::string& client, Reply reply);
  void summary(Reply reply);
  void record(Reply reply);
  // A finished game step by step as one viewer knew it: "VIEWER" (a seat, "spectator" or "all")
  // lists the actions; "VIEWER/STEP" gives the view after STEP actions.
  void replay(const std::string& args, Reply reply);
  void connect(const std::shared_ptr<Connection>& connection, const std::string& token, const std::string& client);
  void receive(const std::shared_ptr<Connection>& connection, const ClientMessage& message);
  void disconnect(const std::shared_ptr<Connection>& connection);
  // Closes every socket with `reason` (server shutting down).
  void close_all(const std::string& reason);
  // The room leaves this instance (another one serves it now): every socket is told `moved` and
  // closed, and the room writes nothing more.
  void hand_over(const std::string& reason);
  // True when the room may leave memory: it waited for people longer than the limit (it is then
  // marked expired in the store), or it is finished and unwatched for ten minutes.
  bool expire_if_idle(int64_t now_ms);
  // Calls off its bots' and advisors' work in progress (the server stopping, the room leaving).
  void cancel_work() { cancel_->store(true); }

 private:
  struct Watcher {
    std::shared_ptr<Connection> connection;
    int seat;                 // kSpectator for spectators
    uint64_t sent_version;    // the version of the last state it received
    bool sent_any = false;
    int sent_result = false;  // whether its last state carried the result
    std::string token;        // the seat's token as this connection gave it ("" for spectators)
    std::string address;      // the client's address
    // Connected while a commit was pending: its snapshot comes with the commit's states, and the
    // recent chat right after it (a client starts its chat afresh with each snapshot).
    bool owes_chat = false;
  };
  void send_recent_chat(const Watcher& w);

  // Game flow (room_play.cpp).
  void start_game();
  void after_change();
  void persist_and_publish();
  void on_committed(uint64_t version, const std::string& error);
  void schedule_next_move();
  // `stand_in`: the game's default bot plays (for a person, or for a bot seat whose own bot cannot
  // play); `by` says who decided, for the record.
  void run_bot(int seat, bool stand_in, Decider by, uint64_t version);
  // Posts `work` to the slow or the quick worker pool (work_lanes.h), where the room's work may
  // be called off (cancel_work).
  template <class Work>
  void on_workers(bool slow, Work work);
  void apply_person_action(Watcher& w, const ClientMessage& m);
  // A new seat to act: its turn clock starts (where the room has one).
  void follow_turn();
  void arm_turn_clock();
  void arm_away_timer(int seat);
  // Who plays `seat`'s turn now: Person (nobody here: the game waits for the person), Bot, AwayBot
  // or Clock.
  Decider decider_now(int seat) const;
  int people() const;
  // The person seats gone for at least --claim-after (PROTOCOL.md v1.1), and when the first
  // claim becomes possible (0: nobody is gone, or the game is not between people).
  std::vector<int> gone_long_enough(int64_t now_ms) const;
  int64_t claim_possible_ms() const;
  void claim(Watcher& w);
  void finish();
  void send_hint(const std::shared_ptr<Connection>& connection, int seat);
  void rematch_request(Watcher& w);
  void rematch_stored(const std::string& code, const std::string& error);
  void send_rematch(const Watcher& w);
  // A seat's seat in the rematch: two seats swap, so the first move (Damma's White) alternates.
  int rematch_seat(int seat) const { return seats_.size() == 2 ? 1 - seat : seat; }
  void store_failed(const std::string& what);

  // Messages (room_messages.cpp).
  std::string seats_text() const;  // the seats as JSON text, as in the summary
  nlohmann::json summary_json() const;
  nlohmann::json record_json() const;
  // What the state messages of one publication share, serialised once.
  struct Shared {
    std::string seats, result;
    std::map<int, std::string> views;  // by viewer
  };
  std::shared_ptr<const std::string> state_message(Watcher& w, Shared* shared = nullptr);
  // Each watcher's state (but `except`'s, which has just been sent its own).
  void publish_states(const Connection* except = nullptr);
  void publish(const nlohmann::json& message);
  void send_error(const std::shared_ptr<Connection>& c, const std::string& code, const std::string& message);
  Watcher* watcher_of(const std::shared_ptr<Connection>& c);
  void chat(Watcher& w, const std::string& text);

  ServerContext& context_;
  Strand strand_;
  std::string code_, game_id_, name_, status_, commitment_, rematch_, previous_;
  const GameEntry* entry_;
  Assignments rules_;  // resolved
  crypto::Bytes server_seed_;
  uint64_t seed_ = 0;  // the game's seed, fixed when it starts
  int turn_seconds_ = 0;
  int64_t created_ms_ = 0, updated_ms_ = 0;
  std::vector<SeatState> seats_;
  std::vector<Watcher> watchers_;
  std::unique_ptr<table::Table> table_;      // once playing
  std::unique_ptr<State> preview_;           // the initial position, while waiting
  std::shared_ptr<const Game> preview_game_;
  uint64_t committed_ = 0;  // actions known to be in the store; nobody hears of more
  bool commit_pending_ = false;
  bool bot_pending_ = false;
  bool broken_ = false;    // the store refused a write, or the room was handed over: it takes nothing more
  uint64_t turn_ = 0;      // counts changes of the seat to move, for the turn clock
  int turn_seat_ = -1;
  bool turn_out_of_time_ = false;
  int64_t clock_deadline_ms_ = 0;  // while the turn clock runs (Unix ms), else 0
  std::string hints_;              // "on" or "off": people may ask the advisor while playing
  std::vector<int> abandoned_by_;  // a claimed game: the seats that had left it
  std::optional<nlohmann::json> result_;  // once over (with the report)
  bool result_pending_ = false;
  std::set<int> rematch_votes_;
  bool rematch_pending_ = false;  // made, not yet in the store: announced once it is
  std::deque<store::ChatRecord> chat_;
  bool person_connected_ = false;  // a person seat connected while waiting: v1's longer expiry
  CancelFlag cancel_ = make_cancel_flag();
  boost::asio::steady_timer bot_timer_, turn_timer_;
  std::vector<std::unique_ptr<boost::asio::steady_timer>> away_timers_;
};

}  // namespace cubilete::server
