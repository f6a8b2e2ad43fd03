#pragma once
// The Damma engine as an advisor: every legal action of the side to move scored by a search of
// the position after it (so the ranking and the best line come from one engine), in men for the
// side to move. The online table offers it only in games against bots (GameEntry::
// advice_against_bots_only); `cubilete hint damma --position P` gives the same ranking
// (damma_commands.h).
#include <vector>

#include "core/game.h"
#include "solve/common/ranked_action.h"
#include "solve/damma/damma_engine.h"

namespace cubilete::damma {

class DammaState;

// Plies searched after each candidate action (the candidate itself makes one more).
constexpr int kAdviceDepth = 6;
// The time the table's advisor and a hint without --depth may take for a whole ranking: on the
// 5x5 board depth 6 takes milliseconds, a 9x9 middle game with 50 moves takes seconds (issue 31).
constexpr int kAdviceBudgetMs = 2000;
extern const char* const kDammaMeasure;
// Each choice's chance of winning estimated from its evaluation (win_chance_of_score), as the
// analysis estimates it: the hint and the report rank and measure by it.
extern const char* const kDammaWinMeasure;

// Every action of `moves` from `root`, best first; expected = the engine's score in men from the
// side to move's view (a won game is 1000 less a hundredth per ply to the win).
// budget_ms 0: every action searched `depth` plies, however long it takes. Otherwise the ranking
// is made at 1, 2, ... plies up to `depth`, each from a cleared table (so a ranking at a depth is
// the same whatever the budget), and the deepest one finished within budget_ms is returned;
// `reached`, if given, receives its depth.
std::vector<RankedAction> rank_damma(const Position& root, const std::vector<Move>& moves,
                                     const MoveRules& rules, const GameHistory& history,
                                     int depth = kAdviceDepth, int budget_ms = 0,
                                     int* reached = nullptr);
std::vector<RankedAction> advise_damma(const State& state);
// The advice for the end-of-game report (GameAnalysis::review): on the 5x5 board the advisor's
// own (depth 6 takes milliseconds there, so its reports stay as they were); on the 9x9 board the
// ranking the analysis makes (kLargeAnalysisDepth plies, damma_analysis.h), or a shallower one
// where that does not finish within budget_ms (at most kAdviceBudgetMs; one ply always does).
std::vector<RankedAction> review_damma(const State& state, int budget_ms);

}  // namespace cubilete::damma
