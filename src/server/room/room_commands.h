#pragma once
// What happens to a room: the commands its machine takes (room_machine.h). People's requests
// and messages, and the answers of the world the room asked something of: the store, the worker
// lanes, the timers, the registry. Time comes with each command (Machine::handle), never from a
// clock read inside.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/game.h"
#include "core/record.h"
#include "server/room/room_parts.h"
#include "solve/common/ranked_action.h"
#include "store/store.h"

namespace cubilete::server::room {

// What waits on a store write: carried with the write to the store and back with its answer, so
// the room keeps no list of the writes in flight.
namespace ticket {
struct None {};  // nothing: a failure is of no consequence (an expired room's status)
struct Logged {  // a failure is logged (the start, the end), the room goes on
  std::string what;
};
struct RoomCreated {
  int creator_seat = -1;  // -1: a rematch, made with every seat taken
  std::string token;      // the creator's, for the answer (never logged)
  ReplyId reply = 0;
};
struct SeatTaken {
  int seat = 0;
  std::string token;          // for the answer (never logged)
  std::string previous_name;  // given back if the store refuses
  ReplyId reply = 0;
};
struct Committed {
  uint64_t version = 0;  // the table's version once these actions are in
};
struct ChatStored {
  store::ChatRecord line;
  WatcherId from = 0;
};
struct ClaimStored {
  WatcherId from = 0;
};
struct EndStored {};  // the game's end (store::finish_game)
struct SeatKept {     // a guest's seat kept by the account they made (store::keep_seat)
  int seat = 0;
  int64_t account = 0;
  std::string name;
  ReplyId reply = 0;
};
struct RematchLinked {
  std::string code;
};
}  // namespace ticket
using StoreTicket = std::variant<ticket::None, ticket::Logged, ticket::RoomCreated, ticket::SeatTaken,
                                 ticket::Committed, ticket::ChatStored, ticket::ClaimStored, ticket::RematchLinked,
                                 ticket::EndStored, ticket::SeatKept>;

// A timer the room asks for (the bot's delay, the turn clock, a seat's away timeout, a daily
// attempt's day end).
enum class Timer { Bot, Turn, Away, DailyEnd };

// A new room (checked by the registry) is stored; the creator holds `creator_seat` with `token`
// from the address `client` (-1 for a rematch: every seat is taken already). `daily`: the room is
// a daily attempt, stored with its attempt's row in one write (its `room` is filled here).
struct Create {
  int creator_seat = -1;
  std::string token, client;
  ReplyId reply = 0;
  std::optional<store::DailyAttempt> daily = {};
};
// A room loaded from the store: its record replayed (who decided each action beside it). The
// machine throws UsageError if the record does not replay.
struct Restore {
  std::vector<std::string> actions, decided_by;
  std::vector<int> entered_by{};  // a score sheet's room's: the seat that entered each action
};
// POST /api/rooms/CODE/join; `token` is the fresh token the seat gets if the join succeeds.
// `account`: the signed-in person's account (0: a guest), whose name the seat takes.
struct Join {
  nlohmann::json body;
  std::string client, token;
  ReplyId reply = 0;
  int64_t account = 0;
  std::string account_name;
};
// A socket opens (with a seat's token, or "" for a spectator) and closes. `account`: the account
// whose session cookie came with it (0: none): without a token it reaches that account's seat.
struct Connect {
  WatcherId watcher = 0;
  std::string token, client;
  int64_t account = 0;
};
struct Disconnect {
  WatcherId watcher = 0;
};
// The client messages of PROTOCOL.md, already checked for shape (protocol.h).
struct Act {
  WatcherId watcher = 0;
  std::string action;
  uint64_t version = 0;
};
// The last entry taken back, in a room whose dice are entered (`version`: the state it answers).
struct Undo {
  WatcherId watcher = 0;
  uint64_t version = 0;
};
// Dice typed in from a real cup, in a room whose dice are entered: a throw's faces, or a turn's
// final dice (`served`: on its first throw). `version` is checked only when `versioned`.
struct Enter {
  WatcherId watcher = 0;
  std::vector<int> faces;
  bool final = false, served = false, versioned = false;
  uint64_t version = 0;
};
struct Chat {
  WatcherId watcher = 0;
  std::string text;
  // The per-address chat limit's refusal, "" when it allows the line. The limits are the
  // server's, shared by every room and counted in real time, so the actor asks them; only for a
  // seat's line (a spectator's is refused without counting against their address).
  std::string over_limit;
  // A moderator's mute or ban of the seat's account or address (server/moderation/): the error
  // code ("muted" or "banned") and its words, "" when the line may go.
  std::string moderated_code = {}, moderated = {};
};
// A moderator removed chat line `line` (`cubilete admin delete-chat`): everyone is told.
struct RemoveChat {
  int64_t line = 0;
};
// A moderator closed the room (`cubilete admin close-room`; the store says "closed" already):
// every socket is told and closed, and the room leaves memory writing nothing more.
struct ModeratorClose {
  std::string reason;
};
struct AskHint {
  WatcherId watcher = 0;
};
struct AskRematch {
  WatcherId watcher = 0;
  // A rematch makes a room: the server's admission (server/admission.h) may refuse the seat that
  // asks (a ban, the address's rooms a minute): the error code and its words, "" when it may ask.
  std::string refused_code = {}, refused = {};
};
struct Claim {
  WatcherId watcher = 0;
};
struct Ping {
  WatcherId watcher = 0;
};

// A timer armed by an ArmTimer effect ran out.
struct TimerFired {
  Timer timer = Timer::Bot;
  int seat = -1;  // Away: whose
  uint64_t generation = 0;
};
// The worker lanes' answers: a bot's move (ThinkBot), a hint (ComputeHint), the end's result
// and report (ComputeResult).
struct BotAnswer {
  int seat = 0;
  bool stand_in = false;
  Decider by = Decider::Bot;
  uint64_t version = 0;
  Action chosen = 0;
  std::string failure;     // the bot threw: why
  bool cancelled = false;  // called off (the room is closing): the answer is unused
};
struct HintAnswer {
  WatcherId watcher = 0;
  uint64_t version = 0;
  std::vector<RankedAction> ranked;
  std::string failure;  // the advisor threw: why (the ranking is then empty)
  uint64_t undos = 0;   // the game's undos when it was asked (GameState::undos)
};
struct ResultReady {
  GameResult result;
  std::string report_failure;  // the decision report could not be written: why
};
// The store committed a Persist effect's write ("" error) or refused it; `code` is the store's
// word for a refusal of the accounts' writes (store::Outcome: "bad_token", ...; "" otherwise).
struct StoreAnswer {
  StoreTicket ticket;
  std::string error;
  std::string code = {};
};
// The registry's answer to CreateRematch: the new room's code, or why none was made
// ("too_many_rooms", or "moved": this instance cannot claim a code now).
struct RematchMade {
  std::string code, refusal;
};
// The new room of a rematch is stored ("" error), or not.
struct RematchStored {
  std::string code, error;
};
// POST /api/account/seats: the seat whose token is `token` becomes `account`'s, named `name` (a
// guest who made an account keeps the games of their browser).
struct KeepSeat {
  std::string token;
  int64_t account = 0;
  std::string name;
  ReplyId reply = 0;
};
// An account was deleted: its seats here show the neutral name from now on.
struct AccountGone {
  int64_t account = 0;
};
// A rated room's rating changes, read back after its end (ReadRatings); `failure`: why not.
struct RatingsRead {
  std::vector<store::RatingChange> changes;
  std::string failure;
};
// The registry's sweep: may the room leave memory?
struct CheckExpiry {};
// The server is stopping: every socket is closed with `reason`.
struct CloseAll {
  std::string reason;
};
// Another instance serves the room now: every socket is told `moved`, and the room writes
// nothing more.
struct HandOver {
  std::string reason;
};

// The registry made member rooms of a match (MakeMembers): their codes for `seats`, in order; ""
// where none was made (`refusal` says why). Also sent later for a member the store refused.
struct MembersMade {
  std::vector<int> seats;
  std::vector<std::string> codes;
  std::string refusal;
};
// A member tells its match how its seat stands: the total after each round it finished, and
// whether its game is over and its score as it stands.
struct MemberReport {
  int seat = -1;
  std::string room;
  std::vector<double> round_totals;
  bool over = false;
  double score = 0;
};
// To a member, from its match: the match is over (its game is everyone's to see from now on), or
// it asks for a report (MemberReport) after it was loaded.
struct FromMatch {
  bool over = false;
};
using Command = std::variant<Create, Restore, Join, Connect, Disconnect, Act, Enter, Undo, Chat, AskHint, AskRematch, Claim, Ping,
                             TimerFired, BotAnswer, HintAnswer, ResultReady, StoreAnswer, RematchMade, RematchStored,
                             CheckExpiry, CloseAll, HandOver, KeepSeat, AccountGone, RatingsRead, RemoveChat,
                             ModeratorClose, MembersMade, MemberReport, FromMatch>;

}  // namespace cubilete::server::room
