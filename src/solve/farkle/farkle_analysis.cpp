#include "solve/farkle/farkle_analysis.h"

#include <algorithm>
#include <map>
#include <optional>

#include "core/error.h"
#include "solve/common/analysis_measures.h"
#include "solve/farkle/farkle_advice.h"

namespace cubilete::solve {

using farkle::FarkleGame;
using farkle::FarkleState;
using farkle::Phase;

namespace {

// Farkle's smallest score, 50 points, counts as a percentage point: with the target at 10,000 a
// game's scores spread over thousands of points.
AnalysisMeasure farkle_turn_measure() {
  auto m = scaled_measure(
      "turn_points",
      Translated{"the expected points the turn in progress banks under optimal single-turn play (entry "
                 "threshold and the final round's score to beat respected), summed over each seat's turns",
                 "os pontos esperados que a vez em curso guarda jogando cada vez da melhor forma (respeitando "
                 "o mínimo de entrada e o placar a superar na última rodada), somados sobre as vezes de cada "
                 "lugar",
                 "los puntos esperados que el turno en curso guarda jugando cada turno de la mejor manera "
                 "(respetando el mínimo de entrada y el puntaje a superar en la última ronda), sumados sobre "
                 "los turnos de cada lugar"},
      50.0);
  m.restarts = true;
  return m;
}

const FarkleState& as_farkle(const State& s) {
  return static_cast<const FarkleState&>(s);
}

// The decision of the player to move, as the advisor reads it.
FarkleDecision decision_of(const FarkleState& s) {
  if (s.phase() == Phase::Select) return {s.turn_total(), s.min_bank(), s.last_throw(), 0};
  return {s.turn_total(), s.min_bank(), -1, s.dice_to_throw()};
}

// The best of `value(total in units, dice to throw next)` over the selections of a throw.
template <class Value>
double best_selection(const farkle::Scoring& scoring, int unit, int t, int throw_index,
                      Value value) {
  const int thrown = scoring.table().dice(throw_index);
  double best = 0;
  bool any = false;
  for (const auto& sel : scoring.selections(throw_index)) {
    const int next = sel.dice == thrown ? farkle::kDice : thrown - sel.dice;
    const double v = value(t + sel.points / unit, next);
    if (!any || v > best) best = v, any = true;
  }
  return best;
}

// What both measures share: the outcomes of a throw, each a selection decision valued at its best
// (a farkle, which ends the turn, as the model values the next position).
class FarkleModel : public AnalysisModel {
 public:
  explicit FarkleModel(const FarkleGame& game) : game_(&game), solver_(farkle_solver_for(game)) {}

  std::vector<ValuedAction> outcomes(const State& state) override {
    const auto& s = as_farkle(state);
    std::vector<ChanceOutcome> chances;
    s.chance_outcomes(chances);
    const auto rest = resting(s);
    std::vector<ValuedAction> out;
    out.reserve(chances.size());
    for (const auto& c : chances) {
      const int index = game_->dice().index(c.action);
      if (game_->scoring().is_farkle(index)) {
        out.push_back({c.action, successor(s, c.action), c.probability});
      } else {
        auto v = rest;
        v[size_t(s.player())] = selection_value(s, index);
        after_mover(s, v);
        out.push_back({c.action, std::move(v), c.probability});
      }
    }
    return out;
  }

 protected:
  // The other seats' values while the mover's turn goes on.
  virtual std::vector<double> resting(const FarkleState& s) = 0;
  // The mover's value at the selection decision of a throw (its best selection).
  virtual double selection_value(const FarkleState& s, int throw_index) = 0;
  // Fills in the others' values that depend on the mover's (a two-player chance).
  virtual void after_mover(const FarkleState&, std::vector<double>&) {}

  // The turn's values with a least bank (the entry threshold, the final round's score to beat),
  // each computed once: every outcome of every throw asks for them.
  const FarkleTurnValues& values_for(int min_bank) {
    auto& v = with_min_bank_[min_bank];
    if (!v) v = solver_->with_min_bank(min_bank);
    return *v;
  }

  const FarkleGame* game_;
  std::shared_ptr<const FarkleTurnSolver> solver_;
  std::map<int, std::shared_ptr<const FarkleTurnValues>> with_min_bank_;
};

// The expected points of the turn in progress (the mover's; every other seat's turn is settled).
class TurnModel : public FarkleModel {
 public:
  explicit TurnModel(const FarkleGame& game) : FarkleModel(game), measure_(farkle_turn_measure()) {}
  const AnalysisMeasure& measure() const override { return measure_; }

  std::vector<double> open(const State& state) override {
    const auto& s = as_farkle(state);
    auto v = zeros(s);
    if (s.phase() != Phase::Over) v[size_t(s.player())] = mover(s);
    return v;
  }

  std::vector<double> realized(const State& before, Action, const State& after) override {
    auto v = zeros(before);
    for (size_t i = 0; i < v.size(); ++i)
      v[i] = as_farkle(after).banked(int(i)) - as_farkle(before).banked(int(i));
    return v;
  }

