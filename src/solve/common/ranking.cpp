#include "solve/common/ranking.h"

#include <algorithm>

namespace cubilete {

Ranking::Ranking(std::string measure_of_expected, std::string measure_of_win,
                 const std::vector<RankedAction>& best_first)
    : measure(std::move(measure_of_expected)), win_measure(std::move(measure_of_win)) {
  if (best_first.empty()) return;
  const bool chances = best_first.front().win_chance.has_value();
  double best = best_first.front().expected, best_win = chances ? *best_first.front().win_chance : 0.0;
  for (const auto& c : best_first) {
    best = std::max(best, c.expected);
    if (chances && c.win_chance) best_win = std::max(best_win, *c.win_chance);
  }
  for (const auto& c : best_first) {
    Choice choice{c.action, c.name, c.expected, best - c.expected, c.line, std::nullopt, std::nullopt};
    if (chances && c.win_chance) choice.win_chance = *c.win_chance, choice.win_loss = best_win - *c.win_chance;
    choices.push_back(std::move(choice));
  }
}

const Ranking::Choice* Ranking::find(Action action) const {
  const auto it = std::find_if(choices.begin(), choices.end(), [action](const Choice& c) { return c.action == action; });
  return it == choices.end() ? nullptr : &*it;
}

}  // namespace cubilete
