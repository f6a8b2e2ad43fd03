// The game families, in the order `cubilete games` lists their games: each family's folder
// (catalog/<family>/) defines <family>::add_entries, which appends its own entries. Adding a
// family is one word on the line below; adding a game to a family touches only its folders.
#include <vector>

#include "catalog/registry.h"

#define CUBILETE_FAMILIES(X) X(category) X(farkle) X(damma) X(dice3) X(bets)

namespace cubilete {

#define CUBILETE_DECLARE_FAMILY(family) \
  namespace family {                    \
  void add_entries(std::vector<GameEntry>& out);  \
  }
CUBILETE_FAMILIES(CUBILETE_DECLARE_FAMILY)
#undef CUBILETE_DECLARE_FAMILY

void register_all_games(std::vector<GameEntry>& out) {
#define CUBILETE_ADD_FAMILY(family) family::add_entries(out);
  CUBILETE_FAMILIES(CUBILETE_ADD_FAMILY)
#undef CUBILETE_ADD_FAMILY
}

}  // namespace cubilete
