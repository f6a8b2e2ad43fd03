#pragma once
// The body of POST /api/tournaments (PROTOCOL.md v1.2, "Tournaments"), read and checked, pure:
// {"kind": "arena" | "duplicate", "game", "rules"?, "starts": ISO 8601 UTC | "now", "minutes",
// "public", "rated"?}. An arena is for a game two can play, its rules as a two-player room's; a
// rated one (the default) for a rated game under rules a rated game may have. A duplicate
// tournament is for a game with a daily challenge (the category games and Farkle), each entrant
// alone on the tournament's dice by position, under the daily challenge's rules unless the body
// says otherwise; it is never rated.
#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <variant>

#include "catalog/registry.h"
#include "server/protocol.h"

namespace cubilete::server::tournament {

constexpr int kMinArenaMinutes = 5, kMaxArenaMinutes = 24 * 60;
constexpr int kMinDuplicateMinutes = 10, kMaxDuplicateMinutes = 7 * 24 * 60;
constexpr int64_t kMostDaysAhead = 30;  // how far ahead a tournament may start

struct TournamentRequest {
  std::string kind;  // "arena" or "duplicate"
  const GameEntry* entry = nullptr;
  Assignments rules;  // resolved, players included
  int64_t starts_ms = 0;
  int minutes = 0;
  bool listed = true;
  bool rated = true;
};

// A duplicate tournament's rules before they are resolved: `given`, then the game's daily
// challenge's rules where `given` leaves them out, dice by position and one player.
Assignments duplicate_tournament_rules(const GameEntry& entry, Assignments given);

// `now_ms` reads "now" and bounds the start (not in the past, at most kMostDaysAhead ahead).
std::variant<TournamentRequest, ProtocolError> parse_tournament_request(const nlohmann::json& body, int64_t now_ms);

}  // namespace cubilete::server::tournament
