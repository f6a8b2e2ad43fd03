#pragma once
// A solved category preset: its own scorer, state space, value table and a lazily filled,
// thread-safe policy (the best action for every hand of a state, computed the first time the
// state is met). Shared by the optimal bot, hints and the post-game report.
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/registry.h"
#include "games/category/category_game.h"
#include "solve/mask_policy.h"
#include "solve/turn_values.h"

namespace cubilete::solve {

class Solved {
 public:
  Solved(const category::CategoryRules& rules, const std::string& game, const std::string& rules_text,
         const SolveOptions& request);
  ~Solved();

  const category::Scorer& scorer() const { return scorer_; }
  const StateSpace& space() const { return space_; }
  const ValueTable& table() const { return *table_; }
  double value() const { return table_->value(); }
  bool from_cache() const { return from_cache_; }
  const SolveStats& stats() const { return stats_; }
  const std::string& cache_file() const { return cache_file_; }

  // The optimal action (category-game action code) with `hand` in front of the player and
  // `rethrows_left` rethrows available. Lock-free after the state's first use.
  Action best_action(const StateKey& state, int hand, int rethrows_left) const;
  // The optimal policy (each set of used categories built at first use).
  const MaskPolicies& policies() const;
  // Reads the whole policy on `threads` threads if `save_policy` stored it in the cache (and
  // the cache is in use); false if not.
  bool load_policy(int threads) const;
  // Builds the whole policy and saves it in the cache (its size: policies().bytes()); false
  // when the file cannot be written.
  bool save_policy(int threads) const;
  const std::string& policy_file() const { return policy_file_; }

 private:

  category::Scorer scorer_;
  StateSpace space_;
  std::unique_ptr<ValueTable> table_;
  bool from_cache_ = false;
  SolveStats stats_;
  std::string cache_file_;
  bool use_cache_;
  std::string policy_header_, policy_file_;
  mutable std::once_flag policies_once_;
  mutable std::unique_ptr<MaskPolicies> policies_;  // built at first use
};

// The resolved rules as text, the number of players left out: what a cached table is keyed by.
std::string rules_without_players(const Game& game);
// ` --rule KEY=VALUE` for each option that differs from its default (players left out): what a
// command must be given to work on these rules.
std::string rule_flags(const Game& game);

// The solved table of a category game, solved or loaded once per process and rules.
std::shared_ptr<const Solved> solved_for(const category::CategoryGame& game,
                                         const SolveOptions& request = {});

}  // namespace cubilete::solve
