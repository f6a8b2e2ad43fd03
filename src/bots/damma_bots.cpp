#include "bots/damma_bots.h"

#include <fmt/format.h>

#include <charconv>

#include "core/error.h"
#include "games/damma/damma_game.h"

namespace cubilete::damma {

Action DammaGreedyBot::choose(const State& state, Rng& rng) {
  const auto& s = static_cast<const DammaState&>(state);
  const auto& game = static_cast<const DammaGame&>(state.game());
  EvalWeights material;
  material.advance = material.centre = 0;
  material.huff_share = 100;
  std::vector<Action> best;
  int best_score = -kWin * 2;
  for (size_t i = 0; i < s.moves().size(); ++i) {
    const Position next = apply_move(s.position(), game.move_rules(), s.moves()[i]);
    const int score = -evaluate(next, material);
    if (score > best_score) best_score = score, best.clear();
    if (score == best_score) best.push_back(Action(i));
  }
  return best[rng.below(uint32_t(best.size()))];
}

DammaAlphaBetaBot::DammaAlphaBetaBot(MoveRules rules, SearchLimits limits, EvalWeights weights)
    : engine_(rules, weights), limits_(limits) {}

Action DammaAlphaBetaBot::choose(const State& state, Rng&) {
  const auto& s = static_cast<const DammaState&>(state);
  const Move best = engine_.search(s.position(), limits_).best;
  for (size_t i = 0; i < s.moves().size(); ++i)
    if (s.moves()[i] == best) return Action(i);
  return 0;
}

SearchLimits alphabeta_limits(const std::string& name) {
  SearchLimits limits;
  limits.movetime_ms = 1000;
  const auto colon = name.find(':');
  if (colon == std::string::npos) return limits;
  const std::string usage = "write alphabeta, alphabeta:depth=N, alphabeta:movetime=MS or alphabeta:depth=N,movetime=MS";
  bool depth_given = false, time_given = false;
  std::string_view rest(name);
  rest.remove_prefix(colon + 1);
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const auto item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    const auto eq = item.find('=');
    int value = 0;
    if (eq == std::string_view::npos ||
        std::from_chars(item.data() + eq + 1, item.data() + item.size(), value).ptr != item.data() + item.size() || value < 1)
      throw UsageError(fmt::format("bad bot setting '{}' in '{}': {}", item, name, usage));
    const auto key = item.substr(0, eq);
    if (key == "depth") limits.depth = std::min(value, 64), depth_given = true;
    else if (key == "movetime") limits.movetime_ms = value, time_given = true;
    else throw UsageError(fmt::format("unknown bot setting '{}' in '{}': {}", key, name, usage));
  }
  if (depth_given && !time_given) limits.movetime_ms = 0;  // a fixed depth, however long it takes
  return limits;
}

}  // namespace cubilete::damma
