#pragma once
// Two-player Farkle played to win, our rules: entry threshold, target, a final turn
// for the other player, who must beat the closer's score, and no ties.
//
// A turn start is (the mover's banked score a, the opponent's b), in units of 50, both below the
// target. Within the turn, at each bank-or-throw decision with turn total t and n dice to throw:
//   bank:  1 - V(b, a + t), or, when a + t reaches the target, the chance the opponent's forced
//          last turn fails to beat it, 1 - reach(a + t - b + 1) (FarkleTurnSolver::reach);
//   throw: the expectation over the throw of the best selection's value, a farkle worth
//          1 - V(b, a) (the opponent's turn start, nothing banked). Every selection counts, not
//          only the most points for each number of dice left as for expected points: the chance
//          of winning does not always grow with the turn total (near the target, banking less
//          can be better: it leaves the opponent an ordinary turn instead of a last one).
// V(a, b) is the value of the turn's first throw. Banking only raises a + b, so turn starts are
// solved by that sum, highest first; within a sum, V(a, b) and V(b, a) depend on each other
// through the farkle, and are found by value iteration on the pair, each step a Newton step
// (every turn's value also returns its slope along the farkle's value, the chance that the turn
// ends in a farkle), until a step moves them by at most 1e-13.
//
// Turn totals are cut at the least total a turn reaches with probability at most 1e-15 (at
// about 30,000 points): there the player banks if allowed, else the turn counts as a farkle.
// Whatever the cut changes lies within that probability.
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/farkle/farkle_game.h"
#include "solve/common/solve_options.h"
#include "solve/farkle/farkle_solver.h"

namespace cubilete::solve {

// Points in whole units of `unit`, rounded up: the scores a duel's states count in.
inline int units_up(int points, int unit) { return (points + unit - 1) / unit; }

struct FarkleDuelStats {
  double seconds = 0;
  int threads = 1;
  size_t turn_starts = 0;       // V values
  size_t turns_solved = 0;      // turn DPs run (each over every turn total and dice count)
  int most_iterations = 0;      // Newton steps of the slowest pair
  double largest_step = 0;      // the last step of the slowest-converging pair
  double error_bound = 0;       // the largest last step x slope / (1 - slope): one pair's error
  // The error of every value: a pair's values are those of a chain absorbed in the values of
  // higher sums, so an error there carries over without growing; the sum over the sums of each
  // sum's largest pair error bounds them all.
  double total_error_bound = 0;
};

class FarkleDuel {
 public:
  // cut_units <= 0: the cut described above.
  FarkleDuel(const farkle::FarkleRules& rules, std::shared_ptr<const FarkleTurnSolver> turn, int cut_units = 0);

  int unit() const { return turn_->unit(); }
  int target_units() const { return target_; }
  int cut_units() const { return cut_; }
  // The chance that a turn ever reaches the cut.
  double cut_chance() const { return turn_->reach(cut_, farkle::kDice); }

  // Solves the turn starts whose banked scores sum to at least from_sum units (0: all of them).
  // With `rows`, also keeps each solved turn's throw values for turn totals below kRowTotals
  // there, as float ([(a * target + b) * kRowTotals * 7 + t * 7 + n]; the caller sizes it).
  FarkleDuelStats solve(int threads, int from_sum = 0, float* rows = nullptr);
  // Targets beyond this would take hours (the work grows as the target squared).
  static constexpr int kLargestTarget = 25000;
  static constexpr int kRowTotals = 200;  // 10,000 points: a turn gets further with p ~ 1e-5
  // A pair of turn starts is solved once a Newton step moves it by at most this.
  static constexpr double kConvergence = 1e-13;
  size_t row_values() const { return size_t(target_) * target_ * kRowTotals * 7; }
  int solved_from_sum() const { return from_sum_; }
  bool covers(int a, int b) const { return a + b >= from_sum_; }
  // Values from a file of turn_start_values() (target_units()^2, V(a, b) at a * target + b).
  void set_values(std::vector<double> values) { values_ = std::move(values); }
  const std::vector<double>& turn_start_values() const { return values_; }

