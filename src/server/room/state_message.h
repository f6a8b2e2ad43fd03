#pragma once
// The state message (PROTOCOL.md: `{"type": "state", ...}`), the one place it is written: each
// watcher's, with only what its seat may know, and the events since the last state it received.
#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "server/room/room_parts.h"

namespace cubilete::server::room {

// What the state messages of one publication share, serialised once (not once per socket).
struct Publication {
  explicit Publication(int64_t claim_from) : claim_from_ms(claim_from) {}
  int64_t claim_from_ms;  // when the first claim becomes possible (0: none; Seats::first_claim_ms)
  std::string seats, result;
  std::map<int, std::string> views;  // by viewer
};

// `w`'s state message; records in `w` what it was sent.
std::shared_ptr<const std::string> state_message(const RoomParts& room, Watcher& w, Publication& shared);

}  // namespace cubilete::server::room
