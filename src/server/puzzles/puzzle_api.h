#pragma once
// Puzzles over HTTP (PROTOCOL.md v1.2, Puzzles; docs/puzzles.md):
//   GET  /api/puzzles/next[?game=G&theme=T&mode=rated|streak|mistakes&streak=K]  a puzzle to solve
//   GET  /api/puzzles/daily                                                    the day's puzzle
//   POST /api/puzzles/ID/answer {"move": MOVE, "ticket"?: T}                   the verdict
// An account's serves and answers are kept (its rating, streak and reviews); a visitor's serve
// carries a ticket its answer must bring back. Every serve and answer goes through the Admission
// (bans, the per-address limit on puzzles a minute). Store work runs on the quick lane.
#include "server/http/api.h"
#include "server/server_context.h"

namespace cubilete::server {

// True when `request` is one of these paths; `reply` is then called once, maybe later.
bool handle_puzzle_api(ServerContext& context, const ApiRequest& request, Reply reply);

}  // namespace cubilete::server
