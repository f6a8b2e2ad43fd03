#pragma once
// Matterhorn's and Multiplicação's decisions as puzzles (docs/puzzles.md), shown as the seat's
// view: which numbers a throw crosses, and whether to accept or refuse a triple, a double or the
// last die.
#include "catalog/game_entry.h"

namespace cubilete::dice3 {

GamePuzzles matterhorn_puzzles();
GamePuzzles multiplicacao_puzzles();

}  // namespace cubilete::dice3
