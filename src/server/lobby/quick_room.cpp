#include "server/lobby/quick_room.h"

#include <nlohmann/json.hpp>

#include "accounts/bot_ratings.h"
#include "accounts/rated_rules.h"
#include "accounts/rating_policy.h"
#include "catalog/registry.h"
#include "server/lobby/lobby_codec.h"
#include "server/lobby/lobby_messages.h"
#include "server/tokens.h"

namespace cubilete::server::lobby {

Assignments seek_rules(const Seek& seek) {
  Assignments rules;
  const auto stored = nlohmann::json::parse(seek.rules);
  for (auto it = stored.begin(); it != stored.end(); ++it) rules.emplace_back(it.key(), it.value().get<std::string>());
  return rules;
}

std::string bot_for(const Seek& seek) {
  const auto& entry = find_game(seek.game);
  const auto game = make_game(entry, seek_rules(seek));
  if (!seek.rated) return strongest_bot(entry, *game);
  const auto rated = accounts::rated_bots(seek.game);
  for (auto it = rated.rbegin(); it != rated.rend(); ++it)
    if (!entry.bots.unavailable || entry.bots.unavailable(*game, *it).empty()) return *it;
  return {};
}

std::string rated_room_refusal(const std::vector<Seek>& people, const std::string& bot) {
  const Seek& first = people.front();
  if (!first.rated) return {};
  std::vector<std::string> players(size_t(first.players), bot);
  for (size_t i = 0; i < people.size() && i < players.size(); ++i) players[i] = "";
  return accounts::rated_room_problem(find_game(first.game), seek_rules(first), players, false);
}

store::RoomRecord quick_room(const std::vector<Seek>& people, const std::string& bot, const std::string& language) {
  const Seek& first = people.front();
  store::RoomRecord record;
  record.game = first.game;
  record.rules = first.rules;
  // PROTOCOL.md v1.1: off between people, and in a rated game.
  record.hints = people.size() < 2 && !first.rated;
  record.rated = first.rated;
  // A rated game always ends: its turn clock plays for whoever stops (accounts/rating_policy.h).
  if (first.rated) record.turn_seconds = accounts::kRatedTurnSecondsDefault;
  // Watchable: quick-play games show in the lobby's games_live (never in the open list: full).
  record.listed = true;
  record.language = language;
  for (const auto& p : people) {
    store::SeatRecord seat;
    seat.name = p.name;
    seat.player = "human";
    seat.token_hash = p.instance.empty() ? token_hash(p.token) : p.token_hash;
    seat.account = p.account;
    seat.client_seed = p.client_seed;
    seat.address_key = p.address_key;
    record.seats.push_back(std::move(seat));
  }
  for (int i = int(people.size()); i < first.players; ++i) {
    store::SeatRecord seat;
    seat.player = bot;
    record.seats.push_back(std::move(seat));
  }
  return record;
}

store::SharedLobby::MaySitTogether pooled_may_sit_together(PairingRules rules) {
  return [rules](const store::PooledSeek& a, const store::PooledSeek& b) {
    Seek x = seek_from_text(a.body), y = seek_from_text(b.body);
    x.account = a.account;
    y.account = b.account;
    return may_sit_together(x, y, rules);
  };
}

}  // namespace cubilete::server::lobby
