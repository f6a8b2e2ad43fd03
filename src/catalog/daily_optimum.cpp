#include "catalog/daily_optimum.h"

#include <fmt/format.h>

#include "catalog/registry.h"
#include "core/error.h"
#include "core/match.h"

namespace cubilete {

std::vector<const GameEntry*> daily_games() {
  std::vector<const GameEntry*> out;
  for (const auto& e : game_registry())
    if (e.table.daily) out.push_back(&e);
  return out;
}

DailyOptimum play_daily_optimum(const GameEntry& entry, uint64_t game_seed) {
  if (!entry.table.daily) throw UsageError(fmt::format("{} has no daily challenge", entry.description.info.id));
  const auto& daily = *entry.table.daily;
  const auto game = make_game(entry, daily.rules);
  auto bot = make_bot(entry, *game, daily.optimum);
  GameRecord record{entry.description.info.id, assignments_of(game->rules()), game_seed, {daily.optimum}, {}, {}, {}};
  const auto end = play_out(*game, {bot.get()}, game_seed, &record);
  return {std::move(record), end->scores().at(0)};
}

}  // namespace cubilete