  // The mover's chance of winning at the start of the turn (a, b in units, below the target).
  double turn_start(int a, int b) const { return values_[size_t(a) * target_ + b]; }
  double first_player() const { return turn_start(0, 0); }
  bool may_bank(int a, int t) const { return t >= (a == 0 ? entry_ : 1); }
  // The mover's chance of winning after banking a turn total of t.
  double bank_value(int a, int b, int t) const;

  // One turn's throw values Q(t, n) ([t * 7 + n], t below the cut), given the farkle's value
  // c = 1 - V(b, a); returns Q(0, 6) and its slope along c.
  std::pair<double, double> turn(int a, int b, double c, std::vector<double>& q) const;
  // The value at a bank-or-throw decision from a row of Q: banking where allowed and not worse.
  double decision_value(int a, int b, int t, double q) const {
    if (!may_bank(a, t)) return q;
    const double bank = bank_value(a, b, t);
    return bank >= q ? bank : q;
  }

 private:
  std::pair<double, double> newton_pair(int a, int b, FarkleDuelStats& stats, float* rows);

  std::shared_ptr<const FarkleTurnSolver> turn_;
  int target_, entry_, cut_;
  int from_sum_ = 0;
  std::vector<double> values_;
};

// A solved two-player table with the throw values of every turn for its first kRowTotals turn
// totals (beyond them a turn is solved again when asked, which a turn reaches with probability
// about 1e-5): in the cache, or in memory for an endgame.
class SolvedFarkleDuel {
 public:
  // Reads the table from the cache, else solves it when `solve_if_missing` (into the cache
  // when request.use_cache). from_sum > 0: only the states whose banked scores sum to at least
  // that many points (an endgame, in memory, never cached). cut_units > 0: turn totals cut
  // there instead (the tests' reduced games, compared with a brute force cut the same way).
  SolvedFarkleDuel(const farkle::FarkleGame& game, const SolveOptions& request, bool solve_if_missing,
                   int from_sum = 0, int cut_units = 0);

  const FarkleDuel& duel() const { return *duel_; }
  const FarkleTurnSolver& turn_solver() const { return *turn_; }
  bool solved() const { return solved_; }
  bool from_cache() const { return from_cache_; }
  const FarkleDuelStats& stats() const { return stats_; }
  const std::string& cache_file() const { return cache_file_; }
  size_t cache_bytes() const;

  // The mover's chance of winning if the next throw is made (turn total t, n dice to throw)...
  double throw_value(int a, int b, int t, int n) const;
  // ...and at a bank-or-throw decision there, played best (at the cut and beyond, as the solver
  // has it: bank if allowed, else the turn counts as a farkle).
  double decision(int a, int b, int t, int n) const;

 private:
  std::shared_ptr<const FarkleTurnSolver> turn_;
  std::unique_ptr<FarkleDuel> duel_;
  bool solved_ = false, from_cache_ = false;
  FarkleDuelStats stats_;
  std::string cache_file_;
  std::shared_ptr<const void> owner_;  // the rows: mapped from the cache or owned
  const float* rows_ = nullptr;
  // Tells this table from any before it at the same address (a turn kept per thread).
  const uint64_t id_ = next_id_.fetch_add(1) + 1;
  static inline std::atomic<uint64_t> next_id_{0};
};

// The table of a Farkle game's rules (the players option aside), once per process; with
// `solve_if_missing` false only from the cache.
std::shared_ptr<const SolvedFarkleDuel> farkle_duel_for(const farkle::FarkleGame& game,
                                                        const SolveOptions& request = {},
                                                        bool solve_if_missing = true);
// The endgame from `from_sum` points of banked scores on, solved in memory and kept as
// kept_tables.h says.
std::shared_ptr<const SolvedFarkleDuel> farkle_endgame_for(const farkle::FarkleGame& game, int from_sum);

}  // namespace cubilete::solve
