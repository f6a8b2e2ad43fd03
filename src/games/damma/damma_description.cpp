#include "games/damma/damma_description.h"

#include "games/damma/damma_game.h"
#include "games/damma/damma_position.h"

namespace cubilete::damma {

GameDescription damma_description() {
  GameDescription d;
  d.info = {"damma", "Damma", 2, 2, false, true};
  d.summary =
      "Damma: 5x5 board (or 9x9), men move and capture in all 8 directions, flying Dammas, huffing";
  d.rules_text =
      "Damma (Damma Kharberg): a 5x5 board with 12 pieces each, or with board=9 a 9x9 board with 40 "
      "each (files a-i, ranks 1-9); every square touches its 8 neighbours. White (w) moves first. A "
      "man steps to an adjacent empty square in any direction. A capture jumps an adjacent enemy "
      "piece to the empty square just beyond, in any direction, and the same piece may go on "
      "capturing; you may stop after any jump, and captures are never compulsory. Jumped pieces "
      "are removed when the move ends and cannot be jumped twice. A man that ends its move on the "
      "far rank becomes a Damma, which moves any distance along the 8 lines and captures by flying "
      "over exactly one enemy piece, landing just beyond (king_lands=any: on any empty square "
      "beyond). Huffing: a piece is at fault when its owner made a non-capturing move although "
      "that piece could capture, or stopped a multiple capture with it although it could go on. "
      "On the very next turn only, the opponent may instead of moving huff (remove) one piece at "
      "fault. No pieces, or no move and no huff: you lose. Draws: threefold repetition (board, "
      "side to move, faults), `draw_plies` plies without a capture or huff, or agreement. Write "
      "d2-c3, b3xd3xd5 (every landing square), huff c3, resign, offer draw, accept draw.";
  d.options = {
      OptionSpec::integer("players", 2, 2, 2, "number of players"),
      OptionSpec::choice("board", "5", {"5", "9"},
                         "the board: 5x5 with 12 pieces each, or 9x9 with 40 each"),
      OptionSpec::choice(
          "king_lands", "adjacent", {"adjacent", "any"},
          "where a capturing Damma lands: just beyond the piece, or on any empty square beyond"),
      OptionSpec::integer("draw_plies", kSmallBoardDrawPlies, 0, 10000,
                          "plies without a capture or huff that draw (0: never)")
          .default_by("board", {{"9", std::to_string(kLargeBoardDrawPlies)}}),
      OptionSpec::text("start", Position::initial(kSmallBoard).text(),
                       "a position of the board: its ranks from the top down as w b W B . "
                       "separated by /, side to move, faults or -",
                       [](const std::string& text) { return Position::parse(text).text(); })
          .default_by("board", {{"9", Position::initial(kLargeBoard).text()}})};
  d.action_examples = "d2-c3, b3xd3xd5, huff c3, resign, offer draw";
  d.extras = {{"offer draw", 40}, {"accept draw", 3}, {"resign", 80}};
  // A position tells its board, so `board` follows it.
  d.position_rules = [](const std::string& position) -> Assignments {
    return {{"board", std::to_string(Position::parse(position).size)}, {"start", position}};
  };
  d.create = game_creator<DammaGame>(d.info);
  d.seat_roles = {"White", "Black"};
  return d;
}

}  // namespace cubilete::damma
