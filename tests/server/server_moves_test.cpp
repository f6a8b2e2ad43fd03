// What the browser reads instead of parsing action text (docs/contract.md),
// over real sockets: each state's `moves` carry their content beside who decided them, the
// seat's `legal_moves` are its legal actions structured, and GET /api/games says how the table
// treats each game and gives its rules.
#include <gtest/gtest.h>

#include "catalog/registry.h"
#include "core/dice.h"
#include "server_harness.h"

namespace cubilete::test {
namespace {

// "throw 2-2-5-5-6" -> [2, 2, 5, 5, 6]
json dice_of(const std::string& event) {
  return json(parse_dice(event.substr(event.find(' ') + 1)));
}

TEST(ServerMoves, EachEventComesWithItsMoveAndTheLegalActionsWithTheirs) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room room =
      open_room(server.port(), "generala", json::array({json::object(), {{"bot", "greedy"}}}));
  auto& ana = room.people[0];
  const json first = await_state(ana);
  ASSERT_EQ(first["events"].size(), 1u) << first;
  EXPECT_EQ(first["moves"], json::array({{{"by", "chance"},
                                          {"seat", 0},
                                          {"kind", "throw"},
                                          {"dice", dice_of(first["events"][0])}}}));
  // Each legal action structured, in the order of `legal`.
  ASSERT_EQ(first["legal_moves"].size(), first["legal"].size());
  std::string keep;
  for (size_t i = 0; i < first["legal"].size(); ++i) {
    const std::string name = first["legal"][i];
    const auto& move = first["legal_moves"][i];
    if (name.rfind("score ", 0) == 0) {
      EXPECT_EQ(move["kind"], "score");
      EXPECT_EQ(move["category"], name.substr(6));
      EXPECT_EQ(move["points"], first["view"]["would_score"][name.substr(6)]["points"]);
    } else {
      EXPECT_EQ(move["kind"], "keep") << name;
      if (name != "keep none") {
        EXPECT_EQ(move["dice"], dice_of(name)) << name;
      }
      if (keep.empty() && name != "keep none") keep = name;
    }
  }
  // Ana keeps: her keep (a person's) and the throw that follows, each with its content.
  ana.ws->send({{"type", "act"}, {"action", keep}, {"version", first["version"]}});
  const json after = await_state(ana);
  ASSERT_GE(after["moves"].size(), 2u) << after;
  EXPECT_EQ(after["moves"][0],
            json({{"by", "person"}, {"seat", 0}, {"kind", "keep"}, {"dice", dice_of(keep)}}));
  EXPECT_EQ(after["moves"][1]["kind"], "throw");
  EXPECT_EQ(after["moves"][1]["dice"], dice_of(after["events"][1]));
  EXPECT_EQ(after["moves"][1]["dice"].size(), 5 - dice_of(keep).size()) << "only the dice thrown";
}

TEST(ServerMoves, APersonsOwnThrowIsAHandThrowAmongTheLegalMoves) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room room =
      open_room(server.port(), "centenario", json::array({json::object(), {{"bot", "random"}}}));
  auto& ana = room.people[0];
  const json first = await_state(ana);
  EXPECT_EQ(first["legal"], json::array({"throw"}));
  EXPECT_EQ(first["legal_moves"], json::array({{{"kind", "hand_throw"}}}));
  ana.ws->send({{"type", "act"}, {"action", "throw"}, {"version", 0}});
  const json after = await_state(ana);
  ASSERT_EQ(after["moves"].size(), 2u) << after;
  for (size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(after["moves"][i]["by"], "chance");
    EXPECT_EQ(after["moves"][i]["seat"], int(i));
    EXPECT_EQ(after["moves"][i]["kind"], "throw");
    EXPECT_EQ(after["moves"][i]["dice"], dice_of(after["events"][i]));
  }
}

TEST(ServerMoves, TheGamesDocumentTellsEachGamesTablePolicyAndRules) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  const auto games = http(server.port(), "GET", "/api/games").body["games"];
  ASSERT_EQ(games.size(), game_registry().size());
  for (const auto& g : games) {
    const auto& entry = find_game(g["id"].get<std::string>());
    EXPECT_EQ(g["rules"], entry.description.rules_text.en);
    const auto& table = g["table"];
    EXPECT_EQ(table["throws_by_hand"], entry.table.throws_by_hand) << g["id"];
    EXPECT_EQ(table["hints"]["advisor"], bool(entry.analysis.advise)) << g["id"];
    EXPECT_EQ(table["hints"]["advisor"], g["advisor"]) << g["id"];
  }
  const auto game = [&](const std::string& id) {
    for (const auto& g : games)
      if (g["id"] == id) return g["table"];
    return json();
  };
  EXPECT_EQ(game("triplo_seis")["hints"],
            json({{"advisor", true}, {"against_bots_only", false}, {"decisions", {"keep"}}}));
  EXPECT_EQ(game("damma")["hints"],
            json({{"advisor", true}, {"against_bots_only", true}, {"decisions", json::array()}}));
  EXPECT_EQ(game("damma")["seat_roles"], json({"White", "Black"}));
  EXPECT_EQ(game("generala"),
            json({{"throws_by_hand", false},
                  {"hints",
                   {{"advisor", true}, {"against_bots_only", false}, {"decisions", json::array()}}},
                  {"seat_roles", json::array()},
                  {"dice", true}}));
  EXPECT_EQ(game("damma")["dice"], false) << "no throws to check against the seed";
  EXPECT_EQ(game("centenario")["throws_by_hand"], true);
  EXPECT_EQ(game("centenario")["hints"]["advisor"], false);
}

}  // namespace
}  // namespace cubilete::test
