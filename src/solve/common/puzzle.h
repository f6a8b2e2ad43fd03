#pragma once
// What makes a decision a puzzle (docs/puzzles.md): its best choice beats every other choice that
// is not equivalent by a clear margin under the game's exact measure. The margin is the measure's
// own inaccuracy (analysis_measures.h): every wrong answer is then at least an inaccuracy on the
// game's analysis page, so the page and the puzzle never disagree. Also the ladder of players whose
// misses give a new puzzle its starting rating.
#include <optional>
#include <vector>

#include "core/game.h"
#include "solve/common/analysis_model.h"

namespace cubilete::solve {

// Choices within this of the best value are the same choice: every one of them is a right answer.
constexpr double kEquivalentChoices = 1e-9;

// One legal choice and the decider's exact value after it (higher is better).
struct PuzzleChoice {
  Action action = 0;
  double value = 0;
};

// A decision that passed the rule: the right answers (in the choices' order), the best of the
// others and how far it trails.
struct PuzzleAnswer {
  std::vector<Action> best;
  Action runner_up = 0;
  double gap = 0;  // best value - runner-up's value, >= the margin
};

// The least gap that makes a decision a puzzle under `measure`.
double puzzle_margin(const AnalysisMeasure& measure);

// The decision's answer when it is a puzzle: two choices or more, and the best value ahead of
// every choice outside `best` by at least `margin`. Nothing for a forced decision or a close call.
std::optional<PuzzleAnswer> puzzle_answer(const std::vector<PuzzleChoice>& choices, double margin);

// How often a player who picks each choice with weight exp(-loss / temperature) misses: the
// chance mass outside `best`. `losses` are each choice's loss in the measure's units (best: 0).
double softmax_miss(const std::vector<double>& losses_in_units, const std::vector<bool>& right,
                    double temperature);

// The softmax players of the ladder, in the measure's units: one who plays loosely, one who
// plays fairly well, one who nearly always finds the best (docs/puzzles.md, "Ratings").
inline constexpr double kLadderTemperatures[] = {8.0, 2.0, 0.5};

}  // namespace cubilete::solve
