// What keeps rated games honest, and every way into a room behind the same door, over real
// sockets: a rated game is played by the game's default rules or a listed rated preset, with a
// turn clock that plays for a person who stops; two accounts of one address are not paired (nor
// seated) in a rated game unless the server is told people share addresses; a person who leaves a
// rated game against a bot loses it, and a casual room against a bot nobody opened ends; quick play
// goes through the bans, the limits on rooms and rule sets, and one seat per address as a room
// made over HTTP does; a lobby socket whose session ended (signed out everywhere, or a ban) no
// longer acts as its account; quick play keeps each person's seed; the bot a rated seeker is
// offered can play. Every wait is bounded; nothing is timed. Every frame is read for the others'
// tokens and cookies. On SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <set>
#include <thread>

#include "account_browser.h"
#include "lobby_answers.h"

namespace cubilete::test {
namespace {

using Clock = std::chrono::steady_clock;

class RatedIntegrity : public AccountServer {
 protected:
  std::unique_ptr<WsClient> lobby_of(const Browser& b) { return opened_lobby(b); }
  std::unique_ptr<WsClient> guest_lobby() { return lobby_of(browser()); }

  CommandResult admin_applied(const std::string& args) {
    return admin_taken_in(CUBILETE_BINARY, db().serve_db(), args, {&server()});
  }

  // GET /api/rooms/CODE until `pred` holds of its body (bounded); the last answer.
  HttpResult room_until(const std::string& code, const std::function<bool(const json&)>& pred,
                        std::chrono::milliseconds timeout = 20s) {
    HttpResult r;
    const auto deadline = Clock::now() + timeout;
    while (Clock::now() < deadline) {
      r = http(port(), "GET", "/api/rooms/" + code);
      if (r.status == 200 && pred(r.body)) return r;
      std::this_thread::sleep_for(100ms);
    }
    ADD_FAILURE() << "room " << code << " never as expected: " << r.raw;
    return r;
  }

