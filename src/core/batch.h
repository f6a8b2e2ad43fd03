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
  // Makes ready, on `threads` threads, every table the games may read (read from the cache
  // where one was saved, else built) instead of at first use: worth it when the games will
  // visit most of them.
  virtual void prepare(int threads) const = 0;
  // Plays the game play_out(game, bots, seed) plays for each seed, and hands each final state
  // to `done` with the seed's position. Thread-safe; `done` runs on the calling thread.
  virtual void play(std::span<const uint64_t> seeds,
                    const std::function<void(size_t, const State&)>& done) const = 0;
};

}  // namespace cubilete
