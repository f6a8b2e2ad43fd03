// The list of game families; each adds its own registry entries.
#include "catalog/registry.h"
#include "catalog/category_register.h"
#include "catalog/damma_register.h"
#include "catalog/dice3_register.h"
#include "catalog/farkle_register.h"

namespace cubilete {

void register_all_games(std::vector<GameEntry>& out) {
  category::register_games(out);
  farkle::register_games(out);
  damma::register_games(out);
  dice3::register_games(out);
  dice3::register_betting_games(out);
}

}  // namespace cubilete
