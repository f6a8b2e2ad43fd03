#pragma once
#include <vector>

#include "catalog/registry.h"

namespace cubilete::damma {
void register_games(std::vector<GameEntry>& out);
}  // namespace cubilete::damma
