#pragma once
// A room's status as the store reads and writes it: its word (present/room_status.h) in both
// databases' `status` column.
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <string_view>

#include "present/room_status.h"

namespace cubilete::store {

using cubilete::RoomStatus;

constexpr RoomStatus kRoomStatuses[] = {RoomStatus::Waiting, RoomStatus::Playing, RoomStatus::Over,
                                        RoomStatus::Expired, RoomStatus::Closed};

// The names are literals, so their text ends where a C string does.
inline const char* status_name(RoomStatus s) { return name_of(s).data(); }

// The status a store holds; throws std::invalid_argument for anything else (a corrupt row).
inline RoomStatus status_from_name(std::string_view name) {
  for (auto s : kRoomStatuses)
    if (name == status_name(s)) return s;
  throw std::invalid_argument("unknown room status '" + std::string(name.substr(0, 20)) + "'");
}

}  // namespace cubilete::store

namespace cubilete {
// Its name, for logs and test messages (store/room_columns.cpp); beside the enum's namespace, where
// argument-dependent lookup finds it.
std::ostream& operator<<(std::ostream& out, RoomStatus status);
}  // namespace cubilete
