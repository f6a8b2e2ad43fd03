#include "solve/category/duel/duel_turn.h"

namespace cubilete::solve {

DuelEnds::DuelEnds(const DuelTable& table, const DuelPosition& position)
    : table_(&table), at_(position), rows_(table.space().categories()) {
  const auto& space = table.space();
  const uint32_t other = position.other.mask;
  for (uint32_t open = space.full_mask() & ~position.mover.mask; open; open &= open - 1) {
    const int c = __builtin_ctz(open);
    const uint32_t written = position.mover.mask | (1u << c);
    Row& r = rows_[c];
    r.lanes = space.lanes(other, written);
    r.lowest = -space.reach(written) - 1;
    table.pair(other, written, r.values);
    for (int f = 0; f < space.groups(written); ++f)
      r.start[f] = size_t(position.other.flag * space.groups(written) + f) * r.lanes;
  }
}

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

DuelPosition random_reachable_position(const DuelSpace& space, Rng& rng) {
  const int layer = int(rng.below(uint32_t(space.layers())));  // the mover has a category open
  const auto& movers = space.cards(space.mover_size(layer));
  const auto& others = space.cards(space.other_size(layer));
  const uint32_t m = movers[rng.below(uint32_t(movers.size()))];
  const uint32_t o = others[rng.below(uint32_t(others.size()))];
  const int low = space.lowest_reachable(m, o), high = space.highest_reachable(m, o);
  DuelPosition at;
  at.mover = {m, int(rng.below(uint32_t(space.groups(m)))), 0};
  at.other = {o, int(rng.below(uint32_t(space.groups(o)))), 0};
  at.lead = -(low + int(rng.below(uint32_t(high - low + 1))));
  return at;
}

}  // namespace cubilete::solve
