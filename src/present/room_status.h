#pragma once
// Where a room is in its life, whether its people may ask for hints and how its seats play: the words of the room's
// summary and of every state message (PROTOCOL.md), which both databases keep in their columns.
#include "core/enum_names.h"

namespace cubilete {

enum class RoomStatus {
  Waiting,  // for people to take its seats
  Playing,
  Over,     // played to the end, or claimed
  Expired,  // nobody came to play: it leaves memory, and the store keeps it as such
  Closed,   // a moderator closed it (`cubilete admin close-room`): no end, no rating
};
constexpr EnumNames<5> enum_names(RoomStatus) {
  return {"RoomStatus", {"waiting", "playing", "over", "expired", "closed"}};
}

enum class Hints { Off, On };
constexpr EnumNames<2> enum_names(Hints) { return {"Hints", {"off", "on"}}; }
constexpr Hints hints_of(bool on) { return on ? Hints::On : Hints::Off; }

// How a room's seats play (PROTOCOL.md v1.2): at one table taking turns, or each their own card on
// the same dice at their own pace (a duplicate room: a match of one room per seat), which the
// store keeps as "duplicate" ("" for a table).
enum class RoomMode { Table, Duplicate };
constexpr EnumNames<2> enum_names(RoomMode) { return {"RoomMode", {"table", "duplicate"}}; }

// Where a room's dice come from: drawn by the server from the fair seed, or entered by the room's
// people from a real cup (a score sheet's room, docs/sheet.md).
enum class RoomDice { Drawn, Entered };
constexpr EnumNames<2> enum_names(RoomDice) { return {"RoomDice", {"drawn", "entered"}}; }

}  // namespace cubilete
