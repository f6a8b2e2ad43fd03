#pragma once
// A player that is not a person. It sees only what its seat may know: for games with hidden
// information the runner hands it State::view_for(player), never the true state.
#include <string>

#include "core/game.h"

namespace cubilete {

class Bot {
 public:
  virtual ~Bot() = default;
  // Chooses one of state.legal_actions(); `rng` is the bot's own stream.
  virtual Action choose(const State& state, Rng& rng) = 0;
};

}  // namespace cubilete
