#pragma once
// One choice of an advisor's ranking: the action, its value, and where known its chance of winning.
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace cubilete {

struct RankedAction {
  Action action;
  std::string name;
  double expected;  // expected final score of the player with this choice
  // Where the advisor is a search engine: the line it expects after this choice (names of the
  // actions, this one first); empty otherwise.
  std::vector<std::string> line = {};
  // The chance that the player to move wins with this choice (a tie counts half), where the
  // game has a two-player solution for the position; advise then ranks by it.
  std::optional<double> win_chance = std::nullopt;
};

}  // namespace cubilete
