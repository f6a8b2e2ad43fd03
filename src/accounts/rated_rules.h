#pragma once
// What a rated game may be, decided here for every way a rated room is made (a room created over
// HTTP, a quick-play pairing, a bot accepted in the lobby, and any way added to them, such as a
// tournament): a game with ratings, its rules the game's defaults or one of its listed rated
// presets, two seats or more, no hints, and every bot one whose rating was measured and that can
// play now. A rating compares people who played the same game: an option that changes the game
// (a start position, a shorter target, a bigger bonus) would make a rating something else, and
// one of them (Damma's `start`) lets a rated game be over before it begins.
#include <string>
#include <string_view>
#include <vector>

#include "catalog/registry.h"

namespace cubilete::accounts {

// The game's rated presets (RatedPreset, catalog/game_entry.h), the defaults first; none for a
// game without ratings.
const std::vector<RatedPreset>& rated_presets(std::string_view game);

// "" when a rated game of `entry` may have the resolved rules `rules` (every option, players
// included); else why not, naming what may be rated.
std::string rated_rules_problem(const GameEntry& entry, const Assignments& rules);

// "" when a rated room of `entry` may have these rules, seats (each seat's player: "" for a person,
// else the bot as a room seats it) and hints; else why not. The account of each person seat is
// the caller's to check (a room knows its people only as they come).
std::string rated_room_problem(const GameEntry& entry, const Assignments& rules, const std::vector<std::string>& seats,
                               bool hints);

}  // namespace cubilete::accounts
