#pragma once
// The lobby's games being played now (PROTOCOL.md v1.1, "Lobby and quick play": games_live), pure:
// public rooms tell it their live score while they play, and the lobby's socket gets the list, at
// most once a second, with the featured game: the one whose people are rated highest (mean of
// their ratings in the game; a game without a rated person comes after every one with, then the
// one with more people, then the one playing longer). No socket, no clock: lobby.h holds it.
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/lobby/lobby_list.h"

namespace cubilete::server::lobby {

struct LiveSeat {
  std::string name;             // "" for a bot or an unnamed guest
  std::string account;          // the seat's account by its name ("": a guest, a bot, deleted)
  std::string bot;              // the bot's name ("" a person)
  double score = 0;
  std::optional<ShownRating> rating;  // a signed-in person's rating in this game, once read
};

struct LiveGame {
  std::string room, game, language;
  RulePairs rules_changed;
  bool rated = false;
  std::vector<LiveSeat> seats;
  int64_t started_ms = 0;
  // The mean rating of its people who have one (none: no rated person).
  std::optional<double> strength() const;
  int people() const;
};

// The game as the lobby socket sends it, and as its JSON text.
LiveGameView live_view(const LiveGame& game);
std::string live_as_sent(const LiveGame& game);

// A games_live message names at most this many games (the first in the featured order) and says how
// many there are in all: a page shows a few dozen, and with thousands of public games on, the whole
// list once a second to every lobby socket would be most of what the server sends.
constexpr size_t kLiveGamesShown = 40;

class LiveGames {
 public:
  // A public room as it plays (`playing`), or that it stopped (over, gone). True if the list
  // changed in anything a socket sees.
  bool put(const LiveGame& game, bool playing);
  // The `games_live` message as a socket with `filter` sees it: the first kLiveGamesShown games and
  // `total`, how many its filter admits.
  std::string message_for(const Filter& filter) const;
  size_t size() const { return games_.size(); }
  const LiveGame* find(const std::string& room) const;
  std::vector<std::string> rooms() const;

 private:
  std::unordered_map<std::string, LiveGame> games_;
  std::unordered_map<std::string, std::string> texts_;  // each game's JSON text, to see changes
};

// Whether `a` is featured before `b` (the order of the header comment).
bool featured_before(const LiveGame& a, const LiveGame& b);

}  // namespace cubilete::server::lobby
