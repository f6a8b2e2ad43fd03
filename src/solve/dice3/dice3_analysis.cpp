#include "solve/dice3/dice3_analysis.h"

#include <algorithm>

#include "solve/common/analysis_measures.h"
#include "solve/dice3/dice3_advice.h"
#include "solve/dice3/dice3_values.h"

namespace cubilete::solve {

using namespace dice3;

namespace {

// A tenth of a throw counts as a percentage point: a race to the end of the sheet takes about 21
// throws a player, spread over a few.
AnalysisMeasure matterhorn_measure() {
  auto m = scaled_measure(
      "expected_throws",
      Translated{"minus the throws each seat has made and is still expected to need to finish, playing on "
                 "optimally (a loss is extra throws)",
                 "menos as jogadas que cada lugar já fez e ainda deve precisar para terminar, jogando da "
                 "melhor forma (uma perda são jogadas a mais)",
                 "menos los tiros que cada lugar ya hizo y todavía debería necesitar para terminar, jugando "
                 "de la mejor manera (una pérdida son tiros de más)"},
      0.1);
  m.lower_is_better = true;
  return m;
}

// Two points of a turn's score count as a percentage point: ten turns of about 36 points each.
AnalysisMeasure multiplicacao_measure() {
  auto m = scaled_measure(
      "turn_score",
      Translated{"the expected score of the turn in progress, refusing optimally from here, summed over each "
                 "seat's turns",
                 "a pontuação esperada da vez em curso, recusando da melhor forma daqui em diante, somada "
                 "sobre as vezes de cada lugar",
                 "el puntaje esperado del turno en curso, rechazando de la mejor manera desde aquí, sumado "
                 "sobre los turnos de cada lugar"},
      2.0);
  m.restarts = true;
  return m;
}

// Values are kept higher-is-better: minus throws.
class MatterhornModel : public AnalysisModel {
 public:
  explicit MatterhornModel(const MatterhornGame& game)
      : game_(&game),
        solver_(matterhorn_solver_for(game.either_row())),
        measure_(matterhorn_measure()) {}
  const AnalysisMeasure& measure() const override { return measure_; }

  std::vector<double> open(const State& state) override {
    const auto& s = static_cast<const MatterhornState&>(state);
    std::vector<double> v;
    for (int p = 0; p < game_->num_players(); ++p)
      v.push_back(-solver_->expected_throws(s.row1(p), s.row2(p)));
    if (s.current_player() >= 0)
      v[size_t(s.player())] = best_move(s);  // for the throw in front of it
    return v;
  }

  // Each throw counts one against its thrower.
  std::vector<double> realized(const State& before, Action, const State&) override {
    auto v = zeros(before);
    if (before.is_chance()) v[size_t(before.acting_player())] = -1;
    return v;
  }

  std::vector<ValuedAction> choices(const State& state) override {
    const auto& s = static_cast<const MatterhornState&>(state);
    std::vector<double> rest;
    for (int p = 0; p < game_->num_players(); ++p)
      rest.push_back(-solver_->expected_throws(s.row1(p), s.row2(p)));
    std::vector<ValuedAction> out;
    for (const auto& c : advise_matterhorn(s)) {
      auto v = rest;
      v[size_t(s.player())] = c.expected;
      out.push_back({c.action, std::move(v), 0.0});
    }
    return out;
  }

 private:
  // The best move's value, as rank_matterhorn values each (without naming them: every outcome of
  // every throw asks this).
  double best_move(const MatterhornState& s) {
    const int p = s.player();
    matterhorn_moves(s.row1(p), s.row2(p), game_->dice().table().counts(s.last_throw()),
                     game_->either_row(), moves_);
    double best = -1e300;
    for (uint32_t m : moves_)
      best = std::max(
          best, -solver_->expected_throws(s.row1(p) | row1_part(m), s.row2(p) | row2_part(m)));
    return best;
  }

  const MatterhornGame* game_;
  std::shared_ptr<const MatterhornSolver> solver_;
  AnalysisMeasure measure_;
  std::vector<uint32_t> moves_;
};

class MultiplicacaoModel : public AnalysisModel {
 public:
  explicit MultiplicacaoModel(const MultiplicacaoGame& game)
      : game_(&game), measure_(multiplicacao_measure()) {}
  const AnalysisMeasure& measure() const override { return measure_; }

  std::vector<double> open(const State& state) override {
    const auto& s = static_cast<const MultiplicacaoState&>(state);
    auto v = zeros(s);
    if (!s.is_terminal()) v[size_t(s.player())] = mover(s);
    return v;
  }

  // A turn's score is settled when it ends.
  std::vector<double> realized(const State& before, Action, const State& after) override {
    auto v = before.scores();
    const auto now = after.scores();
    for (size_t i = 0; i < v.size(); ++i) v[i] = now[i] - v[i];
    return v;
  }

  // A turn ends only with its last die, so the stage goes back to the three dice.
  std::vector<double> started(const State& before, Action, const State& after) override {
    const auto& b = static_cast<const MultiplicacaoState&>(before);
    const auto& a = static_cast<const MultiplicacaoState&>(after);
    auto v = zeros(b);
    if (!a.is_terminal() && b.stage() != MultStage::Three && a.stage() == MultStage::Three)
      v[size_t(a.player())] = values().value;
    return v;
  }

  std::vector<ValuedAction> choices(const State& state) override {
    const auto& s = static_cast<const MultiplicacaoState&>(state);
    std::vector<ValuedAction> out;
    for (const auto& c : advise_multiplicacao(s)) {
      auto v = zeros(s);
      v[size_t(s.player())] = c.expected;  // accepting the last die: the turn's score, settled
      out.push_back({c.action, std::move(v), 0.0});
    }
    return out;
  }

 private:
  static const MultiplicacaoValues& values() {
    static const MultiplicacaoValues v;
    return v;
  }

  double mover(const MultiplicacaoState& s) const {
    if (s.deciding()) return advise_multiplicacao(s).front().expected;
    const auto& v = values();
    switch (s.stage()) {
      case MultStage::Three:
        return v.value;
      case MultStage::Two:
        return v.two[s.a()];
      case MultStage::Last:
        return v.last[s.a() + s.b()];
      case MultStage::LastAgain:
        return v.refused[s.a() + s.b()];
    }
    return 0;
  }

  const MultiplicacaoGame* game_;
  AnalysisMeasure measure_;
};

}  // namespace

std::unique_ptr<AnalysisModel> matterhorn_analysis(const MatterhornGame& game) {
  return std::make_unique<MatterhornModel>(game);
}

std::unique_ptr<AnalysisModel> multiplicacao_analysis(const MultiplicacaoGame& game) {
  return std::make_unique<MultiplicacaoModel>(game);
}

}  // namespace cubilete::solve
