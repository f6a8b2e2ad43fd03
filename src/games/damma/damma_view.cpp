// What a Damma game tells a viewer: its view and its moves (damma_view.h).
#include "games/damma/damma_view.h"

#include "games/damma/damma_game.h"

namespace cubilete::damma {

const TypeSchema& DammaGame::view_schema() const {
  return schema_of<DammaView>();
}

const TypeSchema& DammaGame::move_schema() const {
  static const TypeSchema schema = union_schema<DammaMove>("DammaMove");
  return schema;
}

DammaView DammaState::view() const {
  DammaView v;
  v.game = game_->info().id;
  v.board = position_.size;
  v.position = position_.text();
  v.side = position_.side == kWhite ? DammaSide::White : DammaSide::Black;
  v.terminal = over_;
  v.current_player = current_player();
  v.legal.reserve(moves_.size());
  for (const auto& m : moves_) v.legal.push_back(move_name(m));
  v.quiet_plies = quiet_plies_;
  v.occurrences = occurrences();
  v.last_event = event_text_;
  if (draw_offer_ >= 0) v.draw_offered_by = draw_offer_;
  if (!last_move_.empty()) v.last_move = last_move_;
  v.draw_plies = game_->draw_plies();
  if (over_) {
    v.result = result_text_;
    v.returns = returns();
    v.end = DammaEnd{end_reason_, winner_};
  }
  return v;
}

const TypeSchema* DammaGame::situation_schema() const {
  return &schema_of<DammaSituation>();
}

std::optional<DammaSituation> DammaState::situation_value() const {
  if (over_) return std::nullopt;
  return DammaSituation{plies_ / 2 + 1,
                        position_.side == kWhite ? DammaSide::White : DammaSide::Black};
}

void DammaState::write_situation(ValueSink& out) const {
  write_or_null(out, situation_value());
}

void DammaState::write_view(int, ValueSink& out) const {
  write_value(out, view());
}

void DammaState::write_move(Action a, int, ValueSink& out) const {
  if (a == kResign) return write_value(out, DammaMove{ResignMove{}});
  if (a == kOfferDraw) return write_value(out, DammaMove{OfferDrawMove{}});
  if (a == kAcceptDraw) return write_value(out, DammaMove{AcceptDrawMove{}});
  const Move& m = moves_[size_t(a)];
  if (m.huff) return write_value(out, DammaMove{HuffMove{square_name(m.from, m.size)}});
  PieceMove move{square_name(m.from, m.size), {}, {}};
  for (int i = 0; i < m.steps; ++i) move.path.push_back(square_name(m.path[size_t(i)], m.size));
  for (int sq : captured_in_order(m)) move.captures.push_back(square_name(sq, m.size));
  write_value(out, DammaMove{std::move(move)});
}

}  // namespace cubilete::damma
