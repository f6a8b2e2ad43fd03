#pragma once
// One room of the online table as a pure state machine: commands in (room_commands.h), effects
// out (room_effects.h). It holds the room's seats, sockets (by number), game, clock, rematch and
// chat (room_parts.h), and decides everything PROTOCOL.md and docs/online-table.md say a room
// does; it never touches a socket, the store, a timer, a thread or the clock. The actor (room.h)
// feeds it on the room's strand and carries out what it returns; a test feeds it directly.
#include <cstdint>
#include <string>

#include "crypto/crypto.h"
#include "server/http/http_answer.h"
#include "server/room/room_commands.h"
#include "server/room/room_effects.h"
#include "server/room/room_parts.h"
#include "server/server_config.h"
#include "store/store.h"

namespace cubilete::server::room {

// A duplicate room's member's report as its record in the store tells it (a member this instance
// does not hold; machine_match.cpp). Throws std::exception on a record that does not replay.
MemberReport report_of_record(const store::RoomRecord& member);

class Machine {
 public:
  // A new room (already checked by the registry) or one loaded from the store. `shared_store`:
  // several instances share the store (store::Store::shared), so a new room is served where its
  // code routes to. Throws std::exception on a record this server cannot read.
  Machine(const ServerConfig& config, bool shared_store, store::RoomRecord record, crypto::Bytes server_seed);

  // Takes one command at `now_ms` (Unix time) and returns what the world is to do, in order.
  Effects handle(int64_t now_ms, Command command);

  // Answers to HTTP questions that change nothing.
  HttpAnswer summary() const;
  // Who reads a record: anyone (a daily attempt's waits for its day's reveal), or the server's
  // own analysis, which never shows it.
  enum class Reader { Public, Analysis };
  HttpAnswer record(int64_t now_ms, Reader reader = Reader::Public) const;
  HttpAnswer replay(const std::string& args) const;
  // A daily attempt's game (its replay, its analysis: every throw of the day) is its own player's
  // until the day's seed is public, and a duplicate room's member's until its match is over: the
  // seat's account, or for a guest's daily seat the address it was taken from (a guest's member:
  // nobody). Every other room's is everyone's.
  bool shown_to(int64_t now_ms, int64_t account, const std::string& address_key) const;

  const std::string& code() const { return room_.setup.code; }
  const RoomParts& parts() const { return room_; }
  const Watcher* watcher(WatcherId id) const { return room_.watchers.find(id); }
  // The store refused a write, or the room was handed over: it takes nothing more.
  bool retired() const { return retired_; }
  // A moderator closed it (ModeratorClose): it ended, as an expired or finished room.
  bool closed() const { return closed_; }

 private:
  // One handler per command (room_machine.cpp: the room's life; machine_seats.cpp: joins and
  // sockets; machine_play.cpp: the game; machine_talk.cpp: chat, hints and the rematch).
  void on(Create& c);
  void on(Restore& c);
  void on(Join& c);
  void on(Connect& c);
  void on(Disconnect& c);
  void on(Act& c);
  void on(Enter& c);
  void on(Undo& c);
  void on(Chat& c);
  void on(AskHint& c);
  void on(AskRematch& c);
  void on(Claim& c);
  void on(Ping& c);
  void on(TimerFired& c);
  void on(BotAnswer& c);
  void on(HintAnswer& c);
  void on(ResultReady& c);
  void on(StoreAnswer& c);
  void on(RematchMade& c);
  void on(RematchStored& c);
  void on(CheckExpiry& c);
  void on(CloseAll& c);
  void on(HandOver& c);
  void on(KeepSeat& c);
  void on(AccountGone& c);
  void on(RatingsRead& c);
  void on(RemoveChat& c);
  void on(ModeratorClose& c);
  void on(MembersMade& c);
  void on(MemberReport& c);
  void on(FromMatch& c);

  // Store answers, by what waited on the write.
  void stored(ticket::None&, const std::string&) {}
  void stored(ticket::Logged& t, const std::string& error);
  void stored(ticket::RoomCreated& t, const std::string& error);
  void stored(ticket::SeatTaken& t, const std::string& error);
  void stored(ticket::Committed& t, const std::string& error);
  void stored(ticket::ChatStored& t, const std::string& error);
  void stored(ticket::ClaimStored& t, const std::string& error);
  void stored(ticket::RematchLinked& t, const std::string& error);
  void stored(ticket::EndStored& t, const std::string& error);
  void stored(ticket::SeatKept& t, const std::string& error);

  // The room's life (room_machine.cpp).
  void close_all(const std::string& reason);
  void hand_over(const std::string& reason);
  // The store refused actions: the room leaves memory, to be read again from what the store has.
  void store_failed(const std::string& what);

