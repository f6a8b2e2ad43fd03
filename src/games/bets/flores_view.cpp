// What a Flores Amarradas game tells a viewer: its view, its odds and its moves (flores_view.h).
#include "games/bets/flores_view.h"

#include "games/bets/flores_amarradas.h"

namespace cubilete::bets {

namespace {
constexpr std::string_view kPoints[] = {"2", "3", "4", "5"};  // the odds' keys, points 2..5
}  // namespace

const FloresOddsView& flores_odds_table() {
  static const FloresOddsView odds = [] {
    // One throw of three dice, each kind counted over the 216 ordered throws.
    int64_t count[7] = {}, points[6] = {};
    for (int a = 1; a <= 6; ++a)
      for (int b = 1; b <= 6; ++b)
        for (int d = 1; d <= 6; ++d) {
          FaceCounts c{};
          ++c[a - 1], ++c[b - 1], ++c[d - 1];
          const auto t = flores_throw(c);
          ++count[int(t.kind)];
          if (t.kind == FloresKind::Point) ++points[t.point];
        }
    const auto one = [&](FloresKind kind) { return Fraction(count[int(kind)], 216).text(); };
    const auto& o = flores_odds();
    FloresOddsView x;
    x.throw_odds = {one(FloresKind::FloresAmarradas),
                    one(FloresKind::Triple),
                    one(FloresKind::SeisAlto),
                    one(FloresKind::DragaoDancante),
                    one(FloresKind::AsNegativo),
                    one(FloresKind::Nothing),
                    {}};
    x.decided = {o.win.text(), o.lose.text(), {}};
    x.banker_edge = flores_banker_edge().text();
    for (int p = 2; p <= 5; ++p) {
      const auto key = kPoints[p - 2];
      x.throw_odds.point.emplace_back(key, Fraction(points[p], 216).text());
      x.decided.point.emplace_back(key, o.point[p].text());
      const auto [win, lose] = flores_bettor_chances(p);
      x.against_point.emplace_back(
          key, FloresPointOdds{win.text(), lose.text(), o.point[p].text(),
                               (Fraction(0) - flores_banker_edge_against_point(p)).text()});
      x.banker_edge_against_point.emplace_back(key, flores_banker_edge_against_point(p).text());
    }
    return x;
  }();
  return odds;
}

const TypeSchema& FloresGame::view_schema() const {
  return schema_of<FloresView>();
}

const TypeSchema& FloresGame::move_schema() const {
  static const TypeSchema schema = union_schema<FloresMove>("FloresMove");
  return schema;
}

FloresView FloresState::view() const {
  FloresView v;
  v.game = game_->info().id;
  v.terminal = phase_ == FloresPhase::Over;
  v.phase = phase_;
  v.current_player = current_player();
  v.seat = seat_;
  v.round = round_;
  v.rounds = game_->rounds();
  v.banker = banker_;
  v.bets = bets_;
  v.point = point_;
  v.chips = chips_view(ledger_);
  v.last_event = event_.english();
  if (game_->cover_mode()) v.stake_left = stake_left_;
  if (phase_ == FloresPhase::Draw) v.draw_totals = draw_totals_;
  // The range the player to decide may put up (the legal amounts are every multiple of 3 in it).
  if (phase_ == FloresPhase::Stake || phase_ == FloresPhase::Bet)
    v.amount = FloresAmount{amount_verb(), 3, max_amount(), 3};
  if (last_thrower_ >= 0) {
    FloresLastThrow last{last_thrower_, values_of(last_dice_), last_was_draw_, {}, {}, {}};
    if (last_was_draw_) {
      last.total = pip_sum(last_dice_);
    } else {
      const auto t = flores_throw(last_dice_);
      last.kind = t.kind;
      last.point = t.point;
    }
    v.last_throw = std::move(last);
  }
  v.max_bet = game_->max_bet();
  v.bet_mode = game_->cover_mode() ? FloresBetMode::Cover : FloresBetMode::Each;
  v.odds.value = &flores_odds_table();
  if (phase_ == FloresPhase::Over) v.returns = returns();
  return v;
}

void FloresState::write_view(int, ValueSink& out) const {
  write_value(out, view());
}

void FloresState::write_move(Action a, int, ValueSink& out) const {
  if (game_->dice().is_throw(a)) return write_value(out, FloresMove{game_->dice().move(a)});
  const int chips = int(a - kFloresAmountBase) * 3;
  switch (amount_verb()) {
    case FloresVerb::Stake:
      return write_value(out, FloresMove{StakeMove{chips}});
    case FloresVerb::Cover:
      return write_value(out, FloresMove{CoverMove{chips}});
    case FloresVerb::Bet:
      break;
  }
  write_value(out, FloresMove{BetMove{chips}});
}

}  // namespace cubilete::bets
