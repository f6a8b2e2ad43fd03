// What a Matterhorn game tells a viewer: its view and its moves (matterhorn_view.h).
#include "games/dice3/matterhorn_view.h"

#include "games/dice3/matterhorn.h"

namespace cubilete::dice3 {

const TypeSchema& MatterhornGame::view_schema() const {
  return schema_of<MatterhornView>();
}

const TypeSchema& MatterhornGame::move_schema() const {
  static const TypeSchema schema = union_schema<MatterhornMove>("MatterhornMove");
  return schema;
}

MatterhornView MatterhornState::view() const {
  const auto& table = game_->dice().table();
  MatterhornView v;
  v.game = game_->info().id;
  v.terminal = winner_ >= 0;
  v.player = player_;
  v.current_player = current_player();
  for (size_t p = 0; p < row1_.size(); ++p) {
    MatterhornPlayer player{row_numbers(row1_[p]), row_numbers(row2_[p]), {}};
    if (const auto& last = last_[p]; last.dice >= 0)
      player.last =
          MatterhornLast{values_of(table.counts(last.dice)), row_numbers(row1_part(last.move)),
                         row_numbers(row2_part(last.move))};
    v.players.push_back(std::move(player));
  }
  v.last_event = event_.english();
  if (throw_ >= 0) v.dice = values_of(table.counts(throw_));
  v.either_row = game_->either_row();
  if (winner_ >= 0) v.returns = returns();
  return v;
}

const TypeSchema* MatterhornGame::situation_schema() const {
  return &schema_of<MatterhornSituation>();
}

std::optional<MatterhornSituation> matterhorn_situation(const MatterhornState& s) {
  if (s.won() || s.last_throw() < 0) return std::nullopt;
  const auto& game = static_cast<const MatterhornGame&>(s.game());
  return MatterhornSituation{values_of(game.dice().table().counts(s.last_throw()))};
}

void MatterhornState::write_situation(ValueSink& out) const {
  write_or_null(out, matterhorn_situation(*this));
}

void MatterhornState::write_view(int, ValueSink& out) const {
  write_value(out, view());
}

void MatterhornState::write_move(Action a, int, ValueSink& out) const {
  if (game_->dice().is_throw(a)) return write_value(out, MatterhornMove{game_->dice().move(a)});
  const auto move = uint32_t(a);
  write_value(
      out, MatterhornMove{CrossMove{row_numbers(row1_part(move)), row_numbers(row2_part(move))}});
}

}  // namespace cubilete::dice3
