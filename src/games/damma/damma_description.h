#pragma once
// Damma described: options (how a capturing Damma lands, the quiet-plies draw, the start
// position), its rules in plain words and what it calls its seats.
#include "core/game_description.h"

namespace cubilete::damma {

GameDescription damma_description();

}  // namespace cubilete::damma
