#pragma once
// One room of the online table as the server runs it: the actor around the room's machine
// (room_machine.h). It lives on the room's strand, hands the machine each request, socket
// message, timer, store answer and worker answer as a command, and carries out the effects the
// machine returns with asio: sockets, the store's write queue, timers, the worker lanes and the
// registry. Every member is touched only on the strand, so a room needs no locks; the world
// reaches it through post(strand(), ...).
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <nlohmann/json.hpp>

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/cancel.h"
#include "crypto/crypto.h"
#include "server/connection.h"
#include "server/http/http_answer.h"
#include "server/lobby/lobby_table.h"
#include "server/protocol.h"
#include "server/room/room_machine.h"
#include "server/room/room_request.h"
#include "server/server_context.h"
#include "store/clock.h"
#include "store/store.h"

namespace cubilete::server {

class Room : public std::enable_shared_from_this<Room> {
 public:
  using Strand = boost::asio::strand<boost::asio::io_context::executor_type>;

  // A new room (already checked by the caller) or one loaded from the store.
  Room(ServerContext& context, store::RoomRecord record, crypto::Bytes server_seed);
  Strand& strand() { return strand_; }
  const std::string& code() const { return machine_.code(); }

  // Everything below runs on the strand.
  // Brings a loaded room back: replays its record (who decided each action beside it) and
  // resumes its bots. Throws UsageError if the record does not replay.
  void restore(room::Restore stored);
  // A new room: the creator takes `creator_seat` with `token` from the address `client`; the room
  // is persisted first (a daily attempt with its attempt's row).
  void create(int creator_seat, const std::string& token, const std::string& client, Reply reply,
              std::optional<store::DailyAttempt> daily = {});
  // `person`: who joins (a signed-in account, or a guest).
  void join(const nlohmann::json& body, const std::string& client, const Person& person, Reply reply);
  // A guest's seat (its token) becomes `person`'s account's seat (POST /api/account/seats).
  void keep_seat(const std::string& token, const Person& person, Reply reply);
  // An account was deleted: its seats here show the neutral name.
  void account_gone(int64_t account);
  void summary(const Reply& reply) { reply(machine_.summary()); }
  // The room as it stands, to read on the strand (a report checks its seats and chat).
  const room::RoomParts& parts() const { return machine_.parts(); }
  void record(const Reply& reply) { reply(machine_.record(store::now_ms())); }
  // The record for the server's own analysis, which shows no seed: a daily attempt's too, before
  // its day's reveal.
  void record_for_analysis(const Reply& reply) {
    reply(machine_.record(store::now_ms(), room::Machine::Reader::Analysis));
  }
  // A finished game step by step as one viewer knew it (room_messages.h, replay_answer).
  void replay(const std::string& args, const Reply& reply) { reply(machine_.replay(args)); }
  // Whether `person` from the address key `address_key` may see the game now (Machine::shown_to).
  bool shown_to(const Person& person, const std::string& address_key) const {
    return machine_.shown_to(store::now_ms(), person.account, address_key);
  }
  // `account`: the account of the session cookie the socket came with (0: none).
  void connect(const std::shared_ptr<Connection>& connection, const std::string& token, const std::string& client,
               int64_t account = 0);
  void receive(const std::shared_ptr<Connection>& connection, const ClientMessage& message);
  void disconnect(const std::shared_ptr<Connection>& connection);
  // Closes every socket with `reason` (server shutting down).
  void close_all(const std::string& reason);
  // The room leaves this instance (another one serves it now): every socket is told `moved` and
  // closed, and the room writes nothing more.
  void hand_over(const std::string& reason);
  // A moderator's decisions (moderation/moderation.h): a chat line removed; the room closed.
  void remove_chat(int64_t line) { run(room::RemoveChat{line}); }
  // A duplicate room's news (machine_match.cpp): a member's report to its match, and the match's
  // word to a member.
  void member_report(room::MemberReport report) { run(std::move(report)); }
  void member_lost(int seat, const std::string& why) { run(room::MembersMade{{seat}, {""}, why}); }
  void from_match(room::FromMatch word) { run(word); }
  void moderator_close(const std::string& reason) { run(room::ModeratorClose{reason}); }
  // The registry's sweep: a room that waited for people longer than the limit is marked expired
  // in the store, and it or a finished room unwatched for ten minutes leaves the registry.
  void check_expiry(int64_t now_ms);
  // Where the room is in its life as of its last command: read from any thread (/metrics).
  room::RoomStatus status() const { return status_.load(std::memory_order_relaxed); }

