#pragma once
// The five category presets described (General, Generala, Crag, Yahtzee, Yatzy).
#include <vector>

#include "core/game_description.h"

namespace cubilete::category {

std::vector<GameDescription> category_descriptions();

}  // namespace cubilete::category
