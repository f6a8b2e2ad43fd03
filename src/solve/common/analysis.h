#pragma once
// The analysis of a played game (PROTOCOL.md v1.1, Analysis; docs/analysis.md): every
// step of its record judged by a measure (analysis_model.h). Each throw's luck for every seat (the
// value after it minus the mean over all its outcomes), each decision's best choice and loss, and
// per seat the summary: result = start + luck - own_loss + others_effect, accuracy, error rate and
// the inaccuracies, mistakes and blunders. Typed values: present/analysis_json.h writes them.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "solve/common/analysis_model.h"

namespace cubilete::solve {

enum class Judgement { None, Inaccuracy, Mistake, Blunder };

struct AnalysedStep {
  size_t index =
      0;  // the action's place in the record, from 0 (the position before it: step `index`)
  bool decision = false;  // else a throw (a chance outcome)
  int seat = -1;          // the seat that decided (-1 for a throw)
  int actor = -1;         // the seat in whose turn it happened (-1: nobody in particular)
  Action action = 0;
  std::string text;            // action_to_string
  std::vector<double> values;  // per seat, after the step (a turn it begins included)
  // A decision the measure judges: its best choice, the values after it, the loss of the choice
  // made (the decider's), its accuracy and judgement. `forced`: every choice had the same value
  // (nothing to judge; not counted among the seat's decisions).
  bool judged = false, forced = false;
  Action best = 0;
  std::string best_text;
  std::vector<double> best_values;
  double loss = 0, accuracy = 100;
  Judgement judgement = Judgement::None;
  // A throw: per seat, the value after it minus the mean over its outcomes.
  std::vector<double> luck;
  // A turn given only by its final dice (real dice entered at a score sheet): no outcome of a
  // throw, so its luck and the keeps behind it cannot be told apart; `luck` stays empty and what
  // it changed goes to each seat's `unseen`.
  bool final_dice = false;
  // Measures that restart each turn: per seat, the value of a turn this step begins (part of
  // `values` and of the seat's start; empty when it begins none).
  std::vector<double> begun;
};

struct SeatAnalysis {
  int seat = 0;
  double result = 0, start = 0, luck = 0, own_loss = 0, others_effect = 0;
  // What turns given only by their final dice changed (their luck and keeps together), so that
  // result = start + luck + unseen - own_loss + others_effect; 0 without such turns.
  double unseen = 0;
  // The part of others_effect that no action explains: where the model's values disagree along
  // the game (its rounding, within the measure's tolerance; more for an estimate, whose each search
  // sees further, and for Generala's expected scores, which ignore a served generala's instant
  // end: docs/analysis.md).
  double model_gap = 0;
  // A bot that plays another measure perfectly: that measure's key. Its choices are not judged
  // (no judgements, accuracy or counts; their losses and best choices stay, so the summary still
  // adds up and each position still shows what this measure prefers).
  std::string aim;
  int decisions = 0;  // judged, not forced
  int inaccuracies = 0, mistakes = 0, blunders = 0;
  std::optional<double> accuracy;       // none without decisions
  std::optional<double> error_rate;     // mean loss per decision
  std::optional<double> luck_adjusted;  // win-chance measures: result - luck
};

struct GameAnalysisResult {
  AnalysisMeasure measure;
  bool finished = false;  // the last position ends the game
  int final_dice_turns = 0;  // turns given only by their final dice (AnalysedStep::final_dice)
  std::vector<SeatAnalysis> seats;
  std::vector<AnalysedStep> steps;
};

// Lichess's accuracy of one move from the winning chance it gave up (in percentage points: a
// loss of measure.unit counts as one), clamped to 0..100.
double decision_accuracy(double loss, const AnalysisMeasure& measure);
Judgement judge(double loss, const AnalysisMeasure& measure);

// Analyses `actions` (legal where they stand) from `from`, the first being the record's action
// `first_index`. Throws UsageError naming an action that is not legal.
GameAnalysisResult analyse_actions(AnalysisModel& model, const State& from,
                                   const std::vector<Action>& actions, size_t first_index = 0);

}  // namespace cubilete::solve
