#pragma once
// What a room asks of the world: the effects its machine returns (room_machine.h), in the order
// they are to be carried out. The actor (room.h) carries them out with the server's sockets,
// store, timers and worker lanes; a test reads them.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "server/http/http_answer.h"
#include "server/room/room_commands.h"

namespace cubilete::server::room {

// What the store is asked to write (store/store.h, one method each).
namespace write {
struct CreateRoom {
  std::shared_ptr<const store::RoomRecord> record;
  std::optional<store::DailyAttempt> daily;  // a daily attempt's row, written with the room (store::create_daily_room)
};
struct UpdateSeat {
  int seat = 0;
  store::SeatRecord record;
};
struct StartGame {
  uint64_t seed = 0;
};
struct SetStatus {
  RoomStatus status = RoomStatus::Waiting;
};
// The game's end, recorded once with all that follows (store::finish_game): the status, the
// seats that left a claimed game, the accounts' games and, in a rated room, their ratings.
struct FinishGame {
  store::GameEnd end;
};
// A guest's seat becomes an account's (store::keep_seat).
struct KeepSeat {
  int seat = 0;
  std::string token_hash;
  int64_t account = 0;
  std::string name;
  std::optional<accounts::GameOutcome> outcome;  // the game's end, once it is over
};
struct SetRematch {
  std::string code;
};
struct AppendActions {
  uint64_t first_index = 0;
  std::vector<std::string> actions, decided_by;
  std::vector<int> entered_by;  // a score sheet's room's (else empty)
};
struct TakeBackActions {  // a room of entered dice: its actions from first_index on
  uint64_t first_index = 0;
};
struct AppendChat {
  store::ChatRecord line;
};
}  // namespace write
using StoreWrite = std::variant<write::CreateRoom, write::UpdateSeat, write::StartGame, write::SetStatus,
                                write::FinishGame, write::KeepSeat, write::SetRematch, write::AppendActions,
                                write::TakeBackActions, write::AppendChat>;

// A message to one socket (the same text may go to many: it is shared, not copied).
struct Send {
  WatcherId to = 0;
  std::shared_ptr<const std::string> text;
};
// Sends what is queued on the socket, then closes it with `reason`.
struct Close {
  WatcherId watcher = 0;
  std::string reason;
};
// The answer to an HTTP request the room was given.
struct Respond {
  ReplyId reply = 0;
  HttpAnswer answer;
};
// A write for the store's queue; its answer comes back as StoreAnswer{then, error} (unless
// `then` is ticket::None).
struct Persist {
  StoreWrite write;
  StoreTicket then;
};
// Runs `timer` (for `seat`, where it is a seat's) for `after_ms`, then answers TimerFired with
// `generation`; arming a timer again replaces it.
struct ArmTimer {
  Timer timer = Timer::Bot;
  int seat = -1;
  int64_t after_ms = 0;
  uint64_t generation = 0;
};
struct CancelTimer {
  Timer timer = Timer::Bot;
  int seat = -1;
};
// A bot's move, thought on the worker lanes (never an I/O thread): `work` is the table's
// bot_move, answered with BotAnswer. `bot` names the kind of bot ("GAME/BOT", settings aside) and
// `made` says whether it exists yet, so the lanes can tell quick bots from slow ones
// (work_lanes.h).
struct ThinkBot {
  int seat = 0;
  bool stand_in = false;
  Decider by = Decider::Bot;
  uint64_t version = 0;
  std::function<Action()> work;
  std::string bot;
  bool made = false;
};
// Slow work for the worker lanes whose answer comes back as the command `work` returns: the
// advisor's ranking for a hint (HintAnswer), and the result and decision report at the end
// (ResultReady).
struct ComputeHint {
  WatcherId watcher = 0;
  std::function<Command()> work;
};
struct ComputeResult {
  std::function<Command()> work;
};
// Asks the registry for the rematch's room, made like `like` (every seat taken); answered with
// RematchMade at once and RematchStored once the store has it.
struct CreateRematch {
  std::shared_ptr<const store::RoomRecord> like;
};
// Asks the registry for a match's member rooms for `seats` (room_registry.h, create_members),
// answered with MembersMade at once.
struct MakeMembers {
  std::shared_ptr<const store::RoomRecord> match;
  std::vector<int> seats;
};
// A member's report for its match `match` (MemberReport), delivered if this instance holds it.
struct ReportToMatch {
  std::string match;
  MemberReport report;
};
// A match's word to its members (FromMatch): those not held here answer an ask from their copy
// in the store (room_registry.h, tell_members).
struct TellMembers {
  std::vector<std::string> rooms;
  FromMatch word;
};
// Reads the rating changes of a rated room's end for `accounts` (a store read, on the worker
// lanes), answered with RatingsRead.
struct ReadRatings {
  std::vector<int64_t> accounts;
};
// The finished game's analysis (analysis_service.h), asked for once its result is out, so that it
// is computed (in the background, bounded) and stored before anyone opens it.
struct Analyse {};
// Calls off the room's work in progress on the worker lanes (it is closing).
struct CancelWork {};
// The room leaves the registry (and gives back its claim in a shared store).
struct Forget {};
// A line for the server's log (never a token).
struct Log {
  std::string line;
};

using Effect = std::variant<Send, Close, Respond, Persist, ArmTimer, CancelTimer, ThinkBot, ComputeHint, ComputeResult,
                            CreateRematch, ReadRatings, Analyse, CancelWork, Forget, Log, MakeMembers, ReportToMatch,
                            TellMembers>;
using Effects = std::vector<Effect>;

}  // namespace cubilete::server::room
