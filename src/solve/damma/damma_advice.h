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
extern const char* const kDammaMeasure;

// Every action of `moves` from `root`, best first; expected = the engine's score in men from the
// side to move's view (a won game is 1000 less a hundredth per ply to the win).
std::vector<RankedAction> rank_damma(const Position& root, const std::vector<Move>& moves,
                                     const MoveRules& rules, const GameHistory& history,
                                     int depth = kAdviceDepth);
std::vector<RankedAction> advise_damma(const State& state);

}  // namespace cubilete::damma
