#pragma once
// The Damma search engine: iterative deepening negamax alpha-beta with a transposition table
// keyed by the Zobrist hash (faults included), move ordering (table move, huffs and captures by
// what they take, killers), and a quiescence search over huffs and captures. Captures are never
// compulsory, so standing pat is always allowed in quiescence.
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "games/damma/damma_moves.h"

namespace cubilete::damma {

// The evaluation's weights on one board. These defaults are the 5x5 board's, tuned by self-play
// (scripts/damma_tune.py): at depth 4 a Damma worth 1.8 men and no positional terms
// beat every other grid point, and at depth 6 these weights beat the first, reasoned set (king 280,
// advance 4, centre 3, huff 90) 0.77 of the points over 400 games. The 9x9 board's are
// large_board_weights(). The positional terms stay available as bot settings for experiments.
struct EvalWeights {
  int man = 100, king = 180;
  int advance = 0;      // per rank a man has advanced
  int centre = 0;       // per piece on the centre (Geometry::centre)
  int huff_share = 70;  // percent of the best huffable piece's value (a free capture now)
};
EvalWeights large_board_weights();
// The weights the engine uses on each board unless told otherwise.
struct BoardWeights {
  EvalWeights small, large = large_board_weights();
  const EvalWeights& of(int size) const { return size == kLargeBoard ? large : small; }
};

int evaluate(const Position& p, const EvalWeights& w);  // from the side to move's view

struct SearchLimits {
  int depth = 64;     // plies
  int movetime_ms = 0;  // 0: no time limit
};

// Every search also keeps to the process's budget (BotCaps::search_ms, core/bot_settings.h: the
// server's), a fixed depth without a movetime included, and stops when its work is called off
// (core/cancel.h).

// What the game knows beyond the position, so the search scores a repetition or the quiet-plies
// limit as the draw it is: positions already played (Zobrist keys; repeating one inside the search
// counts as a draw, the usual practice), plies without capture or huff, the draw_plies rule.
struct GameHistory {
  std::vector<uint64_t> seen;
  int quiet_plies = 0;
  int draw_plies = 0;  // 0: no limit
};

struct SearchResult {
  Move best;
  int score = 0;  // centipawn-like, from the side to move's view; +-kWin near a forced result
  int depth = 0;  // last completed depth
  int64_t nodes = 0;
  double seconds = 0;
  std::vector<Move> line;  // principal variation
};

constexpr int kWin = 100000;

class Engine {
 public:
  explicit Engine(MoveRules rules, BoardWeights weights = {}, int table_bits = 20);
  ~Engine();
  // Precondition: the side to move has a legal move.
  SearchResult search(const Position& root, const SearchLimits& limits, const GameHistory& history = {});
  void clear();  // forgets the transposition table (a new game)

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cubilete::damma
