#pragma once
// The optimal policy of a solved category preset, extracted by the batched kernel with argmax
// tracking: the first time any state of a set of used categories is met, one kernel call gives
// the best action of every hand at every rethrow level for all its upper subtotals and flags
// (one byte each, a state's bytes contiguous, all sets in one huge-page arena so a lookup costs
// one table read and one memory access). After that every decision is a lookup; the first
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
  // Where a set of used categories keeps its codes in the arena: for each flag group and upper
  // lane from `base`, the rows of every rethrow level one after another (a turn's decisions read
  // one contiguous stretch), each row one byte per hand: < 32 the position of the keep among the
  // hand's sub-multisets, >= 32 32 + category.
  struct Layout {
    uint64_t offset = 0;
    int16_t base = 0, width = 0;
    std::atomic<uint8_t> ready{0};  // 0 empty, 1 being filled, 2 ready (one cache line with the rest)
  };
  const uint8_t* codes(uint32_t mask) const;  // filled on first use
  const uint8_t* row(const StateKey& state) const;  // every level's codes of a state
  void fill(uint32_t mask) const;
  struct Impl;

  const StateSpace& space_;
  const ValueTable& table_;
  std::unique_ptr<Impl> impl_;
  std::unique_ptr<Layout[]> layout_;  // per set of used categories
  uint8_t* arena_ = nullptr;  // reserved once (pages appear as they are written), huge pages
  size_t arena_bytes_ = 0;
  std::vector<uint8_t> position_;  // [hand position][multiset]: index among the hand's subsets
  int first_hand_ = 0, hands_ = 0, row_ = 0;  // row_: bytes per lane (every level's row)
};

}  // namespace cubilete::solve
