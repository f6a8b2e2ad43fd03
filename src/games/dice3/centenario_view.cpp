// What a Centenário game tells a viewer: its view and its moves (centenario_view.h).
#include "games/dice3/centenario_view.h"

#include "games/dice3/centenario.h"
#include "games/dice3/race_sheet.h"

namespace cubilete::dice3 {

const TypeSchema& CentenarioGame::view_schema() const {
  return schema_of<CentenarioView>();
}

const TypeSchema& CentenarioGame::move_schema() const {
  static const TypeSchema schema = union_schema<CentenarioMove>("CentenarioMove");
  return schema;
}

CentenarioView CentenarioState::view() const {
  CentenarioView v;
  v.game = game_->info().id;
  v.terminal = winner_ >= 0;
  v.player = player_;
  v.current_player = current_player();
  for (size_t p = 0; p < crossed_.size(); ++p) {
    const int c = crossed_[p];
    CentenarioPlayer player{c, {}, c < 12 ? 1 : 2, {}};
    if (c < kTargets) player.next = centenario_target(c);
    const auto& last = last_[p];
    if (dice_in(last.dice)) {
      CentenarioLast l{values_of(last.dice), {}};
      for (int k = last.from; k < last.to; ++k) l.crossed.push_back(centenario_target(k));
      player.last = std::move(l);
    }
    v.players.push_back(std::move(player));
  }
  v.last_event = event_.english();
  if (winner_ >= 0) v.returns = returns();
  return v;
}

void CentenarioState::write_view(int, ValueSink& out) const {
  write_value(out, view());
}

void CentenarioState::write_move(Action a, int, ValueSink& out) const {
  write_value(out, CentenarioMove{game_->dice().move(a)});
}

}  // namespace cubilete::dice3
