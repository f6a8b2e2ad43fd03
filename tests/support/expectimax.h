#pragma once
// A brute-force expectimax over the engine's own states, sharing nothing with the solvers: the
// independent route the analysis and puzzle tests check exact values by on reduced games.
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/game.h"

namespace cubilete::test {

// Each seat's exact value at every state of the engine's own game tree: the measure's value at
// the end (`end`), the mean over a throw's outcomes, the deciding seat's best choice (ties broken
// for the first, which in a one-player or a two-player constant-sum game changes nothing).
class Expectimax {
 public:
  explicit Expectimax(std::function<std::vector<double>(const State&)> end) : end_(std::move(end)) {}
  std::vector<double> value(const State& s) {
    if (s.is_terminal()) return end_(s);
    const std::string key = s.serialize();
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    std::vector<double> v;
    if (s.is_chance()) {
      std::vector<ChanceOutcome> outcomes;
      s.chance_outcomes(outcomes);
      v.assign(size_t(s.game().num_players()), 0.0);
      for (const auto& o : outcomes) {
        auto child = s.clone();
        child->apply(o.action);
        const std::vector<double> c = value(*child);
        for (size_t i = 0; i < v.size(); ++i) v[i] += o.probability * c[i];
      }
    } else {
      const auto p = size_t(s.current_player());
      for (Action a : s.legal_actions()) {
        auto child = s.clone();
        child->apply(a);
        std::vector<double> c = value(*child);
        if (v.empty() || c[p] > v[p]) v = std::move(c);
      }
    }
    memo_.emplace(key, v);
    return v;
  }

 private:
  std::function<std::vector<double>(const State&)> end_;
  std::unordered_map<std::string, std::vector<double>> memo_;
};

}  // namespace cubilete::test
