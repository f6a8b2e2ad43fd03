#pragma once
#include <vector>

#include "core/bot.h"

namespace cubilete {

// Uniform over the legal actions: the baseline every game has.
class RandomBot : public Bot {
 public:
  Action choose(const State& state, Rng& rng) override {
    state.legal_actions(buffer_);
    return buffer_[rng.below(uint32_t(buffer_.size()))];
  }

 private:
  std::vector<Action> buffer_;
};

}  // namespace cubilete
