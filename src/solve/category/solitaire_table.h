#pragma once
// The solved values of a category preset: the optimal expected points still to come from the
// start of a turn in each state. Saved to and loaded from a cache directory, keyed by game,
// resolved rules and format version, so bots and hints start instantly.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "solve/category/state_space.h"

namespace cubilete::solve {

class ValueTable {
 public:
  // A table held by `owner` (a solve's memory, or the mapping of a cached file): the values of a
  // mask and flag, upper_lanes() of them, begin `stride` values after the previous ones' (0: right
  // after them, in index() order).
  ValueTable(const StateSpace& space, std::shared_ptr<const void> owner, const double* data, size_t stride = 0);

  const StateSpace& space() const { return *space_; }
  double at(const StateKey& k) const {
    return data_[(size_t(k.mask) * space_->groups() + size_t(k.flag)) * stride_ + size_t(k.upper)];
  }
  // The optimal expected final score of a whole game.
  double value() const { return at(StateKey{}); }
  // Every value in index() order.
  std::vector<double> values() const;
  // The values where they are: a mask and flag's begin stride() values after the previous ones'.
  const double* data() const { return data_; }
  size_t stride() const { return stride_; }

 private:
  const StateSpace* space_;
  std::shared_ptr<const void> owner_;
  const double* data_;
  size_t stride_;
};

struct SolveStats {
  double seconds = 0;
  int threads = 1;
  size_t states = 0;  // states evaluated (reachable upper subtotals only)
};

// The exact DP. threads <= 0: all hardware threads.
ValueTable solve_table(const StateSpace& space, int threads, SolveStats* stats = nullptr);

// Cache: one file per (game, resolved rules, format version).
std::string cache_path(const std::string& game, const std::string& rules);
std::optional<ValueTable> load_table(const StateSpace& space, const std::string& path,
                                     const std::string& game, const std::string& rules);
// Best effort: a cache that cannot be written is not an error (returns false). Beyond the limit
// below, the tables used least recently leave the cache directory.
bool save_table(const ValueTable& table, const std::string& path, const std::string& game,
                const std::string& rules);
// The bytes solitaire tables may take in the cache directory (0: no limit).
void set_value_table_cache_limit(size_t bytes);

}  // namespace cubilete::solve
