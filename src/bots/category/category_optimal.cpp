#include "bots/category/category_optimal.h"

namespace cubilete::category {

Action OptimalBot::choose(const State& state, Rng&) {
  const auto& s = static_cast<const CategoryState&>(state);
  const auto key = solved_->space().key_of(s.card(s.player()));
  return solved_->best_action(key, s.hand(), s.throws_left());
}

}  // namespace cubilete::category
