#include "solve/damma/damma_analysis.h"

#include <cmath>
#include <map>

#include "solve/common/analysis_model.h"
#include "solve/damma/damma_advice.h"

namespace cubilete::damma {

double win_chance_of_score(int score) {
  // lichess.org/page/accuracy: Win% = 50 + 50 (2 / (1 + exp(-0.00368208 x centipawns)) - 1).
  return 1.0 / (1.0 + std::exp(-0.00368208 * score));
}

namespace {

// An engine's estimate: lichess's marks for chess, 5, 10 and 15 percentage points of winning
// chance (an inaccuracy, a mistake, a blunder), since a search misjudges small differences.
solve::AnalysisMeasure damma_measure(int depth) {
  solve::AnalysisMeasure m;
  m.key = "win_chance_estimate";
  m.text = Translated{
      "each side's chance of winning estimated from the engine's evaluation (a search of each position, the "
      "same depth every time), 1 / (1 + exp(-0.00368208 x score)) with a man worth 100 as lichess maps "
      "centipawns: an estimate, not an exact value",
      "a chance de ganhar de cada lado estimada pela avaliação do motor (uma busca em cada posição, sempre com "
      "a mesma profundidade), 1 / (1 + exp(-0,00368208 x placar)) com uma pedra valendo 100, como o lichess "
      "converte centipeões: uma estimativa, não um valor exato",
      "la probabilidad de ganar de cada lado estimada por la evaluación del motor (una búsqueda en cada "
      "posición, siempre con la misma profundidad), 1 / (1 + exp(-0,00368208 x puntaje)) con una pieza que "
      "vale 100, como lichess convierte centipeones: una estimación, no un valor exacto"};
  m.win_chance = true;
  m.estimate = true;
  m.depth = depth;
  m.unit = 0.01;
  m.inaccuracy = 0.05;
  m.mistake = 0.10;
  m.blunder = 0.15;
  m.tolerance = 0;
  return m;
}

const DammaState& as_damma(const State& s) {
  return static_cast<const DammaState&>(s);
}

class DammaModel : public solve::AnalysisModel {
 public:
  DammaModel(const DammaGame& game, int depth)
      : game_(&game), depth_(depth), measure_(damma_measure(depth)) {}
  const solve::AnalysisMeasure& measure() const override { return measure_; }

  std::vector<double> open(const State& state) override {
    const auto& s = as_damma(state);
    if (s.is_terminal()) return s.returns();
    return ranked(s).front().values;
  }

  std::vector<solve::ValuedAction> choices(const State& state) override {
    return ranked(as_damma(state));
  }

 private:
  // Every move of the position searched, best first, as the advisor ranks (kept: the next step
  // asks again for the position it led to, and an offered draw leaves the position as it was).
  const std::vector<solve::ValuedAction>& ranked(const DammaState& s) {
    auto& out = searched_[s.serialize()];
    if (!out.empty()) return out;
    const int side = s.current_player();
    const auto ranking =
        rank_damma(s.position(), s.moves(), game_->move_rules(),
                   GameHistory{s.played_positions(), s.quiet_plies(), game_->draw_plies()}, depth_);
    for (const auto& r : ranking) {
      std::vector<double> v(2);
      v[size_t(side)] = win_chance_of_score(int(std::lround(r.expected * 100)));
      v[size_t(1 - side)] = 1.0 - v[size_t(side)];
      out.push_back({r.action, std::move(v), 0.0});
    }
    return out;
  }

  const DammaGame* game_;
  int depth_;
  solve::AnalysisMeasure measure_;
  std::map<std::string, std::vector<solve::ValuedAction>> searched_;
};

}  // namespace

std::unique_ptr<solve::AnalysisModel> damma_analysis(const DammaGame& game, int depth) {
  return std::make_unique<DammaModel>(game, depth > 0 ? depth : advice_depth(game.board()));
}

}  // namespace cubilete::damma
