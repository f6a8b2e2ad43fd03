#include "server/lobby/room_listing.h"

#include <algorithm>

#include "accounts/account_name.h"
#include "core/game.h"
#include "table/table.h"

namespace cubilete::server::lobby {

namespace {
// A seat's account as the lists show it: by name, none for a guest or an account deleted since
// (the same rule as the room's own seats, room_messages.cpp).
std::string account_of(const room::SeatState& seat) {
  return seat.account > 0 && seat.name != accounts::kDeletedAccountName ? seat.name : std::string();
}

// A deleted account's rating went with it.
std::optional<ShownRating> rating_of(const room::SeatState& seat, const SeatRatings& ratings) {
  if (account_of(seat).empty()) return std::nullopt;
  auto it = ratings.find(seat.account);
  return it == ratings.end() ? std::nullopt : std::optional<ShownRating>(it->second);
}
}  // namespace

Listing listing_of(const room::RoomParts& room, bool retired, const std::string& language, const SeatRatings& ratings) {
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
    t.creator_account = account_of(*creator);
    t.creator_address = creator->address;
    t.creator_rating = rating_of(*creator, ratings);
  }
  out.open = !retired && room.game.status == room::RoomStatus::Waiting && t.seats_taken < t.seats;
  return out;
}

Live live_of(const room::RoomParts& room, bool retired, const std::string& language, const SeatRatings& ratings) {
  Live out;
  auto& g = out.game;
  g.room = room.setup.code;
  g.game = room.setup.game_id;
  g.language = language;
  g.rated = room.setup.rated;
  g.started_ms = room.setup.created_ms;
  out.playing = !retired && room.game.status == room::RoomStatus::Playing && room.game.table;
  if (!out.playing) return out;
  g.rules_changed = rules_changed(room.game.table->game().rules());
  const auto scores = room.game.table->state().scores();
  for (int i = 0; i < room.seats.size(); ++i) {
    const auto& seat = room.seats[i];
    LiveSeat s;
    s.name = seat.name;
    s.account = account_of(seat);
    if (seat.is_bot()) s.bot = seat.player;
    s.score = size_t(i) < scores.size() ? scores[size_t(i)] : 0;
    s.rating = rating_of(seat, ratings);
    g.seats.push_back(std::move(s));
  }
  return out;
}

}  // namespace cubilete::server::lobby
