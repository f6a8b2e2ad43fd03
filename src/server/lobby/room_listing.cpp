#include "server/lobby/room_listing.h"

#include <algorithm>

#include "core/game.h"
#include "table/table.h"

namespace cubilete::server::lobby {

Listing listing_of(const room::RoomParts& room, bool retired, const std::string& language) {
  Listing out;
  auto& t = out.table;
  const auto& setup = room.setup;
  t.room = setup.code;
  t.game = setup.game_id;
  // The rules' game exists from the start (the waiting room's preview), the table once playing.
  if (room.game.preview_game) t.rules_changed = rules_changed(room.game.preview_game->rules());
  else if (room.game.table) t.rules_changed = rules_changed(room.game.table->game().rules());
  const auto& seats = room.seats.list;
  t.seats = int(seats.size());
  t.seats_taken = int(std::count_if(seats.begin(), seats.end(), [](const room::SeatState& s) { return s.taken(); }));
  t.language = language;
  t.created_ms = setup.created_ms;
  // The creator holds the first person seat (room_request.h new_room).
  auto creator = std::find_if(seats.begin(), seats.end(), [](const room::SeatState& s) { return !s.is_bot(); });
  if (creator != seats.end()) {
    t.creator_name = creator->name;
    t.creator_address = creator->address;
  }
  out.open = !retired && room.game.status == room::RoomStatus::Waiting && t.seats_taken < t.seats;
  return out;
}

}  // namespace cubilete::server::lobby
