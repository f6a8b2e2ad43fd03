#pragma once
// What quick play makes of the seeks it seats, pure: the bot a seeker is offered, what a rated
// table may not be, and the room's record with every seat taken. The lobby's machine and its
// actor (lobby_machine.h, lobby.h) use them; a test reads them.
#include <string>
#include <vector>

#include "core/options.h"
#include "server/lobby/quick_pool.h"
#include "store/room_store.h"
#include "store/shared_lobby.h"

namespace cubilete::server::lobby {

// The seek's resolved rules, from the text the pool keeps (rules_text: an object of strings).
Assignments seek_rules(const Seek& seek);

// The strongest bot that can play the seek's game under its rules now; in a rated game, the
// strongest whose rating was measured ("" when none can play now: no offer is made, as a bot that
// cannot play would leave another in its place under its name and rating).
std::string bot_for(const Seek& seek);

// Why a table of `people` (the first one's game, rules, players and rated choice) with `bot` in
// every other seat may not be made ("": it may): what a rated room may be (accounts/rated_rules.h).
std::string rated_room_refusal(const std::vector<Seek>& people, const std::string& bot);

// The room's record: `people` in seat order (the first seat moves first), then `bot` in every
// seat left; `language` is the room's, for the watch list's filter (the first seeker's). Each
// person's seat keeps the hash of their token: a local person's drawn here, another instance's as
// its instance gave it.
store::RoomRecord quick_room(const std::vector<Seek>& people, const std::string& bot, const std::string& language);

// Who may sit together, as the shared store's pairing asks it of two pooled seeks.
store::SharedLobby::MaySitTogether pooled_may_sit_together(PairingRules rules);

}  // namespace cubilete::server::lobby
