#pragma once
// A category preset solved for two players playing to win: its scorer, state space and table,
// read from the cache or solved into it (in the form of duel_store.h). Shared by the
// win_optimal bot, hints, the advisor and `solve --players 2`.
#include <memory>
#include <optional>
#include <string>

#include "games/category/category_game.h"
#include "solve/common/solve_options.h"
#include "solve/category/duel/duel_table.h"

namespace cubilete::solve {

// What to do when the table is not in the cache (or request.use_cache is false).
enum class DuelNeed {
  Cached,  // nothing: no table
  Table,   // solve it: into the cache (in memory where the cache cannot be written or is not used)
  Value,   // solve for the first player's chance only, two layers in memory at a time
};

class SolvedDuel {
 public:
  // Maps the table from the cache if it is there, else does what `need` says. Throws
  // UsageError when solving would need more memory than the machine has free.
  // `first_layer` > 0: only the endgame from that layer on (in memory, never cached).
  SolvedDuel(const category::CategoryRules& rules, const std::string& game, const std::string& rules_text,
             const SolveOptions& request, DuelNeed need, int first_layer = 0);

  const category::Scorer& scorer() const { return scorer_; }
  const DuelSpace& space() const { return space_; }
  bool has_table() const { return table_.has_value(); }
  const DuelTable& table() const { return *table_; }
  // The first player's chance of winning (nullopt when not solved).
  std::optional<double> first_player() const { return first_player_; }
  bool from_cache() const { return from_cache_; }
  const DuelSolveStats& stats() const { return stats_; }
  const std::string& cache_file() const { return cache_file_; }
  // The cache file's data (0 for an endgame table, which is never cached).
  size_t cache_bytes() const { return store_ ? store_->bytes() : 0; }
  // How the cache keeps it (where it is cached).
  const DuelStore* store() const { return store_.get(); }

 private:
  void solve(const SolveOptions& request, DuelNeed need, int first_layer);
  bool map_cache();  // the table from the cache file, where it matches

  category::Scorer scorer_;
  DuelSpace space_;
  std::shared_ptr<const DuelStore> store_;
  std::optional<DuelTable> table_;
  std::optional<double> first_player_;
  bool from_cache_ = false;
  DuelSolveStats stats_;
  std::string cache_file_, header_;
};

// The two-player table of a category game (three or more players read the same table), once per
// process and rules.
std::shared_ptr<const SolvedDuel> duel_for(const category::CategoryGame& game, const SolveOptions& request = {},
                                           DuelNeed need = DuelNeed::Table);
// The table of the last `rounds` rounds only (fewer than all), solved in memory (3 rounds of
// Generala: 2.5 s, 50 MB) and kept as kept_tables.h says.
std::shared_ptr<const SolvedDuel> duel_endgame_for(const category::CategoryGame& game, int rounds);

// The solved two-player table, or a UsageError saying how to solve it (it takes minutes and
// gigabytes, so nothing solves it unasked).
std::shared_ptr<const SolvedDuel> cached_duel(const category::CategoryGame& game);

}  // namespace cubilete::solve
