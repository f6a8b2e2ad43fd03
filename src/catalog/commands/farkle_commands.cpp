#include "catalog/commands/farkle_commands.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "core/error.h"
#include "core/parallel.h"
#include "games/farkle/farkle_game.h"
#include "solve/category/solved_preset.h"
#include "solve/common/ranking.h"
#include "solve/farkle/farkle_duel.h"
#include "solve/farkle/farkle_solver.h"

namespace cubilete::solve {

namespace {

// `solve farkle --players 2`: the first player's chance of winning when both play to win.
nlohmann::json solve_farkle_duel(const farkle::FarkleGame& game, const SolveOptions& o) {
  const Stopwatch clock;
  const auto solved = farkle_duel_for(game, o);
  const auto& duel = solved->duel();
  const double value = duel.first_player();
  nlohmann::json j = {
      {"game", game.info().id},
      {"rules", game.rules().to_json()},
      {"players", 2},
      {"value", value},
      {"second_player_value", 1.0 - value},
      {"meaning", "chance that the first player wins when both play to win (exact two-player optimum; Farkle has no "
                  "ties)"},
      {"states", duel.turn_start_values().size()},
      {"seconds", clock.seconds()},
      {"from_cache", solved->from_cache()},
      {"cut_points", duel.cut_units() * duel.unit()},
      {"cut_chance", duel.cut_chance()},
      {"stored_as", fmt::format("V(a, b) as float64, the throw values of each turn's first {} points as float32",
                                FarkleDuel::kRowTotals * duel.unit())},
  };
  std::vector<std::string> notes = {
      fmt::format("{} turn starts (both banked scores below the target, in steps of {})",
                  duel.turn_start_values().size(), duel.unit()),
      fmt::format("turn totals cut at {} points, which a turn reaches with probability {:.1e}: there the "
                  "player banks",
                  duel.cut_units() * duel.unit(), duel.cut_chance())};
  if (o.use_cache) {
    j["cache_file"] = solved->cache_file();
    j["cache_bytes"] = solved->cache_bytes();
  }
  if (!solved->from_cache()) {
    const auto& st = solved->stats();
    j["solve_seconds"] = st.seconds;
    j["threads"] = st.threads;
    j["turns_solved"] = st.turns_solved;
    j["within_turn_states"] = double(st.turns_solved) * duel.cut_units() * farkle::kDice;
    j["most_newton_steps"] = st.most_iterations;
    j["last_step_bound"] = st.largest_step;
    j["pair_error_bound"] = st.error_bound;
    j["error_bound"] = st.total_error_bound;
    notes.push_back(fmt::format("{} turns solved (each over every turn total below the cut and number of dice); "
                                "a turn start and its mirror (a, b), (b, a) are solved together by Newton steps "
                                "on the farkle's value, at most {} of them, until a step moves them by at most "
                                "{:.0e} (largest last step {:.1e})",
                                st.turns_solved, st.most_iterations, FarkleDuel::kConvergence, st.largest_step));
    notes.push_back(fmt::format("convergence: each pair within {:.1e} of its fixed point; every value within "
                                "{:.1e} of the exact one (errors of higher sums carry over without growing)",
                                st.error_bound, st.total_error_bound));
  }
  j["notes"] = notes;
  return j;
}

}  // namespace

nlohmann::json solve_farkle(const Game& game, const SolveOptions& o) {
  if (o.players == 2) return solve_farkle_duel(static_cast<const farkle::FarkleGame&>(game), o);
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

int units_up(int points, int unit) { return (points + unit - 1) / unit; }

// Two players: the mover's chance of winning after each kind of choice. Before the final round
// from the solved table (the mover has banked a, the opponent b); in it, the mover is the last to
// play and must get ahead: exactly the chance that the turn reaches the least total it may bank.
class WinChances {
 public:
  // Before the final round.
  WinChances(std::shared_ptr<const SolvedFarkleDuel> duel, int banked, int opponent)
      : duel_(std::move(duel)), turn_(&duel_->turn_solver()), a_(banked / turn_->unit()), b_(opponent / turn_->unit()) {}
  // In the final round, needing a turn total of min_bank.
  WinChances(std::shared_ptr<const FarkleTurnSolver> turn, int min_bank)
      : turn_owner_(std::move(turn)), turn_(turn_owner_.get()), need_(units_up(min_bank, turn_->unit())) {}

  // At the bank-or-throw decision a selection leads to (turn total t in units, n dice to throw).
  double decision(int t, int n) const {
    if (!duel_) return turn_->reach(need_ - t, n);  // 1 once ahead: banking wins
    return duel_->decision(a_, b_, t, n);
  }
  double bank(int t) const { return duel_ ? duel_->duel().bank_value(a_, b_, t) : 1.0; }
  double roll(int t, int n) const {
    if (duel_) return duel_->throw_value(a_, b_, t, n);
    // Ahead already, a throw that scores anything keeps the win.
    return t >= need_ ? 1.0 - turn_->farkle_chance(n) : turn_->reach(need_ - t, n);
  }

 private:
  std::shared_ptr<const SolvedFarkleDuel> duel_;
  std::shared_ptr<const FarkleTurnSolver> turn_owner_;
  const FarkleTurnSolver* turn_;
  int a_ = 0, b_ = 0, need_ = 0;
};

// Every choice of the decision with the expected points this turn banks after it, best first:
// the ranking of `hint` in play and of `cubilete hint farkle` alike. With two players' chances
// of winning, each choice's too, and the ranking is by them.
std::vector<RankedAction> rank_farkle(const farkle::FarkleGame& g, const FarkleDecision& d,
                                      const WinChances* win = nullptr) {
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
      if (win) ranked.back().win_chance = win->decision(t + sel.points / unit, next);
    }
  } else {
    ranked.push_back({farkle::kBank, "bank", double(d.turn_total)});
    ranked.push_back({farkle::kRoll, "roll", values->throw_value(t, d.dice_to_throw)});
    if (win) {
      ranked[0].win_chance = win->bank(t);
      ranked[1].win_chance = win->roll(t, d.dice_to_throw);
    }
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](auto& a, auto& b) {
    return a.win_chance ? *a.win_chance > *b.win_chance : a.expected > b.expected;
  });
  return ranked;
}

