#include "solve/farkle_commands.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/error.h"
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

namespace {
// A Farkle decision as the advisor sees it: the turn total so far, the least total that may be
// banked, and either the throw to set dice aside from (throw_index >= 0) or the number of dice
// the next throw would use (the choice to bank or throw).
struct FarkleDecision {
  int turn_total = 0, min_bank = 1;
  int throw_index = -1;
  int dice_to_throw = 0;
};

// Every choice of the decision with the expected points this turn banks after it, best first:
// the ranking of `hint` in play and of `cubilete hint farkle` alike.
std::vector<RankedAction> rank_farkle(const farkle::FarkleGame& g, const FarkleDecision& d) {
  const auto solver = farkle_solver_for(g);
  const auto values = solver->with_min_bank(d.min_bank);
  const int unit = solver->unit();
  const int t = d.turn_total / unit;
  const auto namer = g.initial_state();  // action names depend on the game only
  std::vector<RankedAction> ranked;
  if (d.throw_index >= 0) {
    const int thrown = g.scoring().table().dice(d.throw_index);
    for (const auto& sel : g.scoring().selections(d.throw_index)) {
      const int next = sel.dice == thrown ? farkle::kDice : thrown - sel.dice;
      const Action a = farkle::kKeepBase + sel.keep;
      ranked.push_back({a, namer->action_to_string(a), values->value(t + sel.points / unit, next)});
    }
  } else {
    ranked.push_back({farkle::kBank, "bank", double(d.turn_total)});
    ranked.push_back({farkle::kRoll, "roll", values->throw_value(t, d.dice_to_throw)});
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](auto& a, auto& b) { return a.expected > b.expected; });
  return ranked;
}

// A whole number from `least` to `most` given to `option`, or UsageError.
int checked(int value, const char* option, int least, int most, const char* meaning) {
  if (value < least || value > most)
    throw UsageError(fmt::format("{} must be {} to {} ({}); got {}", option, least, most, meaning, value));
  return value;
}
}  // namespace

std::vector<RankedAction> advise_farkle(const Game& game, const State& state) {
  const auto& g = static_cast<const farkle::FarkleGame&>(game);
  const auto& s = static_cast<const farkle::FarkleState&>(state);
  if (s.phase() == farkle::Phase::Select)
    return rank_farkle(g, {s.turn_total(), s.min_bank(), s.last_throw(), 0});
  if (s.phase() == farkle::Phase::BankOrRoll) return rank_farkle(g, {s.turn_total(), s.min_bank(), -1, s.dice_to_throw()});
  return {};
}

nlohmann::json hint_farkle(const Game& game, const HintRequest& r) {
  const auto& g = static_cast<const farkle::FarkleGame&>(game);
  const auto& rules = g.farkle_rules();
  const int unit = farkle_solver_for(g)->unit();
  FarkleDecision d;
  if (r.dice.empty() == (r.dice_left < 0))
    throw UsageError("hint farkle needs either --dice (the throw to set dice aside from, e.g. 1-5-5) or --dice-left "
                     "(the dice the next throw would use, to choose between bank and roll)");
  d.turn_total = checked(r.turn_total < 0 ? 0 : r.turn_total, "--turn-total", 0, 10000000,
                         "the points set aside this turn before this decision");
  if (d.turn_total % unit)
    throw UsageError(fmt::format("--turn-total must be a multiple of {}; got {}", unit, d.turn_total));
  // Already on the board unless told otherwise: the usual decision, and what `solve farkle` values.
  const int banked = checked(r.banked < 0 ? rules.entry : r.banked, "--banked", 0, 10000000,
                             "your score; 0 = not yet on the board");
  const int to_beat = checked(r.to_beat < 0 ? 0 : r.to_beat, "--to-beat", 0, 10000000,
                              "in the final round, the best score; 0 = not the final round");
  d.min_bank = farkle::min_bank_for(rules, banked, to_beat);
  if (!r.dice.empty()) {
    const auto values = parse_dice(r.dice);
    if (values.empty() || values.size() > size_t(farkle::kDice))
      throw UsageError(fmt::format("Farkle throws 1 to 6 dice; got {}", values.size()));
    d.throw_index = g.scoring().table().index_of(counts_of(values));
    if (g.scoring().is_farkle(d.throw_index))
      throw UsageError(fmt::format("{} scores nothing: a farkle, the turn total is lost and there is no choice",
                                   format_dice(counts_of(values))));
  } else {
    d.dice_to_throw = checked(r.dice_left, "--dice-left", 1, farkle::kDice, "the dice the next throw would use");
    if (d.turn_total < d.min_bank)
      throw UsageError(fmt::format("banking needs a turn total of at least {}: with {} the throw follows at once, "
                                   "there is no choice",
                                   d.min_bank, d.turn_total));
  }
  const auto ranked = rank_farkle(g, d);
  nlohmann::json choices = nlohmann::json::array();
  for (const auto& c : ranked)
    choices.push_back({{"action", c.name}, {"expected", c.expected}, {"loss", ranked.front().expected - c.expected}});
  return {{"game", game.info().id},
          {"rules", game.rules().to_json()},
          {"turn_total", d.turn_total},
          {"min_bank", d.min_bank},
          {"choices", choices}};
}

}  // namespace cubilete::solve
