// Arenas over real sockets (docs/tournaments.md): twenty signed-in people watch an arena from their
// lobby sockets, are paired as soon as they are idle, and play each game to its end as random
// clients; a kill -9 in the middle loses nothing; the standings equal lichess's scoring recomputed
// here from the rooms' own results. Also what is refused: guests, bad bodies, a rematch or a hint
// in a tournament's game, two accounts of one address in a rated arena. A tournament's minute
// lasts a fraction of a second here (CUBILETE_TEST_TOURNAMENT_MINUTE_MS).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <thread>

#include "account_browser.h"
#include "crypto/crypto.h"
#include "crypto/fair_seed.h"

namespace cubilete::test {
namespace {

// A tournament's minute in these tests.
constexpr int64_t kMinuteMs = 1000;

struct Entrant {
  Browser browser;
  std::string name;
  std::unique_ptr<WsClient> lobby;
};

// A game paired for two entrants: who sits where with which token, once both were told.
struct Pairing {
  std::string room;
  std::map<int, std::pair<size_t, std::string>> seats;  // seat -> (entrant, token)
  bool played = false;
  json result;
};

class Tournaments : public AccountServer {
 protected:
  void start_tournaments(std::vector<std::string> extra = {}, int per_day = 0) {
    setenv("CUBILETE_TEST_TOURNAMENT_MINUTE_MS", std::to_string(kMinuteMs).c_str(), 1);
    extra.insert(extra.end(), {"--tournament-rest", "0", "--tournament-schedule", "none", "--signups-per-hour", "0",
                               "--tournaments-per-day", std::to_string(per_day), "--joins-per-minute", "0",
                               "--connects-per-minute", "0"});
    start(extra);
    unsetenv("CUBILETE_TEST_TOURNAMENT_MINUTE_MS");
  }

  std::vector<Entrant> sign_up(int n, const std::string& prefix) {
    std::vector<Entrant> out;
    for (int i = 0; i < n; ++i) {
      out.push_back({signed_up(prefix + std::to_string(i), kPassword), prefix + std::to_string(i), nullptr});
    }
    return out;
  }

  json make(Browser& b, const json& body) {
    const auto r = b.call("POST", "/api/tournaments", body);
    EXPECT_EQ(r.status, 201) << r.raw;
    return r.body;
  }

  // The entrant's lobby socket watches tournament `id` on the instance at `at` (0: the first).
  void watch(Entrant& e, const std::string& id, unsigned short at = 0) {
    e.browser.port = at ? at : port();
    e.lobby = e.browser.socket("?lobby=1");
    e.lobby->next();  // the lobby's list
    e.lobby->send({{"type", "tournament"}, {"id", id}, {"client_seed", "seed-of-" + e.name}});
  }

  // Reads every lobby socket for pairings (bounded by `quiet`).
  void collect(std::vector<Entrant>& entrants, std::map<std::string, Pairing>& pairings) {
    for (size_t i = 0; i < entrants.size(); ++i)
      for (const auto& m : entrants[i].lobby->drain(std::chrono::milliseconds(5))) {
        if (m.value("type", "") != "tournament_paired") continue;
        auto& p = pairings[m["room"]];
        p.room = m["room"];
        p.seats[m["seat"].get<int>()] = {i, m["token"].get<std::string>()};
      }
  }

  std::vector<std::string> played_order;  // the rooms in the order their games were played

