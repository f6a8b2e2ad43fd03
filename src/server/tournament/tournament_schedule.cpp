#include "server/tournament/tournament_schedule.h"

#include <fmt/format.h>

#include <algorithm>

#include "accounts/rated_rules.h"
#include "accounts/rating_policy.h"
#include "catalog/registry.h"
#include "core/utc_date.h"
#include "crypto/crypto.h"
#include "crypto/fair_seed.h"
#include "server/room/room_request.h"
#include "server/tournament/tournament_request.h"

namespace cubilete::server::tournament {

namespace {

constexpr int64_t kHourMs = 3600 * 1000;
constexpr int64_t kHourlyMinutes = 45;
constexpr int64_t kDailyStartHour = 19, kDailyHours = 4;

// A game's resolved rules.
std::string resolved_rules(const GameEntry& entry, const Assignments& rules) {
  return rules_text(assignments_of(make_game(entry, rules)->rules()));
}

// The two-player rated games whose default rules a rated game may have, in the catalogue's order.
std::vector<const GameEntry*> arena_games() {
  std::vector<const GameEntry*> out;
  for (const auto& id : accounts::rated_games()) {
    const auto& entry = find_game(id);
    const auto& info = entry.description.info;
    if (info.min_players > 2 || info.max_players < 2) continue;
    if (!accounts::rated_rules_problem(entry, {{"players", "2"}}).empty()) continue;
    out.push_back(&entry);
  }
  return out;
}

std::vector<const GameEntry*> duplicate_games() {
  std::vector<const GameEntry*> out;
  for (const auto& entry : game_registry())
    if (entry.table.daily) out.push_back(&entry);
  return out;
}

store::TournamentRecord scheduled(const std::string& key, const std::string& kind, int64_t starts_ms, int64_t minutes,
                                  int64_t now_ms) {
  store::TournamentRecord t;
  // One id per key, whichever instance makes it.
  t.id = key.substr(0, 1) + key.substr(key.find(':') + 1);
  t.id.erase(std::remove_if(t.id.begin(), t.id.end(), [](char c) { return c == '-' || c == 'T'; }), t.id.end());
  t.kind = kind;
  t.starts_ms = starts_ms;
  t.ends_ms = starts_ms + minutes * 60'000;
  t.listed = true;
  t.rated = kind == "arena";
  t.schedule = key;
  t.created_ms = now_ms;
  return t;
}

}  // namespace

std::vector<store::TournamentRecord> scheduled_tournaments(const std::string& which, int64_t now_ms) {
  std::vector<store::TournamentRecord> out;
  if (which == "hourly" || which == "both") {
    const auto games = arena_games();
    const int64_t hour = now_ms / kHourMs;
    for (int64_t h = hour; h <= hour + 2 && !games.empty(); ++h) {
      const int64_t starts = h * kHourMs;
      if (starts + kHourlyMinutes * 60'000 <= now_ms) continue;
      const auto key = fmt::format("hourly:{}T{:02}", day_text(day_of_ms(starts)), (starts % kMsPerDay) / kHourMs);
      auto t = scheduled(key, "arena", starts, kHourlyMinutes, now_ms);
      const auto& entry = *games[size_t(h) % games.size()];
      t.game = entry.description.info.id;
      t.rules = resolved_rules(entry, {{"players", "2"}});
      out.push_back(std::move(t));
    }
  }
  if (which == "daily" || which == "both") {
    const auto games = duplicate_games();
    const int64_t today = day_of_ms(now_ms);
    for (int64_t day = today; day <= today + 1 && !games.empty(); ++day) {
      const int64_t starts = day_start_ms(day) + kDailyStartHour * kHourMs;
      if (starts + kDailyHours * kHourMs <= now_ms) continue;
      auto t = scheduled("daily:" + day_text(day), "duplicate", starts, kDailyHours * 60, now_ms);
      const auto& entry = *games[size_t(day) % games.size()];
      t.game = entry.description.info.id;
      t.rules = resolved_rules(entry, duplicate_tournament_rules(entry, {}));
      const auto seed = crypto::random_bytes(fair::kServerSeedBytes);
      t.seed = crypto::to_hex(seed);
      t.commitment = fair::commitment_of(seed);
      out.push_back(std::move(t));
    }
  }
  return out;
}

}  // namespace cubilete::server::tournament
