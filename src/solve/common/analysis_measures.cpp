#include "solve/common/analysis_measures.h"

namespace cubilete::solve {

AnalysisMeasure scaled_measure(std::string key, Translated text, double unit) {
  AnalysisMeasure m;
  m.key = std::move(key);
  m.text = std::move(text);
  m.unit = unit;
  m.inaccuracy = 2 * unit;
  m.mistake = 4 * unit;
  m.blunder = 8 * unit;
  return m;
}

AnalysisMeasure win_chance_measure(const Translated& text, double tolerance) {
  auto m = scaled_measure("win_chance", text, 0.01);
  m.win_chance = true;
  m.tolerance = tolerance;
  return m;
}

}  // namespace cubilete::solve
