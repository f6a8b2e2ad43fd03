#pragma once
// Whole category games with the optimal bot in every seat, for large simulations: the games
// play_out plays with OptimalBot (same seeds, same dice, same choices), at table-lookup speed.
#include <atomic>
#include <memory>

#include "core/batch.h"
#include "solve/category/solitaire_solved.h"

namespace cubilete::category {

class OptimalBatch : public BatchPlayer {
 public:
  explicit OptimalBatch(const CategoryGame& game) : game_(game), solved_(solve::solved_for(game)) {}
  // From this many games times players, prepare builds the whole policy; fewer play one state's
  // turn at a time (Solved::turn_actions): they meet too few states for the whole policy to pay.
  static constexpr int64_t kWholePolicyGames = 20000;
  void prepare(int threads, int64_t games) const override;
  void play(std::span<const uint64_t> seeds,
            const std::function<void(size_t, const State&)>& done) const override;

 private:
  void play_turns(std::span<const uint64_t> seeds,
                  const std::function<void(size_t, const State&)>& done) const;
  const CategoryGame& game_;
  std::shared_ptr<const solve::Solved> solved_;
  mutable std::atomic<bool> turn_by_turn_{false};  // prepare's choice
};

}  // namespace cubilete::category
