#pragma once
#include <vector>

#include "core/registry.h"

namespace cubilete::category {
void register_games(std::vector<GameEntry>& out);
}
