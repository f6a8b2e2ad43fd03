#include "server/daily/daily_api.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <variant>

#include "core/error.h"
#include "core/utc_date.h"
#include "crypto/crypto.h"
#include "present/game_rounds.h"
#include "present/json_tree_sink.h"
#include "present/options_json.h"
#include "present/record_json.h"
#include "server/accounts/account_api.h"
#include "server/address_limits.h"
#include "server/daily/daily_day.h"
#include "server/daily/daily_service.h"
#include "server/http/answer_on_lane.h"
#include "server/http/query.h"
#include "server/room/room_messages.h"
#include "server/room/room_registry.h"
#include "server/work_lanes.h"
#include "store/clock.h"
#include "store/sql/games_sql.h"

namespace cubilete::server {

namespace {

using nlohmann::json;

constexpr size_t kDefaultBoardPage = 50;

const GameEntry* daily_entry(const std::string& id) {
  for (const auto* e : daily_games())
    if (e->description.info.id == id) return e;
  return nullptr;
}

HttpAnswer unknown_game(const std::string& id) {
  std::vector<std::string> ids;
  for (const auto* e : daily_games()) ids.push_back(e->description.info.id);
  return HttpAnswer::error(404, "unknown_game", fmt::format("{} has no daily challenge; the games with one: {}",
                                                            id.substr(0, 40), fmt::join(ids, ", ")));
}

// One attempt a day: an account's, or a guest's address's.
std::string entrant_of(const Person& who, const std::string& client) {
  return who.account > 0 ? fmt::format("a:{}", who.account) : "g:" + address_key(client);
}

json mine_json(const std::optional<store::DailyAttempt>& a) {
  if (!a) return nullptr;
  return {{"room", a->room}, {"status", a->status}, {"score", a->score ? json(*a->score) : json(nullptr)}};
}

void overview(ServerContext& c, const Person& who, const std::string& client, const Reply& reply) {
  auto& daily = *c.daily;
  const int64_t now = store::now_ms();
  daily.ensure_days(now);
  const std::string today = daily.today(now);
  const int64_t day = *day_number(today);
  const std::string entrant = entrant_of(who, client);
  json games = json::array(), upcoming = json::array(), revealed = json::array();
  for (const auto& s : daily.seeds(day_text(day - kDailyDaysAhead), day_text(day + kDailyDaysAhead))) {
    if (s.date == today)
      games.push_back({{"game", s.game},
                       {"rules", json::parse(s.rules)},
                       {"date", s.date},
                       {"commitment", s.commitment},
                       {"entrants", s.entrants},
                       {"mine", mine_json(c.store.daily().attempt(s.date, s.game, entrant))}});
    else if (s.date > today)
      upcoming.push_back({{"date", s.date}, {"game", s.game}, {"commitment", s.commitment}});
    else if (now >= daily_times(s.date, c.config.daily_offset_ms).reveal_ms)
      revealed.push_back({{"date", s.date}, {"game", s.game}, {"seed", s.seed}, {"commitment", s.commitment}});
  }
  reply({200, {{"today", today}, {"games", games}, {"upcoming", upcoming}, {"revealed", revealed}}});
}

json attempt_answer(const std::string& room, const json& token, bool ranked, const std::string& commitment) {
  return {{"room", room}, {"seat", 0}, {"token", token}, {"ranked", ranked}, {"commitment", commitment}};
}

// The person's attempt exists: the same room again while it is played (a session reaches its
// seat; a guest's browser kept its token), refused once it is over.
void resume(ServerContext& c, const store::DailyAttempt& a, const std::string& commitment, const Person& who,
            const std::string& client, const Reply& reply) {
  if (a.status == "over")
    return reply(HttpAnswer::error(409, "already_played",
                                   fmt::format("you played {} of {}: its board is at /api/daily/{}/{}", a.game, a.date,
                                               a.game, a.date)));
  if (auto refusal = c.admission.still_welcome(c, {client, who.account})) return reply(refusal_answer(*refusal));
  reply({201, attempt_answer(a.room, nullptr, a.ranked, commitment)});
}

void start_attempt(ServerContext& c, const GameEntry& entry, const Person& who, const std::string& client,
                   const std::string& language, const Reply& reply) {
  auto& daily = *c.daily;
  const int64_t now = store::now_ms();
  daily.ensure_days(now);
  const std::string today = daily.today(now), game = entry.description.info.id;
  const auto day = daily.seed(today, game);
  if (!day) return reply(HttpAnswer::error(503, "store_failed", "today's seed is not in the store yet; try again"));
  const std::string entrant = entrant_of(who, client);
  if (auto existing = c.store.daily().attempt(today, game, entrant))
    return resume(c, *existing, day->commitment, who, client, reply);
  if (auto refusal = c.admission.new_room(c, {client, who.account}, game, day->rules)) return reply(refusal_answer(*refusal));
  // Ranked: an account made before the day began (an account made today for a second try is not).
  const int64_t day_began = daily_times(today, c.config.daily_offset_ms).ends_ms - kMsPerDay;
  bool ranked = false;
  if (who.account > 0)
    if (const auto account = c.store.accounts().by_id(who.account)) ranked = account->created_ms < day_began;
  RoomRegistry::DailyStart start;
  start.entry = &entry;
  start.rules = assignments_from_json(json::parse(day->rules));
  if (!crypto::from_hex(day->seed, start.day_seed))
    return reply(HttpAnswer::error(503, "store_failed", "today's seed in the store is malformed"));
  start.attempt = {today, game, entrant, "", who.account, ranked, address_key(client), false, "playing",
                   std::nullopt, now, std::nullopt, false};
  start.language = language;
  c.rooms.create_daily(start, client, who,
                       [&c, reply, who, client, today, game, entrant, commitment = day->commitment](HttpAnswer a) {
                         const bool raced = a.status == 409 && a.body.value("error", "") == "already_attempted";
                         if (a.status != 201 && !raced) return reply(std::move(a));
                         // Whether the store ranked it (the address's first of the day), read back.
                         answer_on_lane(c.workers, false, reply, [&c, reply, who, client, today, game, entrant, commitment, a] {
                           const auto made = c.store.daily().attempt(today, game, entrant);
                           if (!made) throw std::runtime_error("the attempt is not in the store");
                           if (a.status != 201) return resume(c, *made, commitment, who, client, reply);
                           reply({201, attempt_answer(made->room, a.body["token"], made->ranked, commitment)});
                         });
                       });
}

// A day of a daily game, up to today: its seed row, or the refusal.
std::variant<store::DailySeed, HttpAnswer> day_of(ServerContext& c, const std::string& game, const std::string& date) {
  const auto no_day = HttpAnswer::error(404, "no_such_day", fmt::format("{} has no daily challenge on {}", game,
                                                                        date.substr(0, 20)));
  if (!day_number(date)) return no_day;
  const int64_t now = store::now_ms();
  if (date > c.daily->today(now)) return no_day;  // days to come are played when they come
  auto day = c.daily->seed(date, game);
  if (!day) return no_day;
  return std::move(*day);
}

bool revealed(const ServerContext& c, const std::string& date, int64_t now) {
  return now >= daily_times(date, c.config.daily_offset_ms).reveal_ms;
}

void board(ServerContext& c, const std::string& game, const std::string& date,
           const std::map<std::string, std::string>& params, const Person& who, const Reply& reply) {
  auto found = day_of(c, game, date);
  if (auto* no = std::get_if<HttpAnswer>(&found)) return reply(std::move(*no));
  const auto& day = std::get<store::DailySeed>(found);
  const auto b = c.store.daily().board(date, game, std::stoll(params.at("after")), std::stoul(params.at("limit")));
  json results = json::array();
  for (const auto& r : b.results)
    results.push_back({{"rank", r.rank},
                       {"name", r.name},
                       {"account", r.account},
                       {"score", r.score},
                       {"finished", room::iso8601(r.ended_ms)}});
  json mine = nullptr;
  if (who.account > 0)
    if (const auto r = c.store.daily().result(date, game, who.account))
      mine = {{"rank", r->rank}, {"score", r->score}, {"room", r->room}};
  const bool shown = revealed(c, date, store::now_ms());
  reply({200,
         {{"date", date},
          {"game", game},
          {"commitment", day.commitment},
          {"seed", shown ? json(day.seed) : json(nullptr)},
          {"entrants", b.entrants},
          {"results", results},
          {"mine", mine}}});
}

void optimal(ServerContext& c, const GameEntry& entry, const std::string& date, const Person& who,
             const std::string& client, const Reply& reply) {
  const std::string game = entry.description.info.id;
  auto found = day_of(c, game, date);
  if (auto* no = std::get_if<HttpAnswer>(&found)) return reply(std::move(*no));
  const auto day = std::get<store::DailySeed>(found);
  const bool shown = revealed(c, date, store::now_ms());
  if (!shown) {
    const auto mine = c.store.daily().attempt(date, game, entrant_of(who, client));
    if (!mine || mine->status != "over")
      return reply(HttpAnswer::error(403, "not_yet",
                                     "the optimum's game on the day's dice is shown once your attempt of the day is "
                                     "over, and to everyone once the day's seed is revealed"));
  }
  // Played on the slow lane: a first game may load the solver's table.
  answer_on_lane(c.workers, true, reply, [&c, &entry, day, shown, reply] {
    const auto played = c.daily->optimum(entry, day);
    auto record = record_document(played->record);
    record.scores = {played->score};  // what a person's score stands beside
    if (shown) {
      record.server_seed = day.seed;
      record.client_seeds = {""};
      record.commitment = day.commitment;
    } else {
      record.seed = 0;  // the game seed deals every position of the day: it waits for the reveal
    }
    reply({200, described_json(record)});
  });
}

// The person's attempt of the day beside the optimum's game on the same dice: both games round
// by round and the first action where they part. The same rule as the optimum's record: the
// person's own attempt must be over (before the reveal the optimum's game shows dice of the day).
void compare_with_optimum(ServerContext& c, const GameEntry& entry, const std::string& date, const Person& who,
                          const std::string& client, const Reply& reply) {
  const std::string game = entry.description.info.id;
  auto found = day_of(c, game, date);
  if (auto* no = std::get_if<HttpAnswer>(&found)) return reply(std::move(*no));
  const auto day = std::get<store::DailySeed>(found);
  const auto mine = c.store.daily().attempt(date, game, entrant_of(who, client));
  if (!mine)
    return reply(HttpAnswer::error(404, "no_attempt", fmt::format("you have no attempt of {} on {} to compare",
                                                                  game, date)));
  if (mine->status != "over")
    return reply(HttpAnswer::error(403, "not_yet", "your game is compared with the optimum's once your attempt is over"));
  const auto room = c.store.rooms().load(mine->room, 0);
  if (!room) return reply(HttpAnswer::error(404, "no_attempt", "your attempt's room is gone from the store"));
  // Played on the slow lane: a first game may load the solver's table.
  answer_on_lane(c.workers, true, reply, [&c, &entry, day, mine = *mine, actions = room->actions, reply] {
    const auto played = c.daily->optimum(entry, day);
    const auto game = make_game(entry, entry.table.daily->rules);
    const auto parting = first_parting(actions, played->record.actions);
    json rounds, optimum_rounds;
    try {
      rounds = game_rounds(*game, actions);
      optimum_rounds = game_rounds(*game, played->record.actions);
    } catch (const UsageError& e) {  // an attempt's own record always replays; say so if not
      return reply(HttpAnswer::error(500, "store_failed", fmt::format("the record does not replay: {}", e.what())));
    }
    reply({200,
           {{"game", entry.description.info.id},
            {"date", mine.date},
            {"parting", parting ? json(*parting) : json(nullptr)},
            {"mine", {{"room", mine.room}, {"score", mine.score.value_or(0)}, {"actions", std::move(rounds)}}},
            {"optimum", {{"score", played->score}, {"actions", std::move(optimum_rounds)}}}}});
  });
}

// POST /api/daily/GAME's body: nothing, or the person's language.
std::optional<HttpAnswer> language_of(const std::string& body, std::string& language) {
  if (body.empty()) return std::nullopt;
  const auto j = json::parse(body, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return HttpAnswer::error(400, "bad_request", "the body is a JSON object");
  for (const auto& [key, value] : j.items()) {
    if (key != "language")
      return HttpAnswer::error(400, "bad_request", fmt::format("unknown field '{}'; allowed: language", key.substr(0, 40)));
    if (!value.is_string() || (value != "pt-BR" && value != "es-AR" && value != "en"))
      return HttpAnswer::error(400, "bad_request", "\"language\" is \"pt-BR\", \"es-AR\" or \"en\"");
    language = value.get<std::string>();
  }
  return std::nullopt;
}

// `after` (a rank, 0 by default) and `limit` (1 to store::sql::kMaxRows) of a board's query.
std::optional<std::map<std::string, std::string>> board_params(const std::string& query, std::string& problem) {
  auto params = query_params(query, {"limit", "after"}, problem);
  if (!params) return std::nullopt;
  auto& p = *params;
  const auto whole = [](const std::string& t, size_t digits) {
    return !t.empty() && t.size() <= digits && t.find_first_not_of("0123456789") == std::string::npos;
  };
  if (!p.count("limit")) p["limit"] = std::to_string(kDefaultBoardPage);
  if (!p.count("after")) p["after"] = "0";
  if (!whole(p["limit"], 3) || std::stoul(p["limit"]) < 1 || std::stoul(p["limit"]) > store::sql::kMaxRows) {
    problem = fmt::format("\"limit\" is a whole number from 1 to {}", store::sql::kMaxRows);
    return std::nullopt;
  }
  if (!whole(p["after"], 12)) {
    problem = "\"after\" is the rank the previous page ended at: a whole number from 0";
    return std::nullopt;
  }
  return params;
}

}  // namespace

bool handle_daily_api(ServerContext& c, const ApiRequest& r, Reply reply) {
  if (r.path != "/api/daily" && r.path.rfind("/api/daily/", 0) != 0) return false;
  if (!c.daily) return reply(HttpAnswer::error(404, "not_found", "this server has no daily challenge")), true;
  if (r.path == "/api/daily") {
    if (r.method != "GET") return reply(wrong_method(r, "GET")), true;
    with_person(c, r, reply, [&c, client = r.client](const Person& who, Reply reply) {
      answer_on_lane(c.workers, false, reply, [&c, who, client, reply] { overview(c, who, client, reply); });
    });
    return true;
  }
  // GAME, GAME/DATE, GAME/DATE/optimal or GAME/DATE/compare
  std::vector<std::string> parts;
  const std::string rest = r.path.substr(11);
  for (size_t from = 0;;) {
    const auto slash = rest.find('/', from);
    parts.push_back(rest.substr(from, slash == std::string::npos ? std::string::npos : slash - from));
    if (slash == std::string::npos) break;
    from = slash + 1;
  }
  const bool optimal_path = parts.size() == 3 && parts[2] == "optimal";
  const bool compare_path = parts.size() == 3 && parts[2] == "compare";
  if (parts.size() > 3 || (parts.size() == 3 && !optimal_path && !compare_path) || parts[0].empty() ||
      (parts.size() >= 2 && parts[1].empty()))
    return reply(HttpAnswer::error(404, "not_found",
                                   fmt::format("no API at {}; see /api/daily, /api/daily/GAME, /api/daily/GAME/DATE, "
                                               "/api/daily/GAME/DATE/optimal and /api/daily/GAME/DATE/compare",
                                               r.path.substr(0, 80)))),
           true;
  const GameEntry* entry = daily_entry(parts[0]);
  if (!entry) return reply(unknown_game(parts[0])), true;
  if (parts.size() == 1) {
    if (r.method != "POST") return reply(wrong_method(r, "POST")), true;
    std::string language;
    if (auto bad = language_of(r.body, language)) return reply(std::move(*bad)), true;
    with_person(c, r, reply, [&c, entry, client = r.client, language](const Person& who, Reply reply) {
      answer_on_lane(c.workers, false, reply, [&c, entry, who, client, language, reply] {
        start_attempt(c, *entry, who, client, language, reply);
      });
    });
    return true;
  }
  if (r.method != "GET") return reply(wrong_method(r, "GET")), true;
  const std::string date = parts[1];
  if (optimal_path || compare_path) {
    if (!r.query.empty()) return reply(HttpAnswer::error(400, "bad_request", "this path takes no query")), true;
    const auto answer = optimal_path ? &optimal : &compare_with_optimum;
    with_person(c, r, reply, [&c, entry, date, answer, client = r.client](const Person& who, Reply reply) {
      answer_on_lane(c.workers, false, reply, [&c, entry, date, answer, who, client, reply] { answer(c, *entry, date, who, client, reply); });
    });
    return true;
  }
  std::string problem;
  auto params = board_params(r.query, problem);
  if (!params) return reply(HttpAnswer::error(400, "bad_request", problem)), true;
  with_person(c, r, reply, [&c, game = parts[0], date, params = *params](const Person& who, Reply reply) {
    answer_on_lane(c.workers, false, reply, [&c, game, date, params, who, reply] { board(c, game, date, params, who, reply); });
  });
  return true;
}

}  // namespace cubilete::server
