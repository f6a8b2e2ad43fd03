// What the browser table of the three-dice games and Damma relies on, over real sockets: people
// throw their own dice in the games that are mostly throws, the Damma engine advises only against
// bots (with its line), and a finished room replays step by step as each seat saw it.
#include <gtest/gtest.h>

#include "catalog/analysis_results.h"
#include "catalog/hint_values.h"
#include "catalog/registry.h"
#include "present/hint_json.h"
#include "server_harness.h"
#include "table/table.h"

namespace cubilete::test {
namespace {

TEST(ServerHandThrows, APersonThrowsTheirOwnDiceAndTheBotsThrowAtOnce) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room room =
      open_room(server.port(), "centenario", json::array({json::object(), {{"bot", "random"}}}));
  auto& ana = room.people[0];
  const auto& first = await_state(ana);
  // Nothing is thrown until Ana throws: the game waits for her tap.
  EXPECT_EQ(first["version"], 0);
  EXPECT_EQ(first["to_move"], 0);
  EXPECT_EQ(first["legal"], json::array({"throw"}));
  // Anything but `throw` is refused and changes nothing; a stale throw is refused too.
  ana.ws->send({{"type", "act"}, {"action", "throw 1-2-4"}, {"version", 0}});
  EXPECT_EQ(ana.ws->next_of("error")["code"], "illegal_action");
  ana.ws->send({{"type", "act"}, {"action", "throw"}, {"version", 3}});
  EXPECT_EQ(ana.ws->next_of("error")["code"], "stale");
  await_state(ana);
  // Her throw, then the bot's (chance acting for a bot needs no tap), then her turn again.
  ana.ws->send({{"type", "act"}, {"action", "throw"}, {"version", 0}});
  const auto& after = await_state(ana);
  ASSERT_EQ(after["events"].size(), 2u) << after.dump();
  EXPECT_EQ(after["actors"], json::array({0, 1}));
  EXPECT_EQ(after["to_move"], 0);
  EXPECT_EQ(after["legal"], json::array({"throw"}));
  // Each player's latest throw and what it crossed are in the view.
  EXPECT_TRUE(after["view"]["players"][0].contains("last"));
  // And the game goes to its end by taps alone.
  play_randomly(server.port(), room, 1);
  EXPECT_EQ(room.people[0].state["status"], "over");
}

TEST(ServerHandThrows, PeopleAlreadyWatchingHearThatTheGameStartedBeforeAnyThrow) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  auto made = http_json(server.port(), "POST", "/api/rooms",
                        {{"game", "buck_dice"}, {"seats", json::array({json::object(), json::object()})}});
  ASSERT_EQ(made.status, 201);
  const std::string code = made.body["room"];
  WsClient ana(server.port(), code, made.body["token"]);
  EXPECT_EQ(ana.next_of("state")["status"], "waiting");
  // Bia takes the other seat over HTTP and has no socket yet: Ana hears the start at once.
  ASSERT_EQ(http_json(server.port(), "POST", "/api/rooms/" + code + "/join", json::object()).status, 200);
  json m = json::object();
  for (int i = 0; i < 5 && m.value("status", "") != "playing"; ++i) m = ana.next_of("state");
  EXPECT_EQ(m["status"], "playing");
  EXPECT_EQ(m["to_move"], 0);
  EXPECT_EQ(m["legal"], json::array({"throw"})) << "the round's point die waits for Ana";
}

TEST(ServerHandThrows, AThrowAfterTheSeatsOwnDecisionComesWithIt) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  // Multiplicação: a refusal rethrows at once; every other throw waits for the person.
  Room room =
      open_room(server.port(), "multiplicacao", json::array({json::object()}), {{"rounds", 3}});
  auto& ana = room.people[0];
  int throws = 0, decisions = 0;
  await_state(ana);
  // The snapshot of a socket that connects as the room starts may come twice: each answer is
  // the first state past the version acted on.
  const auto state_after = [&](uint64_t version) -> const json& {
    for (int i = 0; i < 5 && ana.state["version"].get<uint64_t>() <= version; ++i) await_state(ana);
    return ana.state;
  };
  for (int guard = 0; guard < 500 && ana.state["status"] != "over"; ++guard) {
    const json s = ana.state;
    if (s["legal"] == json::array({"throw"})) {
      ++throws;
      ana.ws->send({{"type", "act"}, {"action", "throw"}, {"version", s["version"]}});
      state_after(s["version"].get<uint64_t>());
      continue;
    }
    ASSERT_EQ(s["legal"], json::array({"accept", "refuse"})) << s.dump();
    ++decisions;
    const auto version = s["version"].get<uint64_t>();
    ana.ws->send({{"type", "act"}, {"action", "refuse"}, {"version", version}});
    // The rethrow came with the refusal: the next state already shows the new dice.
    const auto& next = state_after(version);
    EXPECT_EQ(next["version"].get<uint64_t>(), version + 2) << next.dump();
  }
  EXPECT_EQ(ana.state["status"], "over");
  EXPECT_GE(throws, 9);     // three throws a turn, three turns
  EXPECT_GE(decisions, 3);  // at least every last die
}

