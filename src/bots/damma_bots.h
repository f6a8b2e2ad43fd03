#pragma once
// Damma bots: greedy (one ply: the move after which material, counting a huff the opponent may
// make, is best for it) and alphabeta (the search engine with depth and/or time limits).
#include <memory>
#include <string>

#include "bots/damma_engine.h"
#include "core/bot.h"

namespace cubilete::damma {

class DammaGreedyBot : public Bot {
 public:
  Action choose(const State& state, Rng& rng) override;
};

class DammaAlphaBetaBot : public Bot {
 public:
  DammaAlphaBetaBot(MoveRules rules, SearchLimits limits, EvalWeights weights = {});
  Action choose(const State& state, Rng& rng) override;

 private:
  Engine engine_;
  SearchLimits limits_;
};

// "alphabeta", "alphabeta:depth=6", "alphabeta:movetime=500", "alphabeta:depth=8,movetime=1000";
// throws UsageError on anything else. Without settings: 1 s per move.
SearchLimits alphabeta_limits(const std::string& name);

}  // namespace cubilete::damma