  // Plays every pairing whose two seats were both told, to its end.
  // Both seats' room sockets go to one instance (the first seat's lobby socket's), as nginx routes
  // every socket of a room to one instance by its code.
  int play_ready(const std::vector<Entrant>& entrants, std::map<std::string, Pairing>& pairings, uint64_t seed) {
    int played = 0;
    for (auto& [code, p] : pairings) {
      if (p.played || p.seats.size() < 2) continue;
      Room room;
      room.code = code;
      const unsigned short at = entrants[p.seats.begin()->second.first].browser.port;
      for (const auto& [seat, who] : p.seats) {
        Player player;
        player.seat = seat;
        player.token = who.second;
        player.ws = std::make_unique<WsClient>(at, code, who.second);
        room.people.push_back(std::move(player));
      }
      play_randomly(port(), room, seed + played);
      p.result = room.people[0].state["result"];
      p.played = true;
      played_order.push_back(code);
      ++played;
    }
    return played;
  }
};

// lichess's arena scoring, written again from its description: win 2, draw 1, loss 0; after two
// wins in a row each game counts double until one is not won.
int lichess_score(const std::vector<std::string>& results) {
  int score = 0, streak = 0;
  for (const auto& r : results) {
    const int factor = streak >= 2 ? 2 : 1;
    score += r == "win" ? 2 * factor : r == "draw" ? factor : 0;
    streak = r == "win" ? streak + 1 : 0;
  }
  return score;
}

std::string seat_result(const json& result, int seat) {
  const auto& winners = result["winners"];
  const bool won = std::find(winners.begin(), winners.end(), json(seat)) != winners.end();
  if (!won) return "loss";
  return winners.size() == 1 ? "win" : "draw";
}

// The standings of a finished arena hold lichess's scoring of the games played, in the order
// they were played; returns how many games counted.
int expect_lichess_standings(const json& final_view, const std::vector<Entrant>& entrants,
                             const std::map<std::string, Pairing>& pairings, const std::vector<std::string>& played) {
  std::map<std::string, std::vector<std::string>> results;
  int games = 0;
  for (const auto& code : played) {
    const auto& p = pairings.at(code);
    ++games;
    for (const auto& [seat, who] : p.seats) results[entrants[who.first].name].push_back(seat_result(p.result, seat));
  }
  std::map<std::string, int> shown;
  for (const auto& row : final_view["standings"]) shown[row["account"].get<std::string>()] = row["score"].get<int>();
  for (const auto& e : entrants) EXPECT_EQ(shown[e.name], lichess_score(results[e.name])) << e.name;
  const auto& rows = final_view["standings"];
  for (size_t i = 1; i < rows.size(); ++i) EXPECT_GE(rows[i - 1]["score"].get<int>(), rows[i]["score"].get<int>());
  EXPECT_EQ(final_view["winner"], rows[0]["name"]);
  return games;
}

TEST_P(Tournaments, TwentyPeoplePlayAnArenaThroughAKillAndItsStandingsAreLichesssScoring) {
  start_tournaments({"--rated-same-address"});
  auto entrants = sign_up(20, "arena_p");
  Browser host = signed_up("arena_host", kPassword);
  // Twenty minutes of one second each: the arena runs twenty seconds.
  const json t = make(host, {{"kind", "arena"}, {"game", "crag"}, {"starts", "now"}, {"minutes", 20}, {"public", true}});
  const std::string id = t["id"];
  EXPECT_EQ(t["status"], "running");
  EXPECT_EQ(t["rated"], true);
  EXPECT_EQ(t["created_by"], "arena_host");
  for (auto& e : entrants) {
    const auto joined = e.browser.call("POST", "/api/tournaments/" + id + "/join");
    ASSERT_EQ(joined.status, 200) << joined.raw;
  }
  for (auto& e : entrants) watch(e, id);
  std::map<std::string, Pairing> pairings;
  const auto ends = std::chrono::steady_clock::now() + std::chrono::milliseconds(20 * kMinuteMs);
  // The first half, then a kill -9 between games, a restart on the same store, and the rest.
  bool killed = false;
  json before_kill;
  uint64_t seed = 1;
  while (std::chrono::steady_clock::now() < ends - std::chrono::seconds(3)) {
    collect(entrants, pairings);
    seed += uint64_t(play_ready(entrants, pairings, seed));
    if (!killed && std::chrono::steady_clock::now() > ends - std::chrono::seconds(12)) {
      before_kill = http(port(), "GET", "/api/tournaments/" + id).body;
      server().kill9();
      start_tournaments({"--rated-same-address"});
      killed = true;
      const json after = http(port(), "GET", "/api/tournaments/" + id).body;
      EXPECT_EQ(after["standings"], before_kill["standings"]) << "a result was lost in the kill";
      // Pairings told but not played: their rooms came back with the restart; nobody plays them
      // here, so they stay open past the end and count for no one.
      for (auto& [code, p] : pairings) p.played = true;
      for (auto& e : entrants) watch(e, id);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_TRUE(killed);
  // Past the end: the final standings are written.
  json final_view;
  for (int i = 0; i < 200; ++i) {
    final_view = http(port(), "GET", "/api/tournaments/" + id).body;
    if (final_view["status"] == "finished" && !final_view["winner"].is_null()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  ASSERT_EQ(final_view["status"], "finished") << final_view.dump();
  const auto& rows = final_view["standings"];
  EXPECT_GE(expect_lichess_standings(final_view, entrants, pairings, played_order), 15)
      << "the arena played too few games to say anything";
  // Every pairing seated two different accounts. (A pairing made just before the kill may have
  // reached one of its two before the process died: the other finds it on the tournament's page.)
  for (const auto& [code, p] : pairings)
    if (p.seats.size() == 2) EXPECT_NE(p.seats.at(0).first, p.seats.at(1).first);
  // The socket's standings came live, and no frame carried another's token or a cookie.
  for (auto& e : entrants) {
    std::vector<std::string> secrets;
    for (auto& o : entrants)
      if (&o != &e) secrets.push_back(o.browser.cookie);
    for (const auto& [code, p] : pairings)
      for (const auto& [seat, who] : p.seats)
        if (&entrants[who.first] != &e) secrets.push_back(who.second);
    expect_no_secret(*e.lobby, secrets);
  }
  // The profile keeps the result.
  const auto profile = http(port(), "GET", "/api/players/" + rows[0]["name"].get<std::string>()).body;
  ASSERT_TRUE(profile.contains("tournaments")) << profile.dump();
  EXPECT_EQ(profile["tournaments"][0]["id"], id);
  EXPECT_EQ(profile["tournaments"][0]["rank"], 1);
}

TEST_P(Tournaments, WhatIsRefused) {
  start_tournaments();
  Browser ana = signed_up("ana_refused", kPassword);
  Browser guest = browser();
  const json arena = {{"kind", "arena"}, {"game", "generala"}, {"starts", "now"}, {"minutes", 30}, {"public", true}};
  EXPECT_EQ(guest.call("POST", "/api/tournaments", arena).status, 401);
  auto bad = [&](json body, int status, const std::string& code) {
    const auto r = ana.call("POST", "/api/tournaments", body);
    EXPECT_EQ(r.status, status) << body.dump() << " " << r.raw;
    EXPECT_EQ(r.body.value("error", ""), code) << r.raw;
  };
  bad(json::array(), 400, "bad_request");
  bad({{"kind", "swiss"}, {"game", "generala"}, {"starts", "now"}, {"minutes", 30}, {"public", true}}, 400,
      "bad_request");
  bad({{"kind", "arena"}, {"game", "nope"}, {"starts", "now"}, {"minutes", 30}, {"public", true}}, 404, "no_such_game");
  bad({{"kind", "arena"}, {"game", "generala"}, {"starts", "yesterday"}, {"minutes", 30}, {"public", true}}, 400,
      "bad_time");
  bad({{"kind", "arena"}, {"game", "generala"}, {"starts", "2020-01-01T10:00:00Z"}, {"minutes", 30}, {"public", true}},
      400, "bad_time");
  bad({{"kind", "arena"}, {"game", "generala"}, {"starts", "now"}, {"minutes", 2}, {"public", true}}, 400, "bad_time");
  bad({{"kind", "arena"}, {"game", "generala"}, {"starts", "now"}, {"minutes", 30}}, 400, "bad_request");
  bad({{"kind", "arena"}, {"game", "multiplicacao"}, {"starts", "now"}, {"minutes", 30}, {"public", true}}, 409,
      "not_ratable");
  bad({{"kind", "arena"}, {"game", "generala"}, {"rules", {{"players", 3}}}, {"starts", "now"}, {"minutes", 30},
       {"public", true}},
      400, "bad_rules");
  bad({{"kind", "duplicate"}, {"game", "damma"}, {"starts", "now"}, {"minutes", 30}, {"public", true}}, 400,
      "bad_rules");
  bad({{"kind", "arena"}, {"game", "generala"}, {"starts", "now"}, {"minutes", 30}, {"public", true}, {"extra", 1}},
      400, "bad_request");
  // A casual arena of a game without ratings is fine.
  auto casual = arena;
  casual["game"] = "multiplicacao";
  casual["rated"] = false;
  const auto made = ana.call("POST", "/api/tournaments", casual);
  ASSERT_EQ(made.status, 201) << made.raw;
  const std::string id = made.body["id"];
  EXPECT_EQ(guest.call("POST", "/api/tournaments/" + id + "/join").status, 401);
  EXPECT_EQ(ana.call("POST", "/api/tournaments/" + id + "/withdraw").status, 409);
  EXPECT_EQ(ana.call("POST", "/api/tournaments/nosuch/join").status, 404);
  EXPECT_EQ(ana.call("GET", "/api/tournaments/" + id + "/join").status, 405);
  EXPECT_EQ(http(port(), "GET", "/api/tournaments/NOT*AN*ID").status, 404);
  // A lobby message for a tournament that does not exist.
  auto ws = ana.socket("?lobby=1");
  ws->next();
  ws->send({{"type", "tournament"}, {"id", "nosuch"}});
  EXPECT_EQ(ws->next_of("error")["code"], "no_such_tournament");
  ws->send({{"type", "tournament"}, {"id", "Bad Id!"}});
  EXPECT_EQ(ws->next_of("error")["code"], "bad_message");
  // Listed with its status.
  const auto lists = http(port(), "GET", "/api/tournaments").body;
  ASSERT_EQ(lists["running"].size(), 1u) << lists.dump();
  EXPECT_EQ(lists["running"][0]["id"], id);
  // A moderator cancels it: said on its page, no more joins; a second cancel is refused.
  ASSERT_EQ(ana.call("POST", "/api/tournaments/" + id + "/join").status, 200);
  const std::string admin = std::string(CUBILETE_BINARY) + " admin --db '" + db().serve_db() + "' --as tester ";
  const auto cancelled = run_command(admin + "--reason 'a test' cancel-tournament " + id + " 2>&1");
  EXPECT_EQ(cancelled.status, 0) << cancelled.out;
  const auto view = http(port(), "GET", "/api/tournaments/" + id).body;
  EXPECT_EQ(view["status"], "cancelled");
  EXPECT_EQ(view["cancel_reason"], "a test");
  EXPECT_EQ(ana.call("POST", "/api/tournaments/" + id + "/join").body.value("error", ""), "tournament_cancelled");
  EXPECT_NE(run_command(admin + "cancel-tournament " + id + " 2>&1").status, 0);
  EXPECT_NE(run_command(admin + "cancel-tournament nosuch 2>&1").status, 0);
  EXPECT_TRUE(has(run_command(admin + "log 2>&1").out, "cancel-tournament tournament " + id));
  EXPECT_EQ(http(port(), "GET", "/api/tournaments").body["running"].size(), 0u);
}

TEST_P(Tournaments, AGameIsNeverHintedHasNoRematchAndTwoAccountsOfOneAddressNeverMeetWhenRated) {
  // No --rated-same-address: every client here is 127.0.0.1, so two accounts never meet in a rated
  // arena; a casual one pairs them.
  start_tournaments();
  auto people = sign_up(2, "addr_p");
  Browser host = signed_up("addr_host", kPassword);
  const json rated = make(host, {{"kind", "arena"}, {"game", "crag"}, {"starts", "now"}, {"minutes", 60}, {"public", true}});
  const json casual = make(host, {{"kind", "arena"}, {"game", "crag"}, {"starts", "now"}, {"minutes", 60},
                                  {"public", false}, {"rated", false}});
  for (auto& e : people) {
    ASSERT_EQ(e.browser.call("POST", "/api/tournaments/" + rated["id"].get<std::string>() + "/join").status, 200);
    ASSERT_EQ(e.browser.call("POST", "/api/tournaments/" + casual["id"].get<std::string>() + "/join").status, 200);
  }
  for (auto& e : people) watch(e, rated["id"]);
  // Three waves' time: no pairing.
  std::this_thread::sleep_for(std::chrono::milliseconds(3500));
  std::map<std::string, Pairing> pairings;
  collect(people, pairings);
  EXPECT_TRUE(pairings.empty()) << "two accounts of one address met in a rated arena";
  // The casual arena (private: not on the lobby's lists) pairs them.
  for (auto& e : people) e.lobby->send({{"type", "tournament"}, {"id", casual["id"]}});
  for (int i = 0; i < 100 && (pairings.empty() || pairings.begin()->second.seats.size() < 2); ++i) {
    collect(people, pairings);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_EQ(pairings.size(), 1u);
  const auto lists = http(port(), "GET", "/api/tournaments").body;
  for (const auto& t : lists["running"]) EXPECT_NE(t["id"], casual["id"]) << "a private tournament was listed";
  auto& p = pairings.begin()->second;
  ASSERT_EQ(p.seats.size(), 2u);
  WsClient seat0(port(), p.room, p.seats[0].second);
  json state = seat0.next_of("state");
  EXPECT_EQ(state["hints"], "off");
  seat0.send({{"type", "hint"}});
  EXPECT_EQ(seat0.next_of("error")["code"], "hints_off");
  seat0.send({{"type", "rematch"}});
  const auto refused = seat0.next_of("error");
  EXPECT_TRUE(refused["code"] == "no_rematch" || refused["code"] == "not_over") << refused.dump();
}

TEST_P(Tournaments, TenEntrantsOfADuplicateTournamentMeetTheSameDiceAndEveryResultVerifies) {
  start_tournaments();
  auto entrants = sign_up(10, "dup_p");
  Browser host = signed_up("dup_host", kPassword);
  Browser stranger = signed_up("dup_stranger", kPassword);
  // Twelve minutes of a second each.
  const json t = make(host, {{"kind", "duplicate"}, {"game", "generala"}, {"starts", "now"}, {"minutes", 12},
                             {"public", true}});
  const std::string id = t["id"];
  EXPECT_EQ(t["rated"], false);
  EXPECT_FALSE(t.contains("seed")) << "the seed shows before the end";
  const std::string commitment = t["commitment"];
  EXPECT_EQ(http(port(), "GET", "/api/tournaments/" + id + "/optimal").status, 403) << "the optimum's game before the end";
  std::map<std::string, double> scores;  // by entrant
  std::vector<std::string> rooms;
  for (size_t i = 0; i < entrants.size(); ++i) {
    auto& e = entrants[i];
    EXPECT_EQ(e.browser.call("POST", "/api/tournaments/" + id + "/play").status, 409) << "played before joining";
    ASSERT_EQ(e.browser.call("POST", "/api/tournaments/" + id + "/join").status, 200);
    const auto made = e.browser.call("POST", "/api/tournaments/" + id + "/play");
    ASSERT_EQ(made.status, 201) << made.raw;
    const std::string code = made.body["room"];
    EXPECT_EQ(made.body["commitment"], commitment);
    EXPECT_EQ(e.browser.call("POST", "/api/tournaments/" + id + "/play").body.value("error", ""), "already_playing");
    // Nobody but its player watches it, or reads its record, before the tournament is over.
    WsClient spectator(port(), code);
    EXPECT_EQ(spectator.next_of("error")["code"], "not_yet");
    Room room;
    room.code = code;
    Player player;
    player.seat = 0;
    player.token = made.body["token"];
    player.ws = std::make_unique<WsClient>(port(), code, player.token);
    room.people.push_back(std::move(player));
    play_randomly(port(), room, 100 + i);
    scores[e.name] = room.people[0].state["result"]["scores"][0];
    EXPECT_EQ(stranger.call("GET", "/api/rooms/" + code + "/record").status, 409);
    EXPECT_EQ(e.browser.call("POST", "/api/tournaments/" + id + "/play").body.value("error", ""), "already_played");
    rooms.push_back(code);
  }
  // Standings by score as results arrive.
  json view = http(port(), "GET", "/api/tournaments/" + id).body;
  for (int i = 0; i < 100 && view["standings"].size() < entrants.size(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    view = http(port(), "GET", "/api/tournaments/" + id).body;
  }
  ASSERT_EQ(view["standings"].size(), entrants.size()) << view.dump();
  for (size_t i = 0; i < view["standings"].size(); ++i) {
    const auto& row = view["standings"][i];
    EXPECT_EQ(row["score"].get<double>(), scores[row["name"].get<std::string>()]);
    if (i > 0) EXPECT_GE(view["standings"][i - 1]["score"].get<double>(), row["score"].get<double>());
  }
  // The end: the seed is revealed; every record holds it, the same game seed, and verifies.
  for (int i = 0; i < 300 && view["status"] != "finished"; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    view = http(port(), "GET", "/api/tournaments/" + id).body;
  }
  ASSERT_EQ(view["status"], "finished");
  ASSERT_TRUE(view.contains("seed"));
  const std::string seed = view["seed"];
  TempDir dir;
  std::string game_seed;
  for (const auto& code : rooms) {
    const auto record = stranger.call("GET", "/api/rooms/" + code + "/record");
    ASSERT_EQ(record.status, 200) << record.raw;
    EXPECT_EQ(record.body["server_seed"], seed);
    if (game_seed.empty()) game_seed = record.body["seed"].dump();
    EXPECT_EQ(record.body["seed"].dump(), game_seed) << "an entrant met other dice";
    const std::string file = dir.path() + "/" + code + ".json";
    std::ofstream(file) << record.raw;
    const auto verified = run_command(std::string(CUBILETE_BINARY) + " verify " + file);
    EXPECT_EQ(verified.status, 0) << verified.out;
  }
  // The commitment shown from the start is the revealed seed's.
  crypto::Bytes bytes;
  ASSERT_TRUE(crypto::from_hex(seed, bytes));
  EXPECT_EQ(fair::commitment_of(bytes), commitment);
  // Each row now links its game; the optimum's game on the same dice is shown and verifies.
  for (const auto& row : view["standings"]) {
    ASSERT_EQ(row["rooms"].size(), 1u) << row.dump();
    EXPECT_NE(std::find(rooms.begin(), rooms.end(), row["rooms"][0].get<std::string>()), rooms.end());
  }
  const auto optimal = stranger.call("GET", "/api/tournaments/" + id + "/optimal");
  ASSERT_EQ(optimal.status, 200) << optimal.raw;
  EXPECT_EQ(optimal.body["server_seed"], seed);
  EXPECT_EQ(optimal.body["seed"].dump(), game_seed) << "the optimum met other dice";
  const std::string optimal_file = dir.path() + "/optimal.json";
  std::ofstream(optimal_file) << optimal.raw;
  const auto checked = run_command(std::string(CUBILETE_BINARY) + " verify " + optimal_file);
  EXPECT_EQ(checked.status, 0) << checked.out;
}

TEST_P(Tournaments, TheDayLimitAndTheBansHoldForEveryWayIn) {
  start_tournaments({}, 2);
  Browser ana = signed_up("ana_limits", kPassword);
  Browser bia = signed_up("bia_limits", kPassword);
  const json arena = {{"kind", "arena"}, {"game", "crag"}, {"starts", "now"}, {"minutes", 60}, {"public", true}};
  const std::string id = make(ana, arena)["id"];
  make(ana, arena);
  const auto third = ana.call("POST", "/api/tournaments", arena);
  EXPECT_EQ(third.status, 429) << third.raw;
  // The limit is the address's too: another account of the same address is refused as well.
  EXPECT_EQ(bia.call("POST", "/api/tournaments", arena).status, 429);
  // A banned account enters no more (its sessions end with the ban: signed out, or refused).
  const std::string admin = std::string(CUBILETE_BINARY) + " admin --db '" + db().serve_db() + "' --as tester ";
  ASSERT_EQ(ana.call("POST", "/api/tournaments/" + id + "/join").status, 200);
  ASSERT_EQ(run_command(admin + "ban ana_limits 2>&1").status, 0);
  bool refused = false;
  for (int i = 0; i < 50 && !refused; ++i) {  // the ban reaches the server within its next reading
    refused = ana.call("POST", "/api/tournaments/" + id + "/join").status != 200;
    if (!refused) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  EXPECT_TRUE(refused) << "a banned account entered a tournament";
}

ACCOUNT_SERVER_BACKENDS(Tournaments);

// Two instances on one PostgreSQL store run one arena: entrants watch from either, are paired
// across them (one instance pairs at a time), and when one instance is killed its people come back
// through the other and the arena finishes there, its standings lichess's scoring of every game.
class TournamentInstances : public Tournaments {
 protected:
  void TearDown() override {
    if (second_) show_log_end(*second_, "the second instance");
    second_.reset();
    Tournaments::TearDown();
  }
  std::unique_ptr<ServerProcess> second_;
};

TEST_P(TournamentInstances, TwoInstancesRunOneArenaAndItFinishesOnTheOneLeft) {
  start_tournaments({"--rated-same-address"});
  setenv("CUBILETE_TEST_TOURNAMENT_MINUTE_MS", std::to_string(kMinuteMs).c_str(), 1);
  second_ = std::make_unique<ServerProcess>(
      db().serve_db(), std::vector<std::string>{"--password-cost", "minimum", "--rated-same-address", "--tournament-rest",
                                                "0", "--tournament-schedule", "none", "--joins-per-minute", "0",
                                                "--connects-per-minute", "0"});
  unsetenv("CUBILETE_TEST_TOURNAMENT_MINUTE_MS");
  const unsigned short first_port = port(), second_port = second_->port();
  auto entrants = sign_up(8, "inst_p");
  Browser host = signed_up("inst_host", kPassword);
  const json t = make(host, {{"kind", "arena"}, {"game", "crag"}, {"starts", "now"}, {"minutes", 24}, {"public", true}});
  const std::string id = t["id"];
  for (auto& e : entrants) ASSERT_EQ(e.browser.call("POST", "/api/tournaments/" + id + "/join").status, 200);
  // Half watch from each instance.
  for (size_t i = 0; i < entrants.size(); ++i) watch(entrants[i], id, i % 2 ? second_port : first_port);
  std::map<std::string, Pairing> pairings;
  const auto ends = std::chrono::steady_clock::now() + std::chrono::milliseconds(24 * kMinuteMs);
  bool killed = false, across = false;
  size_t played_before_kill = 0;
  uint64_t seed = 1;
  while (std::chrono::steady_clock::now() < ends - std::chrono::seconds(3)) {
    collect(entrants, pairings);
    for (const auto& [code, p] : pairings)
      if (p.seats.size() == 2 && (p.seats.at(0).first % 2) != (p.seats.at(1).first % 2)) across = true;
    seed += uint64_t(play_ready(entrants, pairings, seed));
    if (!killed && std::chrono::steady_clock::now() > ends - std::chrono::seconds(14)) {
      // The first instance dies; its people open their lobby sockets on the second.
      server().kill9();
      killed = true;
      played_before_kill = played_order.size();
      // Everyone comes back through the second instance; a game paired before the kill and not
      // played yet is played there (its room is taken over from the store).
      for (size_t i = 0; i < entrants.size(); ++i) watch(entrants[i], id, second_port);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_TRUE(killed);
  EXPECT_TRUE(across) << "nobody watching from one instance met someone watching from the other";
  EXPECT_GT(played_order.size(), played_before_kill) << "no game was paired after the kill";
  json final_view;
  for (int i = 0; i < 200; ++i) {
    final_view = http(second_port, "GET", "/api/tournaments/" + id).body;
    if (final_view["status"] == "finished" && !final_view["winner"].is_null()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  ASSERT_EQ(final_view["status"], "finished") << final_view.dump();
  EXPECT_GE(expect_lichess_standings(final_view, entrants, pairings, played_order), 6);
}

// PostgreSQL only: one SQLite file is served by one process.
INSTANTIATE_TEST_SUITE_P(PostgreSQL, TournamentInstances,
                         ::testing::Values(store::test_db::Factory(&store::test_db::postgres_backend)));


}  // namespace
}  // namespace cubilete::test