TEST(ServerHints, TheDammaEngineAdvisesAgainstBotsOnlyAndGivesItsLine) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room people = open_room(server.port(), "damma", json::array({json::object(), json::object()}));
  auto& white = people.people[0];
  await_state(white);
  white.ws->send({{"type", "hint"}});
  const auto refused = white.ws->next_of("error");
  EXPECT_EQ(refused["code"], "no_advisor");
  EXPECT_NE(refused["message"].get<std::string>().find("against bots"), std::string::npos);

  Room against_bot =
      open_room(server.port(), "damma", json::array({json::object(), {{"bot", "greedy"}}}));
  auto& ana = against_bot.people[0];
  const auto& s = await_state(ana);
  ana.ws->send({{"type", "hint"}});
  const auto hint = ana.ws->next_of("hint");
  EXPECT_EQ(hint["version"], s["version"]);
  ASSERT_EQ(hint["ranking"].size(), s["legal"].size());
  const auto& best = hint["ranking"][0];
  EXPECT_EQ(best["loss"], 0.0);
  ASSERT_GE(best["line"].size(), 2u);
  EXPECT_EQ(best["line"][0], best["action"]);
  // The same ranking as `cubilete hint damma` from the start position.
  const auto& entry = find_game("damma");
  const auto game = make_game(entry, {});
  const auto cli = hint_json(*game, entry.analysis.hint(*game, HintValues("damma", entry.analysis.hint_options, {})));
  EXPECT_EQ(cli["choices"][0]["action"], best["action"]);
  EXPECT_EQ(cli["choices"][0]["line"], best["line"]);
}

TEST(ServerReplay, AFinishedRoomReplaysStepByStepAsEachSeatSawIt) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room room = open_room(server.port(), "triplo_seis",
                        json::array({json::object(), json::object(), {{"bot", "bluffer"}}}),
                        {{"rounds", 2}});
  const std::string base = "/api/rooms/" + room.code + "/replay/";
  await_state(room.people[0]);
  EXPECT_EQ(http(server.port(), "GET", base + "0").status, 409) << "no replay before the end";
  play_randomly(server.port(), room, 3);
  for (auto& p : room.people) p.ws->drain(200ms);

  for (auto& p : room.people) {
    const auto list = http(server.port(), "GET", base + std::to_string(p.seat));
    ASSERT_EQ(list.status, 200) << list.raw;
    const auto steps = list.body["steps"].get<uint64_t>();
    ASSERT_EQ(list.body["actions"].size(), steps);
    // Every action as this seat heard it live, and every view this seat was sent live.
    for (const auto& [index, name] : p.events_seen)
      EXPECT_EQ(list.body["actions"][index]["name"], name) << index;
    // Each action structured too, hidden alike: what the cup hides from this seat is a cup_ kind
    // (how many dice), never the dice.
    for (const auto& a : list.body["actions"]) {
      ASSERT_TRUE(a["move"].is_object()) << a;
      const std::string kind = a["move"]["kind"], name = a["name"];
      EXPECT_EQ(kind.rfind("cup_", 0) == 0, name.find("under the cup") != std::string::npos) << a;
      if (kind.rfind("cup_", 0) == 0) {
        EXPECT_FALSE(a["move"].contains("dice")) << a;
      }
    }
    int compared = 0;
    for (const auto& text : p.ws->frames()) {
      const auto m = json::parse(text);
      if (m["type"] != "state") continue;
      const auto at =
          http(server.port(), "GET",
               base + std::to_string(p.seat) + "/" + std::to_string(m["version"].get<uint64_t>()));
      ASSERT_EQ(at.status, 200) << at.raw;
      EXPECT_EQ(at.body["view"], m["view"]) << "seat " << p.seat << " version " << m["version"];
      if (++compared >= 25) break;
    }
    EXPECT_GT(compared, 3);
  }
  // The spectator sees nobody's dice under the cup; "all" sees everything (the game is over).
  const auto spectator = http(server.port(), "GET", base + "spectator/2");
  const auto all = http(server.port(), "GET", base + "all/2");
  ASSERT_EQ(spectator.status, 200);
  ASSERT_EQ(all.status, 200);
  EXPECT_TRUE(spectator.body["view"]["dice"].is_null());
  EXPECT_FALSE(all.body["view"]["dice"].is_null());
  // Bad viewers and steps are refused with the allowed range.
  EXPECT_EQ(http(server.port(), "GET", base + "7").status, 400);
  EXPECT_EQ(http(server.port(), "GET", base + "x/1").status, 400);
  const auto past = http(server.port(), "GET", base + "0/999999");
  EXPECT_EQ(past.status, 400);
  EXPECT_NE(past.body["message"].get<std::string>().find("STEP is 0 to"), std::string::npos);
}