  // The game (machine_play.cpp).
  void start_game();
  // The table of a game starting or brought back: the dealer's seed, or the people's dice.
  std::unique_ptr<table::Table> make_table() const;
  // After actions were applied in memory: chance is dealt up to the next decision, then all of
  // it is stored; the states go out once the store has committed it.
  void after_change();
  void persist_actions();
  void schedule_next_move();
  // `stand_in`: the game's default bot plays (for a person, or for a bot seat whose own bot
  // cannot play); `by` says who decided, for the record.
  void run_bot(int seat, bool stand_in, Decider by, uint64_t version);
  // Who plays `seat`'s turn now: Person (nobody here: the game waits for the person), Bot,
  // AwayBot or Clock.
  Decider decider_now(int seat) const;
  // A new seat to act: its turn clock starts (where the room has one).
  void follow_turn();
  void arm_turn_clock();
  void stop_turn_clock();
  // Whether the turn clock stops while `s` has no socket open.
  bool clock_waits_for(const SeatState& s) const;
  // The game ends as claimed: `gone` left it (a loss each in a rated game). `claimer` hears if the
  // store refuses (0: the room itself ended it).
  void end_abandoned(const std::vector<int>& gone, WatcherId claimer);
  // `seat`'s person has had no socket open since gone_since_ms, in a game against bots: it ends
  // once they stayed away long enough (else the timer is armed for then).
  void person_gone(int seat);
  // The game is over: the result and its report are computed, and the end is recorded in the
  // store unless it is already (`recorded`: a claim recorded it, or the store said "over").
  void finish(bool recorded);
  // The game's end as the store records it (scores, shares of the win, who left).
  accounts::GameOutcome outcome() const;
  void read_ratings();
  // Everyone hears of the end once its result, its record in the store and its ratings are in.
  void publish_result();
  int64_t claim_from_ms() const;  // when the first claim becomes possible (0: none)
  // A daily attempt's day (machine_play.cpp): its end is armed while the game is played, and the
  // game ends there as it stands, as though its person had left it.
  void watch_day_end();
  void end_at_day_end();
  bool day_is_over() const { return room_.setup.is_daily() && now_ >= room_.setup.daily_ends_ms; }

  // A duplicate room (machine_match.cpp). The match: its start makes the members, which report
  // after each change; it ends once every member is over, ranked by score.
  void start_match();
  void make_members();  // for the seats that have none (not made yet, or refused)
  void ask_members(FromMatch word);
  void finish_match(bool recorded);
  // A member: its report to the match (after each change, and when the match asks); `closed`: a
  // moderator closed it, which ends it for the match as it stands.
  void report_to_match(bool closed = false);
  // Whether `to` is refused a game's move, hint or claim here: a match has no game of its own.
  bool refused_in_match(WatcherId to);
  // A member's game is its player's alone until its match is over (shown_to, record, sockets).
  bool member_sealed() const { return room_.setup.is_member() && !room_.duplicate.match_over; }

  // Timers: each arm takes a new generation; a cancelled one answers to none.
  void arm(Timer timer, int seat, int64_t after_ms);
  void cancel(Timer timer, int seat = -1);
  uint64_t& armed(Timer timer, int seat);

  // Chat, hints and the rematch (machine_talk.cpp).
  void send_recent_chat(const Watcher& w);
  void send_rematch(const Watcher& w);
  void rematch_failed(const std::string& what);
  // A seat's seat in the rematch: two seats swap, so the first move (Damma's White) alternates.
  int rematch_seat(int seat) const { return room_.seats.size() == 2 ? 1 - seat : seat; }

  // Messages.
  void send(WatcherId to, std::shared_ptr<const std::string> text);
  void send_error(WatcherId to, const std::string& code, const std::string& message);
  // `w`'s state, alone (a snapshot on connecting, or after a stale action).
  void send_state(Watcher& w);
  // Each watcher's state (but `except`'s, which has just been sent its own); nothing while a
  // commit is pending (the table is ahead of the store: its completion publishes).
  void publish_states(WatcherId except = 0);
  void publish(const std::string& text);
  void publish_error(const std::string& code, const std::string& message);
  // The watcher of a person's message; null (and the right error sent) for a spectator or a
  // socket closed meanwhile.
  Watcher* seat_watcher(WatcherId id, const char* spectators_may);
  // Whether the game takes actions and hint requests now; if not, `to` is told why.
  bool open_for_play(WatcherId to);
  // The seat's watcher of a move answering the state of `version` (none given: any), or null with
  // the right error sent: a spectator, a game not open for play or claimed, a state gone by.
  Watcher* player_watcher(WatcherId id, const char* spectators_may, std::optional<uint64_t> version);
  void log(std::string line);
  template <class E>
  void emit(E effect) {
    out_.emplace_back(std::move(effect));
  }

  const ServerConfig& config_;
  const bool shared_store_;
  RoomParts room_;
  bool retired_ = false;
  bool closed_ = false;
  int64_t now_ = 0;  // the time of the command being handled
  Effects out_;      // the effects of the command being handled
  std::string store_code_;  // the refusal code of the store answer being handled (StoreAnswer)
};

}  // namespace cubilete::server::room
