#include "server/lobby/live_games.h"

#include <algorithm>

#include "present/json_sink.h"

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

LiveGameView live_view(const LiveGame& g) {
  LiveGameView out;
  out.room = g.room;
  out.game = g.game;
  out.rules_changed = changed_rules(g.rules_changed);
  out.rated = g.rated;
  out.language = null_if_empty(g.language);
  for (const auto& s : g.seats) {
    LiveSeatView seat;
    seat.name = null_if_empty(s.name);
    seat.account = null_if_empty(s.account);
    if (!s.bot.empty()) seat.bot = s.bot;
    seat.score = s.score;
    if (s.rating) {
      seat.rating = s.rating->rating;
      seat.provisional = s.rating->provisional;
    }
    out.seats.push_back(std::move(seat));
  }
  out.rating = g.strength();
  return out;
}

std::string live_as_sent(const LiveGame& game) { return described_text(live_view(game)); }

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
  std::string text = live_as_sent(game);
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
  GamesLiveMessage message;
  for (size_t i = 0; i < shown; ++i) message.games.push_back(live_view(*seen[i]));
  message.total = int(seen.size());
  if (!seen.empty()) message.featured = seen.front()->room;
  return described_text(message);
}

}  // namespace cubilete::server::lobby
