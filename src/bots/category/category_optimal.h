#pragma once
// The optimal bot for the category games: plays the exact solitaire-optimal strategy (maximum
// expected final score), by table lookup after a state's first visit.
#include <memory>

#include "core/bot.h"
#include "solve/category/solitaire_solved.h"

namespace cubilete::category {

class OptimalBot : public Bot {
 public:
  explicit OptimalBot(const CategoryGame& game) : solved_(solve::solved_for(game)) {}
  Action choose(const State& state, Rng& rng) override;

 private:
  std::shared_ptr<const solve::Solved> solved_;
};

}  // namespace cubilete::category
