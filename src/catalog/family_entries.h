#pragma once
// Each family's catalog entries (catalog/<family>/), appended by register_all_games in the order
// `cubilete games` lists them.
#include <vector>

#include "catalog/game_entry.h"

namespace cubilete {
namespace category {
void add_entries(std::vector<GameEntry>& out);  // General, Generala, Crag, Yahtzee, Yatzy
}
namespace farkle {
void add_entries(std::vector<GameEntry>& out);
}
namespace damma {
void add_entries(std::vector<GameEntry>& out);
}
namespace dice3 {
void add_entries(std::vector<GameEntry>&
                     out);  // Centenário, Matterhorn, Multiplicação, Buck Dice, Ataque Yankee
}
namespace bets {
void add_entries(std::vector<GameEntry>& out);  // Flores Amarradas, Triplo Seis
}
}  // namespace cubilete
