#pragma once
// Profiles and leaderboards (PROTOCOL.md v1.1, Accounts), public to everyone:
//   GET /api/players/NAME[?before=CURSOR&limit=N]  the profile and a page of its games
//   GET /api/players/NAME/history/GAME             every rated game's rating, for the chart
//   GET /api/leaderboard/GAME[?limit=N]            the best players of a rated game
#include "server/http/api.h"
#include "server/server_context.h"

namespace cubilete::server {

// True when `request` is one of these paths; `reply` is then called once, maybe later.
bool handle_profile_api(ServerContext& context, const ApiRequest& request, const Reply& reply);

}  // namespace cubilete::server
