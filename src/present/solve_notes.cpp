#include "present/solve_notes.h"

#include <fmt/format.h>

namespace cubilete {

namespace {

std::vector<std::string> of(const solve::FarkleSolve& r) {
  std::vector<std::string> notes;
  for (int n = 1; n <= farkle::kDice; ++n) {
    const int from = r.bank_from[size_t(n)];
    notes.push_back(fmt::format("with {} {} to throw, bank from a turn total of {}", n,
                                n == 1 ? "die" : "dice",
                                from < 0 ? "(never)" : std::to_string(from)));
  }
  notes.push_back(fmt::format("not yet on the board (entry {}): {:.9f} expected points per turn",
                              r.entry, r.value_not_on_board));
  notes.push_back(fmt::format("bracket of the value: [{:.12f}, {:.12f}]", r.value, r.value_upper));
  return notes;
}

std::vector<std::string> of(const solve::FarkleDuelSolve& r) {
  std::vector<std::string> notes = {
      fmt::format("{} turn starts (both banked scores below the target, in steps of {})", r.states,
                  r.unit),
      fmt::format("turn totals cut at {} points, which a turn reaches with probability {:.1e}: "
                  "there the player banks",
                  r.cut_points, r.cut_chance)};
  if (const auto& c = r.computed) {
    notes.push_back(fmt::format(
        "{} turns solved (each over every turn total below the cut and number of dice); a "
        "turn start and its mirror (a, b), (b, a) are solved together by Newton steps on the "
        "farkle's value, at most {} of them, until a step moves them by at most {:.0e} "
        "(largest last step {:.1e})",
        c->turns_solved, c->most_newton_steps, c->convergence, c->last_step_bound));
    notes.push_back(fmt::format(
        "convergence: each pair within {:.1e} of its fixed point; every value within {:.1e} "
        "of the exact one (errors of higher sums carry over without growing)",
        c->pair_error_bound, c->error_bound));
  }
  return notes;
}

std::vector<std::string> of(const solve::FloresSolve&) {
  return {
      "chances are of a throw that decides: the 108 of 216 throws that name nothing are thrown "
      "again"};
}

template <class Other>
std::vector<std::string> of(const Other&) {
  return {};
}

}  // namespace

std::vector<std::string> solve_notes(const SolveResult& result) {
  return std::visit([](const auto& r) { return of(r); }, result);
}

}  // namespace cubilete
