#include "server/lobby/live_games.h"

#include <algorithm>

#include "server/wire.h"

namespace cubilete::server::lobby {

std::optional<double> LiveGame::strength() const {
  double sum = 0;
  int n = 0;
  for (const auto& s : seats)
    if (s.rating) {
      sum += s.rating->rating;
      ++n;
    }
  if (n == 0) return std::nullopt;
  return sum / n;
}

int LiveGame::people() const {
  return int(std::count_if(seats.begin(), seats.end(), [](const LiveSeat& s) { return s.bot.empty(); }));
}

nlohmann::json live_json(const LiveGame& g) {
  nlohmann::json seats = nlohmann::json::array();
  for (const auto& s : g.seats) {
    nlohmann::json seat = {{"name", s.name.empty() ? nlohmann::json() : nlohmann::json(s.name)},
                           {"account", s.account.empty() ? nlohmann::json() : nlohmann::json(s.account)},
                           {"score", s.score}};
    if (!s.bot.empty()) seat["bot"] = s.bot;
    if (s.rating) {
      seat["rating"] = s.rating->rating;
      seat["provisional"] = s.rating->provisional;
    }
    seats.push_back(std::move(seat));
  }
  nlohmann::json rules = nlohmann::json::object();
  for (const auto& [k, v] : g.rules_changed) rules[k] = v;
  nlohmann::json out = {{"room", g.room},
                        {"game", g.game},
                        {"rules_changed", std::move(rules)},
                        {"rated", g.rated},
                        {"language", g.language.empty() ? nlohmann::json() : nlohmann::json(g.language)},
                        {"seats", std::move(seats)}};
  if (auto r = g.strength()) out["rating"] = *r;
  return out;
}

bool featured_before(const LiveGame& a, const LiveGame& b) {
  const auto ra = a.strength(), rb = b.strength();
  if (ra.has_value() != rb.has_value()) return ra.has_value();
  if (ra && *ra != *rb) return *ra > *rb;
  if (a.people() != b.people()) return a.people() > b.people();
  if (a.started_ms != b.started_ms) return a.started_ms < b.started_ms;
  return a.room < b.room;
}

bool LiveGames::put(const LiveGame& game, bool playing) {
  if (!playing) {
    texts_.erase(game.room);
    return games_.erase(game.room) > 0;
  }
  std::string text = to_wire(live_json(game));
  auto& was = texts_[game.room];
  if (was == text) return false;
  was = std::move(text);
  games_[game.room] = game;
  return true;
}

const LiveGame* LiveGames::find(const std::string& room) const {
  auto it = games_.find(room);
  return it == games_.end() ? nullptr : &it->second;
}

std::vector<std::string> LiveGames::rooms() const {
  std::vector<std::string> out;
  for (const auto& [room, g] : games_) out.push_back(room);
  return out;
}

std::string LiveGames::message_for(const Filter& filter) const {
  std::vector<const LiveGame*> seen;
  for (const auto& [room, g] : games_)
    if ((filter.game.empty() || filter.game == g.game) && (filter.language.empty() || filter.language == g.language))
      seen.push_back(&g);
  // The featured game first, then the rest the same way: a stable order for the page.
  const size_t shown = std::min(seen.size(), kLiveGamesShown);
  const auto before = [](const LiveGame* a, const LiveGame* b) { return featured_before(*a, *b); };
  std::partial_sort(seen.begin(), seen.begin() + std::ptrdiff_t(shown), seen.end(), before);
  nlohmann::json games = nlohmann::json::array();
  for (size_t i = 0; i < shown; ++i) games.push_back(live_json(*seen[i]));
  return to_wire({{"type", "games_live"},
                  {"games", std::move(games)},
                  {"total", seen.size()},
                  {"featured", seen.empty() ? nlohmann::json() : nlohmann::json(seen.front()->room)}});
}

}  // namespace cubilete::server::lobby
