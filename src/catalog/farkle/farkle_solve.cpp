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
  double seconds = 0;
  static constexpr std::string_view kTypeName = "FarkleSolveFacts";
  static constexpr auto fields() {
    using T = FarkleSolveFacts;
    return std::tuple{field("value_bounds", &T::value_bounds), field("value_not_on_board", &T::value_not_on_board),
                      field("bank_from", &T::bank_from), field("seconds", &T::seconds)};
  }
};

SolveResult farkle_solve_result(solve::FarkleSolve s) {
  SolveResult r;
  r.value = s.value;
  r.meaning = s.meaning;
  r.found = OnePlayerSolve{false, s.seconds, std::nullopt};
  FarkleSolveFacts facts{{s.value, s.value_upper}, s.value_not_on_board, {}, s.seconds};
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

// The two-player table's figures: its size and cut, where it is kept, how it was solved.
struct FarkleDuelSolveFacts {
  int64_t states = 0;
  double seconds = 0;
  bool from_cache = false;
  int cut_points = 0;
  double cut_chance = 0;
  std::string stored_as;
  std::optional<std::string> cache_file;
  std::optional<int64_t> cache_bytes;
  std::optional<double> solve_seconds;
  std::optional<int> threads;
  std::optional<int64_t> turns_solved;
  std::optional<double> within_turn_states;
  std::optional<int> most_newton_steps;
  std::optional<double> last_step_bound, pair_error_bound, error_bound;
  static constexpr std::string_view kTypeName = "FarkleDuelSolveFacts";
  static constexpr auto fields() {
    using T = FarkleDuelSolveFacts;
    return std::tuple{field("states", &T::states),
                      field("seconds", &T::seconds),
                      field("from_cache", &T::from_cache),
                      field("cut_points", &T::cut_points),
                      field("cut_chance", &T::cut_chance),
                      field("stored_as", &T::stored_as),
                      field("cache_file", &T::cache_file),
                      field("cache_bytes", &T::cache_bytes),
                      field("solve_seconds", &T::solve_seconds),
                      field("threads", &T::threads),
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
  const std::string stored_as =
      fmt::format("V(a, b) as float64, the throw values of each turn's first {} points as float32", s.row_points);
  FarkleDuelSolveFacts facts;
  facts.states = int64_t(s.states);
  facts.seconds = s.seconds;
  facts.from_cache = s.from_cache;
  facts.cut_points = s.cut_points;
  facts.cut_chance = s.cut_chance;
  facts.stored_as = stored_as;
  TwoPlayerSolve found{s.states, std::nullopt, s.from_cache, s.seconds, 0.0, 0, std::nullopt, stored_as};
  r.notes = {fmt::format("{} turn starts (both banked scores below the target, in steps of {})", s.states, s.unit),
             fmt::format("turn totals cut at {} points, which a turn reaches with probability {:.1e}: "
                         "there the player banks",
                         s.cut_points, s.cut_chance)};
  if (const auto& c = s.cache) {
    facts.cache_file = c->file;
    facts.cache_bytes = int64_t(c->bytes);
    found.cache = std::pair(c->file, c->bytes);
  }
  if (const auto& c = s.computed) {
    facts.solve_seconds = found.solve_seconds = c->seconds;
    facts.threads = found.threads = c->threads;
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
