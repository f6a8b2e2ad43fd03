// Whole games of every game family through the protocol, people and bots together; the record
// of each finished room replays to what the people saw and passes `cubilete verify`.
#include <gtest/gtest.h>

#include "catalog/registry.h"
#include "present/record_json.h"
#include "present/view_json.h"
#include "server_harness.h"
#include "table/table.h"
#include "verify/verify_record.h"

namespace cubilete::test {
namespace {

// The finished room's record replays (every throw from the seed) to the final state each
// person saw.
void expect_record_matches(unsigned short port, Room& room) {
  auto rec = http(port, "GET", "/api/rooms/" + room.code + "/record");
  ASSERT_EQ(rec.status, 200) << rec.raw;
  auto v = fair::verify_room_record(rec.body);
  ASSERT_TRUE(v.ok()) << v.failure;
  EXPECT_EQ(rec.body["commitment"], room.commitment);
  auto record = record_from_json(rec.body);
  table::Table t({&find_game(record.game), record.rules, record.players, record.seed});
  t.replay_recorded(record.actions);
  ASSERT_TRUE(t.over());
  for (auto& p : room.people) {
    EXPECT_EQ(p.state["version"], record.actions.size());
    EXPECT_EQ(p.state["view"], view_json(t.state(), p.seat)) << "seat " << p.seat;
    EXPECT_EQ(p.state["result"]["scores"], json(t.state().scores()));
  }
}

struct GameCase {
  std::string game;
  json seats;
  json rules;
  json extra = json::object();  // more of the room's request
};

class ServerGames : public ::testing::TestWithParam<GameCase> {};

TEST_P(ServerGames, PlayToTheEndThroughTheProtocol) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  const auto& c = GetParam();
  Room room = open_room(server.port(), c.game, c.seats, c.rules, c.extra);
  play_randomly(server.port(), room, 42);
  expect_record_matches(server.port(), room);
  auto summary = http(server.port(), "GET", "/api/rooms/" + room.code);
  EXPECT_EQ(summary.body["status"], "over");
}

INSTANTIATE_TEST_SUITE_P(
    EveryFamily, ServerGames,
    ::testing::Values(
        GameCase{"generala", json::array({json::object(), json::object(), {{"bot", "optimal"}}}), json::object()},
        GameCase{"general", json::array({json::object(), {{"bot", "greedy"}}}), json::object()},
        GameCase{"crag", json::array({json::object(), json::object()}), json::object()},
        GameCase{"farkle", json::array({json::object(), {{"bot", "greedy"}}}), {{"target", 2000}}},
        GameCase{"matterhorn", json::array({json::object(), {{"bot", "optimal"}}}), json::object()},
        GameCase{"multiplicacao", json::array({json::object(), json::object()}), json::object()},
        GameCase{"centenario", json::array({json::object(), {{"bot", "random"}}}), json::object()},
        GameCase{"buck_dice", json::array({json::object(), json::object()}), json::object()},
        GameCase{"ataque_yankee", json::array({json::object(), {{"bot", "random"}}}), json::object()},
        GameCase{"flores_amarradas", json::array({json::object(), json::object(), {{"bot", "steady"}}}), {{"rounds", 2}}},
        GameCase{"triplo_seis", json::array({json::object(), json::object(), {{"bot", "bluffer"}}}), {{"rounds", 1}}},
        GameCase{"damma", json::array({json::object(), {{"bot", "greedy"}}}), json::object()},
        // The 9x9 board from a few pieces: the end-of-game report asks the advisor about every
        // decision, up to 2 s each on this board (damma_advice.h), so the game is kept short.
        GameCase{"damma", json::array({json::object(), {{"bot", "greedy"}}}),
                 {{"board", "9"},
                  {"draw_plies", 20},
                  {"start", "........./....b..../........./..b...b../........./...w.w.../........./....w..../......... w -"}}},
        // Dice by position (RULES.md §5), played alone.
        GameCase{"yatzy", json::array({json::object()}), {{"dice", "duplicate"}}},
        GameCase{"farkle", json::array({json::object()}), {{"target", 2000}, {"dice", "duplicate"}}}),
    [](const auto& info) {
      // Damma's second board and the games dealt by position get names of their own.
      const auto& rules = info.param.rules;
      if (rules.contains("board")) return info.param.game + "_board" + rules["board"].template get<std::string>();
      return rules.contains("dice") ? info.param.game + "_duplicate" : info.param.game;
    });

TEST(ServerDuplicateDice, ARoomOfSeveralSeatsOrAQuickPlaySeekIsRefusedInWords) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  for (const auto& seats : {json::array({json::object(), json::object()}), json::array({json::object(), {{"bot", "greedy"}}})}) {
    auto r = http_json(server.port(), "POST", "/api/rooms",
                       {{"game", "yatzy"}, {"seats", seats}, {"rules", {{"dice", "duplicate"}}}});
    EXPECT_EQ(r.status, 400) << r.raw;
    EXPECT_EQ(r.body["error"], "bad_rules");
    EXPECT_NE(r.body["message"].get<std::string>().find("dice=duplicate"), std::string::npos) << r.raw;
  }
  WsClient lobby(server.port(), "?lobby=1");
  lobby.next_of("lobby");
  lobby.send({{"type", "seek"}, {"game", "yatzy"}, {"rules", {{"dice", "duplicate"}}}});
  const auto answer = lobby.next_of("error");
  EXPECT_EQ(answer["code"], "bad_rules") << answer.dump();
  EXPECT_NE(answer["message"].get<std::string>().find("dice=duplicate"), std::string::npos) << answer.dump();
}

TEST(ServerDuplicateDice, TheRecordSaysWhereEachThrowFellAndVerifyHoldsItToThat) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room room = open_room(server.port(), "crag", json::array({json::object()}), {{"dice", "duplicate"}});
  play_randomly(server.port(), room, 7);
  auto rec = http(server.port(), "GET", "/api/rooms/" + room.code + "/record");
  ASSERT_EQ(rec.status, 200) << rec.raw;
  EXPECT_EQ(rec.body["rules"]["dice"], "duplicate");
  const auto& positions = rec.body["positions"];
  ASSERT_TRUE(positions.is_array() && positions.size() >= 13) << rec.raw;
  EXPECT_EQ(positions[0], json::array({1, 1}));
  ASSERT_TRUE(fair::verify_room_record(rec.body).ok());
  // The same dice said to come from another throw, or the rule taken back, fail.
  auto moved = rec.body;
  moved["positions"][0] = json::array({2, 1});
  const auto wrong = fair::verify_room_record(moved);
  EXPECT_FALSE(wrong.ok());
  EXPECT_NE(wrong.failure.find("positions"), std::string::npos) << wrong.failure;
  auto sequential = rec.body;
  sequential["rules"]["dice"] = "sequential";
  EXPECT_FALSE(fair::verify_room_record(sequential).ok());
}

}  // namespace
}  // namespace cubilete::test
