#pragma once
// What a room's socket sends (docs/PROTOCOL.md, "WebSocket"): its states and hints, their parts
// (seats, the turn clock, a claim, the result), its chat and rematch messages, declared once
// (core/describe.h): the server writes these, and the browser's generated types and guards come
// from the same declarations (present/protocol_types.h). Messages are told apart by "type".
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/describe.h"
#include "core/record.h"
#include "present/room_status.h"
#include "present/socket_messages.h"

namespace cubilete {

// A seat as a room's messages show it: `account`, the seat's account by its name (its profile,
// /@/NAME; null for a guest, a bot, an open seat or a deleted account); `bot`, the bot's name
// (null for a person); `connected`, a bot always; `name`, null when nobody named the seat (the app
// names it in its language); `away`, its person left for a while. Keys in the order clients have
// always read them.
struct SeatInfo {
  Nullable<std::string> account;
  bool away = false;
  Nullable<std::string> bot;
  bool connected = false;
  Nullable<std::string> name;
  int seat = 0;
  bool taken = false;
  static constexpr std::string_view kTypeName = "SeatInfo";
  static constexpr auto fields() {
    using T = SeatInfo;
    return std::tuple{field("account", &T::account),     field("away", &T::away), field("bot", &T::bot),
                      field("connected", &T::connected), field("name", &T::name), field("seat", &T::seat),
                      field("taken", &T::taken)};
  }
};

// The turn clock of the seat to act, while it runs: when it plays for the seat (ISO 8601, UTC).
struct TurnClockView {
  int seat = 0;
  std::string deadline;
  static constexpr std::string_view kTypeName = "TurnClock";
  static constexpr auto fields() {
    return std::tuple{field("seat", &TurnClockView::seat), field("deadline", &TurnClockView::deadline)};
  }
};

// The person seats gone from a game between people, and from when the others may claim it.
struct ClaimInfo {
  std::string from;
  std::vector<int> gone;
  static constexpr std::string_view kTypeName = "ClaimInfo";
  static constexpr auto fields() {
    return std::tuple{field("from", &ClaimInfo::from), field("gone", &ClaimInfo::gone)};
  }
};

// A line of the room's chat. `seat`: null for nobody in particular (a notice); `name`: null when
// nobody named the author (the app names the seat); `at` in ISO 8601 (UTC); `id`: its number in
// the room, by which a report or a moderator names it; `removed`: a moderator removed it, its
// words are gone (the app says so in its language).
struct ChatMessage {
  int64_t id = 0;
  Nullable<int> seat;
  Nullable<std::string> name;
  std::string text, at;
  std::optional<bool> removed;
  static constexpr std::string_view kTypeName = "ChatMessage", kKind = "chat", kTagKey = "type";
  static constexpr auto fields() {
    using T = ChatMessage;
    return std::tuple{field("id", &T::id),     field("seat", &T::seat), field("name", &T::name),
                      field("text", &T::text), field("at", &T::at),     field("removed", &T::removed)};
  }
};

// A moderator removed chat line `id`.
struct ChatRemovedMessage {
  int64_t id = 0;
  static constexpr std::string_view kTypeName = "ChatRemovedMessage", kKind = "chat_removed", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{field("id", &ChatRemovedMessage::id)}; }
};

// A moderator closed the room: the socket closes next.
struct RoomClosedMessage {
  std::string by, reason;
  static constexpr std::string_view kTypeName = "RoomClosedMessage", kKind = "room_closed", kTagKey = "type";
  static constexpr auto fields() {
    return std::tuple{field("by", &RoomClosedMessage::by), field("reason", &RoomClosedMessage::reason)};
  }
};

// The rematch is made: its room, and to a seat its token there and its seat (two seats swap, so
// the first move alternates); a spectator gets neither and follows as a spectator.
struct RematchMessage {
  std::string room;
  std::optional<std::string> token;
  std::optional<int> seat;
  static constexpr std::string_view kTypeName = "RematchMessage", kKind = "rematch", kTagKey = "type";
  static constexpr auto fields() {
    return std::tuple{field("room", &RematchMessage::room), field("token", &RematchMessage::token),
                      field("seat", &RematchMessage::seat)};
  }
};

