#include "solve/common/analysis.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/error.h"

namespace cubilete::solve {

std::vector<double> AnalysisModel::realized(const State& before, Action, const State&) {
  return zeros(before);
}

std::vector<double> AnalysisModel::started(const State& before, Action, const State&) {
  return zeros(before);
}

bool AnalysisModel::judged(const State&) const {
  return true;
}

std::vector<double> AnalysisModel::successor(const State& s, Action a) {
  auto next = s.clone();
  next->apply(a);
  auto values = open(*next);
  const auto settled = realized(s, a, *next);
  const auto begun = started(s, a, *next);
  for (size_t i = 0; i < values.size(); ++i) values[i] += settled[i] - begun[i];
  return values;
}

std::vector<ValuedAction> AnalysisModel::choices(const State& s) {
  std::vector<ValuedAction> out;
  for (Action a : s.legal_actions()) out.push_back({a, successor(s, a), 0.0});
  const auto seat = size_t(s.current_player());
  std::stable_sort(out.begin(), out.end(), [seat](const ValuedAction& x, const ValuedAction& y) {
    return x.values[seat] > y.values[seat];
  });
  return out;
}

std::vector<ValuedAction> AnalysisModel::outcomes(const State& s) {
  std::vector<ChanceOutcome> chances;
  s.chance_outcomes(chances);
  std::vector<ValuedAction> out;
  out.reserve(chances.size());
  for (const auto& c : chances) out.push_back({c.action, successor(s, c.action), c.probability});
  return out;
}

double decision_accuracy(double loss, const AnalysisMeasure& measure) {
  if (loss <= 0) return 100.0;
  // lichess.org/page/accuracy: Accuracy% = 103.1668 exp(-0.04354 x (Win% before - Win% after))
  // - 3.1669, the winning chance given up in percentage points.
  const double points = loss / measure.unit;
  return std::clamp(103.1668 * std::exp(-0.04354 * points) - 3.1669, 0.0, 100.0);
}

Judgement judge(double loss, const AnalysisMeasure& m) {
  if (loss >= m.blunder) return Judgement::Blunder;
  if (loss >= m.mistake) return Judgement::Mistake;
  if (loss >= m.inaccuracy) return Judgement::Inaccuracy;
  return Judgement::None;
}

namespace {

using Values = std::vector<double>;

Values plus(Values a, const Values& b) {
  for (size_t i = 0; i < a.size(); ++i) a[i] += b[i];
  return a;
}

// What one seat's sums hold while the game is walked.
struct Sums {
  double luck = 0, own_loss = 0, others = 0, gap = 0, accuracy = 0, unseen = 0;
  int decisions = 0;
};

}  // namespace

GameAnalysisResult analyse_actions(AnalysisModel& model, const State& from,
                                   const std::vector<Action>& actions, size_t first_index) {
  const size_t n = size_t(from.game().num_players());
  GameAnalysisResult out;
  out.measure = model.measure();
  std::vector<Sums> sums(n);
  Values realized(n, 0.0);
  auto state = from.clone();
  Values previous = model.open(*state);  // nothing is realized before the first action
  Values start = previous;
  for (size_t k = 0; k < actions.size(); ++k) {
    const Action a = actions[k];
    if (state->is_terminal())
      throw UsageError(
          fmt::format("action {} comes after the end of the game", first_index + k + 1));
    AnalysedStep step;
    step.index = first_index + k;
    step.action = a;
    step.text = state->action_to_string(a);
    step.actor = std::max(-1, state->acting_player());
    Values after;
    if (state->is_chance()) {
      const auto outcomes = model.outcomes(*state);
      Values mean(n, 0.0);
      const ValuedAction* actual = nullptr;
      for (const auto& o : outcomes) {
        for (size_t i = 0; i < n; ++i) mean[i] += o.probability * o.values[i];
        if (o.action == a) actual = &o;
      }
      // An action that is no outcome of the throw but that the game reads where it stands is a
      // turn's final dice entered alone at a score sheet.
      if (!actual && !state->parse_action(step.text).ok)
        throw UsageError(fmt::format("action {} ('{}') is no outcome of the throw there",
                                     first_index + k + 1, step.text));
      mean = plus(std::move(mean), realized);
      if (actual) {
        after = plus(actual->values, realized);
        step.luck.resize(n);
        for (size_t i = 0; i < n; ++i) {
          step.luck[i] = after[i] - mean[i];
          sums[i].luck += step.luck[i];
          sums[i].gap += mean[i] - previous[i];
        }
      } else {
        // Against the throw's mean, what it changed is unseen: its luck and the keeps behind it.
        step.final_dice = true;
        ++out.final_dice_turns;
        after = plus(model.successor(*state, a), realized);
        for (size_t i = 0; i < n; ++i) {
          sums[i].unseen += after[i] - mean[i];
          sums[i].gap += mean[i] - previous[i];
        }
      }
    } else {
      const int j = state->current_player();
      step.decision = true;
      step.seat = j;
      const auto choices =
          model.judged(*state) ? model.choices(*state) : std::vector<ValuedAction>{};
      if (choices.empty()) {  // a decision the measure does not judge: whatever it changes is a gap
        after = plus(model.successor(*state, a), realized);
        for (size_t i = 0; i < n; ++i) sums[i].gap += after[i] - previous[i];
      } else {
        const auto own = size_t(j);
        const ValuedAction* best = &choices.front();
        double lowest = best->values[own];
        for (const auto& c : choices) {
          if (c.values[own] > best->values[own]) best = &c;
          lowest = std::min(lowest, c.values[own]);
        }
        const auto found = std::find_if(choices.begin(), choices.end(),
                                        [a](const ValuedAction& c) { return c.action == a; });
        // An action the rules accept beyond the legal moves (Damma's resignation, a draw offer)
        // is valued as it is.
        Values chosen = found != choices.end() ? found->values : model.successor(*state, a);
        if (found == choices.end() && chosen[own] > best->values[own]) {
          step.best = a;
          step.best_values = plus(chosen, realized);
        } else {
          step.best = best->action;
          step.best_values = plus(best->values, realized);
        }
        step.judged = true;
        step.best_text = state->action_to_string(step.best);
        step.forced = found != choices.end() && best->values[own] - lowest <= 1e-12;
        after = plus(chosen, realized);
        step.loss = std::max(0.0, step.best_values[own] - after[own]);
        for (size_t i = 0; i < n; ++i) {
          sums[i].gap += step.best_values[i] - previous[i];
          if (i != own) sums[i].others += after[i] - step.best_values[i];
        }
        sums[own].own_loss += step.loss;
        if (!step.forced) {
          step.accuracy = decision_accuracy(step.loss, out.measure);
          step.judgement = judge(step.loss, out.measure);
          auto& s = sums[own];
          ++s.decisions;
          s.accuracy += step.accuracy;
        }
      }
    }
    auto before = state->clone();
    state->apply(a);
    realized = plus(std::move(realized), model.realized(*before, a, *state));
    const Values begun = model.started(*before, a, *state);
    start = plus(std::move(start), begun);
    if (std::any_of(begun.begin(), begun.end(), [](double v) { return v != 0; })) step.begun = begun;
    step.values = plus(std::move(after), begun);
    previous = step.values;
    out.steps.push_back(std::move(step));
  }
  const Values result = plus(model.open(*state), realized);
  out.finished = state->is_terminal();
  for (size_t i = 0; i < n; ++i) {
    auto& s = sums[i];
    s.gap += result[i] - previous[i];
    SeatAnalysis seat;
    seat.seat = int(i);
    seat.result = result[i];
    seat.start = start[i];
    seat.luck = s.luck;
    seat.unseen = s.unseen;
    seat.own_loss = s.own_loss;
    seat.model_gap = s.gap;
    seat.others_effect = s.others + s.gap;
    seat.decisions = s.decisions;
    if (s.decisions > 0) {
      seat.accuracy = s.accuracy / s.decisions;
      seat.error_rate = s.own_loss / s.decisions;
    }
    if (out.measure.win_chance) seat.luck_adjusted = seat.result - seat.luck;
    out.seats.push_back(seat);
  }
  for (const auto& step : out.steps)
    if (step.decision && !step.forced && step.judged) {
      auto& seat = out.seats[size_t(step.seat)];
      seat.inaccuracies += step.judgement == Judgement::Inaccuracy;
      seat.mistakes += step.judgement == Judgement::Mistake;
      seat.blunders += step.judgement == Judgement::Blunder;
    }
  return out;
}

}  // namespace cubilete::solve
