#include "bots/farkle/farkle_bots.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/bot_settings.h"
#include "core/error.h"
#include "solve/category/solitaire_solved.h"

namespace cubilete::farkle {

namespace {
// Rough worth of throwing n dice next (index 6: hot dice), and the turn totals at which the
// greedy bot banks with n dice to throw.
constexpr int kDiceWorth[kDice + 1] = {0, 25, 50, 100, 150, 250, 400};
constexpr int kBankAt[kDice + 1] = {0, 250, 300, 400, 700, 1500, 3000};

const FarkleState& as_farkle(const State& s) { return static_cast<const FarkleState&>(s); }

bool bank_reaches_target(const FarkleState& s) {
  const auto& rules = s.farkle_game().farkle_rules();
  return rules.turns == 0 && !s.final_round() && s.banked(s.player()) + s.turn_total() >= rules.target;
}
}  // namespace

Action FarkleGreedyBot::choose(const State& state, Rng&) {
  const auto& s = as_farkle(state);
  const auto& scoring = s.farkle_game().scoring();
  if (s.phase() == Phase::Select) {
    const int thrown = scoring.table().dice(s.last_throw());
    Action best = 0;
    int best_worth = -1;
    for (const auto& sel : scoring.selections(s.last_throw())) {
      const int worth = sel.points + kDiceWorth[sel.dice == thrown ? kDice : thrown - sel.dice];
      if (worth > best_worth) best_worth = worth, best = kKeepBase + sel.keep;
    }
    return best;
  }
  // Bank-or-roll is offered only when banking is allowed.
  if (s.final_round() || bank_reaches_target(s)) return kBank;
  return s.turn_total() >= kBankAt[s.dice_to_throw()] ? kBank : kRoll;
}

FarkleOptimalTurnBot::FarkleOptimalTurnBot(const FarkleGame& game)
    : solver_(solve::farkle_solver_for(game)) {}

const solve::FarkleTurnValues& FarkleOptimalTurnBot::values_for(int min_bank) {
  auto& slot = by_min_bank_[min_bank];
  if (!slot) slot = solver_->with_min_bank(min_bank);
  return *slot;
}

Action FarkleOptimalTurnBot::choose(const State& state, Rng&) {
  const auto& s = as_farkle(state);
  if (s.final_round()) return final_round_choice(s);
  const auto& values = values_for(s.min_bank());
  const int t = s.turn_total() / solver_->unit();
  if (s.phase() == Phase::Select) return kKeepBase + solver_->best_selection(values, t, s.last_throw());
  return values.should_bank(t, s.dice_to_throw()) ? kBank : kRoll;
}

double FarkleOptimalTurnBot::win_if_bank(int total) const {
  double win = 1.0;
  for (int other : still_to_play_) win *= 1.0 - solver_->reach((total - other) / solver_->unit() + 1, kDice);
  return win;
}

double FarkleOptimalTurnBot::FinalRoundPlan::value(int t, int dice) const {
  const size_t i = size_t(std::min(t, end - 1) - first) * 7 + dice;
  return std::max(bank[i], roll[i]);
}

void FarkleOptimalTurnBot::plan_final_round(const FarkleState& s) {
  const int n = s.farkle_game().num_players();
  still_to_play_.clear();
  for (int k = 1; k <= s.final_turns_after_this(); ++k) still_to_play_.push_back(s.banked((s.player() + k) % n));
  std::vector<int> key{s.banked(s.player()), s.score_to_beat()};
  key.insert(key.end(), still_to_play_.begin(), still_to_play_.end());
  if (key == plan_.key && s.turn_total() / solver_->unit() >= plan_.first) return;
  const int unit = solver_->unit();
  const int mine = s.banked(s.player());
  plan_.key = key;
  plan_.first = s.turn_total() / unit;
  // Ten thousand points above the score to beat, winning by banking is all but certain.
  plan_.end = std::max(plan_.first, (s.score_to_beat() - mine) / unit + 1) + 10000 / unit;
  const size_t size = size_t(plan_.end - plan_.first) * 7;
  plan_.bank.assign(size, -1.0);
  plan_.roll.assign(size, 0.0);
  for (int t = plan_.end - 1; t >= plan_.first; --t) {
    const bool may_bank = mine + t * unit > s.score_to_beat();
    const double bank = may_bank ? win_if_bank(mine + t * unit) : -1.0;
    for (int dice = 1; dice <= kDice; ++dice) {
      const size_t i = size_t(t - plan_.first) * 7 + dice;
      plan_.bank[i] = bank;
      if (t == plan_.end - 1 && may_bank) continue;  // the top row banks
      plan_.roll[i] = solver_->throw_expectation(dice, [&](int units, int next) { return plan_.value(t + units, next); });
    }
  }
}

Action FarkleOptimalTurnBot::final_round_choice(const FarkleState& s) {
  plan_final_round(s);
  const int t = s.turn_total() / solver_->unit();
  if (s.phase() == Phase::Select)
    return kKeepBase + solver_->best_selection_by(s.last_throw(), [&](int units, int next) { return plan_.value(t + units, next); });
  if (t >= plan_.end - 1) return kBank;
  const size_t i = size_t(t - plan_.first) * 7 + s.dice_to_throw();
  return plan_.bank[i] >= plan_.roll[i] ? kBank : kRoll;
}

int leading_opponent(const FarkleState& s) {
  const int players = s.farkle_game().num_players(), me = s.player();
  int best = (me + 1) % players;
  for (int k = 2; k < players; ++k)
    if (const int p = (me + k) % players; s.banked(p) > s.banked(best)) best = p;
  return best;
}

FarkleWinOptimalBot::FarkleWinOptimalBot(const FarkleGame& game, std::shared_ptr<const solve::SolvedFarkleDuel> duel)
    : turn_bot_(game), duel_(std::move(duel)) {}

Action FarkleWinOptimalBot::choose(const State& state, Rng& rng) {
  const auto& s = as_farkle(state);
  if (!duel_) return turn_bot_.choose(state, rng);
  const auto& duel = duel_->duel();
  const int unit = duel.unit();
  const int a = s.banked(s.player()) / unit, b = s.banked(leading_opponent(s)) / unit;
  const int t = s.turn_total() / unit;
  if (s.final_round() && s.final_turns_after_this() == 0) {
    // The last turn of the game: the most likely way to get ahead (then bank, which wins).
    if (s.phase() == Phase::BankOrRoll) return kBank;  // offered only once ahead
    const int need = (s.min_bank() + unit - 1) / unit;
    const auto& turn = duel_->turn_solver();
    return kKeepBase + turn.best_selection_by(s.last_throw(), [&](int units, int next) { return turn.reach(need - t - units, next); });
  }
  if (s.final_round() || !duel.covers(a, b)) return turn_bot_.choose(state, rng);
  if (s.phase() == Phase::Select)
    return kKeepBase + duel_->turn_solver().best_selection_by(
                           s.last_throw(), [&](int units, int next) { return duel_->decision(a, b, t + units, next); });
  return duel.bank_value(a, b, t) >= duel_->throw_value(a, b, t, s.dice_to_throw()) ? kBank : kRoll;
}

int win_optimal_from(const std::string& name) {
  const auto settings = parse_bot_settings(
      name, {{"from", 1, 2 * solve::FarkleDuel::kLargestTarget}},
      "write win_optimal, or win_optimal:from=POINTS to play to win only once the two banked scores add up to "
      "POINTS (that endgame is solved at once in memory) and like optimal_turn before");
  const auto it = settings.find("from");
  return it == settings.end() ? 0 : it->second;
}

namespace {
// from=P for this game, held to the process's cap on endgames (BotCaps::endgame_points).
int capped_from(const FarkleGame& game, const std::string& name) {
  const int from = win_optimal_from(name);
  const int most = bot_caps().endgame_points, end = 2 * game.farkle_rules().target;
  if (from > 0 && most > 0 && end - from > most)
    throw UsageError(fmt::format("win_optimal:from is at least {} {} with a target of {} (the endgame of the last "
                                 "{} points: one from further back takes minutes to solve)",
                                 end - most, bot_caps().where, game.farkle_rules().target, most));
  return from;
}
}  // namespace

namespace {
// The whole table from the cache, or UsageError saying how to solve it.
std::shared_ptr<const solve::SolvedFarkleDuel> cached_table(const FarkleGame& game) {
  auto duel = solve::farkle_duel_for(game, {}, false);
  if (!duel->solved())
    throw UsageError(fmt::format("the two-player table of farkle is not solved yet: run `cubilete solve farkle "
                                 "--players 2{}` once (a few minutes; it is cached in {})",
                                 solve::rule_flags(game), duel->cache_file()));
  return duel;
}
}  // namespace

std::unique_ptr<Bot> make_farkle_win_optimal(const FarkleGame& game, const std::string& name) {
  const int from = capped_from(game, name);
  // Alone, reaching the target is the win: every turn's optimum plays it, and no duel table is needed.
  if (game.num_players() == 1) return std::make_unique<FarkleWinOptimalBot>(game, nullptr);
  if (from > 0)
    return std::make_unique<FarkleWinOptimalBot>(game, solve::farkle_endgame_for(game, from));
  return std::make_unique<FarkleWinOptimalBot>(game, cached_table(game));
}

std::string farkle_win_optimal_unavailable(const FarkleGame& game, const std::string& name) {
  if (name.rfind("win_optimal", 0) != 0) return {};
  if (const int turns = game.farkle_rules().turns; turns > 0)
    return fmt::format("win_optimal plays the race to the target; with turns={} choose optimal_turn, which plays "
                       "every turn's optimum",
                       turns);
  try {
    if (capped_from(game, name) == 0 && game.num_players() > 1) (void)cached_table(game);
  } catch (const UsageError& e) {
    return e.what();
  }
  return {};
}

}  // namespace cubilete::farkle
