// What a Farkle game tells a viewer: its view and its moves (farkle_view.h).
#include "games/farkle/farkle_view.h"

#include <algorithm>

#include "games/farkle/farkle_game.h"
#include "games/farkle/farkle_selections.h"

namespace cubilete::farkle {

std::vector<Selection> by_points(std::vector<Selection> v) {
  std::sort(v.begin(), v.end(), [](const Selection& a, const Selection& b) {
    return a.points != b.points ? a.points > b.points : a.dice < b.dice;
  });
  return v;
}

const TypeSchema& FarkleGame::view_schema() const { return schema_of<FarkleView>(); }

const TypeSchema& FarkleGame::move_schema() const {
  static const TypeSchema schema = union_schema<FarkleMove>("FarkleMove");
  return schema;
}

const TypeSchema* FarkleGame::situation_schema() const {
  static const TypeSchema schema = union_schema<FarkleSituation>("FarkleSituation");
  return &schema;
}

std::optional<FarkleSituation> farkle_situation(const FarkleState& s) {
  if (s.phase() == Phase::Select)
    return FarkleSelectSituation{
        s.turn_total(), values_of(s.farkle_game().scoring().table().counts(s.last_throw()))};
  if (s.phase() == Phase::BankOrRoll) return FarkleBankSituation{s.turn_total(), s.dice_to_throw()};
  return std::nullopt;
}

void FarkleState::write_situation(ValueSink& out) const {
  write_or_null(out, farkle_situation(*this));
}

FarkleView FarkleState::view() const {
  const auto& rules = game_->farkle_rules();
  const auto& table = game_->scoring().table();
  FarkleView v;
  v.game = game_->info().id;
  v.terminal = phase_ == Phase::Over;
  v.current_player = current_player();
  v.player = player_;
  v.phase = phase_;
  v.target = rules.target;
  v.entry = rules.entry;
  v.turns = rules.turns;
  if (rules.turns > 0) v.turn = turn_number();
  v.turn_total = turn_total_;
  v.dice_to_throw = dice_to_throw_;
  if (phase_ == Phase::Select) {
    v.dice = values_of(table.counts(throw_));
    for (const auto& s : by_points(game_->scoring().selections(throw_)))
      v.selections.push_back({values_of(table.counts(s.keep)), s.points, dice_after(table.dice(throw_), s)});
  }
  v.min_bank = phase_ == Phase::Over ? 0 : min_bank();
  for (int banked : banked_) v.players.push_back({banked, banked > 0});
  v.final_round = final_round();
  if (final_round()) v.closer = closer_, v.score_to_beat = score_to_beat();
  v.last_event = last_event_;
  if (phase_ == Phase::Over) v.returns = returns();
  return v;
}

void FarkleState::write_view(int, ValueSink& out) const { write_value(out, view()); }

void FarkleState::write_move(Action a, int, ValueSink& out) const {
  FarkleMove move;
  if (a == kBank) {
    move = BankMove{};
  } else if (a == kRoll) {
    move = RollMove{};
  } else if (game_->dice().is_throw(a)) {
    auto thrown = game_->dice().move(a);
    thrown.farkle = game_->scoring().is_farkle(game_->dice().index(a));
    move = thrown;
  } else {
    move = KeepMove{values_of(game_->scoring().table().counts(int(a - kKeepBase)))};
  }
  write_value(out, move);
}

}  // namespace cubilete::farkle
