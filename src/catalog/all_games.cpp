// The list of game families; each adds its own entries.
#include "catalog/family_entries.h"
#include "catalog/registry.h"

namespace cubilete {

void register_all_games(std::vector<GameEntry>& out) {
  category::add_entries(out);
  farkle::add_entries(out);
  damma::add_entries(out);
  dice3::add_entries(out);
  bets::add_entries(out);
}

}  // namespace cubilete
