#pragma once
// Asking a game's advisor for a described decision as `cubilete hint` does: the options checked
// against the game's declarations, then read by the game.
#include "catalog/analysis_results.h"
#include "catalog/hint_values.h"
#include "catalog/registry.h"

namespace cubilete::test {

inline HintResult ask_hint(const GameEntry& entry, const Game& game, const Assignments& options) {
  return entry.analysis.hint(
      game, HintValues(entry.description.info.id, entry.analysis.hint_options, options));
}

}  // namespace cubilete::test
