// What a Multiplicação game tells a viewer: its view and its moves (multiplicacao_view.h).
#include "games/dice3/multiplicacao_view.h"

#include "games/dice3/multiplicacao.h"

namespace cubilete::dice3 {

const TypeSchema& MultiplicacaoGame::view_schema() const {
  return schema_of<MultiplicacaoView>();
}

const TypeSchema& MultiplicacaoGame::move_schema() const {
  static const TypeSchema schema = union_schema<MultiplicacaoMove>("MultiplicacaoMove");
  return schema;
}

MultiplicacaoView MultiplicacaoState::view() const {
  MultiplicacaoView v;
  v.game = game_->info().id;
  v.terminal = over_;
  v.player = player_;
  v.current_player = current_player();
  v.round = round_;
  v.rounds = game_->rounds();
  v.totals = totals_;
  v.stage = stage_;
  v.a = a_;
  v.b = b_;
  v.last_refused = stage_ == MultStage::LastAgain;
  v.last_event = event_.english();
  // The penalty a refused last die costs (or cost): the rule told once, here, for every front end.
  v.penalty = stage_ == MultStage::Last || stage_ == MultStage::LastAgain
                  ? multiplicacao_penalty(a_ + b_)
                  : 0;
  if (shown_ >= 0) v.dice = values_of(game_->dice().table().counts(shown_));
  for (const auto& t : last_turn_)
    v.last_turns.push_back(
        t.c ? Nullable<MultiplicacaoTurn>(MultiplicacaoTurn{t.a, t.b, t.c, t.penalty, t.score})
            : Nullable<MultiplicacaoTurn>());
  if (over_) v.returns = returns();
  return v;
}

const TypeSchema* MultiplicacaoGame::situation_schema() const {
  return &schema_of<MultiplicacaoSituation>();
}

std::optional<MultiplicacaoSituation> multiplicacao_situation(const MultiplicacaoState& s) {
  if (s.over() || !s.deciding()) return std::nullopt;
  const auto& game = static_cast<const MultiplicacaoGame&>(s.game());
  MultiplicacaoSituation out{s.round(), {}, values_of(game.dice().table().counts(s.shown_index()))};
  if (s.stage() != MultStage::Three) out.set_aside.push_back(s.a());
  if (s.stage() == MultStage::Last || s.stage() == MultStage::LastAgain)
    out.set_aside.push_back(s.b());
  return out;
}

void MultiplicacaoState::write_situation(ValueSink& out) const {
  write_or_null(out, multiplicacao_situation(*this));
}

void MultiplicacaoState::write_view(int, ValueSink& out) const {
  write_value(out, view());
}

void MultiplicacaoState::write_move(Action a, int, ValueSink& out) const {
  MultiplicacaoMove move;
  if (game_->dice().is_throw(a))
    move = game_->dice().move(a);
  else if (a == kAccept)
    move = AcceptMove{};
  else
    move = RefuseMove{};
  write_value(out, move);
}

}  // namespace cubilete::dice3
