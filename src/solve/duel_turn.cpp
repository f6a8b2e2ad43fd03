#include "solve/duel_turn.h"

namespace cubilete::solve {

DuelPosition duel_position(const DuelSpace& space, const category::Card& mover, const category::Card& other,
                           int lead) {
  const auto& player = space.player();
  return {player.key_of(mover), player.key_of(other), lead};
}

DuelPosition duel_position(const DuelSpace& space, const category::CategoryState& state, int opponent) {
  const auto& scorer = space.scorer();
  const auto& mine = state.card(state.player());
  const auto& theirs = state.card(opponent);
  return duel_position(space, mine, theirs, scorer.total(mine) - scorer.total(theirs));
}

}  // namespace cubilete::solve
