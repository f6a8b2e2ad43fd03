#pragma once
// Unordered dice. A multiset of d6 values is stored as its face counts and identified by a
// dense index into a table of all multisets of 0..n dice, so solvers and simulators work with
// 252 five-dice throws instead of 7776 ordered ones.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.h"

namespace cubilete {

using FaceCounts = std::array<uint8_t, 6>;  // counts[f-1] = number of dice showing f

int dice_in(const FaceCounts& c);
int pip_sum(const FaceCounts& c);
FaceCounts counts_of(std::span<const int> values);
std::vector<int> values_of(const FaceCounts& c);  // ascending
// a minus b, face by face (b must be a sub-multiset of a).
FaceCounts difference(const FaceCounts& a, const FaceCounts& b);
// "3-3-4-4-5" (ascending); "-" for no dice.
std::string format_dice(const FaceCounts& c);
// Accepts "3-3-4-4-5", "33445", "3 3 4 4 5" or "3,3,4,4,5". Throws UsageError naming the
// problem when a value is not 1..6 or the count differs from `expected` (if expected >= 0).
std::vector<int> parse_dice(std::string_view text, int expected = -1);

// Every multiset of 0..max_dice dice, with exact roll probabilities and sub-multisets.
class MultisetTable {
 public:
  explicit MultisetTable(int max_dice);

  int max_dice() const { return max_dice_; }
  int size() const { return int(counts_.size()); }
  const FaceCounts& counts(int index) const { return counts_[index]; }
  int dice(int index) const { return dice_[index]; }
  // Indices of the multisets with exactly k dice.
  std::span<const int> of_size(int k) const { return by_size_[k]; }
  // Probability that k = dice(index) fair dice show exactly this multiset, and its numerator
  // over 6^k (an exact integer count of ordered outcomes).
  double probability(int index) const { return probability_[index]; }
  uint32_t ways(int index) const { return ways_[index]; }
  // Proper and improper sub-multisets (every keep), ascending by index.
  std::span<const int> subsets(int index) const;

  // Keys: sum of counts[f] * (max_dice+1)^f, so a die showing f adds key_of_face(f) and the
  // key of kept + rolled dice is the sum of their keys.
  uint32_t key(int index) const { return keys_[index]; }
  uint32_t key_of_face(int face) const { return face_key_[face - 1]; }
  int index_of_key(uint32_t key) const { return index_by_key_[key]; }
  int index_of(const FaceCounts& c) const;

  // Throws k dice and returns the index of the multiset they show: one uniform draw over the
  // 6^k ordered outcomes, mapped through a table.
  int roll(int k, Rng& rng) const {
    const auto& outcomes = ordered_[k];
    return outcomes[rng.below(uint32_t(outcomes.size()))];
  }
  // Throws k dice one at a time (k draws of Rng::die) and returns the index of the multiset they
  // show: the dice of a k-die throw are the first k of a longer throw from the same generator.
  int roll_each(int k, Rng& rng) const {
    FaceCounts c{};
    for (int i = 0; i < k; ++i) ++c[rng.die() - 1];
    return index_of(c);
  }
  // Index of the union of two multisets (their dice counts must fit in the table).
  int combine(int a, int b) const { return index_by_key_[keys_[a] + keys_[b]]; }

 private:
  int max_dice_;
  std::vector<FaceCounts> counts_;
  std::vector<uint8_t> dice_;
  std::vector<double> probability_;
  std::vector<uint32_t> ways_;
  std::vector<uint32_t> keys_;
  std::vector<std::vector<int>> by_size_;
  std::vector<int> subset_offsets_, subset_list_;
  std::array<uint32_t, 6> face_key_;
  std::vector<int> index_by_key_;
  std::vector<std::vector<int16_t>> ordered_;  // [k][ordered outcome] -> multiset index
};

// Shared, lazily built tables for 1..6 dice (thread-safe).
const MultisetTable& multisets(int max_dice);

}  // namespace cubilete
