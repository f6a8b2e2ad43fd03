// Profiles and leaderboards (PROTOCOL.md v1.1, Accounts): public reads,
// answered from the store on the quick lane.
#include "server/accounts/profile_api.h"

#include <fmt/format.h>

#include "accounts/account_name.h"
#include "accounts/rating_policy.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "server/daily/daily_day.h"
#include "server/http/query.h"
#include "server/room/room_messages.h"
#include "server/work_lanes.h"
#include "store/clock.h"
#include "store/sql/games_sql.h"

namespace cubilete::server {

using nlohmann::json;

namespace {

constexpr size_t kDefaultPage = 20;          // games in a page of a profile
constexpr size_t kDefaultLeaderboard = 100;  // players on a leaderboard
constexpr size_t kRecentAnalysed = 30;       // analysed games of a game a profile charts
constexpr size_t kDailyHistory = 30;         // daily attempts a profile lists
constexpr size_t kProfileTournaments = 20;   // finished tournaments a profile lists
constexpr size_t kDailyDaysForStreaks = 3660;  // days played a profile's best streak is counted over

json null_or(bool present, json value) { return present ? std::move(value) : json(nullptr); }

json rating_json(const store::GameRating& r, std::optional<int64_t> rank) {
  return {{"rating", r.rating.rating},
          {"deviation", r.deviation_now},
          {"volatility", r.rating.volatility},
          {"games", r.games},
          {"provisional", r.provisional},
          {"last_rated", null_or(r.last_rated_ms > 0, room::iso8601(r.last_rated_ms))},
          {"rank", rank ? json(*rank) : json(nullptr)}};
}

json game_json(const store::ProfileGame& g) {
  json seats = json::array();
  for (const auto& s : g.seats)
    seats.push_back({{"seat", s.seat},
                     {"name", null_or(!s.name.empty(), s.name)},
                     {"bot", null_or(s.player != "human", s.player)},
                     {"account", null_or(!s.profile.empty(), s.profile)}});
  json rating = nullptr;
  if (g.rating)
    rating = {{"before", g.rating->before.rating},
              {"after", g.rating->after.rating},
              {"deviation_before", g.rating->before.deviation},
              {"deviation_after", g.rating->after.deviation}};
  return {{"room", g.room},   {"game", g.game},       {"ended", room::iso8601(g.ended_ms)}, {"seat", g.seat},
          {"result", g.result}, {"place", g.place},   {"players", g.players},              {"score", g.score},
          {"rated", g.rated}, {"left", g.left},       {"rating", rating},                  {"seats", seats}};
}

// The account's analysed games of each game: by measure (a chance of winning and points are
// never averaged together), the mean accuracy and luck, and the newest games oldest first.
json analysis_json(const std::vector<store::AnalysisSummary>& summaries) {
  json out = json::object();
  for (const auto& s : summaries) {
    json recent = json::array();
    for (const auto& g : s.recent)
      recent.push_back({{"room", g.room},
                        {"ended", room::iso8601(g.ended_ms)},
                        {"accuracy", null_or(g.accuracy.has_value(), g.accuracy.value_or(0))},
                        {"luck", g.luck}});
    if (!out.contains(s.game)) out[s.game] = json::array();
    out[s.game].push_back({{"measure", s.measure},
                           {"games", s.games},
                           {"accuracy", null_or(s.accuracy.has_value(), s.accuracy.value_or(0))},
                           {"luck", s.luck},
                           {"recent", std::move(recent)}});
  }
  return out;
}

HttpAnswer no_such_player(const std::string& name) {
  return HttpAnswer::error(404, "no_such_player", fmt::format("no player is called '{}'", name.substr(0, 40)));
}

// A rated game's id from the path, or the refusal: 404 no_such_game, or 404 not_rated.
std::optional<HttpAnswer> rated_game_problem(const std::string& game) {
  try {
    find_game(game);
  } catch (const UsageError&) {
    return HttpAnswer::error(404, "no_such_game", fmt::format("there is no game '{}' (see GET /api/games)", game.substr(0, 40)));
  }
  if (!accounts::is_rated_game(game))
    return HttpAnswer::error(404, "not_rated", fmt::format("{} has no ratings; rated games: {}", game,
                                                           fmt::join(accounts::rated_games(), ", ")));
  return std::nullopt;
}

// A whole number from 1 to `most` in the query, or `fallback` when it is not there.
std::optional<size_t> count_param(const std::map<std::string, std::string>& params, const char* key, size_t fallback,
                                  size_t most, std::string& problem) {
  const auto it = params.find(key);
  if (it == params.end()) return fallback;
  const auto& text = it->second;
  if (text.empty() || text.size() > 4 || text.find_first_not_of("0123456789") != std::string::npos ||
      std::stoul(text) < 1 || std::stoul(text) > most) {
    problem = fmt::format("\"{}\" is a whole number from 1 to {}", key, most);
    return std::nullopt;
  }
  return size_t(std::stoul(text));
}

// The account's daily challenge: its streaks and its latest attempts.
json daily_json(ServerContext& c, int64_t account, int64_t now) {
  const auto streak = daily_streak(c.store.daily().days_played(account, kDailyDaysForStreaks),
                                   daily_today(now, c.config.daily_offset_ms));
  json history = json::array();
  for (const auto& a : c.store.daily().history(account, kDailyHistory))
    history.push_back({{"date", a.date},
                       {"game", a.game},
                       {"status", a.status},
                       {"score", a.score ? json(*a.score) : json(nullptr)},
                       {"ranked", a.ranked},
                       {"room", a.room}});
  return {{"streak", streak.current}, {"best_streak", streak.best}, {"history", history}};
}

// The account's finished tournaments, the latest first: each with its place and score in it.
json tournaments_json(ServerContext& c, int64_t account) {
  json out = json::array();
  for (const auto& t : c.store.tournaments().of_account(account, kProfileTournaments))
    out.push_back({{"id", t.tournament.id},
                   {"kind", t.tournament.kind},
                   {"game", t.tournament.game},
                   {"ends", room::iso8601(t.tournament.ends_ms)},
                   {"rank", t.result.rank},
                   {"score", t.result.score},
                   {"games", t.result.games},
                   {"entrants", t.tournament.entrants},
                   {"winner", t.tournament.winner.empty() ? json(nullptr) : json(t.tournament.winner)}});
  return out;
}

void profile(ServerContext& c, const std::string& name, const std::map<std::string, std::string>& params,
             const Reply& reply) {
  std::string problem;
  const auto limit = count_param(params, "limit", kDefaultPage, store::sql::kMaxRows, problem);
  if (!limit) return reply(HttpAnswer::error(400, "bad_request", problem));
  std::optional<store::GamesCursor> before;
  if (const auto it = params.find("before"); it != params.end()) {
    before = store::GamesCursor::parse(it->second);
    if (!before)
      return reply(HttpAnswer::error(400, "bad_request",
                                     "\"before\" is where the previous page ended: its \"next\" (ENDED_MS-ROOM)"));
  }
  const auto account = c.store.accounts().find(name);
  if (!account) return reply(no_such_player(name));
  const int64_t now = store::now_ms();
  json ratings = json::object();
  for (const auto& r : c.store.profiles().ratings(account->id, now))
    ratings[r.game] = rating_json(r, r.games > 0 ? c.store.profiles().rank(account->id, r.game, now) : std::nullopt);
  json stats = json::object();
  for (const auto& s : c.store.profiles().game_stats(account->id))
    stats[s.game] = {{"played", s.played}, {"won", s.won},   {"drawn", s.drawn},
                     {"lost", s.lost},     {"average_score", s.average_score()}};
  const auto page = c.store.profiles().games_page(account->id, before, *limit);
  json games = json::array();
  for (const auto& g : page.games) games.push_back(game_json(g));
  reply({200,
         {{"name", account->name},
          {"created", room::iso8601(account->created_ms)},
          {"ratings", ratings},
          {"stats", stats},
          {"analysis", analysis_json(c.store.analyses().summaries(account->id, kRecentAnalysed))},
          {"daily", daily_json(c, account->id, now)},
          {"tournaments", tournaments_json(c, account->id)},
          {"games", games},
          {"next", page.next ? json(page.next->text()) : json(nullptr)}}});
}

void history(ServerContext& c, const std::string& name, const std::string& game, const Reply& reply) {
  if (auto problem = rated_game_problem(game)) return reply(std::move(*problem));
  const auto account = c.store.accounts().find(name);
  if (!account) return reply(no_such_player(name));
  const auto h = c.store.profiles().rating_history(account->id, game);
  json points = json::array();
  for (const auto& change : h.changes)
    points.push_back({{"at", room::iso8601(change.at_ms)},
                      {"room", change.room},
                      {"rating", change.after.rating},
                      {"deviation", change.after.deviation},
                      {"change", change.after.rating - change.before.rating}});
  reply({200,
         {{"name", account->name},
          {"game", game},
          {"start", {{"rating", h.start.rating}, {"deviation", h.start.deviation}}},
          {"points", points}}});
}

void leaderboard(ServerContext& c, const std::string& game, const std::map<std::string, std::string>& params,
                 const Reply& reply) {
  if (auto problem = rated_game_problem(game)) return reply(std::move(*problem));
  std::string problem;
  const auto limit = count_param(params, "limit", kDefaultLeaderboard, store::sql::kMaxRows, problem);
  if (!limit) return reply(HttpAnswer::error(400, "bad_request", problem));
  json players = json::array();
  for (const auto& e : c.store.profiles().leaderboard(game, store::now_ms(), *limit))
    players.push_back({{"rank", e.rank}, {"name", e.name}, {"rating", e.rating}, {"deviation", e.deviation}, {"games", e.games}});
  reply({200,
         {{"game", game},
          {"players", players},
          // Who stands on it (accounts/rating_policy.h), for the page to say.
          {"policy",
           {{"max_deviation", accounts::kLeaderboardMaxDeviation},
            {"recent_games", accounts::kLeaderboardRecentGames},
            {"recent_days", accounts::kLeaderboardRecentDays}}}}});
}

}  // namespace

bool handle_profile_api(ServerContext& c, const ApiRequest& r, const Reply& reply) {
  const bool players = r.path.rfind("/api/players/", 0) == 0, board = r.path.rfind("/api/leaderboard/", 0) == 0;
  if (!players && !board) return false;
  if (r.method != "GET") {
    reply(HttpAnswer::error(405, "method_not_allowed", fmt::format("{} {} is not allowed; use GET", r.method, r.path.substr(0, 80))));
    return true;
  }
  // /api/players/NAME, /api/players/NAME/history/GAME, /api/leaderboard/GAME
  const std::string rest = r.path.substr(players ? 13 : 17);
  std::vector<std::string> parts;
  for (size_t from = 0;;) {
    const auto slash = rest.find('/', from);
    parts.push_back(url_decode(rest.substr(from, slash == std::string::npos ? std::string::npos : slash - from)));
    if (slash == std::string::npos) break;
    from = slash + 1;
  }
  const bool profile_path = players && parts.size() == 1 && !parts[0].empty();
  const bool history_path = players && parts.size() == 3 && parts[1] == "history" && !parts[2].empty();
  const bool board_path = board && parts.size() == 1 && !parts[0].empty();
  if (!profile_path && !history_path && !board_path) {
    reply(HttpAnswer::error(404, "not_found",
                            fmt::format("no API at {}; see /api/players/NAME, /api/players/NAME/history/GAME and "
                                        "/api/leaderboard/GAME",
                                        r.path.substr(0, 80))));
    return true;
  }
  std::string problem;
  const auto params = query_params(r.query, profile_path ? std::vector<std::string>{"before", "limit"}
                                            : board_path ? std::vector<std::string>{"limit"}
                                                         : std::vector<std::string>{},
                                   problem);
  if (!params) {
    reply(HttpAnswer::error(400, "bad_request", problem));
    return true;
  }
  // A name that cannot be an account's is nobody's (no store read for it).
  if (players && !accounts::account_name_problem(parts[0]).empty()) {
    reply(no_such_player(parts[0]));
    return true;
  }
  c.workers.post(false, [&c, parts, params = *params, profile_path, history_path, reply] {
    try {
      if (profile_path) profile(c, parts[0], params, reply);
      else if (history_path) history(c, parts[0], parts[2], reply);
      else leaderboard(c, parts[0], params, reply);
    } catch (const std::exception& e) {
      reply(HttpAnswer::error(503, "store_failed", fmt::format("the store cannot answer now ({}); try again", e.what())));
    }
  });
  return true;
}

}  // namespace cubilete::server
