#pragma once
// A fixed betting policy for Flores Amarradas. The bettor's edge is negative (the banker's is
// +2/81 per chip), so a steady bettor puts up the minimum; a steady banker in cover mode stakes
// a quarter of what it may.
#include "core/bot.h"

namespace cubilete::bets {

class FloresSteadyBot : public Bot {
 public:
  Action choose(const State& state, Rng& rng) override;
};

}  // namespace cubilete::bets