  std::vector<double> started(const State& before, Action, const State& after) override {
    const auto& b = as_farkle(before);
    const auto& a = as_farkle(after);
    auto v = zeros(b);
    if (a.phase() != Phase::Over && a.turns_played() != b.turns_played())
      v[size_t(a.player())] = mover(a);
    return v;
  }

  std::vector<ValuedAction> choices(const State& state) override {
    const auto& s = as_farkle(state);
    std::vector<ValuedAction> out;
    for (const auto& c : rank_farkle(*game_, decision_of(s))) {
      auto v = zeros(s);
      v[size_t(s.player())] = c.expected;
      // Banking settles the turn total (realized) and ends the turn: nothing stays open.
      out.push_back({c.action, std::move(v), 0.0});
    }
    return out;
  }

 protected:
  std::vector<double> resting(const FarkleState& s) override { return zeros(s); }
  double selection_value(const FarkleState& s, int throw_index) override {
    const auto& values = values_for(s.min_bank());
    return best_selection(game_->scoring(), solver_->unit(), s.turn_total() / solver_->unit(),
                          throw_index, [&](int t, int n) { return values.value(t, n); });
  }

 private:
  double mover(const FarkleState& s) {
    const auto& values = values_for(s.min_bank());
    const int t = s.turn_total() / solver_->unit();
    switch (s.phase()) {
      case Phase::Throw:
        return values.throw_value(t, s.dice_to_throw());
      case Phase::BankOrRoll:
        return values.value(t, s.dice_to_throw());
      case Phase::Select:
        return best_selection(game_->scoring(), solver_->unit(), t, s.last_throw(),
                              [&](int tt, int n) { return values.value(tt, n); });
      case Phase::Over:
        break;
    }
    return 0;
  }

  AnalysisMeasure measure_;
};

// Each seat's chance of winning: before the final round from the table, in it exactly.
class WinModel : public FarkleModel {
 public:
  WinModel(const FarkleGame& game, std::shared_ptr<const SolvedFarkleDuel> duel)
      : FarkleModel(game),
        duel_(std::move(duel)),
        measure_(win_chance_measure(farkle_win_measure_words(), 1e-6)) {
    if (game.num_players() != 2)
      throw UsageError("a chance of winning from the two-player table needs two players");
  }
  const AnalysisMeasure& measure() const override { return measure_; }

  std::vector<double> open(const State& state) override {
    const auto& s = as_farkle(state);
    if (s.phase() == Phase::Over) return s.returns();
    const auto win = chances(s);
    const int t = s.turn_total() / solver_->unit();
    double p = 0;
    switch (s.phase()) {
      case Phase::Throw:
        p = win.roll(t, s.dice_to_throw());
        break;
      case Phase::BankOrRoll:
        p = win.decision(t, s.dice_to_throw());
        break;
      case Phase::Select:
        p = best_selection(game_->scoring(), solver_->unit(), t, s.last_throw(),
                           [&](int tt, int n) { return win.decision(tt, n); });
        break;
      case Phase::Over:
        break;
    }
    return split(s, p);
  }

  std::vector<ValuedAction> choices(const State& state) override {
    const auto& s = as_farkle(state);
    const auto win = chances(s);
    std::vector<ValuedAction> out;
    for (const auto& c : rank_farkle(*game_, decision_of(s), &win))
      out.push_back({c.action, split(s, *c.win_chance), 0.0});
    return out;
  }

 protected:
  std::vector<double> resting(const FarkleState& s) override { return zeros(s); }
  double selection_value(const FarkleState& s, int throw_index) override {
    const auto win = chances(s);
    return best_selection(game_->scoring(), solver_->unit(), s.turn_total() / solver_->unit(),
                          throw_index, [&](int t, int n) { return win.decision(t, n); });
  }
  void after_mover(const FarkleState& s, std::vector<double>& v) override {
    v[size_t(1 - s.player())] = 1.0 - v[size_t(s.player())];
  }

 private:
  FarkleWinChances chances(const FarkleState& s) const {
    if (s.final_round()) return FarkleWinChances(solver_, s.min_bank());
    const int a = s.banked(s.player()), b = s.banked(1 - s.player());
    if (!duel_->duel().covers(a / solver_->unit(), b / solver_->unit()))
      throw UsageError("the two-player table holds only the endgame; this position is before it");
    return FarkleWinChances(duel_, a, b);
  }

  static std::vector<double> split(const FarkleState& s, double mover) {
    std::vector<double> v(2);
    v[size_t(s.player())] = mover;
    v[size_t(1 - s.player())] = 1.0 - mover;
    return v;
  }

  std::shared_ptr<const SolvedFarkleDuel> duel_;
  AnalysisMeasure measure_;
};

}  // namespace

std::unique_ptr<AnalysisModel> farkle_turn_analysis(const FarkleGame& game) {
  return std::make_unique<TurnModel>(game);
}

std::unique_ptr<AnalysisModel> farkle_win_analysis(const FarkleGame& game,
                                                   std::shared_ptr<const SolvedFarkleDuel> duel) {
  if (!duel->solved()) throw UsageError("the two-player table of farkle is not solved");
  return std::make_unique<WinModel>(game, std::move(duel));
}

}  // namespace cubilete::solve
