#include "bots/dice3_bots.h"

#include <bit>
#include <mutex>

namespace cubilete::dice3 {

std::shared_ptr<const solve::MatterhornSolver> matterhorn_solver_for(bool either_row) {
  static std::mutex mutex;
  static std::shared_ptr<const solve::MatterhornSolver> solvers[2];
  std::lock_guard lock(mutex);
  auto& slot = solvers[either_row];
  if (!slot) slot = std::make_shared<const solve::MatterhornSolver>(either_row);
  return slot;
}

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
  const auto& s = static_cast<const MatterhornState&>(state);
  const uint32_t r1 = s.row1(s.player()), r2 = s.row2(s.player());
  Action best = -1;
  double least = 1e300;
  for (Action a : state.legal_actions()) {
    const auto m = uint32_t(a);
    const double e = solver_->expected_throws(r1 | row1_part(m), r2 | row2_part(m));
    if (e < least) least = e, best = a;
  }
  return best;
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