// The seats that have asked for a rematch so far.
struct RematchVoteMessage {
  std::vector<int> seats;
  static constexpr std::string_view kTypeName = "RematchVoteMessage", kKind = "rematch_vote", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{field("seats", &RematchVoteMessage::seats)}; }
};

// A rating at one moment: its value and its uncertainty (Glicko-2).
struct RatingPoint {
  double rating = 0, deviation = 0;
  static constexpr std::string_view kTypeName = "RatingPoint";
  static constexpr auto fields() {
    return std::tuple{field("rating", &RatingPoint::rating), field("deviation", &RatingPoint::deviation)};
  }
};

// One rated seat's change at the end of a game; `provisional`: the new rating is still uncertain
// (shown with a "?", as on the profile).
struct RatingChange {
  int seat = 0;
  RatingPoint before, after;
  bool provisional = false;
  static constexpr std::string_view kTypeName = "RatingChange";
  static constexpr auto fields() {
    using T = RatingChange;
    return std::tuple{field("seat", &T::seat), field("before", &T::before), field("after", &T::after),
                      field("provisional", &T::provisional)};
  }
};

// How a game ended, in every state message from then on: each seat's score and return, the
// winners; `abandoned_by`, the seats that had left a game ended by a claim; `report`, each
// person's decisions that lost against the advisor (the game's SeatReport, checked where the game
// is known); `ratings`, a rated game's changes.
struct GameResult {
  std::vector<double> scores, returns;
  std::vector<int> winners;
  std::optional<std::vector<int>> abandoned_by;
  Written<std::vector<GameValue>, std::string> report{"[]"};
  std::optional<std::vector<RatingChange>> ratings;
  static constexpr std::string_view kTypeName = "GameResult";
  static constexpr auto fields() {
    using T = GameResult;
    return std::tuple{field("scores", &T::scores),   field("returns", &T::returns),
                      field("winners", &T::winners), field("abandoned_by", &T::abandoned_by),
                      field("report", &T::report),   field("ratings", &T::ratings)};
  }
};

// A seat of a duplicate room (a match) as one watcher may know it: its own room (the watcher's own
// seat's; every seat's once the match is over), the rounds it finished, whether its game is over,
// and its total after round `through`: the rounds both it and the watcher's seat finished (a
// spectator's: the rounds every seat finished; all of them once the match is over). Never a die
// or a choice of a round the watcher has not finished.
struct DuplicateSeat {
  int seat = 0;
  Nullable<std::string> room;
  int rounds = 0;
  bool over = false;
  int through = 0;
  double total = 0;
  static constexpr std::string_view kTypeName = "DuplicateSeat";
  static constexpr auto fields() {
    using T = DuplicateSeat;
    return std::tuple{field("seat", &T::seat),   field("room", &T::room),       field("rounds", &T::rounds),
                      field("over", &T::over),   field("through", &T::through), field("total", &T::total)};
  }
};

