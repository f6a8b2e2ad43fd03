#pragma once
// Where a room is in its life (PROTOCOL.md: the summary's and every state's `status`), and its
// name on the wire and in both databases' `status` column, which keeps these words.
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cubilete::store {

enum class RoomStatus {
  Waiting,  // for people to take its seats
  Playing,
  Over,     // played to the end, or claimed
  Expired,  // nobody came to play: it leaves memory, and the store keeps it as such
  Closed,   // a moderator closed it (`cubilete admin close-room`): no end, no rating
};

constexpr RoomStatus kRoomStatuses[] = {RoomStatus::Waiting, RoomStatus::Playing, RoomStatus::Over,
                                        RoomStatus::Expired, RoomStatus::Closed};

inline const char* status_name(RoomStatus s) {
  switch (s) {
    case RoomStatus::Waiting: return "waiting";
    case RoomStatus::Playing: return "playing";
    case RoomStatus::Over: return "over";
    case RoomStatus::Expired: return "expired";
    case RoomStatus::Closed: return "closed";
  }
  return "closed";
}

// The status a store holds; throws std::invalid_argument for anything else (a corrupt row).
inline RoomStatus status_from_name(std::string_view name) {
  for (auto s : kRoomStatuses)
    if (name == status_name(s)) return s;
  throw std::invalid_argument("unknown room status '" + std::string(name.substr(0, 20)) + "'");
}

// Its name, for logs and test messages (store/room_columns.cpp).
std::ostream& operator<<(std::ostream& out, RoomStatus status);

}  // namespace cubilete::store
