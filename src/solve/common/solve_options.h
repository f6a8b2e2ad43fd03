#pragma once
// What `cubilete solve` was asked beyond the game: threads, the cache, the extras a game may offer.
#include <cstdint>
#include <functional>
#include <string>

namespace cubilete {

struct SolveOptions {
  bool use_cache = true;
  int threads = 0;  // <= 0: all hardware threads
  bool distribution = false;
  int64_t games = 100000;  // for a simulated distribution
  uint64_t seed = 1;
  bool save_policy = false;  // also build the whole optimal policy and save it in the cache
  int players = 1;  // 2: the two-player solution (chance of winning) where the game has one
  bool doubles = false;  // two-player: compute in double precision (the cache keeps 16-bit values)
  // Long solves report their progress here, a line at a time (may be null).
  std::function<void(const std::string&)> progress;
};

}  // namespace cubilete