// A room's state as one watcher may know it, sent on every change. Its parts shared by every
// watcher (the seats, the result, a view everybody may see) are written once per change and
// placed in each watcher's message as they are (Written); `legal` and `legal_moves` are the
// watcher's own choices when it is to act (a person's own throw: just "throw"), parallel to each
// other; `events`, `actors` and `moves`, what happened since the watcher's last state, parallel.
// `view`, `legal_moves` and `moves` are the game's (checked where the game is known). `result`
// comes before `view`, so a client reading it may decide whether to keep the view. In a room
// whose dice are entered (`dice`), every seat is sent the legal moves of the seat to act, which
// any of them may send, and `enter` names the seat whose throw is to be entered.
struct StateMessage {
  int64_t version = 0;
  Nullable<int> seat, to_move;
  RoomStatus status = RoomStatus::Waiting;
  std::optional<Written<GameResult>> result;
  Written<std::vector<std::string>> legal;
  Written<std::vector<GameValue>> legal_moves, moves;
  Written<std::vector<std::string>> events;
  Written<std::vector<Nullable<int>>> actors;
  Hints hints = Hints::Off;
  bool listed = false, rated = false;
  std::optional<TurnClockView> clock;
  std::optional<ClaimInfo> claim;
  Written<std::vector<SeatInfo>> seats;
  std::string_view commitment;
  Written<GameValue> view;
  std::optional<std::vector<DuplicateSeat>> duplicate;  // a duplicate room's seats (a match's only)
  std::optional<RoomDice> dice;  // said only of a room whose dice are entered
  std::optional<int> enter;
  // The last entries were taken back since the watcher's last state: `events`, `actors` and
  // `moves` tell the game again from its start (as to a new connection), not since that state.
  std::optional<bool> rewound;
  static constexpr std::string_view kTypeName = "StateMessage", kKind = "state", kTagKey = "type";
  static constexpr auto fields() {
    using T = StateMessage;
    return std::tuple{field("version", &T::version),   field("seat", &T::seat),
                      field("status", &T::status),     field("to_move", &T::to_move),
                      field("result", &T::result),     field("legal", &T::legal),
                      field("legal_moves", &T::legal_moves), field("events", &T::events),
                      field("actors", &T::actors),     field("moves", &T::moves),
                      field("hints", &T::hints),       field("public", &T::listed),
                      field("rated", &T::rated),       field("clock", &T::clock),
                      field("claim", &T::claim),       field("seats", &T::seats),
                      field("commitment", &T::commitment), field("view", &T::view),
                      field("duplicate", &T::duplicate), field("dice", &T::dice),
                      field("enter", &T::enter),         field("rewound", &T::rewound)};
  }
};

// A room as GET /api/rooms/CODE describes it (the page's first look, its join prompt, "my
// tables"): its game and resolved rules, its seats, where it is in its life, the version of its
// state, the commitment to its server seed, the rematch made of it and the room it is a rematch
// of (null for none), its turn clock in seconds (0: none), whether hints are on, whether the lobby
// lists it and whether it is rated, a daily challenge's day (YYYY-MM-DD; null for any other), how
// its seats play, and a duplicate room's seat's match (its code; null for any other room); `dice`
// only of a room whose dice are entered.
struct RoomSummary {
  std::string_view room, game;
  Entries<std::string_view> rules;
  Written<std::vector<SeatInfo>, std::string> seats;
  RoomStatus status = RoomStatus::Waiting;
  int64_t version = 0;
  std::string_view commitment;
  Nullable<std::string> rematch, previous;
  int turn_seconds = 0;
  Hints hints = Hints::Off;
  bool listed = false, rated = false;
  Nullable<std::string> daily;
  RoomMode mode = RoomMode::Table;
  Nullable<std::string> match;
  Nullable<std::string> tournament;  // the tournament whose game it is (docs/tournaments.md)
  std::optional<RoomDice> dice;
  static constexpr std::string_view kTypeName = "RoomSummary";
  static constexpr auto fields() {
    using T = RoomSummary;
    return std::tuple{field("room", &T::room),          field("game", &T::game),
                      field("rules", &T::rules),        field("seats", &T::seats),
                      field("status", &T::status),      field("version", &T::version),
                      field("commitment", &T::commitment), field("rematch", &T::rematch),
                      field("previous", &T::previous),  field("turn_seconds", &T::turn_seconds),
                      field("hints", &T::hints),        field("public", &T::listed),
                      field("rated", &T::rated),        field("daily", &T::daily),
                      field("mode", &T::mode),          field("match", &T::match),
                      field("tournament", &T::tournament), field("dice", &T::dice)};
  }
};

