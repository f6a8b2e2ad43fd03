#include "catalog/farkle/farkle_solve.h"

#include <fmt/format.h>

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "games/farkle/farkle_game.h"
#include "solve/farkle/farkle_commands.h"

namespace cubilete::farkle {

namespace {

// The single-turn value's figures: its bracket, the value before entering the board, and from
// which turn total to bank with each number of dice to throw (null: never).
struct FarkleSolveFacts {
  std::vector<double> value_bounds;
  double value_not_on_board = 0;
  Entries<Nullable<int>, std::string> bank_from;
  static constexpr std::string_view kTypeName = "FarkleSolveFacts";
  static constexpr auto fields() {
    using T = FarkleSolveFacts;
    return std::tuple{field("value_bounds", &T::value_bounds), field("value_not_on_board", &T::value_not_on_board),
                      field("bank_from", &T::bank_from)};
  }
};

SolveResult farkle_solve_result(solve::FarkleSolve s) {
  SolveResult r;
  r.value = s.value;
  r.meaning = s.meaning;
  r.found = OnePlayerSolve{s.seconds, std::nullopt, std::nullopt};
  FarkleSolveFacts facts{{s.value, s.value_upper}, s.value_not_on_board, {}};
  for (int n = 1; n <= kDice; ++n) {
    const int from = s.bank_from[size_t(n)];
    facts.bank_from.emplace_back(std::to_string(n), from < 0 ? Nullable<int>() : Nullable<int>(from));
    r.notes.push_back(fmt::format("with {} {} to throw, bank from a turn total of {}", n, n == 1 ? "die" : "dice",
                                  from < 0 ? "(never)" : std::to_string(from)));
  }
  r.notes.push_back(fmt::format("not yet on the board (entry {}): {:.9f} expected points per turn", s.entry,
                                s.value_not_on_board));
  r.notes.push_back(fmt::format("bracket of the value: [{:.12f}, {:.12f}]", s.value, s.value_upper));
  r.facts = writer_of(std::move(facts));
  r.typed = std::move(s);
  return r;
}

// The two-player table's figures beyond how it was found: where turn totals are cut, and how it
// was solved.
struct FarkleDuelSolveFacts {
  int cut_points = 0;
  double cut_chance = 0;
  std::optional<int64_t> turns_solved;
  std::optional<double> within_turn_states;
  std::optional<int> most_newton_steps;
  std::optional<double> last_step_bound, pair_error_bound, error_bound;
  static constexpr std::string_view kTypeName = "FarkleDuelSolveFacts";
  static constexpr auto fields() {
    using T = FarkleDuelSolveFacts;
    return std::tuple{field("cut_points", &T::cut_points),
                      field("cut_chance", &T::cut_chance),
                      field("turns_solved", &T::turns_solved),
                      field("within_turn_states", &T::within_turn_states),
                      field("most_newton_steps", &T::most_newton_steps),
                      field("last_step_bound", &T::last_step_bound),
                      field("pair_error_bound", &T::pair_error_bound),
                      field("error_bound", &T::error_bound)};
  }
};

SolveResult farkle_duel_result(solve::FarkleDuelSolve s) {
  SolveResult r;
  r.value = s.value;
  r.meaning = s.meaning;
  TwoPlayerSolve found;
  found.states = int64_t(s.states);
  found.seconds = s.seconds;
  found.from_cache = s.from_cache;
  found.stored_as =
      fmt::format("V(a, b) as float64, the throw values of each turn's first {} points as float32", s.row_points);
  FarkleDuelSolveFacts facts;
  facts.cut_points = s.cut_points;
  facts.cut_chance = s.cut_chance;
  r.notes = {fmt::format("{} turn starts (both banked scores below the target, in steps of {})", s.states, s.unit),
             fmt::format("turn totals cut at {} points, which a turn reaches with probability {:.1e}: "
                         "there the player banks",
                         s.cut_points, s.cut_chance)};
  if (const auto& c = s.cache) {
    found.cache_file = c->file;
    found.cache_bytes = int64_t(c->bytes);
  }
  if (const auto& c = s.computed) {
    found.solve_seconds = c->seconds;
    found.threads = c->threads;
    facts.turns_solved = int64_t(c->turns_solved);
    facts.within_turn_states = c->within_turn_states;
    facts.most_newton_steps = c->most_newton_steps;
    facts.last_step_bound = c->last_step_bound;
    facts.pair_error_bound = c->pair_error_bound;
    facts.error_bound = c->error_bound;
    r.notes.push_back(fmt::format(
        "{} turns solved (each over every turn total below the cut and number of dice); a "
        "turn start and its mirror (a, b), (b, a) are solved together by Newton steps on the "
        "farkle's value, at most {} of them, until a step moves them by at most {:.0e} "
        "(largest last step {:.1e})",
        c->turns_solved, c->most_newton_steps, c->convergence, c->last_step_bound));
    r.notes.push_back(fmt::format(
        "convergence: each pair within {:.1e} of its fixed point; every value within {:.1e} "
        "of the exact one (errors of higher sums carry over without growing)",
        c->pair_error_bound, c->error_bound));
  }
  r.found = std::move(found);
  r.facts = writer_of(std::move(facts));
  r.typed = std::move(s);
  return r;
}

}  // namespace

SolveResult solve(const Game& game, const SolveOptions& options) {
  const auto& g = static_cast<const FarkleGame&>(game);
  if (options.players == 2) return farkle_duel_result(solve::solve_farkle_duel(g, options));
  return farkle_solve_result(solve::solve_farkle(g));
}

}  // namespace cubilete::farkle
