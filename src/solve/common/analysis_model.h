#pragma once
// What a game's measure says of its positions, for the analysis of a played game
// (PROTOCOL.md v1.1, Analysis; docs/analysis.md). A measure gives every seat a value at every
// position: its chance of winning, its expected final score, the expected points of the turn in
// progress... The analysis engine (analysis.h) walks a game's actions and asks the model, at each
// throw, the values after every outcome (luck: the value after the throw minus their mean), and at
// each decision, the values after every choice (loss: the best choice's value minus the chosen
// one's), so that per seat
//     result = start + luck - own_loss + others_effect.
//
// A value is kept in two parts: what the game has already settled for the seat (`realized`: the
// points of its finished turns where the measure restarts each turn, the throws it has made in
// Matterhorn) and what is still open (`open`: the expectation of the rest). Measures that restart
// each turn (Farkle's turn points, Multiplicação's turn score, Triplo Seis's chance of beating the
// call) add a new turn's value when it begins (`started`): that is part of the seat's `start`, not
// the effect of the action that began it.
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/lang.h"

namespace cubilete::solve {

struct AnalysisMeasure {
  std::string key;          // "win_chance", "expected_score", ... (docs/analysis.md lists them)
  Translated text{"", "", ""};  // what the values are, in words
  bool win_chance = false;  // values are chances of winning: the luck-adjusted result applies
  bool restarts = false;    // summed over the turns (or episodes) of each seat
  bool estimate = false;    // an engine's estimate, not an exact value (Damma)
  bool lower_is_better =
      false;      // shown negated (Matterhorn's throws): values are kept higher-is-better
  int depth = 0;  // the estimate's search depth in plies (0: exact)
  // Accuracy (analysis.h, decision_accuracy): a loss of `unit` counts as one percentage point of
  // winning chance in lichess's formula; the thresholds of an inaccuracy, a mistake and a
  // blunder, in the measure's units.
  double unit = 0.01;
  double inaccuracy = 0.02, mistake = 0.04, blunder = 0.08;
  // How closely the model's values agree with each other along a game (an exact model's gap is
  // its rounding: 1e-9 with double tables, 1e-6 where a float32 table is read). An estimate has no
  // such bound (its gap is what each new search changes): 0.
  double tolerance = 1e-9;
};

// An action (a choice or a chance outcome) with what it leads to: per seat, the value after it
// (open part, plus what it realizes, without the value of a turn it begins), and for an outcome
// its probability.
struct ValuedAction {
  Action action = 0;
  std::vector<double> values;
  double probability = 0;
};

class AnalysisModel {
 public:
  virtual ~AnalysisModel() = default;
  virtual const AnalysisMeasure& measure() const = 0;

  // Per seat, the open part of the value at `s` (all of it at the end of a game, for measures
  // that realize nothing; 0 where the seat's part is settled).
  virtual std::vector<double> open(const State& s) = 0;
  // Per seat, what the step from `before` by `a` to `after` settles (default: nothing).
  virtual std::vector<double> realized(const State& before, Action a, const State& after);
  // Per seat, the value of a turn (episode) that the step begins, included in open(after)
  // (default: nothing; only measures that restart).
  virtual std::vector<double> started(const State& before, Action a, const State& after);
  // Whether the decision at `s` is one the measure judges (default: every decision). Triplo Seis
  // judges only what is kept under the cup.
  virtual bool judged(const State& s) const;
  // Every legal choice at a judged decision, the advisor's best first (the decider's value,
  // ties as the advisor breaks them). Default: each legal action applied to a copy (successor).
  virtual std::vector<ValuedAction> choices(const State& s);
  // Every outcome of the throw at `s` with its probability. Default: each applied to a copy.
  virtual std::vector<ValuedAction> outcomes(const State& s);

  // The values after applying `a` to a copy of `s`, as choices and outcomes give them.
  std::vector<double> successor(const State& s, Action a);

 protected:
  std::vector<double> zeros(const State& s) const {
    return std::vector<double>(size_t(s.game().num_players()), 0.0);
  }
};

}  // namespace cubilete::solve
