// What a Buck Dice game tells a viewer: its view and its moves (buck_dice_view.h).
#include "games/dice3/buck_dice_view.h"

#include "games/dice3/buck_dice.h"

namespace cubilete::dice3 {

const TypeSchema& BuckDiceGame::view_schema() const {
  return schema_of<BuckDiceView>();
}

const TypeSchema& BuckDiceGame::move_schema() const {
  static const TypeSchema schema = union_schema<BuckDiceMove>("BuckDiceMove");
  return schema;
}

BuckDiceView BuckDiceState::view() const {
  BuckDiceView v;
  v.game = game_->info().id;
  v.terminal = winner_ >= 0;
  v.player = player_;
  v.current_player = current_player();
  v.round = round_;
  v.point = point_;
  v.target = game_->target();
  v.points = points_;
  v.chips = chips_view(ledger_);
  v.last_event = event_.english();
  if (last_throw_.seat >= 0)
    v.last_throw = BuckLastThrow{last_throw_.seat, values_of(last_throw_.dice), last_throw_.outcome,
                                 last_throw_.points};
  if (winner_ >= 0) v.returns = returns();
  return v;
}

void BuckDiceState::write_view(int, ValueSink& out) const {
  write_value(out, view());
}

void BuckDiceState::write_move(Action a, int, ValueSink& out) const {
  if (point_) return write_value(out, BuckDiceMove{game_->dice().move(a)});
  write_value(out, BuckDiceMove{PointMove{values_of(game_->dice().counts(a)).front()}});
}

}  // namespace cubilete::dice3
