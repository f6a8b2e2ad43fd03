#include "server/daily/daily_service.h"

#include <fmt/format.h>

#include <future>
#include <stdexcept>

#include "catalog/registry.h"
#include "core/utc_date.h"
#include "crypto/fair_seed.h"
#include "server/daily/daily_day.h"
#include "server/room/room_request.h"
#include "store/clock.h"

namespace cubilete::server {

std::string DailyService::today(int64_t now_ms) const { return daily_today(now_ms, offset_ms_); }

void DailyService::ensure_days(int64_t now_ms) {
  const std::string first = today(now_ms);
  {
    std::lock_guard lock(mutex_);
    if (ensured_through_ == first) return;
  }
  const int64_t day = *day_number(first);
  const auto have = seeds(first, day_text(day + kDailyDaysAhead));
  std::vector<store::DailySeed> missing;
  for (int64_t d = day; d <= day + kDailyDaysAhead; ++d)
    for (const auto* entry : daily_games()) {
      const std::string date = day_text(d), game = entry->description.info.id;
      const bool known = std::any_of(have.begin(), have.end(),
                                     [&](const store::DailySeed& s) { return s.date == date && s.game == game; });
      if (known) continue;
      // The rules are fixed when the day is committed: a later catalogue changes only days to come.
      const auto resolved = make_game(*entry, entry->table.daily->rules)->rules();
      const auto secret = crypto::random_bytes(fair::kServerSeedBytes);
      missing.push_back({date, game, rules_text(assignments_of(resolved)), crypto::to_hex(secret),
                         fair::commitment_of(secret), store::now_ms(), 0});
    }
  if (!missing.empty()) {
    std::promise<store::Outcome> made;
    store_.ensure_seeds(missing, [&made](const store::Outcome& o) { made.set_value(o); });
    const auto outcome = made.get_future().get();
    if (!outcome.ok()) throw std::runtime_error(fmt::format("the daily seeds were not stored: {}", outcome.message));
  }
  // The days before today are over: their attempts' address keys are needed no more.
  std::promise<store::Outcome> forgotten;
  store_.forget_addresses(first, [&forgotten](const store::Outcome& o) { forgotten.set_value(o); });
  if (const auto outcome = forgotten.get_future().get(); !outcome.ok())
    throw std::runtime_error(fmt::format("the daily addresses were not forgotten: {}", outcome.message));
  std::lock_guard lock(mutex_);
  ensured_through_ = first;
}

std::vector<store::DailySeed> DailyService::seeds(const std::string& from, const std::string& to) {
  return store_.seeds(from, to);
}

std::optional<store::DailySeed> DailyService::seed(const std::string& date, const std::string& game) {
  for (auto& s : seeds(date, date))
    if (s.game == game) return std::move(s);
  return std::nullopt;
}

std::vector<std::string> DailyService::leftover_attempts(int64_t now_ms, int64_t after_ms) {
  const int64_t today = *day_number(this->today(now_ms));
  std::vector<std::string> rooms;
  for (int64_t d = today - kDailySweepDays; d < today; ++d) {
    const std::string date = day_text(d);
    {
      std::lock_guard lock(mutex_);
      if (swept_.count(date)) continue;
    }
    if (now_ms < daily_times(date, offset_ms_).ends_ms + after_ms) continue;
    const auto open = store_.open_rooms(date);
    std::lock_guard lock(mutex_);
    auto& given = given_[date];
    const size_t before = rooms.size();
    for (const auto& code : open)
      if (given.insert(code).second) rooms.push_back(code);
    // Nothing new: the day is done here (a room a moderator closed stays in play in the store).
    if (rooms.size() == before) {
      swept_.insert(date);
      given_.erase(date);
    }
  }
  return rooms;
}

std::shared_ptr<const DailyOptimum> DailyService::optimum(const GameEntry& entry, const store::DailySeed& day) {
  const std::string key = day.date + " " + day.game;
  {
    std::lock_guard lock(mutex_);
    if (auto it = optima_.find(key); it != optima_.end()) return it->second;
  }
  crypto::Bytes secret;
  if (!crypto::from_hex(day.seed, secret)) throw std::runtime_error(fmt::format("the seed of {} is malformed", key));
  // Played outside the lock (a first game may load the solver's table); two requests at once may
  // both play it, and get the same game.
  auto played = std::make_shared<const DailyOptimum>(play_daily_optimum(entry, fair::game_seed(secret, {""})));
  std::lock_guard lock(mutex_);
  return optima_.emplace(key, std::move(played)).first->second;
}

}  // namespace cubilete::server
