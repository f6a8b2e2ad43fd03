#include "solve/damma/damma_commands.h"

#include <fmt/format.h>

#include "core/error.h"
#include "solve/damma/damma_advice.h"

namespace cubilete::damma {

DammaHint hint_damma(const DammaGame& game, const Position& position, int depth) {
  if (depth < 0 || depth > 20)
    throw UsageError(fmt::format("the Damma advisor searches 1 to 20 plies (0: its default); got {}", depth));
  if (position.size != game.board())
    throw UsageError(fmt::format("the position is one of the {0}x{0} board, but the game's is {1}x{1}: set the rule board={0}",
                                 position.size, game.board()));
  std::vector<Move> moves;
  generate_moves(position, game.move_rules(), moves);
  if (moves.empty())
    throw UsageError(
        fmt::format("the side to move has no legal move in {}: the game is over", position.text()));
  // By default the table's hint: the board's advice depth.
  const auto ranked = rank_damma(position, moves, game.move_rules(), GameHistory{{}, 0, game.draw_plies()},
                                 depth > 0 ? depth : advice_depth(game.board()));
  return {position, Ranking(damma_measure_words().en, damma_win_measure_words().en, ranked)};
}

}  // namespace cubilete::damma
