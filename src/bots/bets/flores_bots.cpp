#include "bots/bets/flores_bots.h"

#include <algorithm>

#include "games/bets/flores_amarradas.h"

namespace cubilete::bets {

Action FloresSteadyBot::choose(const State& state, Rng&) {
  const auto& s = static_cast<const FloresState&>(state);
  int amount = 3;
  if (s.phase() == FloresPhase::Stake) amount = std::max(3, s.max_amount() / 4 / 3 * 3);
  return kFloresAmountBase + amount / 3;
}

}  // namespace cubilete::bets