// POST /api/rooms: the room made, the creator's seat and its token (kept secret by its holder;
// neither where the creator took no seat), and the commitment to the server seed.
struct CreatedRoom {
  std::string_view room;
  std::optional<int> seat;
  std::optional<std::string_view> token;
  std::string_view commitment;
  static constexpr std::string_view kTypeName = "CreatedRoom";
  static constexpr auto fields() {
    using T = CreatedRoom;
    return std::tuple{field("room", &T::room), field("seat", &T::seat), field("token", &T::token),
                      field("commitment", &T::commitment)};
  }
};

// POST /api/rooms/CODE/join: the seat taken and its token.
struct JoinedRoom {
  int seat = 0;
  std::string_view token;
  static constexpr std::string_view kTypeName = "JoinedRoom";
  static constexpr auto fields() {
    return std::tuple{field("seat", &JoinedRoom::seat), field("token", &JoinedRoom::token)};
  }
};

// One action of a finished game as a viewer knew it: its name, its move (the game's), the seat in
// whose turn it came (null: nobody's), who decided it, and whether chance did.
struct ReplayAction {
  std::string name;
  Written<GameValue, std::string> move;
  Nullable<int> actor;
  Decider by = Decider::Person;
  bool chance = false;
  static constexpr std::string_view kTypeName = "ReplayAction";
  static constexpr auto fields() {
    using T = ReplayAction;
    return std::tuple{field("name", &T::name), field("move", &T::move), field("actor", &T::actor),
                      field("by", &T::by), field("chance", &T::chance)};
  }
};

// GET /api/rooms/CODE/replay/VIEWER: every action of a finished game as VIEWER (a seat,
// "spectator" or "all") knew it.
struct ReplayActions {
  std::string_view room, game, viewer;
  int64_t steps = 0;
  std::vector<ReplayAction> actions;
  static constexpr std::string_view kTypeName = "ReplayActions";
  static constexpr auto fields() {
    using T = ReplayActions;
    return std::tuple{field("room", &T::room), field("game", &T::game), field("viewer", &T::viewer),
                      field("steps", &T::steps), field("actions", &T::actions)};
  }
};

// GET /api/rooms/CODE/replay/VIEWER/STEP: the view after STEP of the game's `steps` actions, and
// the seat to move then (null at the end, or where chance moves).
struct ReplayStep {
  std::string_view room, game, viewer;
  int64_t steps = 0, step = 0;
  Written<GameValue, std::string> view;
  Nullable<int> to_move;
  static constexpr std::string_view kTypeName = "ReplayStep";
  static constexpr auto fields() {
    using T = ReplayStep;
    return std::tuple{field("room", &T::room),   field("game", &T::game), field("viewer", &T::viewer),
                      field("steps", &T::steps), field("step", &T::step), field("view", &T::view),
                      field("to_move", &T::to_move)};
  }
};

// The advisor's ranking for the seat to move, of state `version`, in `measure` (and, where it
// ranks by the chance of winning, what that chance means: `win_measure`); each choice the game's
// (HintChoice, checked where the game is known).
struct HintMessage {
  int64_t version = 0;
  std::string measure;
  std::optional<std::string> win_measure;
  Written<std::vector<GameValue>, std::string> ranking;
  static constexpr std::string_view kTypeName = "HintMessage", kKind = "hint", kTagKey = "type";
  static constexpr auto fields() {
    using T = HintMessage;
    return std::tuple{field("version", &T::version), field("measure", &T::measure),
                      field("win_measure", &T::win_measure), field("ranking", &T::ranking)};
  }
};

// Every message a room's socket sends, told apart by "type".
using RoomMessage = std::variant<StateMessage, HintMessage, ErrorMessage, ChatMessage, ChatRemovedMessage,
                                 RoomClosedMessage, RematchMessage, RematchVoteMessage, PongMessage>;

// The union under its name in the generated types.
const TypeSchema& room_message_schema();

}  // namespace cubilete
