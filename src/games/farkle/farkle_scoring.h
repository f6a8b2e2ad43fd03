#pragma once
// Farkle scoring (RULES.md §2): which sets of dice are fully covered by scoring combinations, and
// the best reading of each. Computed once for every multiset of 0..6 dice by a small dynamic
// programme over the combinations, so "take the reading that scores most" is exact by
// construction (six of a kind is 3000, 2-2-2-2-5-5 is four of a kind plus a pair, ...).
#include <string>
#include <vector>

#include "core/dice.h"

namespace cubilete::farkle {

constexpr int kDice = 6;

// One legal way to set dice aside from a throw.
struct Selection {
  int keep;    // multiset index (in multisets(6)) of the dice set aside
  int points;  // best reading of exactly those dice
  int dice;    // how many dice
};

class Scoring {
 public:
  explicit Scoring(int three_ones);

  const MultisetTable& table() const { return *table_; }
  int three_ones() const { return three_ones_; }
  // Best score using every die of the multiset, or -1 if some die belongs to no combination.
  int all_dice(int index) const { return cover_[index]; }
  int all_dice(const FaceCounts& c) const { return cover_[table_->index_of(c)]; }
  // Every non-empty sub-multiset of the throw fully covered by combinations, with its points
  // (ascending by multiset index). Empty for a farkle.
  const std::vector<Selection>& selections(int throw_index) const { return selections_[throw_index]; }
  bool is_farkle(int throw_index) const { return selections_[throw_index].empty(); }
  // The most points that can be set aside from the throw (0 for a farkle).
  int best(int throw_index) const { return best_[throw_index]; }
  // The most points any single throw can set aside.
  int max_points() const { return max_points_; }
  // Greatest common divisor of every combination's points: the solver's unit.
  int unit() const { return unit_; }
  // Why `keep` (a sub-multiset of some throw) is not a legal selection: the dice that no
  // combination can cover. Empty if it is legal.
  std::string uncovered_reason(int keep) const;

 private:
  struct Combination {
    FaceCounts counts;
    int points;
  };
  int three_ones_;
  const MultisetTable* table_;
  std::vector<Combination> combinations_;
  std::vector<int> cover_, best_;
  std::vector<std::vector<Selection>> selections_;
  int max_points_ = 0;
  int unit_ = 0;
};

// The scoring table of the combinations, for rules text and help.
std::string scoring_summary(int three_ones);

}  // namespace cubilete::farkle
