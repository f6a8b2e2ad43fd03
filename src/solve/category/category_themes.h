#pragma once
// What a category-game decision is about (docs/puzzles.md, "Themes"): pure functions of the state
// before the decision and the two choices a puzzle sets against each other, read from the engine's
// own state and rules, with no solving.
#include <string>
#include <vector>

#include "core/game.h"
#include "games/category/category_game.h"

namespace cubilete::solve {

// The themes of the decision at `before` between two of its legal choices `a` and `b` (the best
// and the runner-up, in either order): what the decision is about, never which side wins, so a
// theme holds whichever of the two is better. Keys in category_theme_keys()'s order.
std::vector<std::string> category_themes(const category::CategoryState& before, Action a, Action b);
// Every theme key of the family, in the order docs/puzzles.md defines them.
const std::vector<std::string>& category_theme_keys();

}  // namespace cubilete::solve
