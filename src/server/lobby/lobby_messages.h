#pragma once
// What a lobby socket may send (PROTOCOL.md v1.1, "Lobby and quick play"), read and checked, pure:
// {"type": "seek", "game", "rules"?, "rated"?, "bot_after"?, "name"?, "language"?}, {"type": "cancel"},
// {"type": "accept_bot"}, {"type": "ping"} and {"type": "tournament", "id", "client_seed"?}.
#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>
#include <variant>

#include "catalog/game_entry.h"
#include "core/options.h"
#include "server/protocol.h"

namespace cubilete::server::lobby {

constexpr double kMaxBotAfterSeconds = 600;
constexpr double kDefaultBotAfterSeconds = 30;

struct SeekMessage {
  const GameEntry* entry = nullptr;
  Assignments rules;  // resolved, players included
  int players = 2;
  bool rated = false;
  int64_t bot_after_ms = int64_t(kDefaultBotAfterSeconds * 1000);
  std::string name;      // "" none
  std::string language;  // "pt-BR", "es-AR", "en" or "" (not said)
  std::string client_seed;  // the person's part of the dice ("" none given)
};
struct CancelMessage {};
struct AcceptBotMessage {};
struct PingMessage {};
// A tournament watched (present/client_requests.h WatchTournamentRequest).
struct TournamentMessage {
  std::string id;
  std::string client_seed;  // "" none given
};
using LobbyMessage = std::variant<SeekMessage, CancelMessage, AcceptBotMessage, PingMessage, TournamentMessage>;

std::variant<LobbyMessage, ProtocolError> parse_lobby_message(std::string_view raw);

// The game's strongest bot that can play `game` now: the last of its bots (catalog/game_entry.h:
// weakest first) that is available, else "random".
std::string strongest_bot(const GameEntry& entry, const Game& game);

}  // namespace cubilete::server::lobby
