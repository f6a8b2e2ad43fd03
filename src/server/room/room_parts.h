#pragma once
// A room's state, in named parts: what it was made with, its seats, the sockets watching it, its
// game, the turn clock, the timers it has asked for, the rematch and the chat. The room machine
// (room_machine.h) owns one RoomParts and is the only one to change it; the messages
// (room_messages.h, state_message.h) read it.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "catalog/registry.h"
#include "crypto/crypto.h"
#include "present/room_protocol.h"
#include "store/room_status.h"
#include "store/store.h"
#include "table/table.h"

namespace cubilete::server::room {

// The room's life is what the store keeps of it.
using store::RoomStatus;
using store::status_name;

// A socket watching the room, as the actor numbers them (never reused while the process runs).
using WatcherId = uint64_t;
// An HTTP request waiting for the room's answer, as the actor numbers them.
using ReplyId = uint64_t;

// What the room was made with: fixed for its life.
struct RoomSetup {
  std::string code, game_id;
  const GameEntry* entry = nullptr;
  Assignments rules;  // resolved
  crypto::Bytes server_seed;
  std::string commitment;  // hex SHA-256 of the server seed, public from the start
  int turn_seconds = 0;    // the turn clock (0: none)
  bool hints = true;       // people may ask the advisor while playing
  std::string previous;    // the room this one is a rematch of ("" none)
  int64_t created_ms = 0;
  // PROTOCOL.md v1.1, Rooms: a rated room's end moves its accounts' ratings (store::finish_game);
  // every person seat of it is an account's and it gives no hints.
  bool rated = false;
  bool listed = false;   // `public`: listed in the lobby while it waits (src/server/lobby/)
  std::string language;  // the creator's ("" when not said)
  // A daily challenge's attempt (docs/plans/daily-challenge.md): its day ("" for any other
  // room), from when the day takes no more moves and from when its seed is public.
  std::string daily;
  int64_t daily_ends_ms = 0, daily_reveal_ms = 0;
  bool is_daily() const { return !daily.empty(); }
  // A duplicate room (PROTOCOL.md v1.2): a match. It has no table: once its last seat is taken,
  // each seat plays a member room of one seat dealt by the match's game seed (machine_match.cpp).
  bool duplicate = false;
  // A match's member: the match's code and the seat of it this room plays ("" and -1 otherwise).
  std::string match;
  int match_seat = -1;
  bool is_member() const { return !match.empty(); }
  // A tournament's game (docs/tournaments.md): the tournament ("" none) and, in a duplicate
  // tournament, which of its games; stored with the seats' tournament rows.
  std::string tournament;
  int tournament_round = 0;
  bool in_tournament() const { return !tournament.empty(); }
  // Until then its dice deal others' games too (a daily attempt's day, a duplicate tournament's
  // end): nobody but its player watches it and nobody reads its record (0: never sealed).
  int64_t sealed_until_ms = 0;
  bool sealed(int64_t now_ms) const { return now_ms < sealed_until_ms; }
  // A score sheet's room (docs/sheet.md): its people enter the dice of a real cup, any seat for the
  // seat to act, and nothing is drawn from the seed.
  bool dice_entered = false;
  // Whether `seat` sends the moves (and asks the hints) of `to_act`: its own, and at a score
  // sheet's table, where the phones share one sheet, anyone's.
  bool acts_for(int seat, int to_act) const { return seat >= 0 && to_act >= 0 && (seat == to_act || dice_entered); }
};

struct SeatState {
  std::string name;
  std::string player;      // "human" or a bot name with settings
  std::string token_hash;  // hex SHA-256 of the token; "" while open
  std::string client_seed;
  std::string address;     // the key of the client address that took it (address_key; "" unknown)
  // The account whose seat it is (0: a guest's, a bot's or an open seat): its name is the seat's
  // name, and the account's session reaches the seat on the WebSocket without a token.
  int64_t account = 0;
  int sockets = 0;          // open connections holding this seat
  // Disconnected for --away-timeout: shown as away; in a game between people with a turn clock
  // its turns are played by the game's default bot until it comes back.
  bool away = false;
  int64_t gone_since_ms = 0;  // when its last connection closed, while none is open (0: present)
  bool is_bot() const { return player != "human"; }
  bool taken() const { return is_bot() || !token_hash.empty(); }
  // A person with no connection open now, gone since a known moment.
  bool gone() const { return !is_bot() && sockets == 0 && gone_since_ms > 0; }
  store::SeatRecord stored() const { return {name, player, token_hash, client_seed, account, address}; }
};

struct Seats {
  std::vector<SeatState> list;

