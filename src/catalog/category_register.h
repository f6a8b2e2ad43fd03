#pragma once
#include <vector>

#include "catalog/registry.h"

namespace cubilete::category {
void register_games(std::vector<GameEntry>& out);
}
