#include "server/http/answer_on_lane.h"
#include "server/http/api.h"

#include <fmt/format.h>

#include <boost/asio/post.hpp>
#include <mutex>

#include "accounts/bot_ratings.h"
#include "accounts/rating_policy.h"
#include "catalog/puzzle_finder.h"
#include "catalog/registry.h"
#include "present/game_info.h"
#include "present/json_tree_sink.h"
#include "server/accounts/account_api.h"
#include "server/accounts/cookies.h"
#include "server/address_limits.h"
#include "server/analysis_service.h"
#include "server/daily/daily_api.h"
#include "server/puzzles/puzzle_api.h"
#include "server/tournament/tournament_api.h"
#include "server/moderation/report_api.h"
#include "server/room/room_registry.h"
#include "server/table_preparer.h"
#include "server/tokens.h"

namespace cubilete::server {

namespace asio = boost::asio;

nlohmann::json games_document() {
  // Remade when a two-player table becomes ready: win_optimal is offered from then on.
  static std::mutex mutex;
  static nlohmann::json doc;
  static unsigned made_with = ~0u;
  const unsigned tables = TablePreparer::ready_count();
  std::lock_guard lock(mutex);
  if (made_with == tables) return doc;
  made_with = tables;
  GamesDocument games;
  for (const auto& e : game_registry()) {
    GameInfoView& g = games.games.emplace_back();
    const auto& d = e.description;
    g.id = d.info.id;
    g.name = d.info.name;
    g.summary = d.summary.en;
    g.rules = d.rules_text.en;
    g.min_players = d.info.min_players;
    g.max_players = d.info.max_players;
    g.default_players = d.default_players;
    g.options = option_views(d.options);
    // Only the bots that can play the game's default rules now (win_optimal needs its table
    // solved first; a room asking for it anyway is refused with the command that solves it).
    const auto game = make_game(e, {});
    for (const auto& b : bot_names(e))
      if (!e.bots.unavailable || e.bots.unavailable(*game, b).empty()) g.bots.push_back(b);
    g.default_bot = default_opponent(e);
    g.advisor = bool(e.analysis.advise);
    g.rated = accounts::is_rated_game(d.info.id);
    g.rated_bots = accounts::rated_bots(d.info.id);
    g.table = table_policy_view(e);
    g.puzzles = has_puzzles(e);
    g.puzzle_themes = e.analysis.puzzles.theme_keys;
    g.same_dice = e.table.daily.has_value();
  }
  doc = described_json(games);
  return doc;
}

namespace {

HttpAnswer not_found(const std::string& path) {
  return HttpAnswer::error(404, "not_found",
                           fmt::format("no API at {}; see GET /api/games, POST /api/rooms, GET /api/rooms/CODE", path.substr(0, 80)));
}

// Parses a JSON body (an empty body is an empty object).
bool parse_body(const ApiRequest& r, nlohmann::json& out, const Reply& reply) {
  if (r.body.empty()) {
    out = nlohmann::json::object();
    return true;
  }
  out = nlohmann::json::parse(r.body, nullptr, false);
  if (out.is_discarded()) {
    reply(HttpAnswer::error(400, "bad_request", "the body is not valid JSON"));
    return false;
  }
  return true;
}

}  // namespace

HttpAnswer wrong_method(const ApiRequest& r, const char* allowed) {
  return HttpAnswer::error(405, "method_not_allowed", fmt::format("{} {} is not allowed; use {}", r.method, r.path.substr(0, 80), allowed));
}

HttpAnswer origin_refusal(const ApiRequest& r) {
  return HttpAnswer::error(
      403, "bad_origin",
      r.has_origin ? fmt::format("this request acts as your account (its session cookie) and comes from {}, not from {}: "
                                 "requests acting as an account come only from this server's own pages",
                                 r.origin.substr(0, 100), r.own_origin)
                   : fmt::format("this request acts as your account (its session cookie) and has no Origin header: "
                                 "requests acting as an account come from this server's own pages ({}), with Origin",
                                 r.own_origin));
}

bool handle_api(ServerContext& context, const ApiRequest& r, Reply reply) {
  if (r.path == "/healthz") {
    reply({200, {{"ok", true}, {"rooms", context.rooms.size()}}});
    return true;
  }
  if (r.path != "/api" && r.path.rfind("/api/", 0) != 0) return false;
  // Whatever changes something as an account comes from the server's own pages (PROTOCOL.md
  // v1.1, Accounts): a page elsewhere cannot act for a person through their cookie.
  if (r.changes() && r.has_cookie && !(r.has_origin && same_origin(r.origin, r.own_origin)))
    return reply(origin_refusal(r)), true;
  if (handle_account_api(context, r, reply)) return true;
  if (handle_daily_api(context, r, reply)) return true;
  if (handle_puzzle_api(context, r, reply)) return true;
  if (handle_tournament_api(context, r, reply)) return true;
  if (r.path == "/api/games") {
    if (r.method != "GET") reply(wrong_method(r, "GET"));
    else reply({200, games_document()});
    return true;
  }
  if (r.path == "/api/rooms") {
    if (r.method != "POST") return reply(wrong_method(r, "POST")), true;
    nlohmann::json body;
    if (!parse_body(r, body, reply)) return true;
    with_person(context, r, reply, [&context, body = std::move(body), client = r.client](const Person& creator, Reply reply) {
      context.rooms.create(body, client, creator, std::move(reply));
    });
    return true;
  }
  const std::string prefix = "/api/rooms/";
  if (r.path.rfind(prefix, 0) != 0) return reply(not_found(r.path)), true;
  std::string rest = r.path.substr(prefix.size());
  std::string action;
  if (auto slash = rest.find('/'); slash != std::string::npos) {
    action = rest.substr(slash + 1);
    rest = rest.substr(0, slash);
  }
  // replay/VIEWER lists the actions as that viewer knew them; replay/VIEWER/STEP is the view after
  // STEP.
  std::string replay_args;
  if (action.rfind("replay/", 0) == 0) replay_args = action.substr(7), action = "replay";
  if (action != "" && action != "join" && action != "record" && action != "replay" && action != "analysis" &&
      action != "reports")
    return reply(not_found(r.path)), true;
  const std::string code = normalize_room_code(rest);
  const auto found = code.empty() ? RoomRegistry::Found{} : context.rooms.find(code);
  if (found.moved) return reply(moved_answer()), true;
  const auto& room = found.room;
  if (!room) return reply(HttpAnswer::error(404, "no_such_room", fmt::format("there is no room '{}'", rest.substr(0, 20)))), true;
  if (action == "reports") return file_report(context, room, r, reply), true;
  if (action == "join") {
    if (r.method != "POST") return reply(wrong_method(r, "POST")), true;
    nlohmann::json body;
    if (!parse_body(r, body, reply)) return true;
    with_person(context, r, reply, [&context, room, body = std::move(body), client = r.client](const Person& person, Reply reply) {
      if (auto refusal = context.admission.seat(context, {client, person.account}))
        return reply(refusal_answer(*refusal));
      asio::post(room->strand(), [room, body, client, person, reply] { room->join(body, client, person, reply); });
    });
    return true;
  }
  if (r.method != "GET") return reply(wrong_method(r, "GET")), true;
  if (action == "analysis" || action == "replay") {
    // Both show every throw: a daily attempt's are its player's alone until the day is over.
    with_person(context, r, reply, [&context, room, action, replay_args, client = address_key(r.client)](
                                       const Person& person, Reply reply) {
      asio::post(room->strand(), [&context, room, action, replay_args, client, person, reply] {
        if (!room->shown_to(person, client))
          return reply(HttpAnswer::error(403, "not_yet",
                                         "this game's dice are its player's alone until everyone who plays them is done "
                                         "(a daily challenge's day is over, a duplicate room's every seat has finished)"));
        if (action == "replay") return room->replay(replay_args, reply);
        request_analysis(context, *room, reply, client);  // keyed as the room's seats keep addresses
      });
    });
  } else if (action == "record")
    asio::post(room->strand(), [room, reply] { room->record(reply); });
  else
    asio::post(room->strand(), [room, reply] { room->summary(reply); });
  return true;
}

}  // namespace cubilete::server
