#pragma once
// A tournament as the API and the lobby socket show it (PROTOCOL.md v1.2, "Tournaments"), pure.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "server/tournament/arena_sheet.h"
#include "store/tournament_records.h"

namespace cubilete::server::tournament {

// The standings a page or a push shows: the first ones (a person further down finds their own
// place in the page's "mine").
constexpr size_t kStandingsShown = 100;

// "upcoming", "running", "finished" (its end passed) or "cancelled", at `now_ms`.
std::string tournament_status(const store::TournamentRecord& t, int64_t now_ms);

// T: {"id", "kind", "game", "rules", "starts", "ends", "entrants", "public", "rated",
// "created_by": null | NAME, "status", "winner": null | NAME}, with a duplicate tournament's
// "commitment" and, once it is over, its "seed"; a cancelled one's "cancel_reason".
nlohmann::json tournament_json(const store::TournamentRecord& t, int64_t now_ms);

// [{"rank", "name", "account", "score", "games", "streak"}], the first kStandingsShown.
nlohmann::json standings_json(const std::vector<Standing>& standings);

// The lobby socket's push: {"type": "tournament_standings", "id", "status", "entrants", "standings"}
// (present/lobby_protocol.h).
std::string standings_message(const store::TournamentRecord& t, const std::vector<Standing>& standings, int64_t now_ms);
// An entrant's next game: {"type": "tournament_paired", "id", "room", "seat", "token"}.
std::string paired_message(const std::string& id, const std::string& room, int seat, const std::string& token);

}  // namespace cubilete::server::tournament
