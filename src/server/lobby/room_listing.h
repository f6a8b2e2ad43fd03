#pragma once
// A public room's table as the lobby lists it, read from the room's parts (pure): the room's
// actor asks after each command whether its listing changed and tells the lobby if so.
#include <cstdint>
#include <string>
#include <unordered_map>

#include "server/lobby/live_games.h"
#include "server/lobby/lobby_table.h"
#include "server/room/room_parts.h"

namespace cubilete::server::lobby {

struct Listing {
  Table table;
  // Listed: waiting for people with a seat free (not full, started, over, expired or gone).
  bool open = false;
};

// The ratings of the room's signed-in people in its game, by account, as far as read.
using SeatRatings = std::unordered_map<int64_t, ShownRating>;

// `retired`: the room takes nothing more (room_machine.h). `language`: the creator's.
Listing listing_of(const room::RoomParts& room, bool retired, const std::string& language, const SeatRatings& ratings);

// A public room's game as the watch list shows it: its seats' scores while it plays.
struct Live {
  LiveGame game;
  bool playing = false;  // being played now (not waiting, over, retired)
};
Live live_of(const room::RoomParts& room, bool retired, const std::string& language, const SeatRatings& ratings);

}  // namespace cubilete::server::lobby
