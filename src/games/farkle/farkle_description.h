#pragma once
// Farkle described: options (target, entry, three 1s) and its rules in plain words.
#include "core/game_description.h"

namespace cubilete::farkle {

GameDescription farkle_description();

}  // namespace cubilete::farkle
