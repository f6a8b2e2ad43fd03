// Who plays a turn when a person is not there (PROTOCOL.md v1.1): between people nobody plays for
// someone away unless the room has a turn clock, and the one who stays may claim the game; alone
// against bots nothing runs; the clock is shown while it runs and says when it played; every move
// says who decided it, in the states, the record and after a restart. Hints between people are
// off unless the creator turns them on.
#include <gtest/gtest.h>

#include <fstream>
#include <thread>

#include "server_harness.h"

namespace cubilete::test {
namespace {

using namespace std::chrono_literals;

// Every state `p` receives within `wait`, the latest kept.
void take_states_for(Player& p, std::chrono::milliseconds wait) {
  for (auto& m : p.ws->drain(wait))
    if (m["type"] == "state") p.take_state(m);
}

// The `by` of every move `p` was told of, in order, from its frames.
std::vector<std::pair<int, std::string>> moves_told(const Player& p) {
  std::vector<std::pair<int, std::string>> out;
  for (const auto& text : p.ws->frames()) {
    const auto m = json::parse(text);
    if (m["type"] != "state") continue;
    EXPECT_EQ(m["moves"].size(), m["events"].size()) << "one move per event";
    for (const auto& move : m["moves"]) {
      EXPECT_TRUE(move.contains("kind") && move.contains("seat") && move.contains("by")) << move;
      out.emplace_back(move["seat"].is_null() ? -1 : move["seat"].get<int>(), move["by"].get<std::string>());
    }
  }
  return out;
}

TEST(ServerAway, BetweenPeopleNobodyPlaysForSomeoneAwayAndTheOneWhoStaysClaimsTheGame) {
  TempDir dir;
  auto server = std::make_unique<ServerProcess>(dir.path() + "/t.db",
                                                std::vector<std::string>{"--away-timeout", "1", "--claim-after", "2"});
  Room room = open_room(server->port(), "generala", json::array({json::object(), json::object()}));
  for (auto& p : room.people) await_state(p);
  Player& gone = mover_of(room);
  Player& stays = &gone == &room.people[0] ? room.people[1] : room.people[0];
  const uint64_t version = gone.state["version"];
  gone.ws.reset();
  // At once: the claim is not possible yet, and says when it will be.
  for (int i = 0; i < 10 && !stays.state.contains("claim"); ++i) await_state(stays);
  ASSERT_TRUE(stays.state.contains("claim")) << stays.state;
  EXPECT_EQ(stays.state["claim"]["gone"], json::array({gone.seat}));
  stays.ws->send({{"type", "claim"}});
  const auto early = stays.ws->next_of("error");
  EXPECT_EQ(early["code"], "cannot_claim");
  EXPECT_NE(early["message"].get<std::string>().find("may be claimed in"), std::string::npos) << early;
  // Away, and still nobody plays the turn: the game waits.
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  while (std::chrono::steady_clock::now() < deadline && stays.state["seats"][gone.seat]["away"] != true)
    take_states_for(stays, 200ms);
  EXPECT_EQ(stays.state["seats"][gone.seat]["away"], true);
  std::this_thread::sleep_for(2500ms);  // past --claim-after, and more than a bot's delay
  take_states_for(stays, 100ms);
  EXPECT_EQ(stays.state["version"], version) << "no bot played the away person's turn";
  EXPECT_EQ(stays.state["to_move"], gone.seat);
  // The claim: the game ends, version unchanged, left by the one who went.
  stays.ws->send({{"type", "claim"}});
  json over;
  while ((over = stays.ws->next_of("state"))["status"] != "over" || !over.contains("result")) {
  }
  EXPECT_EQ(over["version"], version) << "ending by a claim is a status, not an action";
  EXPECT_EQ(over["result"]["abandoned_by"], json::array({gone.seat}));
  EXPECT_EQ(over["result"]["winners"], json::array({stays.seat}));
  EXPECT_FALSE(over.contains("clock"));
  // The record says so, and `verify` accepts a game that ended so.
  auto rec = http(server->port(), "GET", "/api/rooms/" + room.code + "/record");
  ASSERT_EQ(rec.status, 200) << rec.raw;
  EXPECT_EQ(rec.body["abandoned_by"], json::array({gone.seat}));
  ASSERT_EQ(rec.body["by"].size(), rec.body["actions"].size());
  for (const auto& by : rec.body["by"]) EXPECT_TRUE(by == "person" || by == "chance") << by;
  // The replay tells the same of each action.
  const auto replay = http(server->port(), "GET", "/api/rooms/" + room.code + "/replay/all").body;
  ASSERT_EQ(replay["actions"].size(), rec.body["by"].size());
  for (size_t i = 0; i < replay["actions"].size(); ++i) EXPECT_EQ(replay["actions"][i]["by"], rec.body["by"][i]);
  const std::string file = dir.path() + "/claimed.json";
  std::ofstream(file) << rec.raw;
  const auto verified = run_command(std::string(CUBILETE_BINARY) + " verify " + file);
  EXPECT_EQ(verified.status, 0) << verified.out;
  EXPECT_NE(verified.out.find("claimed"), std::string::npos) << verified.out;
  // A restart keeps the end as it was.
  server->kill9();
  server = std::make_unique<ServerProcess>(dir.path() + "/t.db");
  WsClient again(server->port(), room.code, stays.token);
  json after;
  while (!(after = again.next_of("state")).contains("result")) {
  }
  EXPECT_EQ(after["status"], "over");
  EXPECT_EQ(after["result"]["abandoned_by"], json::array({gone.seat}));
  again.send({{"type", "claim"}});
  EXPECT_EQ(again.next_of("error")["code"], "cannot_claim");
}

TEST(ServerAway, WithATurnClockTheAwayBotPlaysBetweenPeopleAndEachMoveSaysWhoDecided) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--away-timeout", "1"});
  Room room = open_room(server.port(), "generala", json::array({json::object(), json::object()}), json::object(),
                        {{"turn_seconds", 600}});
  for (auto& p : room.people) await_state(p);
  Player& gone = mover_of(room);
  Player& stays = &gone == &room.people[0] ? room.people[1] : room.people[0];
  ASSERT_TRUE(stays.state.contains("clock")) << "the clock runs for the seat to move, shown to everyone";
  EXPECT_EQ(stays.state["clock"]["seat"], gone.seat);
  EXPECT_EQ(stays.state["clock"]["deadline"].get<std::string>().size(), 24u);
  gone.ws.reset();
  const auto deadline = std::chrono::steady_clock::now() + 20s;
  while (std::chrono::steady_clock::now() < deadline && stays.state["to_move"] != stays.seat) await_state(stays);
  ASSERT_EQ(stays.state["to_move"], stays.seat) << "the away bot played the turn";
  const auto moves = moves_told(stays);
  bool away_bot = false;
  for (const auto& [seat, by] : moves) {
    if (by == "away_bot") {
      away_bot = true;
      EXPECT_EQ(seat, gone.seat);
    }
    EXPECT_NE(by, "person") << "nobody has decided yet but the away bot";
  }
  EXPECT_TRUE(away_bot);
  EXPECT_EQ(stays.state["clock"]["seat"], stays.seat) << "now the clock runs for the one who stayed";
  // The one who stays plays a move of their own: it is theirs.
  stays.ws->send({{"type", "act"}, {"action", stays.state["legal"][0]}, {"version", stays.state["version"]}});
  json mine;
  while ((mine = stays.ws->next_of("state"))["moves"].empty()) {
  }
  EXPECT_EQ(mine["moves"][0]["by"], "person");
  EXPECT_EQ(mine["moves"][0]["seat"], stays.seat);
}

TEST(ServerAway, AgainstBotsOnlyNothingRunsWhileThePersonIsAway) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--away-timeout", "1"});
  Room room = open_room(server.port(), "generala", json::array({json::object(), {{"bot", "greedy"}}}), json::object(),
                        {{"turn_seconds", 2}});
  Player& me = room.people[0];
  await_state(me);
  while (me.state["to_move"] != 0) await_state(me);
  const uint64_t version = me.state["version"];
  me.ws.reset();
  std::this_thread::sleep_for(4s);  // longer than the clock and the away timeout
  me.ws = std::make_unique<WsClient>(server.port(), room.code, me.token);
  await_state(me);
  EXPECT_EQ(me.state["version"], version) << "neither the clock nor a bot played while the person was away";
  EXPECT_EQ(me.state["to_move"], 0);
  // Back: the clock runs again, and plays the turn when it runs out.
  take_states_for(me, 200ms);
  ASSERT_TRUE(me.state.contains("clock")) << me.state;
  EXPECT_EQ(me.state["clock"]["seat"], 0);
  const auto deadline = std::chrono::steady_clock::now() + 15s;
  while (std::chrono::steady_clock::now() < deadline && me.state["to_move"] == 0) await_state(me);
  bool clock = false;
  for (const auto& [seat, by] : moves_told(me)) clock |= seat == 0 && by == "clock";
  EXPECT_TRUE(clock) << "the clock's move says so";
  // The record keeps who decided, and the same after a replay of the store.
  auto summary = http(server.port(), "GET", "/api/rooms/" + room.code).body;
  EXPECT_EQ(summary["hints"], "on") << "one person against bots: hints on by default";
}

