#pragma once
// The tournaments' HTTP API (PROTOCOL.md v1.2, "Tournaments"):
//   GET  /api/tournaments              the public ones: upcoming, running, finished this week
//   POST /api/tournaments              a signed-in person makes one (tournament_request.h)
//   GET  /api/tournaments/ID           one, its standings and the person's own place and game
//   POST /api/tournaments/ID/join      enter (again: a withdrawal keeps the games and the streak)
//   POST /api/tournaments/ID/withdraw  leave (paired no more until joining again)
//   POST /api/tournaments/ID/play      a duplicate tournament's next game: a room of one seat
//   GET  /api/tournaments/ID/optimal   the optimum's game on a finished duplicate tournament's dice
// Joining and making go through the Admission (bans, limits); pairing is the TournamentService's.
// Store reads and writes run on the quick lane (work_lanes.h).
#include "server/http/api.h"
#include "server/server_context.h"

namespace cubilete::server {

// True when `request` is one of these paths; `reply` is then called once, maybe later.
bool handle_tournament_api(ServerContext& context, const ApiRequest& request, Reply reply);

}  // namespace cubilete::server
