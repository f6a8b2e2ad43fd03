#include "bots/dice3/dice3_bots.h"

#include <bit>

#include "solve/dice3/dice3_advice.h"

namespace cubilete::dice3 {

Action MatterhornGreedyBot::choose(const State& state, Rng&) {
  Action best = -1;
  int best_count = -1, best_sum = -1;
  for (Action a : state.legal_actions()) {
    const auto m = uint32_t(a);
    const int count = std::popcount(m);
    int sum = 0;
    for (int n = 1; n <= 12; ++n) sum += n * (int((m >> (n - 1)) & 1) + int((m >> (n + 11)) & 1));
    if (count > best_count || (count == best_count && sum > best_sum)) best = a, best_count = count, best_sum = sum;
  }
  return best;
}

MatterhornOptimalBot::MatterhornOptimalBot(const MatterhornGame& game) : solver_(matterhorn_solver_for(game.either_row())) {}

Action MatterhornOptimalBot::choose(const State& state, Rng&) {
  // The advisor's first choice: the move after which the fewest throws are expected.
  const auto& s = static_cast<const MatterhornState&>(state);
  const auto& game = static_cast<const MatterhornGame&>(s.game());
  return solve::rank_matterhorn(s.row1(s.player()), s.row2(s.player()),
                                game.dice().table().counts(s.last_throw()), game.either_row())
      .front()
      .action;
}

Action MultiplicacaoGreedyBot::choose(const State& state, Rng&) {
  const auto& s = static_cast<const MultiplicacaoState&>(state);
  return s.shown_value() <= 2 ? kRefuse : kAccept;
}

Action MultiplicacaoOptimalBot::choose(const State& state, Rng&) {
  const auto& s = static_cast<const MultiplicacaoState&>(state);
  const int v = s.shown_value();
  bool refuse = false;
  switch (s.stage()) {
    case MultStage::Three: refuse = values_.refuse_triple(v); break;
    case MultStage::Two: refuse = values_.refuse_double(s.a(), v); break;
    default: refuse = values_.refuse_last(s.a() + s.b(), v); break;
  }
  return refuse ? kRefuse : kAccept;
}

}  // namespace cubilete::dice3
