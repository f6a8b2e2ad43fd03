// The betting games' observations, for P players. "P: x" is a block of one value per seat from the
// observer's; "who acts" is one-hot and all zeros once the game is over.
#include "catalog/bets/bets_observations.h"

#include "catalog/observation_values.h"
#include "games/bets/flores_amarradas.h"
#include "games/bets/flores_view.h"
#include "games/bets/triplo_seis.h"
#include "games/bets/triplo_seis_view.h"

namespace cubilete::bets {

// Triplo Seis: [0, 6) the faces of the dice under the cup where the observer may see them (else
// 0); [6] 1 where it may; [7, 13) the phase (throw, respond, keep, rethrow, call, over); [13, 16)
// the call to beat, its three digits (0: none); then P: who made it; P: who acts; then the round,
// the rounds and the chips on the table; then P: each seat's chips; then [19 + 3P] how many dice
// were thrown (the round's first throw: 3) before the call to beat was made (0: no call), which
// every seat is told; [20 + 3P, 26 + 3P) the faces the observer left under the cup when it last
// passed it on this round (0 where it has not held it this round). Length 26 + 3P.
GameObservation triplo_seis_observation() {
  GameObservation o;
  o.size = [](const Game& game) { return 26 + 3 * game.num_players(); };
  o.write = [](const State& state, int observer, float* out) {
    using namespace observation;
    const auto view = static_cast<const TriploSeisState&>(state).view(observer);
    const int players = state.game().num_players();
    if (view.dice && !view.dice->empty()) {
      faces(*view.dice, out);
      out[6] = 1;
    }
    one_hot(out + 7, static_cast<int>(view.phase), 6);
    out[13] = float(view.call / 100);
    out[14] = float(view.call / 10 % 10);
    out[15] = float(view.call % 10);
    float* at = out + 16;
    seat(at, view.caller, observer, players);
    actor(at + players, view.terminal, view.seat, observer, players);
    at += 2 * players;
    at[0] = float(view.round);
    at[1] = float(view.rounds);
    at[2] = float(view.table);
    by_seat(at + 3, view.chips.balances, observer, players);
    at += 3 + players;
    const TriploSeisTurn* last_call = nullptr;
    const TriploSeisTurn* mine = nullptr;
    for (const auto& turn : view.turns) {
      if (turn.call == 0) continue;
      last_call = &turn;
      if (turn.seat == observer && turn.after && !turn.after->empty()) mine = &turn;
    }
    if (last_call && last_call->call == view.call) at[0] = float(last_call->rethrown);
    if (mine) faces(*mine->after, at + 1);
  };
  return o;
}

// Flores Amarradas: [0, 6) the phase (draw, stake, bet, banker_throw, bettor_throw, over); [6] the
// round; [7] the rounds; [8] the banker's point (0: none yet); [9] the stake not yet covered
// (bet_mode=cover; else 0); [10] max_bet (0: no cap); [11] 1 for bet_mode=cover; [12, 15) what
// the amount being decided is (bet, stake, cover) and [15] its least, [16] its most, [17] its
// step (zeros unless a stake or bet is being decided); [18, 24) the faces of the latest throw;
// [24] 1 where it was in the draw for the bank; [25] its total there; [26, 33) what it is
// (flores_amarradas, triple, seis_alto, dragao_dancante, as_negativo, point, nothing); [33] its
// point (0: none); then P: who decides or throws now; P: the banker (zeros while the bank is
// drawn); P: who threw the latest throw; P: bets; P: the draw's totals; P: chips. Length 34 + 6P.
GameObservation flores_amarradas_observation() {
  GameObservation o;
  o.size = [](const Game& game) { return 34 + 6 * game.num_players(); };
  o.write = [](const State& state, int observer, float* out) {
    using namespace observation;
    const auto view = static_cast<const FloresState&>(state).view();
    const int players = state.game().num_players();
    one_hot(out, static_cast<int>(view.phase), 6);
    out[6] = float(view.round);
    out[7] = float(view.rounds);
    out[8] = float(view.point);
    out[9] = float(view.stake_left.value_or(0));
    out[10] = float(view.max_bet);
    out[11] = view.bet_mode == FloresBetMode::Cover ? 1 : 0;
    if (view.amount) {
      one_hot(out + 12, static_cast<int>(view.amount->verb), 3);
      out[15] = float(view.amount->min);
      out[16] = float(view.amount->max);
      out[17] = float(view.amount->step);
    }
    float* at = out + 34;
    if (const auto& last = view.last_throw) {
      faces(last->dice, out + 18);
      out[24] = last->draw ? 1 : 0;
      out[25] = float(last->total.value_or(0));
      if (last->kind) one_hot(out + 26, static_cast<int>(*last->kind), 7);
      out[33] = float(last->point.value_or(0));
      seat(at + 2 * players, last->seat, observer, players);
    }
    actor(at, view.terminal, view.seat, observer, players);
    seat(at + players, view.banker, observer, players);
    at += 3 * players;
    by_seat(at, view.bets, observer, players);
    if (view.draw_totals) by_seat(at + players, *view.draw_totals, observer, players);
    by_seat(at + 2 * players, view.chips.balances, observer, players);
  };
  return o;
}

}  // namespace cubilete::bets
