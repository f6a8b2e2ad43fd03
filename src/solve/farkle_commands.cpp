#include "solve/farkle_commands.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/parallel.h"
#include "games/farkle/farkle_game.h"
#include "solve/farkle_solver.h"

namespace cubilete::solve {

nlohmann::json solve_farkle(const Game& game, const SolveOptions&) {
  const auto& rules = static_cast<const farkle::FarkleGame&>(game).farkle_rules();
  const Stopwatch clock;
  // It takes milliseconds: nothing worth caching on disk.
  const auto& solver = *farkle_solver_for(rules.three_ones);
  const double not_on_board = solver.with_min_bank(rules.entry)->throw_value(0, farkle::kDice);
  const double seconds = clock.seconds();

  nlohmann::json bank_from = nlohmann::json::object();
  std::vector<std::string> notes;
  for (int n = 1; n <= farkle::kDice; ++n) {
    const int from = solver.bank_from(n);
    bank_from[std::to_string(n)] = from < 0 ? nlohmann::json(nullptr) : nlohmann::json(from);
    notes.push_back(fmt::format("with {} {} to throw, bank from a turn total of {}", n,
                                n == 1 ? "die" : "dice", from < 0 ? "(never)" : std::to_string(from)));
  }
  notes.push_back(fmt::format("not yet on the board (entry {}): {:.9f} expected points per turn",
                              rules.entry, not_on_board));
  notes.push_back(fmt::format("bracket of the value: [{:.12f}, {:.12f}]", solver.turn_value(),
                              solver.turn_value_upper()));
  return {{"game", game.info().id},
          {"rules", game.rules().to_json()},
          {"value", solver.turn_value()},
          {"value_bounds", {solver.turn_value(), solver.turn_value_upper()}},
          {"value_not_on_board", not_on_board},
          {"bank_from", bank_from},
          {"meaning", "expected points banked in one turn by a player already on the board, "
                      "playing the optimal single-turn strategy (no target)"},
          {"notes", notes},
          {"seconds", seconds}};
}

std::vector<RankedAction> advise_farkle(const Game& game, const State& state) {
  const auto& g = static_cast<const farkle::FarkleGame&>(game);
  const auto& s = static_cast<const farkle::FarkleState&>(state);
  const auto solver = farkle_solver_for(g);
  const auto values = solver->with_min_bank(s.min_bank());
  const int unit = solver->unit();
  const int t = s.turn_total() / unit;
  std::vector<RankedAction> ranked;
  if (s.phase() == farkle::Phase::Select) {
    const int thrown = g.scoring().table().dice(s.last_throw());
    for (const auto& sel : g.scoring().selections(s.last_throw())) {
      const int next = sel.dice == thrown ? farkle::kDice : thrown - sel.dice;
      const Action a = farkle::kKeepBase + sel.keep;
      ranked.push_back({a, s.action_to_string(a), values->value(t + sel.points / unit, next)});
    }
  } else if (s.phase() == farkle::Phase::BankOrRoll) {
    ranked.push_back({farkle::kBank, "bank", double(s.turn_total())});
    ranked.push_back({farkle::kRoll, "roll", values->throw_value(t, s.dice_to_throw())});
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](auto& a, auto& b) { return a.expected > b.expected; });
  return ranked;
}

}  // namespace cubilete::solve
