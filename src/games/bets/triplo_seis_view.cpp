// What a Triplo Seis game tells each viewer: its view and its moves (triplo_seis_view.h).
#include "games/bets/triplo_seis_view.h"

#include "games/bets/triplo_seis.h"
#include "games/bets/triplo_seis_calls.h"

namespace cubilete::bets {

const TypeSchema& TriploSeisGame::view_schema() const {
  return schema_of<TriploSeisView>();
}

const TypeSchema& TriploSeisGame::move_schema() const {
  static const TypeSchema schema = union_schema<TriploSeisMove>("TriploSeisMove");
  return schema;
}

TriploSeisView TriploSeisState::view(int viewer) const {
  TriploSeisView v;
  v.game = game_->info().id;
  v.terminal = phase_ == CupPhase::Over;
  v.phase = phase_;
  v.current_player = current_player();
  v.seat = seat_;
  v.round = round_;
  v.rounds = game_->rounds();
  v.call = call_;
  v.caller = caller_;
  v.table = table();
  for (const auto& t : turns_) {
    TriploSeisTurn turn{t.seat, t.rethrown, t.call, {}, {}, {}};
    if (t.secrets && (viewer == kReferee || viewer == t.seat))
      turn.seen = values_of(t.seen), turn.kept = values_of(t.kept), turn.after = values_of(t.after);
    v.turns.push_back(std::move(turn));
  }
  v.chips = chips_view(ledger_);
  v.last_event = event_.english();
  if (knows_dice(viewer)) v.dice = values_of(dice_);
  if (dice_in(revealed_)) v.last_revealed = values_of(revealed_);
  if (showdown_.round > 0)
    v.showdown = TriploSeisShowdown{showdown_.round,  showdown_.caller,     showdown_.doubter,
                                    showdown_.call,   values_of(revealed_), reading(revealed_),
                                    showdown_.winner, showdown_.loser,      showdown_.table};
  if (phase_ == CupPhase::Over) v.returns = returns();
  return v;
}

const TypeSchema* TriploSeisGame::situation_schema() const {
  return &schema_of<TriploSeisSituation>();
}

void TriploSeisState::write_situation(ValueSink& out) const {
  write_value(out, TriploSeisSituation{round_, phase_, seat_, call_});
}

void TriploSeisState::write_view(int viewer, ValueSink& out) const {
  write_value(out, view(viewer));
}

void TriploSeisState::write_move(Action a, int viewer, ValueSink& out) const {
  TriploSeisMove move;
  const bool known = knows_action(a, viewer);
  if (game_->dice().is_throw(a)) {
    if (known)
      move = game_->dice().move(a);
    else if (phase_ == CupPhase::Rethrow)
      move = CupRethrowMove{dice_to_throw()};
    else
      move = CupThrowMove{dice_to_throw()};
  } else if (a == kBelieve) {
    move = BelieveMove{};
  } else if (a == kDoubt) {
    move = DoubtMove{};
  } else if (a >= kCallBase) {
    move = CallMove{all_calls()[size_t(a - kCallBase)]};
  } else {
    const FaceCounts kept = multisets(3).counts(int(a - kKeepBase));
    if (known)
      move = KeepMove{values_of(kept)};
    else
      move = CupKeepMove{dice_in(kept)};
  }
  write_value(out, move);
}

}  // namespace cubilete::bets
