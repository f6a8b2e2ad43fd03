// Secrets stay secret: in Triplo Seis with three people and a spectator, every message any
// connection received is exactly what that seat may know (the seat's own view of the state at
// that version, the actions named and structured as that seat may know them), checked against
// the record that the end of the game reveals.
#include <gtest/gtest.h>

#include <regex>

#include "catalog/registry.h"
#include "present/record_json.h"
#include "present/view_json.h"
#include "server_harness.h"
#include "table/table.h"

namespace cubilete::test {
namespace {

TEST(ServerSecrets, TriploSeisSeatsAndSpectatorsReceiveOnlyWhatTheyMayKnow) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room room = open_room(server.port(), "triplo_seis", json::array({json::object(), json::object(), json::object()}),
                        {{"rounds", 3}});
  WsClient spectator(server.port(), room.code);
  // Hints too: the holder may ask; what comes back must be only for the holder.
  play_randomly(server.port(), room, 7);
  spectator.drain(200ms);
  for (auto& p : room.people) p.ws->drain(200ms);

  auto rec = http(server.port(), "GET", "/api/rooms/" + room.code + "/record");
  ASSERT_EQ(rec.status, 200);
  auto record = record_from_json(rec.body);
  // The state after each number of actions, replayed from the revealed record.
  table::Table t({&find_game(record.game), record.rules, record.players, record.seed});
  std::vector<std::unique_ptr<State>> at;
  at.push_back(t.state().clone());
  for (const auto& a : record.actions) {
    t.replay_recorded({a});
    at.push_back(t.state().clone());
  }
  const auto& log = t.log();

  const std::regex dice_text(R"(\b[1-6]-[1-6]-[1-6]\b)");
  auto check_frames = [&](const std::vector<std::string>& frames, int seat) {
    const int viewer = seat >= 0 ? seat : kSpectator;
    uint64_t previous = 0;
    bool first = true;
    int states = 0, hidden_checked = 0, hidden_moves = 0;
    for (const auto& text : frames) {
      auto m = json::parse(text);
      if (m["type"] != "state") {
        EXPECT_TRUE(m["type"] == "chat" || m["type"] == "error" || m["type"] == "hint") << text;
        continue;
      }
      ++states;
      const uint64_t v = m["version"];
      ASSERT_LT(v, at.size());
      EXPECT_EQ(m["view"], view_json(*at[v], viewer)) << "seat " << seat << " version " << v;
      // Events: the actions since the previous state, as this seat may know them.
      const uint64_t from = first ? (v > 200 ? v - 200 : 0) : previous;
      ASSERT_EQ(m["events"].size(), v - from) << text;
      for (uint64_t i = from; i < v; ++i) EXPECT_EQ(m["events"][i - from], log[i].name_for(viewer));
      // Moves: the same actions structured, as this seat may know them, with who decided them.
      ASSERT_EQ(m["moves"].size(), v - from) << text;
      for (uint64_t i = from; i < v; ++i) {
        json expected = json::parse(log[i].move_for(viewer));
        expected["seat"] = log[i].actor >= 0 ? json(log[i].actor) : json(nullptr);
        const auto& move = m["moves"][i - from];
        EXPECT_EQ(move.value("kind", ""), expected["kind"]) << text;
        if (log[i].actor != seat && !log[i].moves.empty()) {
          // Another seat's throw or keep under the cup: how many dice, never which.
          EXPECT_TRUE(move["kind"] == "cup_throw" || move["kind"] == "cup_rethrow" || move["kind"] == "cup_keep") << move;
          EXPECT_FALSE(move.contains("dice")) << move;
          ++hidden_moves;
        }
        expected.erase("seat");
        json content = move;
        content.erase("by"), content.erase("seat");
        EXPECT_EQ(content, expected) << text;
        EXPECT_EQ(move["seat"], log[i].actor >= 0 ? json(log[i].actor) : json(nullptr));
        EXPECT_EQ(move["by"], decider_name(log[i].by));
      }
      // The legal actions structured beside their names, for the seat to decide only.
      ASSERT_EQ(m["legal_moves"].size(), m["legal"].size()) << text;
      for (size_t i = 0; i < m["legal"].size(); ++i) {
        if (m["legal"][i] == "throw") {
          EXPECT_EQ(m["legal_moves"][i], json({{"kind", "hand_throw"}}));
        } else {
          EXPECT_EQ(m["legal_moves"][i]["kind"], m["legal"][i].get<std::string>().substr(0, m["legal"][i].get<std::string>().find(' ')));
        }
      }
      // Independently of the game's own views: nobody else's dice while they are under the cup.
      const auto& view = m["view"];
      // Whose dice are under the cup: the caller's while the next player answers the call.
      const auto& owner = view["phase"] == "respond" ? view["caller"] : view["seat"];
      if (view["phase"] != "over" && owner != seat) {
        EXPECT_TRUE(view["dice"].is_null()) << "seat " << seat << " sees the holder's dice: " << text;
        ++hidden_checked;
      }
      for (const auto& turn : view["turns"]) {
        if (turn["seat"] != seat) {
          EXPECT_FALSE(turn.contains("seen")) << text;
        }
      }
      for (uint64_t i = from; i < v; ++i) {
        if (log[i].actor != seat && !log[i].names.empty()) {
          EXPECT_FALSE(std::regex_search(m["events"][i - from].get<std::string>(), dice_text)) << text;
        }
      }
      if (!m["legal"].empty()) {
        EXPECT_EQ(m["to_move"], seat);
      }
      previous = v;
      first = false;
    }
    EXPECT_GT(states, 5);
    EXPECT_GT(hidden_checked, 0) << "seat " << seat;
    EXPECT_GT(hidden_moves, 0) << "seat " << seat << " was told of another's throw under the cup";
  };
  for (auto& p : room.people) check_frames(p.ws->frames(), p.seat);
  check_frames(spectator.frames(), -1);
}

TEST(ServerSecrets, HintsGoOnlyToTheSeatToMoveAndTheRecordWaitsForTheEnd) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room room = open_room(server.port(), "triplo_seis", json::array({json::object(), json::object(), json::object()}),
                        {{"rounds", 1}}, {{"hints", "on"}});
  for (auto& p : room.people) await_state(p);
  // Before the end the record (which reveals the server seed) is refused.
  auto early = http(server.port(), "GET", "/api/rooms/" + room.code + "/record");
  EXPECT_EQ(early.status, 409);
  EXPECT_EQ(early.body["error"], "not_over");
  EXPECT_EQ(early.raw.find("server_seed"), std::string::npos);
  // Someone not to move asks for a hint: refused.
  for (auto& p : room.people) {
    if (p.state["to_move"] == p.seat) continue;
    p.ws->send({{"type", "hint"}});
    auto e = p.ws->next_of("error");
    EXPECT_EQ(e["code"], "not_your_turn");
    break;
  }
}

}  // namespace
}  // namespace cubilete::test
