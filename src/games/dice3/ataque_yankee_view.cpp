// What an Ataque Yankee game tells a viewer: its view and its moves (ataque_yankee_view.h).
#include "games/dice3/ataque_yankee_view.h"

#include "games/dice3/ataque_yankee.h"

namespace cubilete::dice3 {

const TypeSchema& AtaqueYankeeGame::view_schema() const {
  return schema_of<AtaqueYankeeView>();
}

const TypeSchema& AtaqueYankeeGame::move_schema() const {
  static const TypeSchema schema = union_schema<AtaqueYankeeMove>("AtaqueYankeeMove");
  return schema;
}

AtaqueYankeeView AtaqueYankeeState::view() const {
  AtaqueYankeeView v;
  v.game = game_->info().id;
  v.terminal = over_;
  v.player = player_;
  v.current_player = current_player();
  v.round = round_;
  v.target = game_->target();
  v.totals = totals_;
  v.set_aside.assign(kept_, kept_ + stage_);
  v.bonus = bonus_;
  v.chips = chips_view(ledger_);
  v.last_event = event_.english();
  for (const auto& t : last_turn_)
    v.last_turns.push_back(t.score ? Nullable<AtaqueYankeeTurn>(AtaqueYankeeTurn{
                                         {t.kept[0], t.kept[1], t.kept[2]}, t.bonus, t.score})
                                   : Nullable<AtaqueYankeeTurn>());
  v.finish_round = game_->finish_round();
  if (over_) v.returns = returns();
  return v;
}

void AtaqueYankeeState::write_view(int, ValueSink& out) const {
  write_value(out, view());
}

void AtaqueYankeeState::write_move(Action a, int, ValueSink& out) const {
  write_value(out, AtaqueYankeeMove{game_->dice().move(a)});
}

}  // namespace cubilete::dice3
