// Bad input over the socket and over HTTP: each gets its error code and a message saying what was
// wrong, and nothing else changes (the room's version and summary stay as they were).
#include <gtest/gtest.h>

#include <thread>

#include "server_harness.h"

namespace cubilete::test {
namespace {

std::string error_code_of(WsClient& ws) { return ws.next_of("error")["code"]; }

class ServerBadInput : public ::testing::Test {
 protected:
  void SetUp() override {
    server = std::make_unique<ServerProcess>(dir.path() + "/t.db");
    room = open_room(server->port(), "generala", json::array({json::object(), json::object()}));
    // Wait for the first decision (a socket may connect before the first throw is stored, and
    // see version 0), then take the states still queued (seats connecting), so that the next
    // state a test reads answers what it sent.
    for (auto& p : room.people) {
      await_state(p);
      while (!p.state["to_move"].is_number()) await_state(p);
    }
    for (auto& p : room.people)
      for (const auto& m : p.ws->drain(100ms))
        if (m["type"] == "state") p.take_state(m);
    mover = room.people[0].state["to_move"] == room.people[0].seat ? &room.people[0] : &room.people[1];
    waiter = mover == &room.people[0] ? &room.people[1] : &room.people[0];
    version = mover->state["version"];
  }
  json summary() { return http(server->port(), "GET", "/api/rooms/" + room.code).body; }

