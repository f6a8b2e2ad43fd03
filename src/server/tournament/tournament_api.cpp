#include "server/tournament/tournament_api.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "crypto/crypto.h"
#include "crypto/fair_seed.h"
#include "server/accounts/account_api.h"
#include "server/address_limits.h"
#include "server/http/answer_on_lane.h"
#include "catalog/daily_optimum.h"
#include "catalog/registry.h"
#include "present/json_tree_sink.h"
#include "present/record_json.h"
#include "server/room/room_registry.h"
#include "server/room/room_request.h"
#include "server/tournament/tournament_json.h"
#include "server/tournament/tournament_request.h"
#include "server/tournament/tournament_service.h"
#include "server/tournament/tournament_state.h"
#include "store/clock.h"

namespace cubilete::server {

namespace {

using nlohmann::json;

constexpr size_t kTournamentsListed = 50;
constexpr int64_t kFinishedTournamentsShownMs = 7 * 24 * 3600 * 1000LL;

// A tournament's id: 8 characters of a 32-letter alphabet without look-alikes (40 random bits).
std::string new_tournament_id() {
  static constexpr char kAlphabet[] = "abcdefghjkmnpqrstuvwxyz23456789";
  const auto bytes = crypto::random_bytes(8);
  std::string id;
  for (const auto b : bytes) id += kAlphabet[b % 31];
  return id;
}

HttpAnswer tournament_refusal(const store::Outcome& o) {
  if (o.code == "no_such_tournament") return HttpAnswer::error(404, o.code, o.message);
  if (o.code == "not_entrant") return HttpAnswer::error(409, o.code, o.message);
  if (o.code == "tournament_over" || o.code == "tournament_cancelled") return HttpAnswer::error(409, o.code, o.message);
  if (o.code == "bad_tournament") return HttpAnswer::error(400, o.code, o.message);
  return HttpAnswer::error(503, "store_failed", o.message.empty() ? "the store failed" : o.message);
}

HttpAnswer tournament_sign_in_first(const char* what) {
  return HttpAnswer::error(401, "not_signed_in", fmt::format("{} is for signed-in people: sign in first", what));
}

json tournament_lists_json(ServerContext& c) {
  const int64_t now = store::now_ms();
  const auto l = c.store.tournaments().lists(now, now - kFinishedTournamentsShownMs, kTournamentsListed);
  json out = {{"upcoming", json::array()}, {"running", json::array()}, {"finished", json::array()}};
  for (const auto& t : l.upcoming) out["upcoming"].push_back(tournament::tournament_json(t, now));
  for (const auto& t : l.running) out["running"].push_back(tournament::tournament_json(t, now));
  for (const auto& t : l.finished) out["finished"].push_back(tournament::tournament_json(t, now));
  return out;
}

void create_tournament(ServerContext& c, const ApiRequest& r, const Person& who, const Reply& reply) {
  if (who.account == 0) return reply(tournament_sign_in_first("making a tournament"));
  const json body = json::parse(r.body, nullptr, false);
  if (body.is_discarded()) return reply(HttpAnswer::error(400, "bad_request", "the body is not valid JSON"));
  const int64_t now = store::now_ms();
  auto parsed = tournament::parse_tournament_request(body, now);
  if (auto* e = std::get_if<ProtocolError>(&parsed)) {
    const int status = e->code == "not_ratable" ? 409 : e->code == "no_such_game" ? 404 : 400;
    return reply(HttpAnswer::error(status, e->code, e->message));
  }
  const auto& request = std::get<tournament::TournamentRequest>(parsed);
  store::TournamentRecord t;
  t.id = new_tournament_id();
  t.kind = request.kind;
  t.game = request.entry->description.info.id;
  t.rules = rules_text(request.rules);
  if (auto refusal = c.admission.new_tournament(c, {r.client, who.account}, t.game, t.rules))
    return reply(refusal_answer(*refusal));
  t.starts_ms = request.starts_ms;
  t.ends_ms = request.starts_ms + int64_t(request.minutes) * c.config.tournament_minute_ms;
  t.listed = request.listed;
  t.rated = request.rated;
  t.created_by = who.account;
  t.address_key = address_key(r.client);
  t.created_ms = now;
  if (t.kind == "duplicate") {
    const auto seed = crypto::random_bytes(fair::kServerSeedBytes);
    t.seed = crypto::to_hex(seed);
    t.commitment = fair::commitment_of(seed);
  }
  c.store.tournaments().create(t, [&c, id = t.id, reply](const store::Outcome& o) {
    if (!o.ok()) return reply(tournament_refusal(o));
    answer_on_lane(c.workers, false, reply, [&c, id, reply] {
      const auto made = c.store.tournaments().tournament(id);
      if (!made) return reply(HttpAnswer::error(503, "store_failed", "the tournament was not kept"));
      if (c.tournaments) c.tournaments->nudge();
      reply({201, tournament::tournament_json(*made, store::now_ms())});
    });
  });
}

void show_tournament(ServerContext& c, const std::string& id, const Person& who, const Reply& reply) {
  const auto t = c.store.tournaments().tournament(id);
  if (!t) return reply(HttpAnswer::error(404, "no_such_tournament", fmt::format("there is no tournament {}", id)));
  const int64_t now = store::now_ms();
  json out = tournament::tournament_json(*t, now);
  const auto state = c.tournaments ? c.tournaments->state(*t) : tournament::TournamentState{};
  out["standings"] = tournament::standings_json(state.standings);
  // Once a duplicate tournament is over its dice are everyone's: each row links its games.
  if (t->kind == "duplicate" && tournament::tournament_status(*t, now) == "finished")
    for (auto& row : out["standings"])
      for (const auto& s : state.standings)
        if (s.name == row["name"] && state.entrants.count(s.account))
          row["rooms"] = state.entrants.at(s.account).counted_rooms;
  out["mine"] = nullptr;
  if (who.account != 0)
    if (const auto it = state.entrants.find(who.account); it != state.entrants.end()) {
      const auto& s = it->second;
      json mine = {{"rank", nullptr}, {"score", 0}, {"room", s.open_room.empty() ? json(nullptr) : json(s.open_room)},
                   {"joined", s.active}, {"games", 0}, {"streak", 0}, {"rooms", s.counted_rooms}};
      for (const auto& row : state.standings)
        if (row.account == who.account) {
          mine["rank"] = row.rank;
          mine["score"] = tournament::standings_json({row})[0]["score"];
          mine["games"] = row.games;
          mine["streak"] = row.streak;
        }
      out["mine"] = std::move(mine);
    }
  reply({200, std::move(out)});
}

void join_tournament(ServerContext& c, const ApiRequest& r, const std::string& id, const Person& who, const Reply& reply) {
  if (who.account == 0) return reply(tournament_sign_in_first("entering a tournament"));
  if (auto refusal = c.admission.tournament_entry(c, {r.client, who.account})) return reply(refusal_answer(*refusal));
  c.store.tournaments().join(id, who.account, store::now_ms(), [&c, id, reply](const store::Outcome& o) {
    if (!o.ok()) return reply(tournament_refusal(o));
    if (c.tournaments) c.tournaments->nudge();
    reply({200, json{{"id", id}, {"joined", true}}});
  });
}

void withdraw_from_tournament(ServerContext& c, const std::string& id, const Person& who, const Reply& reply) {
  if (who.account == 0) return reply(tournament_sign_in_first("withdrawing from a tournament"));
  c.store.tournaments().withdraw(id, who.account, [&c, id, reply](const store::Outcome& o) {
    if (!o.ok()) return reply(tournament_refusal(o));
    if (c.tournaments) c.tournaments->nudge();
    reply({200, json{{"id", id}, {"joined", false}}});
  });
}

// A duplicate tournament's next game for the entrant: a room of one seat on the tournament's dice.
void play_tournament_game(ServerContext& c, const ApiRequest& r, const std::string& id, const Person& who,
                          const Reply& reply) {
  if (who.account == 0) return reply(tournament_sign_in_first("playing a tournament"));
  const auto t = c.store.tournaments().tournament(id);
  if (!t) return reply(HttpAnswer::error(404, "no_such_tournament", fmt::format("there is no tournament {}", id)));
  if (t->kind != "duplicate")
    return reply(HttpAnswer::error(409, "not_duplicate", "an arena pairs its entrants: watch it from the lobby socket"));
  const int64_t now = store::now_ms();
  if (tournament::tournament_status(*t, now) != "running")
    return reply(HttpAnswer::error(409, "tournament_not_running", fmt::format("tournament {} is not running", id)));
  // A new room: the same door as POST /api/rooms.
  if (auto refusal = c.admission.new_room(c, {r.client, who.account}, t->game, t->rules))
    return reply(refusal_answer(*refusal));
  int round = 0;
  for (const auto& g : c.store.tournaments().games(id)) {
    if (g.account != who.account) continue;
    ++round;
    if (g.ended_ms == 0) {
      auto answer = HttpAnswer::error(409, "already_playing",
                                      fmt::format("your game of tournament {} is still played: room {}", id, g.room));
      answer.body["params"] = {{"room", g.room}};
      return reply(std::move(answer));
    }
  }
  if (round >= t->rounds)
    return reply(HttpAnswer::error(409, "already_played",
                                   fmt::format("you have played the {} game(s) of tournament {}", t->rounds, id)));
  RoomRegistry::TournamentGameStart start;
  start.entry = &find_game(t->game);
  start.rules = assignments_from_json(json::parse(t->rules));
  crypto::from_hex(t->seed, start.seed);
  start.tournament = id;
  start.round = round;
  start.sealed_until_ms = t->ends_ms;
  c.rooms.create_tournament_game(start, r.client, who, reply);
}

// The optimum's game on a finished duplicate tournament's dice, as the daily challenge's optimum
// plays them (catalog/daily_optimum.h): for a tournament under the daily challenge's rules.
void optimal_game(ServerContext& c, const std::string& id, const Reply& reply) {
  const auto t = c.store.tournaments().tournament(id);
  if (!t) return reply(HttpAnswer::error(404, "no_such_tournament", fmt::format("there is no tournament {}", id)));
  if (t->kind != "duplicate")
    return reply(HttpAnswer::error(409, "not_duplicate", "only a duplicate tournament's dice are everyone's"));
  if (tournament::tournament_status(*t, store::now_ms()) != "finished")
    return reply(HttpAnswer::error(403, "not_yet", "the optimum's game on the tournament's dice is shown once it is over"));
  const auto& entry = find_game(t->game);
  const auto daily_rules =
      rules_text(assignments_of(make_game(entry, tournament::duplicate_tournament_rules(entry, {}))->rules()));
  if (!entry.table.daily || t->rules != daily_rules)
    return reply(HttpAnswer::error(409, "no_optimum",
                                   "the optimum plays the daily challenge's rules; this tournament's differ"));
  // Played on the slow lane: a first game may load the solver's table.
  answer_on_lane(c.workers, true, reply, [&entry, t = *t, reply] {
    crypto::Bytes secret;
    crypto::from_hex(t.seed, secret);
    const auto played = play_daily_optimum(entry, fair::game_seed(secret, {""}));
    auto record = record_document(played.record);
    record.scores = {played.score};
    record.server_seed = t.seed;
    record.client_seeds = {""};
    record.commitment = t.commitment;
    reply({200, described_json(record)});
  });
}

}  // namespace

bool handle_tournament_api(ServerContext& c, const ApiRequest& r, Reply reply) {
  if (r.path != "/api/tournaments" && r.path.rfind("/api/tournaments/", 0) != 0) return false;
  if (r.path == "/api/tournaments") {
    if (r.method == "GET") {
      answer_on_lane(c.workers, false, reply, [&c, reply] { reply({200, tournament_lists_json(c)}); });
      return true;
    }
    if (r.method != "POST") return reply(wrong_method(r, "GET or POST")), true;
    with_person(c, r, reply, [&c, r](const Person& who, Reply reply) {
      answer_on_lane(c.workers, false, reply, [&c, r, who, reply] { create_tournament(c, r, who, reply); });
    });
    return true;
  }
  const std::string rest = r.path.substr(std::string("/api/tournaments/").size());
  const auto slash = rest.find('/');
  const std::string id = rest.substr(0, slash);
  const std::string action = slash == std::string::npos ? "" : rest.substr(slash + 1);
  if (id.empty() || id.size() > 40 || id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
    return reply(HttpAnswer::error(404, "no_such_tournament", "a tournament's id is letters and digits")), true;
  if (action == "optimal") {
    if (r.method != "GET") return reply(wrong_method(r, "GET")), true;
    answer_on_lane(c.workers, false, reply, [&c, id, reply] { optimal_game(c, id, reply); });
    return true;
  }
  if (action.empty()) {
    if (r.method != "GET") return reply(wrong_method(r, "GET")), true;
    with_person(c, r, reply, [&c, id](const Person& who, Reply reply) {
      answer_on_lane(c.workers, false, reply, [&c, id, who, reply] { show_tournament(c, id, who, reply); });
    });
    return true;
  }
  if (action != "join" && action != "withdraw" && action != "play")
    return reply(HttpAnswer::error(404, "not_found",
                                   fmt::format("no API at {}; see /api/tournaments/ID, /join, /withdraw and /play",
                                               r.path.substr(0, 80)))),
           true;
  if (r.method != "POST") return reply(wrong_method(r, "POST")), true;
  with_person(c, r, reply, [&c, r, id, action](const Person& who, Reply reply) {
    answer_on_lane(c.workers, false, reply, [&c, r, id, action, who, reply] {
      if (action == "join") return join_tournament(c, r, id, who, reply);
      if (action == "play") return play_tournament_game(c, r, id, who, reply);
      withdraw_from_tournament(c, id, who, reply);
    });
  });
  return true;
}

}  // namespace cubilete::server
