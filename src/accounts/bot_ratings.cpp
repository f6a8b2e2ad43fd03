#include "accounts/bot_ratings.h"

#include <algorithm>

#include "accounts/rating_policy.h"
#include "catalog/registry.h"

namespace cubilete::accounts {

std::optional<Glicko> bot_rating(std::string_view game, std::string_view player) {
  if (const auto* entry = rated_entry(game))
    for (const auto& b : entry->bots.ratings)
      if (player == b.bot)
        return Glicko{b.rating, std::max(b.uncertainty, kMinBotDeviation), kStartingRating.volatility};
  return std::nullopt;
}

std::vector<std::string> rated_bots(std::string_view game) {
  std::vector<std::string> out;
  if (const auto* entry = rated_entry(game))
    for (const auto& b : entry->bots.ratings) out.push_back(b.bot);
  return out;
}

}  // namespace cubilete::accounts
