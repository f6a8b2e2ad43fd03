#pragma once
// Farkle's decisions as puzzles (docs/puzzles.md): which dice to set aside, and whether to bank
// or throw on, shown as the seat's view.
#include "catalog/game_entry.h"

namespace cubilete::farkle {

GamePuzzles farkle_puzzles();

}  // namespace cubilete::farkle
