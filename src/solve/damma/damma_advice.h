#pragma once
// The Damma engine as an advisor: every legal action of the side to move scored by a search of
// the position after it (so the ranking and the best line come from one engine), in men for the
// side to move. The online table offers it only in games against bots (GameEntry::
// advice_against_bots_only); `cubilete hint damma --position P` gives the same ranking
// (damma_commands.h).
#include <vector>

#include "core/lang.h"
#include "core/game.h"
#include "solve/common/ranked_action.h"
#include "solve/damma/damma_engine.h"

namespace cubilete::damma {

class DammaState;

// Plies searched after each candidate action (the candidate itself makes one more), the same for
// the hint, the end-of-game report and the analysis of one board, so that a move the hint calls
// best is never called a mistake by the report or the analysis (a time budget would make the
// depth depend on the machine's load). On the 5x5 board: 6 (a ranking in about 0.1 s, a 42-ply
// game's analysis in 2.8 s); on the 9x9 board, with five times the moves: 2 (a 343-ply game's
// analysis in 1.7 s, 10 s at 3; bench/bench_damma_report.cpp).
constexpr int kAdviceDepth = 6;
constexpr int kLargeAdviceDepth = 2;
constexpr int advice_depth(int board) { return board == kLargeBoard ? kLargeAdviceDepth : kAdviceDepth; }
const Translated& damma_measure_words();
// Each choice's chance of winning estimated from its evaluation (win_chance_of_score), as the
// analysis estimates it: the hint and the report rank and measure by it.
const Translated& damma_win_measure_words();

// Every action of `moves` from `root`, best first, each searched `depth` plies however long it
// takes; expected = the engine's score in men from the side to move's view (a won game is 1000
// less a hundredth per ply to the win), win_chance the chance read from it.
std::vector<RankedAction> rank_damma(const Position& root, const std::vector<Move>& moves,
                                     const MoveRules& rules, const GameHistory& history,
                                     int depth = kAdviceDepth);
// The hint's and the report's ranking: advice_depth plies of the state's board.
std::vector<RankedAction> advise_damma(const State& state);

}  // namespace cubilete::damma
