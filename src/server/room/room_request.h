#pragma once
// The body of POST /api/rooms, read and checked (pure, so the fuzzer can call it).
#include <nlohmann/json_fwd.hpp>

#include <string>
#include <variant>
#include <vector>

#include "catalog/registry.h"
#include "crypto/crypto.h"
#include "server/protocol.h"
#include "store/store.h"

namespace cubilete::server {

struct SeatRequest {
  std::string bot;  // "" for a person
  std::string name;
};

struct RoomRequest {
  const GameEntry* entry = nullptr;
  Assignments rules;  // resolved: every option of the game, players included
  std::vector<SeatRequest> seats;
  std::string name;         // the creator's
  std::string client_seed;  // the creator's
  int turn_seconds = 0;
  bool hints = true;  // "on" or "off" on the wire (PROTOCOL.md v1.1; the default follows the number of people)
  bool listed = false;   // `public`: listed in the lobby while it waits for people
  bool rated = false;    // checked but for the accounts: every person seat must be one (the registry's)
  std::string language;  // "pt-BR", "es-AR", "en" or ""
  // A duplicate room (`"mode": "duplicate"`): a match whose seats each play a room of their own on
  // the same dice (dice=duplicate), at their own pace.
  bool duplicate = false;
  // A score sheet's room (`"dice": "entered"`, docs/sheet.md): its people type in the dice of a
  // real cup. Never rated, no bots, no turn clock.
  bool dice_entered = false;
};

// A signed-in person (accounts/: the session's account), or nobody (id 0: a guest).
struct Person {
  int64_t account = 0;
  std::string name;  // the account's name, which their seats show
};

constexpr int kMaxTurnSeconds = 24 * 3600;

std::variant<RoomRequest, ProtocolError> parse_room_request(const nlohmann::json& body);

// A new room's record as it is first stored: waiting, its seats as asked, the creator in the
// first person seat (holding the token whose hash is given; an account's seat, under its name,
// when the creator is signed in), the commitment to `server_seed`. The code is left for the
// registry to give.
struct NewRoom {
  store::RoomRecord record;
  int creator_seat = -1;
};
NewRoom new_room(const RoomRequest& request, const crypto::Bytes& server_seed, const std::string& creator_token_hash,
                 int64_t now_ms, const Person& creator = {});

// Why rules the game accepts are refused at a table of people taking turns ("" when they are not):
// a table with dice by position has one seat, since a later seat would see its own dice of each
// round in an earlier seat's throws (a duplicate room gives each seat a table of its own). Asked
// by every way into a room that reads rules.
std::string shared_table_rules_problem(const Game& game);

// A duplicate room's rules (resolved) as each of its seats plays them: alone.
Assignments member_rules(Assignments rules);

// The smallest and largest duplicate room, in seats.
constexpr int kMinDuplicateSeats = 2, kMaxDuplicateSeats = 8;

// Resolved rules as the store keeps them: a JSON object of strings.
std::string rules_text(const Assignments& rules);

// A name field of a request body: absent (""), or the name as text_checks.h's check_name gives it
// into `out`; else why it is refused.
std::string name_problem(const nlohmann::json& body, const char* key, std::string& out);

}  // namespace cubilete::server