  int size() const { return int(list.size()); }
  SeatState& operator[](int seat) { return list[size_t(seat)]; }
  const SeatState& operator[](int seat) const { return list[size_t(seat)]; }
  int people() const;
  bool all_taken() const;
  bool any_bot() const;
  // The person seat whose token hashes to `hash` (compared in constant time), or -1.
  int holder_of(const std::string& hash) const;
  // The person seat of `account`, or -1.
  int seat_of_account(int64_t account) const;
  // The accounts of the room's seats, in seat order.
  std::vector<int64_t> accounts() const;
  std::vector<std::string> client_seeds() const;
  std::vector<std::string> players() const;
  // Between people (PROTOCOL.md v1.1): the person seats gone for at least `claim_after_ms` at
  // `now_ms`, and when the first claim becomes possible (0: nobody is gone).
  std::vector<int> gone_long_enough(int64_t now_ms, int64_t claim_after_ms) const;
  int64_t first_claim_ms(int64_t claim_after_ms) const;
};

// A socket watching the room: a seat's or a spectator's.
struct Watcher {
  WatcherId id = 0;
  int seat = kSpectator;
  uint64_t sent_version = 0;  // the version of the last state it received
  bool sent_any = false;
  std::string token;    // the seat's token as this connection gave it ("" for spectators)
  std::string address;  // the client's address
  // Connected while a commit was pending: its snapshot comes with the commit's states, and the
  // recent chat right after it (a client starts its chat afresh with each snapshot).
  bool owes_chat = false;
};

struct Watchers {
  std::vector<Watcher> list;

  Watcher* find(WatcherId id);
  const Watcher* find(WatcherId id) const;
  bool empty() const { return list.empty(); }
};

// Who is about to move for a seat that no person decides for now (a bot, a stand-in, the clock).
struct PendingBot {
  enum class Phase {
    Idle,
    Waiting,   // for --bot-delay, so people can follow
    Thinking,  // on the worker lanes: nothing may be applied for the room until it answers
  } phase = Phase::Idle;
  int seat = -1;
  Decider by = Decider::Bot;
  uint64_t version = 0;  // the table's version it was asked at
};

struct GameState {
  RoomStatus status = RoomStatus::Waiting;
  uint64_t seed = 0;                          // the game's seed, fixed when it starts
  std::unique_ptr<table::Table> table;        // once playing
  std::shared_ptr<const Game> preview_game;   // the rules' game, for the preview
  std::unique_ptr<State> preview;             // the initial position, shown while waiting
  uint64_t committed = 0;  // actions known to be in the store; nobody hears of more
  bool commit_pending = false;
  // Entries taken back (a room of entered dice): after one, a version may name another position,
  // so an answer computed before it is of no position now.
  uint64_t undos = 0;
  PendingBot bot;
  std::vector<int> abandoned_by;          // a claimed game: the seats that had left it
  // Once over, everything below is ready before anyone hears of the end: the result and its
  // report (the worker lanes), the end recorded in the store (store::finish_game, with the
  // ratings of a rated room) and the ratings' changes read back.
  std::optional<GameResult> result;       // once over and all of that is ready
  bool result_pending = false;            // the report is being written on the worker lanes
  bool end_pending = false;               // the end is being recorded
  bool ratings_pending = false;           // a rated room's changes are being read
  std::optional<GameResult> draft;        // the result, waiting for the rest
  std::optional<std::vector<RatingChange>> ratings;  // a rated room's changes, by seat
};

// The turn clock (`turn_seconds`): who it runs for and until when.
struct TurnClock {
  uint64_t turn = 0;  // counts changes of the seat to move
  int seat = -1;      // the seat to move at the last change
  bool out_of_time = false;
  int64_t deadline_ms = 0;  // while the clock runs (Unix ms), else 0
};

// The timers the room has asked the actor to run, by the generation each was armed with (0: not
// armed). A timer that fires as it is cancelled answers with its old generation, and is ignored.
struct Timers {
  uint64_t last = 0;  // the latest generation given
  uint64_t bot = 0, turn = 0, daily_end = 0;
  std::vector<uint64_t> away;  // by seat
};

struct RematchState {
  std::set<int> votes;   // the person seats that asked for it
  bool pending = false;  // made, not yet linked in the store: announced once it is
  std::string code;      // the next room, once linked
};

struct ChatLog {
  std::deque<store::ChatRecord> lines;  // the latest, oldest first
  int64_t last_id = 0;                  // the id of the room's newest line (the next is one more)
};

// A member of a match as the match knows it, from the member's reports.
struct MemberProgress {
  std::string room;                  // its code ("" until it is made)
  std::vector<double> round_totals;  // the seat's total after each round it finished, in order
  bool over = false;                 // its game is over (played to the end, or left)
  double score = 0;                  // its score as it stands
  bool heard = false;                // it reported since the match was made or loaded
};

// A duplicate room's parts: a match's members, or whether a member's match is over.
struct DuplicateState {
  std::vector<MemberProgress> members;  // a match's, by seat
  bool making = false;                  // a match asked for members that are not made yet
  bool match_over = false;              // a member's match is over: its game is everyone's to see
};

// What decides when a room may leave memory.
struct Activity {
  int64_t updated_ms = 0;         // the last join or stored action
  bool person_connected = false;  // a person seat connected while waiting: v1's longer expiry
};

struct RoomParts {
  RoomSetup setup;
  Seats seats;
  Watchers watchers;
  GameState game;
  TurnClock clock;
  Timers timers;
  RematchState rematch;
  ChatLog chat;
  Activity activity;
  DuplicateState duplicate;
};

}  // namespace cubilete::server::room
