#include "core/deal.h"

namespace cubilete {

OptionSpec dice_option() {
  return OptionSpec::choice("dice", "sequential", {"sequential", "duplicate"},
                            "sequential: each throw draws from the game's seed and the throw's "
                            "number; duplicate: from the seed, the round and the throw, so every "
                            "seat of a round faces the same dice (RULES.md §5)");
}

bool deals_by_position(const RuleSet& options) { return options.get_choice("dice") == "duplicate"; }

}  // namespace cubilete
