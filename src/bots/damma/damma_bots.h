#pragma once
// Damma bots: greedy (one ply: the move after which material, counting a huff the opponent may
// make, is best for it) and alphabeta (the search engine with depth and/or time limits, its
// evaluation weights, and a draw policy, all settable after the name).
#include <memory>
#include <string>

#include "core/bot.h"
#include "solve/damma/damma_engine.h"

namespace cubilete::damma {

class DammaGreedyBot : public Bot {
 public:
  Action choose(const State& state, Rng& rng) override;
};

struct AlphaBetaSettings {
  SearchLimits limits;
  // The weights on each board: the engine's defaults with the settings given (the same settings
  // on both boards).
  EvalWeights weights, large_weights = large_board_weights();
  // It accepts a draw offer when its score is at most -draw_margin (or within draw_margin of
  // equal after half the draw_plies without progress), and offers one when at most -draw_margin.
  // 0: never offers or accepts.
  int draw_margin = 30;
};

class DammaAlphaBetaBot : public Bot {
 public:
  DammaAlphaBetaBot(MoveRules rules, const AlphaBetaSettings& settings);
  Action choose(const State& state, Rng& rng) override;

 private:
  Engine engine_;
  AlphaBetaSettings settings_;
  int moves_until_offer_ = 0;  // it offers a draw at most once every 10 of its moves
  uint64_t pending_key_ = 0;   // after offering: the position and the move already chosen for it
  Move pending_move_;
  // The game it last played: a bot plays many games in simulate, and a table kept from another
  // game would make its choices depend on which games it happened to play before.
  size_t positions_seen_ = 0;
  uint64_t last_root_ = 0;
};

// "alphabeta" or "alphabeta:KEY=VALUE,..." with keys depth, movetime (ms), man, king, advance,
// centre, huff (percent), draw (margin); throws UsageError naming the problem. Without limits:
// 1 s per move; a depth alone searches to that depth however long it takes.
AlphaBetaSettings alphabeta_settings(const std::string& name);

}  // namespace cubilete::damma
