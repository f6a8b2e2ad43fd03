#pragma once
// The optimal policy of a solved category preset, extracted by the batched kernel with argmax
// tracking: the first time any state of a set of used categories is met, one kernel call gives
// the best action of every hand at every rethrow level for all its upper subtotals and flags
// (one byte each, a state's bytes contiguous, all sets in one huge-page arena so a lookup costs
// one table read and one memory access). After that every decision is a lookup; the first
// decision of a turn prefetches the state's bytes for the turn's later decisions. Before many
// games the whole policy can be built at once, or read from the cache where it was saved.
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/category/category_game.h"
#include "solve/category/solitaire_table.h"

namespace cubilete::solve {

class MaskPolicies {
 public:
  MaskPolicies(const StateSpace& space, const ValueTable& table);
  ~MaskPolicies();

  // The optimal action (category-game action code); thread-safe, lock-free once filled.
  Action best(const StateKey& state, int hand, int rethrows_left) const;

  // For players that look up many decisions (batch play): the codes of a state's choices at
  // every rethrow level, where the code of one choice lives (to prefetch it), and the action a
  // code stands for.
  const uint8_t* row(const StateKey& state) const;
  void prefetch_row(const StateKey& state) const { __builtin_prefetch(&layout_[state.mask]); }
  const uint8_t* code_address(const uint8_t* row, int hand, int rethrows_left) const {
    return row + size_t(rethrows_left) * hands_ + (hand - first_hand_);
  }
  Action decode(const uint8_t* row, int hand, int rethrows_left) const {
    const uint8_t code = *code_address(row, hand, rethrows_left);
    if (code >= 32) return category::kScoreBase + (code - 32);
    return category::kKeepBase + subsets_[size_t(hand - first_hand_) * 32 + code];
  }
  // True once the set's codes are in (built or read): a caller can time a first use.
  bool filled(uint32_t mask) const {
    return layout_[mask].ready.load(std::memory_order_acquire) == 2;
  }
  // Fills every set of used categories now, on `threads` threads, instead of at first use.
  void fill_all(int threads) const;
  // The whole policy as one cache file (`header` names what it was computed from): save fills
  // what is missing first; load reads every set not yet filled, on `threads` threads, and
  // returns false when the file is missing or does not match (sets it did not read are filled
  // at first use as before).
  size_t bytes() const { return arena_bytes_; }
  bool save(const std::string& path, const std::string& header, int threads) const;
  bool load(const std::string& path, const std::string& header, int threads) const;

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
  void fill(uint32_t mask) const;
  struct Impl;

  const StateSpace& space_;
  std::unique_ptr<Impl> impl_;
  std::unique_ptr<Layout[]> layout_;  // per set of used categories
  uint8_t* arena_ = nullptr;  // reserved once (pages appear as they are written), huge pages
  size_t arena_bytes_ = 0;
  std::vector<uint8_t> position_;  // [hand position][multiset]: index among the hand's subsets
  std::vector<int16_t> subsets_;   // [hand position][index among its subsets]: the multiset
  int first_hand_ = 0, hands_ = 0, row_ = 0;  // row_: bytes per lane (every level's row)
};

}  // namespace cubilete::solve
