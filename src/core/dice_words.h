#pragma once
// What the dice games' terminal drawings say alike, in each language.
#include <string>
#include <cstdint>

#include "core/lang.h"

namespace cubilete {

// "1 die", "3 dice"; "1 dado", "3 dados".
std::string dice_count(int n, Lang lang);
// " (hot dice)": every die set aside, so all of them are thrown again.
const std::string& hot_dice(Lang lang);
// "   chips +12": a seat's chips won or lost at the end of a game played for chips.
std::string chips_won(int64_t net, Lang lang);

}  // namespace cubilete
