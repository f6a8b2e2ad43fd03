#include "present/analysis_json.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "present/analysis_document.h"
#include "present/json_tree_sink.h"
#include "present/view_json.h"

namespace cubilete {

using solve::GameAnalysisResult;
using solve::Judgement;

namespace {

// The name of each seat: the one the record's reader gave, else its player ("human" or its bot).
std::string seat_name(const GameRecord& record, const std::vector<std::string>& names,
                      size_t seat) {
  if (seat < names.size() && !names[seat].empty()) return names[seat];
  return seat < record.players.size() ? record.players[seat] : fmt::format("P{}", seat + 1);
}

Nullable<int> seat_or_null(int seat) { return seat >= 0 ? Nullable<int>(seat) : Nullable<int>(); }

AnalysisSeatView seat_view(const GameRecord& record, const std::vector<std::string>& names,
                           const solve::SeatAnalysis& s) {
  AnalysisSeatView v;
  v.seat = s.seat;
  v.name = seat_name(record, names, size_t(s.seat));
  v.player = size_t(s.seat) < record.players.size() ? std::string_view(record.players[size_t(s.seat)]) : "";
  v.result = s.result, v.start = s.start, v.luck = s.luck, v.own_loss = s.own_loss;
  v.others_effect = s.others_effect, v.model_gap = s.model_gap;
  if (s.accuracy) v.accuracy = *s.accuracy;
  if (s.error_rate) v.error_rate = *s.error_rate;
  v.decisions = s.decisions, v.inaccuracies = s.inaccuracies, v.mistakes = s.mistakes, v.blunders = s.blunders;
  v.luck_adjusted = s.luck_adjusted;
  if (!s.aim.empty()) v.aim = s.aim;
  return v;
}

Nullable<DecisionMark> mark_of(Judgement j) {
  switch (j) {
    case Judgement::Inaccuracy:
      return DecisionMark::Inaccuracy;
    case Judgement::Mistake:
      return DecisionMark::Mistake;
    case Judgement::Blunder:
      return DecisionMark::Blunder;
    case Judgement::None:
      break;
  }
  return {};
}

// `state`: the position before the step.
AnalysisStepView step_view(const State& state, const GameRecord& record, const solve::AnalysedStep& step) {
  AnalysisStepView v;
  v.index = step.index;
  v.seat = seat_or_null(step.seat);
  v.actor = seat_or_null(step.actor);
  v.action = step.text;
  v.kind = step.decision ? AnalysisStepKind::Decision : AnalysisStepKind::Throw;
  v.values = step.values;
  v.move.text = move_text(state, step.action, kReferee);
  if (step.index < record.by.size() && !record.by[step.index].empty()) v.by = record.by[step.index];
  if (!step.decision) v.luck = step.luck;
  if (!step.begun.empty()) v.begun = step.begun;
  if (step.judged) {
    v.best = step.best_text;
    v.best_values = step.best_values;
    v.best_move.emplace().text = move_text(state, step.best, kReferee);
    v.loss = step.loss;
    v.forced = step.forced;
    v.judgement = step.forced ? Nullable<DecisionMark>() : mark_of(step.judgement);
    if (!step.forced) v.accuracy = step.accuracy;
    // The position as the seat saw it when deciding: with `move` and `best_move` it draws the
    // choice made and the best one side by side; `situation_value` lets a front end word it in
    // its own language (docs/contract.md).
    v.situation = state.situation();
    v.situation_value.emplace().text = situation_text(state);
    v.view.emplace().text = view_text(state, step.seat);
  }
  return v;
}

}  // namespace

std::string_view judgement_name(Judgement j) {
  const auto mark = mark_of(j);
  return mark ? name_of(*mark) : "";
}

nlohmann::json analysis_json(const Game& game, const GameRecord& record,
                             const std::vector<std::string>& names, const GameAnalysisResult& r) {
  const auto& m = r.measure;
  AnalysisDocument doc;
  doc.version = kAnalysisVersion;
  doc.game = game.info().id;
  doc.rules = typed_rules(game.rules());
  doc.measure = m.key;
  doc.measure_text = m.text;
  doc.win_chance = m.win_chance, doc.restarts = m.restarts, doc.estimate = m.estimate;
  doc.lower_is_better = m.lower_is_better;
  doc.accuracy_unit = m.unit;
  doc.thresholds = {m.inaccuracy, m.mistake, m.blunder};
  doc.tolerance = m.tolerance;
  doc.finished = r.finished;
  if (m.estimate) doc.depth = m.depth;
  for (const auto& s : r.seats) doc.seats.push_back(seat_view(record, names, s));
  auto state = game.initial_state();
  for (const auto& step : r.steps) {
    doc.steps.push_back(step_view(*state, record, step));
    state->apply(step.action);
  }
  return described_json(doc);
}

namespace {

// How the measure's numbers read in words.
struct Shown {
  const solve::AnalysisMeasure* m;
  std::string value(double v) const {
    if (m->win_chance) return fmt::format("{:.1f}%", 100 * v);
    if (m->lower_is_better) return fmt::format("{:.2f}", -v);
    return fmt::format("{:.2f}", v);
  }
  // A change for the seat (luck, a loss, an effect), signed where asked.
  std::string change(double v, bool sign) const {
    if (m->win_chance)
      return sign ? fmt::format("{:+.1f} pp", 100 * v) : fmt::format("{:.1f} pp", 100 * v);
    if (m->lower_is_better)
      return sign ? fmt::format("{:+.2f} throws", v) : fmt::format("{:.2f} throws", v);
    return sign ? fmt::format("{:+.2f}", v) : fmt::format("{:.2f}", v);
  }
  // A term of a sum: "+ 0.23" or "- 0.23".
  std::string term(double v) const { return (v < 0 ? "- " : "+ ") + change(std::abs(v), false); }
};

}  // namespace

std::string analysis_text(const Game& game, const GameRecord& record,
                          const std::vector<std::string>& names, const GameAnalysisResult& r) {
  const auto& m = r.measure;
  const Shown show{&m};
  std::string out = fmt::format("{}: {}\n", game.info().id, m.text);
  if (m.estimate)
    out += fmt::format(
        "(an estimate: the engine searches {} plies after each move; no dice, no luck)\n", m.depth);
  if (m.lower_is_better) out += "(shown as throws: fewer is better; luck is throws saved)\n";
  if (!r.finished)
    out += "The record stops before the end: each result is the value at its last position.\n";
  out += "\n";
  for (const auto& s : r.seats) {
    const std::string name = seat_name(record, names, size_t(s.seat));
    out += fmt::format("P{} {}: result {} = start {} {} luck {} own losses {} others' effect\n",
                       s.seat + 1, name, show.value(s.result), show.value(s.start),
                       show.term(m.lower_is_better ? -s.luck : s.luck),
                       m.lower_is_better ? "+ " + show.change(s.own_loss, false)
                                         : "- " + show.change(s.own_loss, false),
                       show.term(m.lower_is_better ? -s.others_effect : s.others_effect));
    // The sentence a player wants: what the dice and their own choices did to them.
    if (!m.estimate && s.aim.empty())
      out += fmt::format("  {} {} {} the dice and lost {} to own choices\n",
                         s.luck < 0 ? "lost" : "gained", show.change(std::abs(s.luck), false),
                         s.luck < 0 ? "to" : "from", show.change(s.own_loss, false));
    if (!s.aim.empty())
      out += fmt::format("  {} {} {} the dice; a bot playing for {} perfectly: its choices are not judged by this "
                         "measure\n",
                         s.luck < 0 ? "lost" : "gained", show.change(std::abs(s.luck), false),
                         s.luck < 0 ? "to" : "from", s.aim);
    else if (s.accuracy)
      out += fmt::format(
          "  accuracy {:.1f}% over {} decisions, error rate {} a decision; {} inaccuracies, {} "
          "mistakes, "
          "{} blunders\n",
          *s.accuracy, s.decisions, show.change(*s.error_rate, false), s.inaccuracies, s.mistakes,
          s.blunders);
    else
      out += "  no decision to judge\n";
    if (s.luck_adjusted && !m.estimate)
      out += fmt::format("  luck-adjusted result {}\n", show.value(*s.luck_adjusted));
  }
  // The decisions that lost something worth a mark, and the luckiest and unluckiest throws.
  auto state = game.initial_state();
  std::string marked;
  for (const auto& step : r.steps) {
    if (step.judged && !step.forced && step.judgement != Judgement::None) {
      const auto where = state->situation();
      marked += fmt::format("  #{} P{} {}{} {} ({}), best {} ({}): {} {}\n", step.index + 1,
                            step.seat + 1, where.empty() ? "" : where,
                            where.empty() || where.back() == ':' ? "" : ":", step.text,
                            show.value(step.values[size_t(step.seat)]), step.best_text,
                            show.value(step.best_values[size_t(step.seat)]),
                            show.change(-step.loss, true), judgement_name(step.judgement));
    }
    state->apply(step.action);
  }
  if (!marked.empty()) out += "\nMarked decisions:\n" + marked;
  std::vector<const solve::AnalysedStep*> throws;
  for (const auto& step : r.steps)
    if (!step.decision && step.actor >= 0 && std::abs(step.luck[size_t(step.actor)]) > 0)
      throws.push_back(&step);
  if (!throws.empty()) {
    const auto luck = [](const solve::AnalysedStep* s) { return s->luck[size_t(s->actor)]; };
    std::stable_sort(throws.begin(), throws.end(),
                     [&](auto a, auto b) { return luck(a) > luck(b); });
    out += "\nLuckiest throws (for the thrower):\n";
    for (size_t i = 0; i < std::min<size_t>(3, throws.size()); ++i)
      out += fmt::format("  #{} P{} {}: {}\n", throws[i]->index + 1, throws[i]->actor + 1,
                         throws[i]->text, show.change(luck(throws[i]), true));
    out += "Unluckiest throws:\n";
    for (size_t i = 0; i < std::min<size_t>(3, throws.size()); ++i) {
      const auto* t = throws[throws.size() - 1 - i];
      out += fmt::format("  #{} P{} {}: {}\n", t->index + 1, t->actor + 1, t->text,
                         show.change(luck(t), true));
    }
  }
  return out;
}

}  // namespace cubilete
