#include "solve/common/puzzle.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cubilete::solve {

double puzzle_margin(const AnalysisMeasure& measure) {
  return measure.inaccuracy;
}

std::optional<PuzzleAnswer> puzzle_answer(const std::vector<PuzzleChoice>& choices, double margin) {
  if (choices.size() < 2) return std::nullopt;
  double top = choices.front().value;
  for (const auto& c : choices) top = std::max(top, c.value);
  PuzzleAnswer answer;
  std::optional<double> second;
  for (const auto& c : choices) {
    if (c.value >= top - kEquivalentChoices) {
      answer.best.push_back(c.action);
    } else if (!second || c.value > *second) {
      second = c.value;
      answer.runner_up = c.action;
    }
  }
  if (!second) return std::nullopt;  // every choice is the best: nothing to find
  answer.gap = top - *second;
  if (answer.gap < margin) return std::nullopt;
  return answer;
}

double softmax_miss(const std::vector<double>& losses_in_units, const std::vector<bool>& right,
                    double temperature) {
  if (losses_in_units.size() != right.size() || losses_in_units.empty() || temperature <= 0)
    throw std::invalid_argument("softmax_miss: one loss per choice and a positive temperature");
  // Weights relative to the best choice (loss 0), so no exponent overflows however large a loss.
  double all = 0, missed = 0;
  for (size_t i = 0; i < right.size(); ++i) {
    const double w = std::exp(-std::max(0.0, losses_in_units[i]) / temperature);
    all += w;
    if (!right[i]) missed += w;
  }
  return missed / all;
}

}  // namespace cubilete::solve
