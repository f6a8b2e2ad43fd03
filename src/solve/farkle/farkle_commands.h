#pragma once
// Farkle's commands as typed results (present/ writes them): `score` (what a throw may set
// aside), `solve` (the optimal single-turn value; with two players the first player's chance of
// winning) and `hint` (a described decision, every choice ranked).
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/describe.h"
#include "core/dice.h"
#include "games/farkle/farkle_game.h"
#include "solve/common/ranking.h"
#include "solve/common/solve_options.h"

namespace cubilete::solve {

// `cubilete score`'s answer: what a throw may set aside.
struct FarkleThrowScores {
  struct Selection {
    std::vector<int> keep;  // ascending
    int points = 0;
    static constexpr std::string_view kTypeName = "FarkleSelection";
    static constexpr auto fields() {
      return std::tuple{field("keep", &Selection::keep), field("points", &Selection::points)};
    }
  };
  std::vector<int> dice;  // ascending
  int best = 0;
  Nullable<int> all_dice;  // the points of setting every die aside, where they all score
  bool farkle = false;
  std::vector<Selection> selections;
  static constexpr std::string_view kTypeName = "FarkleThrowScores";
  static constexpr auto fields() {
    return std::tuple{field("dice", &FarkleThrowScores::dice), field("best", &FarkleThrowScores::best),
                      field("all_dice", &FarkleThrowScores::all_dice), field("farkle", &FarkleThrowScores::farkle),
                      field("selections", &FarkleThrowScores::selections)};
  }
};

// Throws UsageError unless 1 to 6 dice.
FarkleThrowScores score_farkle_throw(const farkle::FarkleGame& game, const std::vector<int>& dice);

struct FarkleSolve {
  double value = 0, value_upper = 0;  // the bracket of the single-turn value
  double value_not_on_board = 0;      // the same for a player not yet on the board
  int entry = 0;                      // the entry threshold that one must reach
  // With n dice to throw (index n, 1 to 6), bank from this turn total (-1: never).
  std::array<int, farkle::kDice + 1> bank_from{};
  std::string meaning;
  double seconds = 0;
};

struct FarkleDuelSolve {
  double value = 0;  // the first player's chance of winning
  std::string meaning;
  size_t states = 0;  // turn starts
  int unit = 0;       // points per step of a banked score
  double seconds = 0;
  bool from_cache = false;
  int cut_points = 0;     // turn totals are cut here...
  double cut_chance = 0;  // ...which a turn reaches with this chance
  int row_points = 0;     // the throw values of each turn's first points kept, as float32
  struct Cache {
    std::string file;
    size_t bytes = 0;
  };
  std::optional<Cache> cache;  // where the cache is in use
  struct Computed {
    double seconds = 0;
    int threads = 0;
    size_t turns_solved = 0;
    double within_turn_states = 0;
    int most_newton_steps = 0;
    double last_step_bound = 0, pair_error_bound = 0, error_bound = 0;
    double convergence = 0;  // a pair is solved once a Newton step moves it by at most this
  };
  std::optional<Computed> computed;  // where it was solved now, not read from the cache
};

FarkleSolve solve_farkle(const farkle::FarkleGame& game);
FarkleDuelSolve solve_farkle_duel(const farkle::FarkleGame& game, const SolveOptions& options);

// A decision described: the turn so far, the player's score, the final round's score to beat
// (0: not the final round), and either the throw to set dice aside from or the dice the next
// throw would use (the choice to bank or roll). With an opponent: two players, by the chance of
// winning. Scores and turn totals in the steps the solver counts (multiples of 50), scores below
// the target before the final round: the catalog's reader of `hint` checks these.
struct FarklePosition {
  int turn_total = 0;
  int banked = 0;
  int to_beat = 0;
  std::optional<FaceCounts> thrown;
  int dice_left = 0;  // without `thrown`
  std::optional<int> opponent_banked;
};

struct FarkleHint {
  int turn_total = 0, min_bank = 0;
  Ranking ranking;
  struct Duel {
    int banked = 0, opponent_banked = 0;
    bool final_round = false;
    double win_chance = 0;  // the best choice's
  };
  std::optional<Duel> duel;
};

// Throws UsageError where there is no choice (a farkle; a throw that must follow) and where the
// two-player table is not in the cache (saying how to solve it).
FarkleHint hint_farkle(const farkle::FarkleGame& game, const FarklePosition& position);

}  // namespace cubilete::solve