 private:
  // Hands `command` to the machine at `now_ms` and carries out what it returns; then the
  // commands those effects answered at once (the registry's RematchMade).
  void run(room::Command command, int64_t now_ms);
  void run(room::Command command);  // at the clock's time now
  // Posts `command` to the strand, to run there (from a store, worker or timer callback).
  void post(room::Command command);
  void carry_out(room::Effect& effect);
  void carry_out(room::Send& e);
  void carry_out(room::Close& e);
  void carry_out(room::Respond& e);
  void carry_out(room::Persist& e);
  void carry_out(room::ArmTimer& e);
  void carry_out(room::CancelTimer& e);
  void carry_out(room::ThinkBot& e);
  void carry_out(room::ComputeHint& e);
  void carry_out(room::ComputeResult& e);
  void carry_out(room::CreateRematch& e);
  void carry_out(room::MakeMembers& e);
  void carry_out(room::ReportToMatch& e);
  void carry_out(room::TellMembers& e);
  void carry_out(room::ReadRatings& e);
  void carry_out(room::Analyse& e);
  void carry_out(room::CancelWork& e);
  void carry_out(room::Forget& e);
  void carry_out(room::Log& e);
  // Posts `work` to the slow or the quick worker lane (work_lanes.h), where the room's work may
  // be called off (CancelWork).
  template <class Work>
  void on_workers(bool slow, Work work);
  boost::asio::steady_timer& timer(room::Timer timer, int seat);
  room::WatcherId watcher_of(const std::shared_ptr<Connection>& connection) const;
  room::ReplyId keep(Reply reply);

  ServerContext& context_;
  Strand strand_;
  // A public room (`public` on creation) tells the lobby how its table stands after every
  // command that changed it (lobby/room_listing.h): the open seats, then that it left the list.
  const bool listed_;
  const std::string language_;
  bool released_ = false;  // told the lobby it is no longer served here
  std::string told_lobby_, told_live_;  // what the lobby was last told: the table, the live game
  bool forgotten_ = false;              // the registry let it go
  // The ratings of its signed-in people in a rated game, read once each on the quick lane, for
  // the list and the watch list (lobby/room_listing.h).
  std::unordered_map<int64_t, lobby::ShownRating> ratings_;
  std::unordered_set<int64_t> ratings_asked_;
  int ratings_pending_ = 0;  // reads of ratings_asked_ not answered yet
  void tell_lobby();
  void read_rating(int64_t account);
  room::Machine machine_;
  CancelFlag cancel_ = make_cancel_flag();
  boost::asio::steady_timer bot_timer_, turn_timer_, day_end_timer_;
  std::vector<std::unique_ptr<boost::asio::steady_timer>> away_timers_;
  // The sockets and HTTP requests the machine knows by number.
  std::unordered_map<room::WatcherId, std::shared_ptr<Connection>> connections_;
  std::unordered_map<const Connection*, room::WatcherId> watcher_ids_;
  std::unordered_map<room::ReplyId, Reply> replies_;
  uint64_t last_id_ = 0;
  std::vector<room::Command> answered_;  // commands effects answered at once, run next
  std::atomic<room::RoomStatus> status_{room::RoomStatus::Waiting};
};

}  // namespace cubilete::server