// win_optimal plays from a two-player table solved beforehand: a room asking for it before the
// table is in the cache is refused when it is made (it would stall at the bot's first move).
TEST(ServerBots, ABotWhoseTableIsNotSolvedIsRefusedAtCreation) {
  TempDir dir, cache;
  setenv("CUBILETE_CACHE", cache.path().c_str(), 1);  // an empty cache, inherited by the server
  ServerProcess server(dir.path() + "/t.db");
  unsetenv("CUBILETE_CACHE");
  // The lobby is offered only the bots that can play, and the one to meet by default.
  const auto games = http(server.port(), "GET", "/api/games").body["games"];
  for (const auto& g : games)
    if (g["id"] == "generala") {
      EXPECT_EQ(g["bots"], json::array({"random", "greedy", "optimal"}));
      EXPECT_EQ(g["default_bot"], "optimal");
    }
  auto made = http_json(server.port(), "POST", "/api/rooms",
                        {{"game", "generala"}, {"seats", json::array({json::object(), {{"bot", "win_optimal"}}})}});
  EXPECT_EQ(made.status, 400);
  EXPECT_EQ(made.body["error"], "bad_seats");
  EXPECT_NE(made.body["message"].get<std::string>().find("is not solved yet"), std::string::npos) << made.body;
  made = http_json(server.port(), "POST", "/api/rooms",
                   {{"game", "generala"}, {"seats", json::array({json::object(), {{"bot", "win_optimal:rounds=12"}}})}});
  EXPECT_EQ(made.body["error"], "bad_seats") << "Generala's card has 10 categories";
  // The endgame setting is solved in memory when the bot first plays: accepted.
  made = http_json(server.port(), "POST", "/api/rooms",
                   {{"game", "generala"}, {"seats", json::array({json::object(), {{"bot", "win_optimal:rounds=1"}}})}});
  EXPECT_EQ(made.status, 201) << made.body;
}

// PROTOCOL.md v1.1: codes are read case-insensitively and with dashes or spaces removed, on every
// endpoint and on the socket ("br5-kf9" as a person reads it out is BR5KF9).
TEST(ServerRooms, CodesAreReadInAnyCaseWithDashesAndSpaces) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  const auto made = http_json(server.port(), "POST", "/api/rooms",
                              {{"game", "generala"}, {"seats", json::array({json::object(), json::object()})}});
  ASSERT_EQ(made.status, 201) << made.raw;
  const std::string code = made.body["room"], token = made.body["token"];
  std::string typed;  // "ab3-x9k": lower case, a dash in the middle
  for (size_t i = 0; i < code.size(); ++i) typed += (i == 3 ? "-" : "") + std::string(1, char(std::tolower(code[i])));
  const auto summary = http(server.port(), "GET", "/api/rooms/" + typed);
  EXPECT_EQ(summary.status, 200) << summary.raw;
  const auto joined = http_json(server.port(), "POST", "/api/rooms/" + typed + "/join", {{"name", "Bia"}});
  EXPECT_EQ(joined.status, 200) << joined.raw;
  EXPECT_EQ(http(server.port(), "GET", "/api/rooms/" + typed + "/record").body["error"], "not_over");
  WsClient seat(server.port(), typed, token);
  EXPECT_EQ(seat.next_of("state")["seat"], 0);
  WsClient spaced(server.port(), code.substr(0, 3) + "%20" + code.substr(3));
  EXPECT_EQ(spaced.next_of("state")["seat"], nullptr);
  // Not a code: five characters, or letters the alphabet leaves out (0, O, 1, I, L, U).
  EXPECT_EQ(http(server.port(), "GET", "/api/rooms/" + code.substr(0, 5)).status, 404);
  EXPECT_EQ(http(server.port(), "GET", "/api/rooms/B0O1IL").status, 404);
}

}  // namespace
}  // namespace cubilete::test
