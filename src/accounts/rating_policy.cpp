#include "accounts/rating_policy.h"

#include <algorithm>

#include "catalog/registry.h"

namespace cubilete::accounts {

const std::vector<std::string>& rated_games() {
  static const std::vector<std::string> games = [] {
    std::vector<std::string> out;
    for (const auto& entry : game_registry())
      if (entry.table.rated) out.push_back(entry.description.info.id);
    return out;
  }();
  return games;
}

bool is_rated_game(std::string_view game) {
  // The exact id: a game named by a prefix (as find_game accepts) is no rated game.
  const auto& games = rated_games();
  return std::find(games.begin(), games.end(), game) != games.end();
}

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
