#pragma once
// A solved category preset: its own scorer, state space, value table and a lazily filled,
// thread-safe policy (the best action for every hand of a state, computed the first time the
// state is met: one state's turn while few states have been met, then the whole policy's sets
// of used categories). Shared by the optimal bot, hints and the post-game report.
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/category/category_game.h"
#include "solve/category/mask_policy.h"
#include "solve/category/turn_values.h"
#include "solve/common/solve_options.h"

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
  // `rethrows_left` rethrows available: from turn_actions while it answers, then from
  // policies(). Lock-free once the whole policy is in use.
  Action best_action(const StateKey& state, int hand, int rethrows_left) const;
  // The optimal actions of one state's turn, computed the first time the state is met (one
  // turn's recursion, TurnValues: the same choices as the whole policy) and kept while this
  // object lives. A few thousand games meet a few thousand states, far fewer than the sets of
  // used categories the whole policy would build for them (each for every upper subtotal, and
  // the whole table copied first). Null once kMaxTurnStates are kept or the whole policy is in
  // use: beyond that many states the whole policy costs less per state, in time and memory.
  const int16_t* turn_actions(const StateKey& state) const;
  Action turn_action(const int16_t* actions, int hand, int rethrows_left) const {
    return actions[size_t(rethrows_left) * hands_ + size_t(hand - first_hand_)];
  }
  static constexpr size_t kMaxTurnStates = 131072;  // 1.5 kB each in Yatzy
  // The optimal policy (each set of used categories built at first use); best_action reads it
  // from then on.
  const MaskPolicies& policies() const;
  // Reads the whole policy on `threads` threads if `save_policy` stored it in the cache (and
  // the cache is in use); false if not.
  bool load_policy(int threads) const;
  // Builds the whole policy and saves it in the cache (its size: policies().bytes()); false
  // when the file cannot be written.
  bool save_policy(int threads) const;
  const std::string& policy_file() const { return policy_file_; }
  // The memory its values take (heap or mapped cache file), what the in-memory cache counts.
  size_t bytes() const { return space_.size() * sizeof(double); }

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
  mutable std::atomic<const MaskPolicies*> whole_{nullptr};  // policies_ once built
  struct TurnCache;
  std::unique_ptr<TurnCache> turns_;
  int first_hand_ = 0, hands_ = 0;
};

// The resolved rules as text but the number of players and how the dice are dealt, which change
// no value of a table: what a cached table is keyed by.
std::string rules_of_values(const Game& game);
// ` --rule KEY=VALUE` for each option that differs from its default (players left out): what a
// command must be given to work on these rules.
std::string rule_flags(const Game& game);

// The solved table of a category game, solved or loaded once per process and rules while it
// stays in memory. One solve runs at a time in a process; a caller asking for rules being solved
// waits for that solve.
std::shared_ptr<const Solved> solved_for(const category::CategoryGame& game,
                                         const SolveOptions& request = {});
// How much solved_for keeps in memory (0: no limit, the default): beyond it the tables used least
// recently are forgotten (those still held by a bot stay until it lets them go).
void set_solved_memory_limit(size_t bytes);
// How much of the cache directory solitaire tables may fill (0: no limit, the default): a new
// table saved beyond it removes the tables used least recently (a load counts as a use).
void set_table_cache_limit(size_t bytes);

}  // namespace cubilete::solve
