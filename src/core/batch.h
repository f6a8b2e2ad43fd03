#pragma once
// A shortcut for playing many whole games with particular bots (the category games with every
// seat optimal): it plays exactly the games play_out would, seed by seed, without asking a Bot
// object for each decision, so large simulations can run at table-lookup speed.
#include <cstdint>
#include <functional>
#include <span>

#include "core/game.h"

namespace cubilete {

class BatchPlayer {
 public:
  virtual ~BatchPlayer() = default;
  // Before `games` games: makes ready, on `threads` threads, the tables they will read where
  // that is quicker than building each at first use (the player knows its tables' costs).
  virtual void prepare(int threads, int64_t games) const = 0;
  // Plays the game play_out(game, bots, seed) plays for each seed, and hands each final state
  // to `done` with the seed's position. Thread-safe; `done` runs on the calling thread.
  virtual void play(std::span<const uint64_t> seeds,
                    const std::function<void(size_t, const State&)>& done) const = 0;
};

}  // namespace cubilete
