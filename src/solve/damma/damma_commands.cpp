#include "solve/damma/damma_commands.h"

#include <fmt/format.h>

#include "core/error.h"
#include "solve/damma/damma_advice.h"

namespace cubilete::damma {

DammaHint hint_damma(const DammaGame& game, const Position& position, int depth) {
  if (depth < 1 || depth > 20)
    throw UsageError(fmt::format("the Damma advisor searches 1 to 20 plies; got {}", depth));
  std::vector<Move> moves;
  generate_moves(position, game.move_rules(), moves);
  if (moves.empty())
    throw UsageError(
        fmt::format("the side to move has no legal move in {}: the game is over", position.text()));
  const auto ranked =
      rank_damma(position, moves, game.move_rules(), GameHistory{{}, 0, game.draw_plies()}, depth);
  return {position, Ranking(kDammaMeasure, "", ranked)};
}

}  // namespace cubilete::damma