  HttpResult rated_crag(Browser& b, const json& more = json::object()) {
    json body = {{"game", "crag"}, {"seats", json::array({json::object(), {{"bot", "greedy"}}})}, {"rated", true}};
    body.update(more);
    return b.call("POST", "/api/rooms", body);
  }
};

TEST_P(RatedIntegrity, RatedRulesAreTheGamesDefaultsOrARatedPreset) {
  start();
  Browser ana = signed_up("ana_rules", kPassword);
  const json damma_seats = json::array({json::object(), {{"bot", "alphabeta"}}});
  const json start_rules = {{"start", "wwwww/...../...../...../..... w -"}};
  auto r = ana.call("POST", "/api/rooms", {{"game", "damma"}, {"seats", damma_seats}, {"rated", true}, {"rules", start_rules}});
  EXPECT_EQ(r.status, 409) << r.raw;
  EXPECT_EQ(r.body.value("error", ""), "not_ratable") << r.raw;
  EXPECT_NE(r.body.value("message", "").find("start"), std::string::npos) << "the message names the option: " << r.raw;
  // A casual game keeps every option.
  r = ana.call("POST", "/api/rooms", {{"game", "damma"}, {"seats", damma_seats}, {"rules", start_rules}});
  EXPECT_EQ(r.status, 201) << r.raw;
  r = ana.call("POST", "/api/rooms",
               {{"game", "generala"}, {"seats", json::array({json::object(), {{"bot", "greedy"}}})}, {"rated", true},
                {"rules", {{"generala_points", 1000}}}});
  EXPECT_EQ(r.status, 409) << r.raw;
  EXPECT_EQ(r.body.value("error", ""), "not_ratable") << r.raw;
  // Damma's 9x9 board is a listed rated preset.
  r = ana.call("POST", "/api/rooms",
               {{"game", "damma"}, {"seats", damma_seats}, {"rated", true}, {"rules", {{"board", "9"}}}});
  EXPECT_EQ(r.status, 201) << r.raw;

  // A rated room without a clock named gets the default rated clock.
  r = rated_crag(ana);
  ASSERT_EQ(r.status, 201) << r.raw;
  const std::string code = r.body["room"];
  const int seat = r.body["seat"];
  auto ws = ana.socket(code);
  const json state = ws->next_of("state");
  EXPECT_EQ(state["rated"], true) << state.dump().substr(0, 400);
  // The state carries no "turn_seconds" (PROTOCOL.md v1.1: the summary does; a state carries
  // "clock" while a turn clock runs).
  const json summary = http(port(), "GET", "/api/rooms/" + code).body;
  EXPECT_EQ(summary["turn_seconds"], 90) << summary.dump();
  EXPECT_EQ(summary["rated"], true);
  if (state["status"] == "playing" && state["to_move"] == seat) {
    ASSERT_TRUE(state.contains("clock")) << "the person's turn runs on a clock: " << state.dump().substr(0, 400);
    EXPECT_EQ(state["clock"]["seat"], seat);
  }
  for (int seconds : {0, 5}) {
    r = rated_crag(ana, {{"turn_seconds", seconds}});
    EXPECT_EQ(r.status, 409) << seconds << ": " << r.raw;
    EXPECT_EQ(r.body.value("error", ""), "not_ratable") << seconds << ": " << r.raw;
  }
  r = rated_crag(ana, {{"turn_seconds", 10}});
  EXPECT_EQ(r.status, 201) << r.raw;

  // Rated quick play takes the same rules only.
  auto lobby = lobby_of(ana);
  lobby->send(seek("yahtzee", {{"rated", true}, {"rules", {{"yahtzee_bonus", 200}}}}));
  const json refused = answer(*lobby);
  EXPECT_EQ(refused["type"], "error") << refused;
  EXPECT_EQ(refused["code"], "not_ratable") << refused;
  for (const auto& m : answers_for(*lobby, 500ms)) EXPECT_NE(m["type"], "paired") << m;
  const json profile = http(port(), "GET", "/api/players/ana_rules").body;
  ASSERT_TRUE(profile["ratings"].is_object()) << profile.dump();
  for (const auto& [game, rating] : profile["ratings"].items())
    EXPECT_EQ(rating["games"], 0) << "no rated game counted: " << game << " " << rating;
}

TEST_P(RatedIntegrity, TwoAccountsOfOneAddressAreNotPairedRated) {
  start();
  Browser ana = signed_up("ana_addr", kPassword);
  Browser bruno = signed_up("bruno_addr", kPassword);
  {
    auto a = lobby_of(ana);
    auto b = lobby_of(bruno);
    a->send(seek("crag", {{"rated", true}}));
    EXPECT_EQ(answer(*a)["type"], "seeking");
    b->send(seek("crag", {{"rated", true}}));
    EXPECT_EQ(answer(*b)["type"], "seeking");
    for (auto* ws : {a.get(), b.get()}) {
      const auto got = answers_for(*ws, 1s);
      EXPECT_FALSE(any_of_type(got, "paired")) << dump(got);
    }
    // Casual seeks of the same two are paired.
    a->send(seek("crag"));
    b->send(seek("crag"));
    const json pa = a->next_of("paired");
    const json pb = b->next_of("paired");
    EXPECT_EQ(pa["room"], pb["room"]);
    expect_no_secret(*a, {bruno.cookie, pb["token"]});
    expect_no_secret(*b, {ana.cookie, pa["token"]});
  }
  // Nor does a join seat them at one rated table.
  auto made = ana.call("POST", "/api/rooms",
                       {{"game", "crag"}, {"seats", json::array({json::object(), json::object()})}, {"rated", true}});
  ASSERT_EQ(made.status, 201) << made.raw;
  const std::string code = made.body["room"];
  auto joined = bruno.call("POST", "/api/rooms/" + code + "/join", json::object());
  EXPECT_EQ(joined.status, 409) << joined.raw;
  EXPECT_EQ(joined.body.value("error", ""), "same_address") << joined.raw;

  // Where people share addresses, the server may be told so.
  start({"--rated-same-address"});
  ana.port = bruno.port = port();
  auto a = lobby_of(ana);
  auto b = lobby_of(bruno);
  a->send(seek("crag", {{"rated", true}}));
  EXPECT_EQ(answer(*a)["type"], "seeking");
  b->send(seek("crag", {{"rated", true}}));
  const json pa = a->next_of("paired");
  const json pb = b->next_of("paired");
  EXPECT_EQ(pa["room"], pb["room"]);
  // A rated room of hers made now (the one above may hold his seat if the refusal failed).
  auto again = ana.call("POST", "/api/rooms",
                        {{"game", "crag"}, {"seats", json::array({json::object(), json::object()})}, {"rated", true}});
  ASSERT_EQ(again.status, 201) << again.raw;
  joined = bruno.call("POST", "/api/rooms/" + again.body["room"].get<std::string>() + "/join", json::object());
  EXPECT_EQ(joined.status, 200) << joined.raw;
  expect_no_secret(*a, {bruno.cookie, pb["token"], joined.body.value("token", "")});
  expect_no_secret(*b, {ana.cookie, pa["token"], again.body.value("token", "")});
}

TEST_P(RatedIntegrity, ARatedGameHasAClockThatBindsAConnectedPlayer) {
  start();
  Browser ana = signed_up("ana_clock", kPassword);
  auto made = rated_crag(ana, {{"turn_seconds", 10}});
  ASSERT_EQ(made.status, 201) << made.raw;
  const std::string code = made.body["room"];
  const int seat = made.body["seat"];
  auto ws = ana.socket(code);
  // She is connected and never moves: the clock plays her turn.
  json decided;
  const auto deadline = Clock::now() + 30s;
  while (decided.is_null() && Clock::now() < deadline) {
    json m;
    try {
      m = ws->next_of("state", std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()));
    } catch (const std::runtime_error&) {
      break;
    }
    for (const auto& move : m["moves"])
      if (move["by"] == "clock") decided = move;
  }
  ASSERT_FALSE(decided.is_null()) << "no move decided by the clock within 30 s; last frame: "
                                  << (ws->frames().empty() ? "none" : ws->frames().back().substr(0, 400));
  EXPECT_EQ(decided["seat"], seat) << decided;
}

TEST_P(RatedIntegrity, ARatedGameAgainstABotLeftUnfinishedIsALoss) {
  start({"--claim-after", "2", "--away-timeout", "1"});
  Browser ana = signed_up("ana_leaves", kPassword);
  auto made = rated_crag(ana);
  ASSERT_EQ(made.status, 201) << made.raw;
  const std::string code = made.body["room"];
  const int seat = made.body["seat"];
  {
    Player p;
    p.seat = seat;
    p.ws = ana.socket(code);
    await_state(p);
    // One legal action when it is hers (read as play_step does), then she leaves.
    const json& s = p.state;
    if (s["status"] == "playing" && s["to_move"] == seat && !s["legal"].empty()) {
      p.ws->send({{"type", "act"}, {"action", s["legal"][0]}, {"version", s["version"]}});
      const uint64_t before = s["version"];
      for (int i = 0; i < 20 && p.state["version"].get<uint64_t>() <= before; ++i) await_state(p);
    }
    p.ws->close();
  }
  const auto over = room_until(code, [](const json& b) { return b["status"] == "over"; });
  EXPECT_EQ(over.body["status"], "over") << over.raw;
  // The summary names no abandoned_by (room_messages.cpp's summary_json); the record does.
  const auto record = http(port(), "GET", "/api/rooms/" + code + "/record");
  ASSERT_EQ(record.status, 200) << record.raw;
  EXPECT_EQ(record.body["abandoned_by"], json::array({seat})) << record.raw.substr(0, 400);
  const json profile = profile_once("ana_leaves", 1);
  const auto& crag = profile["ratings"]["crag"];
  EXPECT_LT(crag["rating"].get<double>(), 1500.0) << "a loss: " << crag;
}

TEST_P(RatedIntegrity, ACasualRoomAgainstABotNobodyOpenedEnds) {
  start({"--waiting-expiry", "2", "--away-timeout", "1"});
  auto made = browser().call("POST", "/api/rooms",
                             {{"game", "crag"}, {"seats", json::array({json::object(), {{"bot", "greedy"}}})}});
  ASSERT_EQ(made.status, 201) << made.raw;
  const std::string code = made.body["room"];
  const auto over = room_until(code, [](const json& b) { return b["status"] == "over"; });
  EXPECT_EQ(over.body["status"], "over") << over.raw;
  const auto record = http(port(), "GET", "/api/rooms/" + code + "/record");
  ASSERT_EQ(record.status, 200) << record.raw;
  EXPECT_EQ(record.body["abandoned_by"], json::array({made.body["seat"]})) << record.raw.substr(0, 400);
}

TEST_P(RatedIntegrity, ABannedAddressCannotQuickPlay) {
  start();
  const auto banned = admin_applied("ban 127.0.0.1");
  ASSERT_EQ(banned.status, 0) << banned.out;
  const auto room = http_json(port(), "POST", "/api/rooms",
                              {{"game", "crag"}, {"seats", json::array({json::object(), {{"bot", "greedy"}}})}});
  EXPECT_EQ(room.status, 403) << room.raw;
  const std::string code = room.body.value("error", "");
  EXPECT_EQ(code, "banned") << room.raw;
  auto ws = guest_lobby();
  ws->send(seek("crag", {{"bot_after", 0}}));
  const json refused = answer(*ws);
  EXPECT_EQ(refused["type"], "error") << refused;
  EXPECT_EQ(refused["code"], code) << "the same refusal as a room made over HTTP: " << refused;
  auto got = answers_for(*ws, 1s);
  EXPECT_FALSE(any_of_type(got, "bot_offer")) << dump(got);
  EXPECT_FALSE(any_of_type(got, "paired")) << dump(got);
  ws->send({{"type", "accept_bot"}});
  const json no_bot = answer(*ws);
  EXPECT_EQ(no_bot["type"], "error") << no_bot;
  got = answers_for(*ws, 1s);
  EXPECT_FALSE(any_of_type(got, "paired")) << dump(got);
}

TEST_P(RatedIntegrity, QuickPlayCountsAgainstRoomAndRuleSetLimits) {
  start({"--rooms-per-minute", "2", "--rule-sets-per-hour", "1"});
  auto ws = guest_lobby();
  ws->send(seek("yahtzee", {{"rules", {{"yahtzee_bonus", 201}}}, {"bot_after", 0}}));
  EXPECT_EQ(answer(*ws)["type"], "seeking");
  // A second rule set new to the server.
  ws->send(seek("yahtzee", {{"rules", {{"yahtzee_bonus", 202}}}, {"bot_after", 0}}));
  json m = ws->next_of("error");
  EXPECT_EQ(m["code"], "rate_limited") << m;
  EXPECT_NE(m.value("message", "").find("--rule-sets-per-hour"), std::string::npos) << m;
  // A rule set already made costs no rule set, but a seek is a room: the third of the minute.
  ws->send(seek("yahtzee", {{"rules", {{"yahtzee_bonus", 201}}}, {"bot_after", 0}}));
  m = ws->next_of("error");
  EXPECT_EQ(m["code"], "rate_limited") << m;
  EXPECT_NE(m.value("message", "").find("--rooms-per-minute"), std::string::npos) << m;
  const auto made = http_json(port(), "POST", "/api/rooms",
                              {{"game", "yahtzee"}, {"seats", json::array({json::object(), {{"bot", "greedy"}}})}});
  EXPECT_EQ(made.status, 429) << made.raw;
  EXPECT_EQ(made.body.value("error", ""), "rate_limited") << made.raw;
  const auto got = answers_for(*ws, 300ms);
  EXPECT_FALSE(any_of_type(got, "paired")) << dump(got);
}

TEST_P(RatedIntegrity, OneSeatPerAddressHoldsInQuickPlay) {
  const json triplo = seek("triplo_seis", {{"rules", {{"players", "2"}}}});
  {
    start({"--one-seat-per-address"});
    auto a = guest_lobby();
    auto b = guest_lobby();
    a->send(triplo);
    EXPECT_EQ(answer(*a)["type"], "seeking");
    b->send(triplo);
    EXPECT_EQ(answer(*b)["type"], "seeking");
    for (auto* ws : {a.get(), b.get()}) {
      const auto got = answers_for(*ws, 1s);
      EXPECT_FALSE(any_of_type(got, "paired")) << dump(got);
    }
  }
  start();
  auto a = guest_lobby();
  auto b = guest_lobby();
  a->send(triplo);
  EXPECT_EQ(answer(*a)["type"], "seeking");
  b->send(triplo);
  const json pa = a->next_of("paired");
  const json pb = b->next_of("paired");
  EXPECT_EQ(pa["room"], pb["room"]);
  expect_no_secret(*a, {pb["token"]});
  expect_no_secret(*b, {pa["token"]});
}

TEST_P(RatedIntegrity, ASignedOutSocketNoLongerActsAsItsAccount) {
  start();
  Browser ana = signed_up("ana_out", kPassword);
  Browser bruno = signed_up("bruno_out", kPassword);
  const std::string ana_cookie = ana.cookie, bruno_cookie = bruno.cookie;
  auto a = lobby_of(ana);
  auto b = lobby_of(bruno);
  // While their sessions live, their sockets act as their accounts (a seek, then a cancel).
  for (auto* ws : {a.get(), b.get()}) expect_acts_as_account(*ws);

  const auto out = ana.call("POST", "/api/account/signout", {{"everywhere", true}});
  ASSERT_EQ(out.status, 200) << out.raw;
  expect_session_ended(*a);

  // A ban ends the account's sessions: the same.
  const auto banned = admin_applied("ban bruno_out");
  ASSERT_EQ(banned.status, 0) << banned.out;
  expect_session_ended(*b);
  for (auto* ws : {a.get(), b.get()})
    for (const auto& frame : ws->frames()) EXPECT_EQ(frame.find("\"paired\""), std::string::npos) << frame;
  expect_no_secret(*a, {ana_cookie, bruno_cookie});
  expect_no_secret(*b, {ana_cookie, bruno_cookie});
}

TEST_P(RatedIntegrity, QuickPlayTakesEachPersonsSeed) {
  start();
  auto ana = guest_lobby();
  auto bruno = guest_lobby();
  ana->send(seek("crag", {{"client_seed", "seed-of-ana"}, {"name", "Ana"}}));
  EXPECT_EQ(answer(*ana)["type"], "seeking");
  bruno->send(seek("crag", {{"client_seed", "seed-of-bruno"}, {"name", "Bruno"}}));
  const json pa = ana->next_of("paired");
  const json pb = bruno->next_of("paired");
  ASSERT_EQ(pa["room"], pb["room"]);
  const std::string code = pa["room"];
  Room room = seated(port(), {pa, pb});
  // The seeds are revealed with the record, once the game is over (a state carries none).
  play_randomly(port(), room, 10);
  ASSERT_EQ(room.people[0].state["status"], "over");
  const auto record = http(port(), "GET", "/api/rooms/" + code + "/record");
  ASSERT_EQ(record.status, 200) << record.raw;
  const json& seeds = record.body["client_seeds"];
  ASSERT_EQ(seeds.size(), 2u) << record.raw.substr(0, 400);
  EXPECT_EQ(seeds[pa["seat"].get<int>()], "seed-of-ana") << seeds;
  EXPECT_EQ(seeds[pb["seat"].get<int>()], "seed-of-bruno") << seeds;
  expect_no_secret(*ana, {pb["token"]});
  expect_no_secret(*bruno, {pa["token"]});
  for (const auto& p : room.people) {
    const std::string other = p.seat == pa["seat"].get<int>() ? pb["token"].get<std::string>() : pa["token"].get<std::string>();
    expect_no_secret(*p.ws, {other});
  }

  auto third = guest_lobby();
  third->send(seek("crag", {{"client_seed", 5}}));
  const json bad = answer(*third);
  EXPECT_EQ(bad["type"], "error") << bad;
  EXPECT_EQ(bad["code"], "bad_seed") << bad;
}

TEST_P(RatedIntegrity, AWinOverOnesOwnSecondSeatCountsNothingOnTheProfile) {
  start();
  // Two guest seats of one address play each other to the end; the winner's seat is then kept
  // into a new account.
  Room room = open_room(port(), "crag", json::array({json::object(), json::object()}));
  play_randomly(port(), room, 12);
  ASSERT_EQ(room.people[0].state["status"], "over");
  const json winners = room.people[0].state["result"]["winners"];
  ASSERT_FALSE(winners.empty()) << room.people[0].state["result"];
  const int winner = winners[0];
  const Player& kept = room.people[size_t(room.people[0].seat == winner ? 0 : 1)];
  ASSERT_EQ(kept.seat, winner);
  Browser b = signed_up("self_player", kPassword);
  const auto r = b.call("POST", "/api/account/seats", {{"seats", json::array({{{"room", room.code}, {"token", kept.token}}})}});
  ASSERT_EQ(r.status, 200) << r.raw;
  EXPECT_EQ(r.body["seats"][0]["kept"], true) << r.raw;
  const json profile = http(port(), "GET", "/api/players/self_player").body;
  EXPECT_EQ(profile["games"].size(), 0u) << "no result from playing oneself: " << profile.dump();
  const json stats = profile.value("stats", json::object());
  const json crag = stats.is_object() ? stats.value("crag", json::object()) : json::object();
  EXPECT_EQ(crag.is_object() ? crag.value("played", 0) : 0, 0) << profile.dump();
  expect_no_secret(*room.people[0].ws, {room.people[1].token, b.cookie});
}

TEST_P(RatedIntegrity, ABannedAddressGetsNoRematch) {
  start();
  // A game against a bot played to its end; then the address is banned, and its rematch (a new
  // room) is refused at the same door as a new room.
  Room room = open_room(port(), "crag", json::array({json::object(), {{"bot", "greedy"}}}));
  play_randomly(port(), room, 14);
  ASSERT_EQ(room.people[0].state["status"], "over");
  const auto banned = admin_applied("ban 127.0.0.1");
  ASSERT_EQ(banned.status, 0) << banned.out;
  auto& ws = *room.people[0].ws;
  ws.send({{"type", "rematch"}});
  const json refused = ws.next_of("error");
  EXPECT_EQ(refused["code"], "banned") << refused;
  for (const auto& m : ws.drain(500ms)) EXPECT_NE(m["type"], "rematch") << m;
}

TEST_P(RatedIntegrity, TheBotOfferedInRatedQuickPlayCanPlay) {
  start();
  Browser ana = signed_up("ana_bot", kPassword);
  const json games = http(port(), "GET", "/api/games").body;  // kept: the loop reads into it
  json generala;
  for (const auto& g : games["games"])
    if (g["id"] == "generala") generala = g;
  ASSERT_FALSE(generala.is_null());
  auto ws = lobby_of(ana);
  ws->send(seek("generala", {{"rated", true}, {"bot_after", 0}}));
  EXPECT_EQ(answer(*ws)["type"], "seeking");
  const json offer = ws->next_of("bot_offer");
  const std::string bot = offer.value("bot", "");
  const auto listed = [&](const char* list) {
    for (const auto& b : generala[list])
      if (b == bot) return true;
    return false;
  };
  EXPECT_TRUE(listed("rated_bots")) << bot << " not among " << generala["rated_bots"];
  EXPECT_TRUE(listed("bots")) << bot << " cannot play now; the bots that can: " << generala["bots"];
  ws->send({{"type", "accept_bot"}});
  const json paired = ws->next_of("paired");
  const std::string code = paired["room"];
  Room room{code, "", {}};
  Player p;
  p.seat = paired["seat"];
  p.token = paired["token"];
  p.ws = ana.socket(code);
  room.people.push_back(std::move(p));
  const json& state = await_state(room.people[0]);
  EXPECT_EQ(state["rated"], true);
  ASSERT_EQ(state["seats"].size(), 2u);
  EXPECT_EQ(state["seats"][1 - room.people[0].seat]["bot"], bot) << state["seats"];
  // A few random actions of hers, until the bot has moved once (bounded).
  std::mt19937_64 rng(11);
  const auto bot_moved = [&] {
    for (const auto& f : room.people[0].ws->frames())
      if (f.find("\"by\":\"bot\"") != std::string::npos) return true;
    return false;
  };
  const auto deadline = Clock::now() + 60s;
  while (!bot_moved() && Clock::now() < deadline && play_step(room, rng)) {
  }
  EXPECT_TRUE(bot_moved() || room.people[0].state["status"] == "over") << "the bot never moved";
  const std::string log = server().log();
  EXPECT_EQ(log.find("failed: the two-player table"), std::string::npos) << log.substr(0, 2000);
  EXPECT_EQ(log.find("the bot of seat"), std::string::npos) << "no bot failed: " << log.substr(0, 2000);
}

ACCOUNT_SERVER_BACKENDS(RatedIntegrity);

}  // namespace
}  // namespace cubilete::test
