#pragma once
// A public room's table as the lobby lists it, read from the room's parts (pure): the room's
// actor asks after each command whether its listing changed and tells the lobby if so.
#include <string>

#include "server/lobby/lobby_table.h"
#include "server/room/room_parts.h"

namespace cubilete::server::lobby {

struct Listing {
  Table table;
  // Listed: waiting for people with a seat free (not full, started, over, expired or gone).
  bool open = false;
};

// `retired`: the room takes nothing more (room_machine.h). `language`: the creator's.
Listing listing_of(const room::RoomParts& room, bool retired, const std::string& language);

}  // namespace cubilete::server::lobby
