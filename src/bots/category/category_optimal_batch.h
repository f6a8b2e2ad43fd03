#pragma once
// Whole category games with the optimal bot in every seat, for large simulations: the games
// play_out plays with OptimalBot (same seeds, same dice, same choices), at table-lookup speed.
#include <memory>

#include "core/batch.h"
#include "solve/category/solitaire_solved.h"

namespace cubilete::category {

class OptimalBatch : public BatchPlayer {
 public:
  explicit OptimalBatch(const CategoryGame& game) : game_(game), solved_(solve::solved_for(game)) {}
  void prepare(int threads, int64_t games) const override;
  void play(std::span<const uint64_t> seeds,
            const std::function<void(size_t, const State&)>& done) const override;

 private:
  const CategoryGame& game_;
  std::shared_ptr<const solve::Solved> solved_;
};

}  // namespace cubilete::category
