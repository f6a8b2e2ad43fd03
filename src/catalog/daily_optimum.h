#pragma once
// The game a daily challenge's optimum (TablePolicy::daily's bot) plays on a day's dice: the
// game seed of the day's attempts deals it, so it meets every position a person of that day met.
// Shown beside each person's game, and printed by `cubilete daily`.
#include <cstdint>
#include <vector>

#include "catalog/game_entry.h"
#include "core/record.h"

namespace cubilete {

// The games with a daily challenge (TablePolicy::daily), in the catalogue's order.
std::vector<const GameEntry*> daily_games();

struct DailyOptimum {
  GameRecord record;
  double score = 0;
};
// Throws UsageError when `entry` has no daily challenge.
DailyOptimum play_daily_optimum(const GameEntry& entry, uint64_t game_seed);

}  // namespace cubilete
