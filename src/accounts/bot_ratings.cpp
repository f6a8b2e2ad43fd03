#include "accounts/bot_ratings.h"

#include <algorithm>

#include "accounts/rating_policy.h"
#include "catalog/registry.h"

namespace cubilete::accounts {

namespace {

// The measured ratings of a rated game's bots (its catalog entry's), or none.
const std::vector<FixedBotRating>* ratings_of(std::string_view game) {
  if (!is_rated_game(game)) return nullptr;
  for (const auto& entry : game_registry())
    if (entry.description.info.id == game) return &entry.bots.ratings;
  return nullptr;
}

}  // namespace

std::optional<Glicko> bot_rating(std::string_view game, std::string_view player) {
  if (const auto* ratings = ratings_of(game))
    for (const auto& b : *ratings)
      if (player == b.bot)
        return Glicko{b.rating, std::max(b.uncertainty, kMinBotDeviation), kStartingRating.volatility};
  return std::nullopt;
}

std::vector<std::string> rated_bots(std::string_view game) {
  std::vector<std::string> out;
  if (const auto* ratings = ratings_of(game))
    for (const auto& b : *ratings) out.push_back(b.bot);
  return out;
}

}  // namespace cubilete::accounts
