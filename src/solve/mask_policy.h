#pragma once
// The optimal policy of a solved category preset, extracted by the batched kernel with argmax
// tracking: the first time any state of a set of used categories is met, one kernel call gives
// the best action of every hand at every rethrow level for all its upper subtotals and flags
// (one byte each, a state's bytes contiguous). After that every decision is a lookup; the first
// decision of a turn prefetches the state's bytes for the turn's later decisions.
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/game.h"
#include "solve/value_table.h"

namespace cubilete::solve {

class MaskPolicies {
 public:
  MaskPolicies(const StateSpace& space, const ValueTable& table);
  ~MaskPolicies();

  // The optimal action (category-game action code); thread-safe, lock-free once filled.
  Action best(const StateKey& state, int hand, int rethrows_left) const;

 private:
  struct Block {
    int groups, base, high, width;
    std::vector<uint8_t> code;  // < 32: position of the keep among the hand's sub-multisets;
                                // >= 32: 32 + category
    size_t at(int t, int g, int lane, int hands) const {  // then + hand position
      return ((size_t(t) * groups + g) * width + lane) * hands;
    }
  };
  struct Impl;
  const Block& block(uint32_t mask) const;

  const StateSpace& space_;
  const ValueTable& table_;
  std::unique_ptr<Impl> impl_;
  std::unique_ptr<std::atomic<Block*>[]> masks_;
  std::vector<uint8_t> position_;  // [hand position][multiset]: index among the hand's subsets
  int first_hand_ = 0, hands_ = 0;
};

}  // namespace cubilete::solve