// A whole number from `least` to `most` given to `option`, or UsageError.
int checked(int value, const char* option, int least, int most, const char* meaning) {
  if (value < least || value > most)
    throw UsageError(fmt::format("{} must be {} to {} ({}); got {}", option, least, most, meaning, value));
  return value;
}

// The two-player table from the cache, or UsageError saying how to solve it.
std::shared_ptr<const SolvedFarkleDuel> cached_farkle_duel(const farkle::FarkleGame& g) {
  auto duel = farkle_duel_for(g, {}, false);
  if (duel->solved()) return duel;
  throw UsageError(fmt::format("the two-player table of farkle is not solved yet: run `cubilete solve farkle "
                               "--players 2{}` once (a few minutes; {:.2f} GB in the cache {})",
                               rule_flags(g), duel->cache_bytes() / 1e9, duel->cache_file()));
}
}  // namespace

std::vector<RankedAction> advise_farkle(const Game& game, const State& state) {
  const auto& g = static_cast<const farkle::FarkleGame&>(game);
  const auto& s = static_cast<const farkle::FarkleState&>(state);
  FarkleDecision d;
  if (s.phase() == farkle::Phase::Select)
    d = {s.turn_total(), s.min_bank(), s.last_throw(), 0};
  else if (s.phase() == farkle::Phase::BankOrRoll)
    d = {s.turn_total(), s.min_bank(), -1, s.dice_to_throw()};
  else
    return {};
  // Two players: the chances of winning, in the final round exactly, before it where the table
  // is in the cache.
  std::optional<WinChances> win;
  if (g.num_players() == 2) {
    if (s.final_round()) {
      win.emplace(farkle_solver_for(g), s.min_bank());
    } else if (auto duel = farkle_duel_for(g, {}, false); duel->solved()) {
      win.emplace(std::move(duel), s.banked(s.player()), s.banked(1 - s.player()));
    }
  }
  return rank_farkle(g, d, win ? &*win : nullptr);
}

nlohmann::json hint_farkle(const Game& game, const HintRequest& r) {
  const auto& g = static_cast<const farkle::FarkleGame&>(game);
  const auto& rules = g.farkle_rules();
  const int unit = farkle_solver_for(g)->unit();
  FarkleDecision d;
  if (r.dice.empty() == (r.dice_left < 0))
    throw UsageError("hint farkle needs either --dice (the throw to set dice aside from, e.g. 1-5-5) or --dice-left "
                     "(the dice the next throw would use, to choose between bank and roll)");
  if (r.players != 1 && r.players != 2)
    throw UsageError("hint --players is 1 (expected points) or 2 (chance of winning against one opponent)");
  if (r.players == 1 && r.opponent_banked >= 0) throw UsageError("--opponent-banked needs --players 2");
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
  nlohmann::json j = {{"game", game.info().id}, {"rules", game.rules().to_json()}, {"turn_total", d.turn_total},
                      {"min_bank", d.min_bank}};
  std::optional<WinChances> win;
  if (r.players == 2) {
    // In the final round the opponent is the one who closed, with the score to beat.
    int opponent = r.opponent_banked;
    if (to_beat > 0 && opponent >= 0 && opponent != to_beat)
      throw UsageError(fmt::format("in the final round of a two-player game the opponent's score is the one to beat: "
                                   "--opponent-banked {} but --to-beat {}",
                                   opponent, to_beat));
    if (to_beat > 0) opponent = to_beat;
    if (opponent < 0)
      throw UsageError("hint farkle --players 2 needs --opponent-banked (the opponent's score; in the final round "
                       "--to-beat is enough)");
    if (opponent % unit || banked % unit)
      throw UsageError(fmt::format("scores are multiples of {}: --banked {}, --opponent-banked {}", unit, banked,
                                   opponent));
    if (banked >= rules.target || (to_beat == 0 && opponent >= rules.target))
      throw UsageError(fmt::format("before the final round both scores are below the target {} (--banked {}, "
                                   "--opponent-banked {}); in it give the closer's score as --to-beat",
                                   rules.target, banked, opponent));
    if (to_beat > 0 && to_beat < rules.target)
      throw UsageError(fmt::format("the final round starts when a score reaches the target {}: --to-beat {}",
                                   rules.target, to_beat));
    if (to_beat > 0)
      win.emplace(farkle_solver_for(g), d.min_bank);
    else
      win.emplace(cached_farkle_duel(g), banked, opponent);
    j.update({{"players", 2},
              {"banked", banked},
              {"opponent_banked", opponent},
              {"final_round", to_beat > 0},
              {"measure", find_game(g.info().id).win_measure}});
  }
  const auto ranked = rank_farkle(g, d, win ? &*win : nullptr);
  if (win) j["win_chance"] = *ranked.front().win_chance;
  j["choices"] = ranked_choices_json(ranked);
  return j;
}

}  // namespace cubilete::solve
