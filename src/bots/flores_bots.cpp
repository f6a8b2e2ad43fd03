#include "bots/flores_bots.h"

#include <algorithm>

#include "games/dice3/flores_amarradas.h"

namespace cubilete::dice3 {

Action FloresSteadyBot::choose(const State& state, Rng&) {
  const auto& s = static_cast<const FloresState&>(state);
  int amount = 3;
  if (s.phase() == FloresPhase::Stake) amount = std::max(3, s.max_amount() / 4 / 3 * 3);
  return kFloresAmountBase + amount / 3;
}

}  // namespace cubilete::dice3