TEST(ServerAway, AGameBetweenPeopleHasNoHintsUnlessItsCreatorTurnsThemOn) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room room = open_room(server.port(), "farkle", json::array({json::object(), json::object()}));
  for (auto& p : room.people) await_state(p);
  EXPECT_EQ(room.people[0].state["hints"], "off");
  EXPECT_EQ(http(server.port(), "GET", "/api/rooms/" + room.code).body["hints"], "off");
  auto& mover = mover_of(room);
  mover.ws->send({{"type", "hint"}});
  EXPECT_EQ(mover.ws->next_of("error")["code"], "hints_off");
  // Played to the end: the report after the game is there all the same.
  play_randomly(server.port(), room, 3);
  const auto& result = room.people[0].state["result"];
  ASSERT_TRUE(result.contains("report"));
  EXPECT_EQ(result["report"].size(), 2u);

  Room on = open_room(server.port(), "farkle", json::array({json::object(), json::object()}), json::object(),
                      {{"hints", "on"}});
  for (auto& p : on.people) await_state(p);
  EXPECT_EQ(on.people[0].state["hints"], "on");
  auto& asks = mover_of(on);
  asks.ws->send({{"type", "hint"}});
  EXPECT_FALSE(asks.ws->next_of("hint")["ranking"].empty());

  // What the creation body may say, and what it may not.
  const json two = json::array({json::object(), json::object()});
  auto bad_hints = http_json(server.port(), "POST", "/api/rooms", {{"game", "farkle"}, {"seats", two}, {"hints", "maybe"}});
  EXPECT_EQ(bad_hints.status, 400);
  EXPECT_NE(bad_hints.body["message"].get<std::string>().find("\"on\""), std::string::npos);
  auto rated = http_json(server.port(), "POST", "/api/rooms", {{"game", "farkle"}, {"seats", two}, {"rated", true}});
  EXPECT_EQ(rated.status, 409);
  EXPECT_EQ(rated.body["error"], "not_ratable");
  auto casual = http_json(server.port(), "POST", "/api/rooms",
                          {{"game", "farkle"}, {"seats", two}, {"rated", false}, {"public", false}, {"language", "pt-BR"}});
  EXPECT_EQ(casual.status, 201) << casual.raw;
  auto language = http_json(server.port(), "POST", "/api/rooms", {{"game", "farkle"}, {"seats", two}, {"language", "fr"}});
  EXPECT_EQ(language.status, 400);
}

}  // namespace
}  // namespace cubilete::test
