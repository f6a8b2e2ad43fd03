#pragma once
// Greedy bot for the category games. It judges each choice against a "par" per category: the
// expected points of a whole turn spent chasing that category alone (exact, from small
// single-category tables). Writing scores points minus par; a keep is worth the best, over the
// open categories, of the exact expected points of chasing that category from the kept dice
// with the throws left, minus its par. It picks the best of all keeps and writes. It ignores
// the upper bonus and what opponents do.
#include <vector>

#include "core/bot.h"
#include "games/category/category_game.h"

namespace cubilete::category {

class GreedyBot : public Bot {
 public:
  explicit GreedyBot(const CategoryGame& game);
  Action choose(const State& state, Rng& rng) override;

  // Expected points of chasing `cat` from kept dice `keep` with `throws` throws to come.
  double chase_value(int cat, int keep, int throws) const {
    return chase_[(size_t(throws) * ncat_ + cat) * nsets_ + keep];
  }
  double par(int cat) const { return par_[cat]; }

 private:
  int ncat_, nsets_;
  std::vector<double> chase_;  // [throws 1..R][cat][keep]; index 0 unused
  std::vector<double> par_;
  std::vector<Action> buffer_;
};

}  // namespace cubilete::category
