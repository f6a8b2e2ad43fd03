// The three-dice games' observations, for P players (every value is public). "P: x" is a block of
// one value per seat from the observer's; "who acts" is one-hot and all zeros once the game is over.
#include "catalog/dice3/dice3_observations.h"

#include "catalog/observation_values.h"
#include "games/dice3/ataque_yankee.h"
#include "games/dice3/ataque_yankee_view.h"
#include "games/dice3/buck_dice.h"
#include "games/dice3/buck_dice_view.h"
#include "games/dice3/centenario.h"
#include "games/dice3/centenario_view.h"
#include "games/dice3/matterhorn.h"
#include "games/dice3/matterhorn_view.h"
#include "games/dice3/multiplicacao.h"
#include "games/dice3/multiplicacao_view.h"

namespace cubilete::dice3 {

// Centenário: [0, P) who acts; then for each seat from the observer 8 values: the targets it has
// crossed (0 to 24: the sheet is crossed in order, so this is the whole sheet), its next target (0
// once complete) and the faces of its latest throw (0 before its first). Length 9P.
GameObservation centenario_observation() {
  GameObservation o;
  o.size = [](const Game& game) { return 9 * game.num_players(); };
  o.write = [](const State& state, int observer, float* out) {
    using namespace observation;
    const auto view = static_cast<const CentenarioState&>(state).view();
    const int players = static_cast<int>(view.players.size());
    actor(out, view.terminal, view.player, observer, players);
    for (int k = 0; k < players; ++k) {
      const auto& seat = view.players[size_t((observer + k) % players)];
      float* at = out + players + 8 * k;
      at[0] = float(seat.crossed);
      at[1] = float(seat.next.value_or(0));
      if (seat.last) faces(seat.last->dice, at + 2);
    }
  };
  return o;
}

// Matterhorn: [0, 6) the faces of the throw a move is due for (0 where none); [6] 1 where row 2
// is open from the start (either_row_from_start); [7, 7 + P) who acts; then for each seat from
// the observer 30 values: 12 flags of row 1 (number n at n - 1), 12 of row 2, the faces of its
// latest throw. Length 7 + 31P.
GameObservation matterhorn_observation() {
  GameObservation o;
  o.size = [](const Game& game) { return 7 + 31 * game.num_players(); };
  o.write = [](const State& state, int observer, float* out) {
    using namespace observation;
    const auto view = static_cast<const MatterhornState&>(state).view();
    const int players = static_cast<int>(view.players.size());
    faces(view.dice, out);
    out[6] = view.either_row ? 1 : 0;
    actor(out + 7, view.terminal, view.player, observer, players);
    for (int k = 0; k < players; ++k) {
      const auto& seat = view.players[size_t((observer + k) % players)];
      float* at = out + 7 + players + 30 * k;
      for (int n : seat.row1_crossed) one_hot(at, n - 1, 12);
      for (int n : seat.row2_crossed) one_hot(at + 12, n - 1, 12);
      if (seat.last) faces(seat.last->dice, at + 24);
    }
  };
  return o;
}

// Multiplicação: [0, 6) the faces of the throw to accept or refuse (0 while a throw is due);
// [6, 10) the stage (three, two, last, last_again); [10] a and [11] b, the dice set aside so far
// (0: not yet); [12] the penalty a refused last die costs (or cost); [13] 1 once the last die was
// refused; [14] the round; [15] the rounds; [16, 16 + P) who acts; then P: totals.
// Length 16 + 2P.
GameObservation multiplicacao_observation() {
  GameObservation o;
  o.size = [](const Game& game) { return 16 + 2 * game.num_players(); };
  o.write = [](const State& state, int observer, float* out) {
    using namespace observation;
    const auto view = static_cast<const MultiplicacaoState&>(state).view();
    const int players = static_cast<int>(view.totals.size());
    faces(view.dice, out);
    one_hot(out + 6, static_cast<int>(view.stage), 4);
    out[10] = float(view.a);
    out[11] = float(view.b);
    out[12] = float(view.penalty);
    out[13] = view.last_refused ? 1 : 0;
    out[14] = float(view.round);
    out[15] = float(view.rounds);
    actor(out + 16, view.terminal, view.player, observer, players);
    by_seat(out + 16 + players, view.totals, observer, players);
  };
  return o;
}

// Buck Dice: [0, 6) the round's point number, one-hot (zeros until its die is thrown); [6] the
// target; [7] the round; [8, 14) the faces of the latest throw of three dice; [14, 19) what it did
// (nothing, points, little_buck, big_buck, over_target); [19] the points it scored (or would
// have, past the target); then P: who threw it; P: who acts; P: points; P: chips.
// Length 20 + 4P.
GameObservation buck_dice_observation() {
  GameObservation o;
  o.size = [](const Game& game) { return 20 + 4 * game.num_players(); };
  o.write = [](const State& state, int observer, float* out) {
    using namespace observation;
    const auto view = static_cast<const BuckDiceState&>(state).view();
    const int players = static_cast<int>(view.points.size());
    one_hot(out, view.point - 1, 6);
    out[6] = float(view.target);
    out[7] = float(view.round);
    float* at = out + 20;
    if (view.last_throw) {
      faces(view.last_throw->dice, out + 8);
      one_hot(out + 14, static_cast<int>(view.last_throw->outcome), 5);
      out[19] = float(view.last_throw->points);
      seat(at, view.last_throw->seat, observer, players);
    }
    actor(at + players, view.terminal, view.player, observer, players);
    by_seat(at + 2 * players, view.points, observer, players);
    by_seat(at + 3 * players, view.chips.balances, observer, players);
  };
  return o;
}

// Ataque Yankee: [0, 6) the faces of the dice set aside this turn so far; [6] this turn's bonus
// so far; [7] the target; [8] the round; [9] 1 where the round is finished after the target
// (finish_round); [10, 10 + P) who acts; then P: totals; P: chips. Length 10 + 3P.
GameObservation ataque_yankee_observation() {
  GameObservation o;
  o.size = [](const Game& game) { return 10 + 3 * game.num_players(); };
  o.write = [](const State& state, int observer, float* out) {
    using namespace observation;
    const auto view = static_cast<const AtaqueYankeeState&>(state).view();
    const int players = static_cast<int>(view.totals.size());
    faces(view.set_aside, out);
    out[6] = float(view.bonus);
    out[7] = float(view.target);
    out[8] = float(view.round);
    out[9] = view.finish_round ? 1 : 0;
    actor(out + 10, view.terminal, view.player, observer, players);
    by_seat(out + 10 + players, view.totals, observer, players);
    by_seat(out + 10 + 2 * players, view.chips.balances, observer, players);
  };
  return o;
}

}  // namespace cubilete::dice3
