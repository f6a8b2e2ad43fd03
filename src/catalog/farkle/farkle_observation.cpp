// Farkle's observation, for P players (every value is public):
//   [0, 6)   the faces of the dice thrown this decision (0 where none)
//   [6]      the dice the next throw would use; [7] the turn total
//   [8, 12)  the phase (throw, select, bank_or_roll, over)
//   [12]     1 in the final round; [13] the score to beat in it; [14] the target; [15] the entry
//   then for each seat from the observer: its banked points and 1 when on the board; then P: who
//   acts. Length 16 + 3P.
#include "catalog/farkle/farkle_observation.h"

#include "catalog/observation_values.h"
#include "games/farkle/farkle_game.h"
#include "games/farkle/farkle_view.h"

namespace cubilete::farkle {

GameObservation farkle_observation() {
  GameObservation o;
  o.size = [](const Game& game) { return 16 + 3 * game.num_players(); };
  o.write = [](const State& state, int observer, float* out) {
    using namespace observation;
    const auto view = static_cast<const FarkleState&>(state).view();
    const int players = static_cast<int>(view.players.size());
    faces(view.dice, out);
    out[6] = float(view.dice_to_throw);
    out[7] = float(view.turn_total);
    one_hot(out + 8, static_cast<int>(view.phase), 4);
    out[12] = view.final_round ? 1 : 0;
    out[13] = float(view.score_to_beat.value_or(0));
    out[14] = float(view.target);
    out[15] = float(view.entry);
    for (int k = 0; k < players; ++k) {
      const auto& seat = view.players[size_t((observer + k) % players)];
      out[16 + 2 * k] = float(seat.banked);
      out[17 + 2 * k] = seat.on_board ? 1 : 0;
    }
    actor(out + 16 + 2 * players, view.terminal, view.player, observer, players);
  };
  return o;
}

}  // namespace cubilete::farkle
