#include "catalog/farkle/farkle_sheet.h"

#include "games/farkle/farkle_game.h"

namespace cubilete::farkle {

RealDice farkle_real_dice() {
  RealDice r;
  r.throw_entry = [](const State& s, const std::vector<int>& faces) {
    if (!s.is_chance()) return no_throw_due(s);
    return throw_of_faces(s, faces, static_cast<const FarkleState&>(s).dice_to_throw());
  };
  r.no_final =
      "a Farkle turn's points come from the dice set aside from each of its throws: enter each throw's dice "
      "(the dice left to throw, all six after hot dice)";
  return r;
}

}  // namespace cubilete::farkle
