#pragma once
// The daily challenge's HTTP API (PROTOCOL.md v1.2, "Duplicate dice and the daily challenge"):
//   GET  /api/daily                             today's games, the week's commitments, last week's seeds
//   POST /api/daily/GAME                        the person's attempt of today: made, or the same again
//   GET  /api/daily/GAME/DATE[?limit=N&after=R] a day's board
//   GET  /api/daily/GAME/DATE/optimal           the optimum's game on that day's dice
// An attempt is a room (RoomRegistry::create_daily) made through the Admission like every way in.
// Store reads run on the quick lane, the optimum's game on the slow one (work_lanes.h).
#include "server/http/api.h"
#include "server/server_context.h"

namespace cubilete::server {

// True when `request` is one of these paths; `reply` is then called once, maybe later.
bool handle_daily_api(ServerContext& context, const ApiRequest& request, Reply reply);

}  // namespace cubilete::server
