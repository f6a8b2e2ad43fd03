// The state message's bytes (PROTOCOL.md `state`): written straight as text in one place
// (src/server/room/state_message.cpp), in the key order clients have always read. Pinned here for
// a room waiting and for one under way with its turn clock and a claim pending, so that a change
// of a byte is a decision, not an accident. Two parts are left to their owners: the view (the
// game's, which the world checks against the receiving seat's) and each move's content
// (docs/contract.md), whose fields are checked apart.
#include <gtest/gtest.h>

#include "room_world.h"

namespace cubilete::test {
namespace {

// The text of the last command's only state message, its view and moves' entries cut out.
std::string envelope(const RoomWorld& world) {
  const auto sends = world.last_of<room::Send>();
  EXPECT_EQ(sends.size(), 1u);
  if (sends.empty()) return "";
  std::string text = *sends.front().text;
  const auto view = text.find(R"("view":)");
  text = text.substr(0, view) + R"("view":VIEW})";
  const auto moves = text.find(R"("moves":[)") + 9, end = text.find(R"(],"hints")");
  return text.substr(0, moves) + "MOVES" + text.substr(end);
}

TEST(RoomStateMessage, TheBytesOfAWaitingRoomsState) {
  RoomWorld world(json{{"game", "crag"},
                       {"seats", json::array({json::object(), {{"bot", "random"}, {"name", "Rob"}}, json::object()})}});
  world.connect_seat(0);
  EXPECT_EQ(envelope(world),
            R"({"type":"state","version":0,"seat":0,"status":"waiting","to_move":null,"legal":[],"legal_moves":[],)"
            R"("events":[],)"
            R"("actors":[],"moves":[MOVES],"hints":"off","public":false,"rated":false,"seats":[)"
            R"({"account":null,"away":false,"bot":null,"connected":true,"name":null,"seat":0,"taken":true},)"
            R"({"account":null,"away":false,"bot":"random","connected":true,"name":"Rob","seat":1,"taken":true},)"
            R"({"account":null,"away":false,"bot":null,"connected":false,"name":null,"seat":2,"taken":false}],)"
            R"("commitment":"4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0","view":VIEW})");
}

TEST(RoomStateMessage, TheBytesOfAGameUnderWayWithItsClockAndAClaimPending) {
  RoomWorld world(json{{"game", "crag"}, {"seats", json::array({json::object(), json::object()})}, {"turn_seconds", 30}});
  auto people = world.seat_everyone();
  world.disconnect(people[1]);
  auto watcher = world.spectator();
  EXPECT_EQ(envelope(world),
            R"({"type":"state","version":1,"seat":null,"status":"playing","to_move":0,"legal":[],)"
            R"("legal_moves":[],"events":["throw 1-3-3"],"actors":[0],"moves":[MOVES],"hints":"off","public":false,"rated":false,)"
            R"("clock":{"seat":0,"deadline":"2023-11-14T22:13:50.000Z"},)"
            R"("claim":{"from":"2023-11-14T22:15:20.000Z","gone":[1]},"seats":[)"
            R"({"account":null,"away":false,"bot":null,"connected":true,"name":null,"seat":0,"taken":true},)"
            R"({"account":null,"away":false,"bot":null,"connected":false,"name":null,"seat":1,"taken":true}],)"
            R"("commitment":"4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0","view":VIEW})");
  const auto move = world.latest(watcher)["moves"].at(0);
  EXPECT_EQ(move, json({{"by", "chance"}, {"seat", 0}, {"kind", "throw"}, {"dice", {1, 3, 3}}}));
  // The seat to move gets its legal actions, in the game's order, named and structured.
  world.connect_seat(0);
  const auto legal = world.latest(people[0])["legal"];
  const auto legal_moves = world.latest(people[0])["legal_moves"];
  ASSERT_FALSE(legal.empty());
  ASSERT_EQ(legal_moves.size(), legal.size());
  EXPECT_EQ(legal[0], "keep none");
  EXPECT_EQ(legal_moves[0], json({{"kind", "keep"}, {"dice", json::array()}}));
}

}  // namespace
}  // namespace cubilete::test
