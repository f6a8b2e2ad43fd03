#pragma once
// The themes of a Farkle decision (docs/puzzles.md): what the choice between the best move and the
// runner-up is about, read from the rules engine's own state, never from values.
#include <string>
#include <vector>

#include "core/game.h"
#include "games/farkle/farkle_game.h"

namespace cubilete::solve {

// The themes of the decision at `before` between two of its legal choices `a` and `b` (the best
// and the runner-up, in either order): what the decision is about, never which side wins. In the
// order of farkle_theme_keys().
std::vector<std::string> farkle_themes(const farkle::FarkleState& before, Action a, Action b);
// bank_or_roll, hot_dice, fewer_dice, on_the_board, final_round: in docs order.
const std::vector<std::string>& farkle_theme_keys();

}  // namespace cubilete::solve
