#pragma once
// A position described on the command line for `cubilete hint`.
#include <optional>
#include <string>

namespace cubilete {

// What `cubilete hint` was told (-1 / empty: not given). Each game reads the options it lists in
// GameEntry::hint_options; the command refuses the others.
struct HintRequest {
  std::string card, dice, call;
  int throws_left = -1;
  int dice_left = -1, turn_total = -1, banked = -1, to_beat = -1;  // farkle
  int opponent_banked = -1;  // farkle, two players: the opponent's score
  // matterhorn: the numbers crossed so far, as a move names them ("1 2 3 row2 12 11").
  std::string crossed;
  // multiplicacao: the dice set aside so far this turn ("6" or "6,2").
  std::string set_aside;
  // damma: the position (as the `start` option writes it) and the engine's depth (0: default).
  std::string position;
  int depth = 0;
  // Two players: the opponent's card and the score difference (the player's total minus the
  // opponent's; by default the difference of the cards' totals).
  int players = 1;
  std::string opponent_card;
  std::optional<int> score_diff;
};

}  // namespace cubilete
