#pragma once
// How a room's typed fields (RoomRecord) are kept in both databases' text columns: the words the
// rows have always held, so that no migration rewrites them. A row holding anything else is
// corrupt and read as an error that names it.
#include <string>
#include <string_view>
#include <vector>

#include "store/room_status.h"

namespace cubilete::store {

// "on" or "off" (present/room_status.h); the names are literals, so their text ends where a C
// string does.
inline const char* hints_text(bool hints) { return name_of(hints_of(hints)).data(); }
bool hints_from_text(std::string_view text);

// Seat numbers separated by spaces ("" for none).
std::string seats_text(const std::vector<int>& seats);
std::vector<int> seats_from_text(std::string_view text);

// A room's dice: "entered" for a score sheet's room, "" for dice drawn from the seed.
inline const char* dice_text(bool entered) { return entered ? "entered" : ""; }
bool dice_from_text(std::string_view text);

// status_from_name, with the row's words in the error.
RoomStatus status_from_text(std::string_view text);

}  // namespace cubilete::store
