#pragma once
// The themes of Matterhorn's and Multiplicação's decisions (docs/puzzles.md): what the choice
// between the best move and the runner-up is about, read from the rules engine's own state,
// never from values.
#include <string>
#include <vector>

#include "core/game.h"
#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"

namespace cubilete::solve {

// The themes of the decision at `before` between two of its legal moves `a` and `b` (the best and
// the runner-up, in either order), in the order of matterhorn_theme_keys().
std::vector<std::string> matterhorn_themes(const dice3::MatterhornState& before, Action a, Action b);
// more_numbers, row_two: in docs order.
const std::vector<std::string>& matterhorn_theme_keys();

// The themes of the accept-or-refuse decision at `before` (`a` and `b` are its two choices): the
// stage the refusal is offered at, in the order of multiplicacao_theme_keys().
std::vector<std::string> multiplicacao_themes(const dice3::MultiplicacaoState& before, Action a, Action b);
// refuse_triple, refuse_double, refuse_last: in docs order.
const std::vector<std::string>& multiplicacao_theme_keys();

}  // namespace cubilete::solve
