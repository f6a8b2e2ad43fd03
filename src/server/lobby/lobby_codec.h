#pragma once
// The lobby's entries as the instances of a shared store keep them in it (store/shared_lobby.h):
// an open table, a live game, a quick-play seek, each as a JSON text that holds every field (the
// table's creator address too, for the limit on public tables; no token, no cookie). Reading a
// text no instance wrote throws std::exception.
#include <string>

#include "server/lobby/live_games.h"
#include "server/lobby/lobby_table.h"
#include "server/lobby/quick_pool.h"

namespace cubilete::server::lobby {

std::string table_text(const Table& table);
Table table_from_text(const std::string& text);

std::string live_text(const LiveGame& game);
LiveGame live_from_text(const std::string& text);

// The seek without its socket, token or address (those stay with the instance that holds it);
// its address's key goes with it, as the instances pairing it decide who may sit together by it.
std::string seek_text(const Seek& seek);
Seek seek_from_text(const std::string& text);
// What two seeks must share to be paired (the first test of quick_pool.h's may_sit_together).
std::string pool_key(const Seek& seek);

}  // namespace cubilete::server::lobby
