#include "accounts/rating_policy.h"

#include "catalog/registry.h"

namespace cubilete::accounts {

const GameEntry* rated_entry(std::string_view game) {
  for (const auto& entry : game_registry())
    if (entry.description.info.id == game) return entry.bots.ratings.empty() ? nullptr : &entry;
  return nullptr;
}

const std::vector<std::string>& rated_games() {
  static const std::vector<std::string> games = [] {
    std::vector<std::string> out;
    for (const auto& entry : game_registry())
      if (!entry.bots.ratings.empty()) out.push_back(entry.description.info.id);
    return out;
  }();
  return games;
}

bool is_rated_game(std::string_view game) { return rated_entry(game) != nullptr; }

double deviation_at(const Glicko& rating, int64_t last_rated_ms, int64_t now_ms) {
  if (last_rated_ms <= 0 || now_ms <= last_rated_ms)
    return std::min(rating.deviation, kMaxDeviation);
  const double days = double(now_ms - last_rated_ms) / double(kDayMs);
  return idle_deviation(rating, days * kRatingPeriodsPerDay, kMaxDeviation);
}

bool provisional(double deviation_now) {
  return deviation_now > kProvisionalDeviation;
}

}  // namespace cubilete::accounts
