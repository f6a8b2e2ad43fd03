#pragma once
// `cubilete hint damma` as a typed result (present/ writes it): every legal action of a position
// searched by the engine, ranked as the table's advisor ranks (damma_advice.h).
#include "games/damma/damma_game.h"
#include "solve/common/ranking.h"

namespace cubilete::damma {

struct DammaHint {
  Position position;
  Ranking ranking;  // each choice with the line the engine expects
};

// `depth`: plies searched after each action (1 to 20), or 0: the board's advice_depth, as the
// table's hint (damma_advice.h). Throws UsageError where the side to move has no legal move
// (the game is over).
DammaHint hint_damma(const DammaGame& game, const Position& position, int depth);

}  // namespace cubilete::damma
