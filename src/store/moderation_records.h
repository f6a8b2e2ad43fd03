#pragma once
// What the store keeps for moderation (migration 5; docs/operating.md, Moderation):
// players' reports, mutes and bans, every admin action, and the events running servers poll for.
#include <cstdint>
#include <string>

#include "store/room_status.h"

namespace cubilete::store {

// A report a player sent (POST /api/rooms/CODE/reports) of a seat, or of one chat line.
struct Report {
  int64_t id = 0;  // given by the store
  int64_t at_ms = 0;
  std::string room;
  int reporter_seat = -1;         // -1: a signed-in spectator
  int64_t reporter_account = 0;   // 0: a guest
  std::string reporter_address;
  int seat = 0;                   // the seat reported (a chat line's writer)
  int64_t account = 0;            // that seat's account (0: a guest)
  std::string name;               // as the table showed it
  int64_t chat_line = 0;          // 0: the player, not a line
  std::string chat_text;          // the line as it was when reported
  std::string reason;             // server/moderation/report_request.h's list
  std::string text;               // the reporter's own words ("" for none)
  int64_t resolved_ms = 0;        // 0: open
};

// Who did an admin action and why: the row of admin_log each action writes.
struct AdminAction {
  int64_t at_ms = 0;
  std::string operator_name;  // the Unix user, or `cubilete admin --as`
  std::string reason;         // `--reason` ("" for none)
};

struct AdminLogEntry {
  int64_t id = 0, at_ms = 0;
  std::string operator_name, action, target, reason, detail;
};

// A mute (no chat) or a ban (an account: no sign-in; an address: no new room, seat or chat) of
// an account or an address, until `until_ms` (0: until lifted).
struct Sanction {
  int64_t id = 0;
  std::string kind;      // "mute" or "ban"
  int64_t account = 0;   // one of account and address
  std::string address;   // canonical (server/address_limits.h)
  std::string account_name;  // read back for listings
  int64_t created_ms = 0, until_ms = 0;
  std::string reason;
  bool live_at(int64_t now_ms) const { return until_ms == 0 || until_ms > now_ms; }
};

// What running servers do when they see a new event (each admin action writes one): "sanctions"
// (read the live mutes and bans again), "close_room" (the room closes), "delete_chat" (the room's
// line `chat_line` is removed), "logged" (nothing but writing the action in their log).
struct ModerationEvent {
  int64_t id = 0, at_ms = 0;
  std::string kind, room;
  int64_t chat_line = 0;
};

// A room as `cubilete admin rooms` lists it.
struct RoomListing {
  std::string code, game;
  RoomStatus status = RoomStatus::Waiting;
  int64_t created_ms = 0, updated_ms = 0;
  std::string seats;  // the seats' names, separated by ", "
};

// An account as `cubilete admin players` lists it, with its live sanctions.
struct AccountListing {
  int64_t id = 0;
  std::string name;
  int64_t created_ms = 0;
  int64_t sessions = 0;  // live
  std::string sanctions;  // "mute", "ban", "mute, ban" or ""
};

}  // namespace cubilete::store
