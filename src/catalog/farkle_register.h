#pragma once
#include <vector>

#include "catalog/registry.h"

namespace cubilete::farkle {

void register_games(std::vector<GameEntry>& out);

}  // namespace cubilete::farkle
