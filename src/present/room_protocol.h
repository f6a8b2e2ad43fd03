#pragma once
// What a room's socket sends besides its states and hints (docs/PROTOCOL.md, "WebSocket"), and
// the parts of a state that are the room's own (its seats, its turn clock, a claim), declared
// once (core/describe.h): the server writes these, and the browser's generated types and guards
// come from the same declarations (present/protocol_types.h). Messages are told apart by "type".
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "core/describe.h"

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

}  // namespace cubilete
