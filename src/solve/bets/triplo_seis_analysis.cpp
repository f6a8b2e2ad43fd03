#include "solve/bets/triplo_seis_analysis.h"

#include "games/bets/triplo_seis_calls.h"
#include "solve/bets/triplo_seis_advice.h"
#include "solve/common/analysis_measures.h"

namespace cubilete::solve {

using namespace bets;

namespace {

AnalysisMeasure triplo_seis_measure() {
  auto m = scaled_measure(
      "beat_call",
      Translated{"the chance that the dice kept under the cup and the rethrow read more than the call, at each "
                 "keep (1 when they did), summed over each seat's keeps",
                 "a chance de os dados guardados sob o copo e os relançados lerem mais que o palpite, a cada "
                 "escolha (1 quando leram), somada sobre as escolhas de cada lugar",
                 "la probabilidad de que los dados guardados bajo el cubilete y los que se vuelven a tirar "
                 "lean más que lo cantado, en cada elección (1 cuando lo hicieron), sumada sobre las "
                 "elecciones de cada lugar"},
      0.01);
  m.restarts = true;
  return m;
}

const TriploSeisState& as_cup(const State& s) {
  return static_cast<const TriploSeisState&>(s);
}

class TriploSeisModel : public AnalysisModel {
 public:
  TriploSeisModel() : measure_(triplo_seis_measure()) {}
  const AnalysisMeasure& measure() const override { return measure_; }

  std::vector<double> open(const State& state) override {
    const auto& s = as_cup(state);
    auto v = zeros(s);
    if (s.phase() == CupPhase::Keep) v[size_t(s.seat())] = best_keep(s);
    if (s.phase() == CupPhase::Rethrow)
      v[size_t(s.seat())] = chance_to_beat(s.dice(), s.call()).value();
    return v;
  }

  // A keep is settled when the dice are back under the cup, its rethrow made (or none needed).
  std::vector<double> realized(const State& before, Action, const State& after) override {
    const auto& b = as_cup(before);
    const auto& a = as_cup(after);
    auto v = zeros(b);
    if ((b.phase() == CupPhase::Keep || b.phase() == CupPhase::Rethrow) &&
        a.phase() == CupPhase::Call)
      v[size_t(a.seat())] = reading(a.dice()) > b.call() ? 1.0 : 0.0;
    return v;
  }

  // Believing a call hands the cup over: a keep begins.
  std::vector<double> started(const State& before, Action, const State& after) override {
    const auto& a = as_cup(after);
    auto v = zeros(before);
    if (as_cup(before).phase() != CupPhase::Keep && a.phase() == CupPhase::Keep)
      v[size_t(a.seat())] = best_keep(a);
    return v;
  }

  bool judged(const State& s) const override { return as_cup(s).phase() == CupPhase::Keep; }

  std::vector<ValuedAction> choices(const State& state) override {
    std::vector<ValuedAction> out;
    for (const auto& c : advise_triplo_seis(state)) {
      auto v = zeros(state);
      v[size_t(as_cup(state).seat())] = c.expected;
      out.push_back({c.action, std::move(v), 0.0});
    }
    return out;
  }

 private:
  static double best_keep(const TriploSeisState& s) {
    return keep_chances(s.dice(), s.call()).front().chance.value();
  }

  AnalysisMeasure measure_;
};

}  // namespace

std::unique_ptr<AnalysisModel> triplo_seis_analysis(const TriploSeisGame&) {
  return std::make_unique<TriploSeisModel>();
}

}  // namespace cubilete::solve
