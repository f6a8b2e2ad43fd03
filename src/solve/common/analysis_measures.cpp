#include "solve/common/analysis_measures.h"

namespace cubilete::solve {

namespace {
// A measure whose accuracy counts a loss of `unit` as one percentage point of winning chance,
// with thresholds of 2, 4 and 8 such points: GNU Backgammon's marks for a doubtful, bad and very
// bad move (0.04, 0.08 and 0.16 of equity; a game without gammons has equity 2p - 1, so 2, 4 and 8
// percentage points of winning chance).
AnalysisMeasure scaled(std::string key, std::string text, double unit) {
  AnalysisMeasure m;
  m.key = std::move(key);
  m.text = std::move(text);
  m.unit = unit;
  m.inaccuracy = 2 * unit;
  m.mistake = 4 * unit;
  m.blunder = 8 * unit;
  return m;
}
}  // namespace

AnalysisMeasure win_chance_measure(std::string text, double tolerance) {
  auto m = scaled("win_chance", std::move(text), 0.01);
  m.win_chance = true;
  m.tolerance = tolerance;
  return m;
}

// A point of expected score counts as a percentage point of winning chance: in a two-player game
// of Generala at an even score, a point of lead is worth about 0.8 of one.
AnalysisMeasure category_score_measure(bool instant_end) {
  return scaled(
      "expected_score",
      instant_end
          ? "each seat's expected final score under optimal solitaire play from its own card (a "
            "served generala's instant end aside)"
          : "each seat's expected final score under optimal solitaire play from its own card",
      1.0);
}

// Farkle's smallest score, 50 points, counts as a percentage point: with the target at 10,000 a
// game's scores spread over thousands of points.
AnalysisMeasure farkle_turn_measure() {
  auto m = scaled(
      "turn_points",
      "the expected points the turn in progress banks under optimal single-turn play (entry "
      "threshold and the final round's score to beat respected), summed over each seat's turns",
      50.0);
  m.restarts = true;
  return m;
}

// A tenth of a throw counts as a percentage point: a race to the end of the sheet takes about 21
// throws a player, spread over a few.
AnalysisMeasure matterhorn_measure() {
  auto m = scaled(
      "expected_throws",
      "minus the throws each seat has made and is still expected to need to finish, playing on "
      "optimally (a loss is extra throws)",
      0.1);
  m.lower_is_better = true;
  return m;
}

// Two points of a turn's score count as a percentage point: ten turns of about 36 points each.
AnalysisMeasure multiplicacao_measure() {
  auto m = scaled(
      "turn_score",
      "the expected score of the turn in progress, refusing optimally from here, summed over each "
      "seat's turns",
      2.0);
  m.restarts = true;
  return m;
}

AnalysisMeasure triplo_seis_measure() {
  auto m = scaled("beat_call",
                  "the chance that the dice kept under the cup and the rethrow read more than the "
                  "call, at each "
                  "keep (1 when they did), summed over each seat's keeps",
                  0.01);
  m.restarts = true;
  return m;
}

// An engine's estimate: lichess's marks for chess, 5, 10 and 15 percentage points of winning
// chance (an inaccuracy, a mistake, a blunder), since a search misjudges small differences.
AnalysisMeasure damma_measure(int depth) {
  AnalysisMeasure m;
  m.key = "win_chance_estimate";
  m.text =
      "each side's chance of winning estimated from the engine's evaluation (a search of each "
      "position, "
      "the same depth every time), 1 / (1 + exp(-0.00368208 x score)) with a man worth 100 as "
      "lichess maps "
      "centipawns: an estimate, not an exact value";
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

}  // namespace cubilete::solve