  TempDir dir;
  std::unique_ptr<ServerProcess> server;
  Room room;
  Player* mover = nullptr;
  Player* waiter = nullptr;
  uint64_t version = 0;
};

TEST_F(ServerBadInput, SocketMessagesAreRefusedWithTheirCodes) {
  const json before = summary();
  auto& ws = *mover->ws;
  ws.send_raw(std::string(5000, 'x'));
  EXPECT_EQ(error_code_of(ws), "too_large");
  ws.send_raw("{\"type\": \"act\", ");
  EXPECT_EQ(error_code_of(ws), "bad_message");
  ws.send_raw("[1, 2, 3]");
  EXPECT_EQ(error_code_of(ws), "bad_message");
  ws.send({{"type", "dance"}});
  EXPECT_EQ(error_code_of(ws), "unknown_type");
  ws.send({{"type", 7}});
  EXPECT_EQ(error_code_of(ws), "bad_message");
  ws.send({{"type", "act"}, {"action", "keep 1"}, {"version", "3"}});
  EXPECT_EQ(error_code_of(ws), "bad_message");
  ws.send({{"type", "act"}, {"action", 12}, {"version", version}});
  EXPECT_EQ(error_code_of(ws), "bad_message");
  ws.send({{"type", "act"}, {"action", "keep 1"}, {"version", -1}});
  EXPECT_EQ(error_code_of(ws), "bad_message");
  ws.send({{"type", "act"}, {"action", "write a poem"}, {"version", version}});
  auto illegal = ws.next_of("error");
  EXPECT_EQ(illegal["code"], "illegal_action");
  EXPECT_FALSE(illegal["message"].get<std::string>().empty());
  ws.send({{"type", "act"}, {"action", mover->state["legal"][0]}, {"version", version + 5}});
  EXPECT_EQ(error_code_of(ws), "stale");
  ws.send({{"type", "chat"}, {"text", std::string(501, 'a')}});
  EXPECT_EQ(error_code_of(ws), "bad_chat");
  ws.send({{"type", "chat"}, {"text", "line\nbreak"}});
  EXPECT_EQ(error_code_of(ws), "bad_chat");
  ws.send({{"type", "chat"}, {"text", "   "}});
  EXPECT_EQ(error_code_of(ws), "bad_chat");
  ws.send({{"type", "rematch"}});
  EXPECT_EQ(error_code_of(ws), "not_over");
  // Out of turn: the other seat tries to act.
  waiter->ws->send({{"type", "act"}, {"action", mover->state["legal"][0]}, {"version", version}});
  EXPECT_EQ(error_code_of(*waiter->ws), "not_your_turn");
  // A spectator may not act or write.
  WsClient spectator(server->port(), room.code);
  spectator.next_of("state");
  spectator.send({{"type", "act"}, {"action", mover->state["legal"][0]}, {"version", version}});
  EXPECT_EQ(error_code_of(spectator), "spectator");
  spectator.send({{"type", "chat"}, {"text", "hello"}});
  EXPECT_EQ(error_code_of(spectator), "spectator");
  // The socket is still usable, and nothing changed.
  ws.send({{"type", "ping"}});
  EXPECT_EQ(ws.next_of("pong")["type"], "pong");
  const json after = summary();
  EXPECT_EQ(after["version"], before["version"]);
  EXPECT_EQ(after["status"], "playing");
}

TEST_F(ServerBadInput, DoubleSubmitIsAppliedOnce) {
  const json act = {{"type", "act"}, {"action", mover->state["legal"][0]}, {"version", version}};
  mover->ws->send(act);
  mover->ws->send(act);
  json first = await_state(*mover);
  while (first["version"].get<uint64_t>() <= version) first = await_state(*mover);
  const auto error = mover->ws->next_of("error");
  EXPECT_EQ(error["code"], "stale");
  // One action and its throw: the second copy was not applied.
  EXPECT_EQ(summary()["version"], first["version"]);
}

TEST_F(ServerBadInput, BadRoomsAndTokensAreRefusedAndClosed) {
  WsClient no_room(server->port(), "ZZZZZZ", "x");
  EXPECT_EQ(no_room.next_of("error")["code"], "no_such_room");
  EXPECT_TRUE(no_room.closed(5s));
  WsClient garbage_room(server->port(), "../../etc", "x");
  EXPECT_EQ(garbage_room.next_of("error")["code"], "no_such_room");
  WsClient bad_token(server->port(), room.code, "not-a-token");
  EXPECT_EQ(bad_token.next_of("error")["code"], "bad_token");
  EXPECT_TRUE(bad_token.closed(5s));
  // A token of another room holds no seat here.
  Room other = open_room(server->port(), "farkle", json::array({json::object(), {{"bot", "greedy"}}}));
  WsClient crossed(server->port(), room.code, other.people[0].token);
  EXPECT_EQ(crossed.next_of("error")["code"], "bad_token");
}

TEST_F(ServerBadInput, TooManyMessagesAreRateLimited) {
  TempDir d;
  ServerProcess limited(d.path() + "/t.db", {"--messages-per-second", "20"});
  Room r = open_room(limited.port(), "generala", json::array({json::object(), {{"bot", "greedy"}}}));
  auto& ws = *r.people[0].ws;
  ws.next_of("state");
  for (int i = 0; i < 60; ++i) ws.send({{"type", "ping"}});
  int pongs = 0, limited_errors = 0;
  for (const auto& m : ws.drain(500ms)) {
    pongs += m["type"] == "pong";
    limited_errors += m["type"] == "error" && m["code"] == "rate_limited";
  }
  EXPECT_EQ(pongs, 20);
  EXPECT_EQ(limited_errors, 1);
}

TEST_F(ServerBadInput, HttpBodiesAreCheckedTheSameWay) {
  const auto port = server->port();
  auto expect = [&](const std::string& method, const std::string& target, const std::string& body, int status,
                    const std::string& code) {
    auto r = http(port, method, target, body);
    EXPECT_EQ(r.status, status) << method << " " << target << " " << body << " -> " << r.raw;
    EXPECT_EQ(r.body.value("error", ""), code) << r.raw;
    EXPECT_FALSE(r.body.value("message", "").empty()) << r.raw;
  };
  expect("POST", "/api/rooms", "{not json", 400, "bad_request");
  expect("POST", "/api/rooms", "[]", 400, "bad_request");
  expect("POST", "/api/rooms", R"({"game": "chess", "seats": [{}]})", 404, "no_such_game");
  expect("POST", "/api/rooms", R"({"game": 5, "seats": [{}]})", 404, "no_such_game");
  expect("POST", "/api/rooms", R"({"game": "generala"})", 400, "bad_seats");
  expect("POST", "/api/rooms", R"({"game": "generala", "seats": [{"bot": "optimal"}, {"bot": "greedy"}]})", 400, "bad_seats");
  expect("POST", "/api/rooms", R"({"game": "generala", "seats": [{}, {"bot": "wizard"}]})", 400, "bad_seats");
  expect("POST", "/api/rooms", R"({"game": "damma", "seats": [{}, {}, {}]})", 400, "bad_seats");
  // Found by the fuzzer: a bot's settings were read only when the room started, and their error
  // killed the server.
  expect("POST", "/api/rooms", R"({"game": "damma", "seats": [{}, {"bot": "alphabeta:depth-2"}]})", 400, "bad_seats");
  expect("POST", "/api/rooms", R"({"game": "generala", "seats": [{}], "rules": {"served_bonus": "lots"}})", 400, "bad_rules");
  expect("POST", "/api/rooms", R"({"game": "generala", "seats": [{}], "rules": {"players": 3}})", 400, "bad_rules");
  expect("POST", "/api/rooms", R"({"game": "generala", "seats": [{}], "rules": {"colour": "red"}})", 400, "bad_rules");
  // Found by the fuzzer: nobody could bet under this cap, and the round broke.
  expect("POST", "/api/rooms", R"({"game": "flores_amarradas", "seats": [{}, {}], "rules": {"max_bet": 2}})", 400, "bad_rules");
  expect("POST", "/api/rooms", R"({"game": "generala", "seats": [{}], "name": "a\u0007b"})", 400, "bad_name");
  expect("POST", "/api/rooms", R"({"game": "generala", "seats": [{}], "name": "abcdefghijklmnopqrstuvwxyz0123456789ABCDE"})", 400, "bad_name");  // 41 characters
  expect("POST", "/api/rooms", R"({"game": "generala", "seats": [{}], "client_seed": "a:b"})", 400, "bad_seed");
  expect("POST", "/api/rooms", R"({"game": "generala", "seats": [{}], "turn_seconds": -3})", 400, "bad_request");
  expect("POST", "/api/rooms", R"({"game": "generala", "seats": [{}], "extra": 1})", 400, "bad_request");
  expect("POST", "/api/rooms", std::string(5000, ' '), 413, "too_large");
  expect("GET", "/api/rooms", "", 405, "method_not_allowed");
  expect("GET", "/api/rooms/ZZZZZZ", "", 404, "no_such_room");
  expect("GET", "/api/nothing", "", 404, "not_found");
  expect("POST", "/api/rooms/ZZZZZZ/join", "{}", 404, "no_such_room");
  expect("POST", "/api/rooms/" + room.code + "/join", "{}", 409, "room_full");
  expect("POST", "/api/rooms/" + room.code + "/join", R"({"name": 7})", 400, "bad_name");
  // A name of 32 characters (accented letters count once) is fine.
  auto ok = http_json(port, "POST", "/api/rooms",
                      {{"game", "generala"}, {"seats", json::array({json::object(), json::object()})}, {"name", "Ana Clara Gonçalves Conceição Sá"}});
  EXPECT_EQ(ok.status, 201) << ok.raw;
  expect("POST", "/api/rooms/" + ok.body["room"].get<std::string>() + "/join", R"({"seat": 0})", 409, "room_full");
  expect("POST", "/api/rooms/" + ok.body["room"].get<std::string>() + "/join", R"({"seat": 9})", 400, "bad_request");
  // Nothing of that changed the room in play.
  EXPECT_EQ(summary()["version"], version);
}

TEST(ServerLimits, TooManyRoomsAndSockets) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--max-rooms", "2", "--max-sockets", "3"});
  const json body = {{"game", "generala"}, {"seats", json::array({json::object(), {{"bot", "greedy"}}})}};
  auto a = http_json(server.port(), "POST", "/api/rooms", body);
  auto b = http_json(server.port(), "POST", "/api/rooms", body);
  auto c = http_json(server.port(), "POST", "/api/rooms", body);
  EXPECT_EQ(a.status, 201);
  EXPECT_EQ(b.status, 201);
  EXPECT_EQ(c.status, 503);
  EXPECT_EQ(c.body["error"], "too_many_rooms");
  const std::string code = a.body["room"];
  std::vector<std::unique_ptr<WsClient>> held;
  for (int i = 0; i < 3; ++i) {
    held.push_back(std::make_unique<WsClient>(server.port(), code));
    held.back()->next_of("state");
  }
  EXPECT_THROW(WsClient(server.port(), code), std::exception);  // the upgrade is refused with 503
  held.pop_back();
  // A closed socket frees its place (bounded wait for the server to notice).
  bool admitted = false;
  for (int i = 0; i < 50 && !admitted; ++i) {
    try {
      WsClient again(server.port(), code);
      again.next_of("state");
      admitted = true;
    } catch (const std::exception&) {
      std::this_thread::sleep_for(50ms);
    }
  }
  EXPECT_TRUE(admitted);
}

}  // namespace
}  // namespace cubilete::test
