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

std::string analysis_seat_name(const GameRecord& record, const std::vector<std::string>& names, size_t seat) {
  if (seat < names.size() && !names[seat].empty()) return names[seat];
  return seat < record.players.size() ? record.players[seat] : fmt::format("P{}", seat + 1);
}

namespace {

Nullable<int> seat_or_null(int seat) { return seat >= 0 ? Nullable<int>(seat) : Nullable<int>(); }

AnalysisSeatView seat_view(const GameRecord& record, const std::vector<std::string>& names,
                           const solve::SeatAnalysis& s, int final_dice_turns) {
  AnalysisSeatView v;
  v.seat = s.seat;
  v.name = analysis_seat_name(record, names, size_t(s.seat));
  v.player = size_t(s.seat) < record.players.size() ? std::string_view(record.players[size_t(s.seat)]) : "";
  v.result = s.result, v.start = s.start, v.luck = s.luck, v.own_loss = s.own_loss;
  v.others_effect = s.others_effect, v.model_gap = s.model_gap;
  if (s.accuracy) v.accuracy = *s.accuracy;
  if (s.error_rate) v.error_rate = *s.error_rate;
  v.decisions = s.decisions, v.inaccuracies = s.inaccuracies, v.mistakes = s.mistakes, v.blunders = s.blunders;
  v.luck_adjusted = s.luck_adjusted;
  if (!s.aim.empty()) v.aim = s.aim;
  if (final_dice_turns > 0) v.unseen = s.unseen;
  return v;
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
  if (step.final_dice) v.final_dice = true;
  else if (!step.decision) v.luck = step.luck;
  if (!step.begun.empty()) v.begun = step.begun;
  if (step.judged) {
    v.best = step.best_text;
    v.best_values = step.best_values;
    v.best_move.emplace().text = move_text(state, step.best, kReferee);
    v.loss = step.loss;
    v.forced = step.forced;
    v.judgement = step.forced ? Nullable<DecisionMark>() : decision_mark(step.judgement);
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

Nullable<DecisionMark> decision_mark(Judgement j) {
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

nlohmann::json analysis_json(const Game& game, const GameRecord& record,
                             const std::vector<std::string>& names, const GameAnalysisResult& r) {
  const auto& m = r.measure;
  AnalysisDocument doc;
  doc.version = kAnalysisVersion;
  doc.game = game.info().id;
  doc.rules = typed_rules(game.rules());
  doc.measure = m.key;
  doc.measure_text = m.text.en;
  doc.win_chance = m.win_chance, doc.restarts = m.restarts, doc.estimate = m.estimate;
  doc.lower_is_better = m.lower_is_better;
  doc.accuracy_unit = m.unit;
  doc.thresholds = {m.inaccuracy, m.mistake, m.blunder};
  doc.tolerance = m.tolerance;
  doc.finished = r.finished;
  if (m.estimate) doc.depth = m.depth;
  if (r.final_dice_turns > 0) doc.final_dice_turns = r.final_dice_turns;
  for (const auto& s : r.seats) doc.seats.push_back(seat_view(record, names, s, r.final_dice_turns));
  auto state = game.initial_state();
  for (const auto& step : r.steps) {
    doc.steps.push_back(step_view(*state, record, step));
    state->apply(step.action);
  }
  return described_json(doc);
}

}  // namespace cubilete
