#pragma once
// The server's own tournaments (docs/tournaments.md, "The schedule"), pure: every hour an arena
// of 45 minutes on the hour, its game going round the two-player rated games; every day a
// duplicate tournament from 19:00 to 23:00 UTC (the evening in Brazil and Argentina), its game going
// round the games with dice by position. Each is known by its schedule's key ("hourly:2026-12-02T19",
// "daily:2026-12-02") and made ahead by whichever instance comes first; the store keeps one per key.
#include <cstdint>
#include <string>
#include <vector>

#include "store/tournament_records.h"

namespace cubilete::server::tournament {

// `which`: "hourly", "daily", "both" or "none". The tournaments of the schedule that start
// within the next two hours (hourly) and today or tomorrow (daily) and are not over at `now_ms`;
// a duplicate one's seed is drawn here (the first made is kept).
std::vector<store::TournamentRecord> scheduled_tournaments(const std::string& which, int64_t now_ms);

}  // namespace cubilete::server::tournament
