#pragma once
// Where a room is in its life (PROTOCOL.md: the summary's and every state's `status`), and its
// name on the wire and in the store.
#include <stdexcept>
#include <string>
#include <string_view>

namespace cubilete::server::room {

enum class RoomStatus {
  Waiting,  // for people to take its seats
  Playing,
  Over,     // played to the end, or claimed
  Expired,  // nobody came to play: it leaves memory, and the store keeps it as such
};

inline const char* status_name(RoomStatus s) {
  switch (s) {
    case RoomStatus::Waiting: return "waiting";
    case RoomStatus::Playing: return "playing";
    case RoomStatus::Over: return "over";
    case RoomStatus::Expired: return "expired";
  }
  return "expired";
}

// The status a store holds; throws std::invalid_argument for anything else (a corrupt row).
inline RoomStatus status_from_name(std::string_view name) {
  for (auto s : {RoomStatus::Waiting, RoomStatus::Playing, RoomStatus::Over, RoomStatus::Expired})
    if (name == status_name(s)) return s;
  throw std::invalid_argument("unknown room status '" + std::string(name.substr(0, 20)) + "'");
}

}  // namespace cubilete::server::room
