// `cubilete protocol` as a client author meets it: the generated types written and checked, the
// sample messages, and a clear error for every misuse.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "catalog/registry.h"
#include "support/cli_util.h"

using namespace cubilete::test;

namespace {

TEST(ProtocolCommand, WritesTheGeneratedFilesAndChecksThem) {
  const std::string dir = ::testing::TempDir() + "protocol_" + std::to_string(::getpid());
  std::filesystem::remove_all(dir);
  auto written = run_cli("protocol --typescript " + dir);
  ASSERT_EQ(written.status, 0) << written.err;
  EXPECT_TRUE(std::filesystem::exists(dir + "/contract.d.ts"));
  EXPECT_TRUE(std::filesystem::exists(dir + "/contract.js"));
  EXPECT_EQ(run_cli("protocol --check " + dir).status, 0);
  std::ofstream(dir + "/contract.d.ts", std::ios::app) << "// a hand edit\n";
  auto stale = run_cli("protocol --check " + dir);
  EXPECT_EQ(stale.status, 1);
  EXPECT_NE(stale.err.find("contract.d.ts differs from the C++ declarations"), std::string::npos)
      << stale.err;
  EXPECT_NE(stale.err.find("regenerate with: cubilete protocol --typescript " + dir),
            std::string::npos)
      << stale.err;
  std::filesystem::remove(dir + "/contract.js");
  EXPECT_EQ(run_cli("protocol --check " + dir).status, 1) << "a missing file is not current either";
  std::filesystem::remove_all(dir);
}

TEST(ProtocolCommand, SamplesAreOneMessagePartALineOfEveryGame) {
  auto r = run_cli("protocol --samples --games 1 --seed 9");
  ASSERT_EQ(r.status, 0) << r.err;
  std::istringstream lines(r.out);
  std::set<std::string> games, parts;
  for (std::string line; std::getline(lines, line);) {
    const auto j = nlohmann::json::parse(line);
    games.insert(j["game"]);
    for (const char* part : {"view", "move", "legal_moves"})
      if (j.contains(part)) parts.insert(part);
  }
  EXPECT_EQ(games.size(), cubilete::game_registry().size());
  EXPECT_EQ(parts, (std::set<std::string>{"view", "move", "legal_moves"}));
  EXPECT_EQ(run_cli("protocol --samples --games 1 --seed 9").out, r.out)
      << "seeded: the same every time";
}

TEST(ProtocolCommand, TheSchemaDefinesEveryGamesViewAndMovesTheSocketMessagesAndTheRoomSummary) {
  auto r = run_cli("protocol --schema");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto schema = nlohmann::json::parse(r.out);
  const auto& defs = schema["$defs"];
  EXPECT_EQ(schema["x-views"].size(), cubilete::game_registry().size());
  for (const auto& [game, view] : schema["x-views"].items()) {
    const std::string name = view["$ref"].get<std::string>().substr(std::string("#/$defs/").size());
    ASSERT_TRUE(defs.contains(name)) << game;
    EXPECT_EQ(defs[name]["type"], "object");
  }
  // Farkle's moves: a union of kinds, each an object whose "kind" is fixed.
  const auto& farkle = defs["FarkleMove"]["oneOf"];
  ASSERT_EQ(farkle.size(), 4u);
  EXPECT_EQ(defs["ThrowMove"]["properties"]["kind"], nlohmann::json({{"const", "throw"}}));
  EXPECT_EQ(defs["ThrowMove"]["required"], nlohmann::json({"kind", "dice"}))
      << "farkle is optional";
  // A nullable field: its type or null; an enum: its values.
  EXPECT_EQ(defs["CentenarioPlayer"]["properties"]["next"],
            nlohmann::json({{"anyOf", {{{"type", "integer"}}, {{"type", "null"}}}}}));
  EXPECT_EQ(defs["CategoryPhase"]["enum"], nlohmann::json({"throw", "decide", "over"}));
  // A socket message: told apart by "type", not "kind"; the lobby's as one union.
  EXPECT_EQ(defs["PairedMessage"]["properties"]["type"], nlohmann::json({{"const", "paired"}}));
  EXPECT_EQ(defs["PairedMessage"]["required"], nlohmann::json({"type", "room", "seat", "token"}));
  EXPECT_FALSE(defs["PairedMessage"]["properties"].contains("kind"));
  EXPECT_EQ(defs["LobbyMessage"]["oneOf"].size(), 12u);
  EXPECT_EQ(defs["TournamentPairedMessage"]["required"], nlohmann::json({"type", "id", "room", "seat", "token"}));
  EXPECT_EQ(defs["TournamentStandingsMessage"]["properties"]["standings"]["items"],
            nlohmann::json({{"$ref", "#/$defs/TournamentStandingRow"}}));
  EXPECT_EQ(defs["ChatMessage"]["properties"]["type"], nlohmann::json({{"const", "chat"}}));
  // A room's state: its envelope declared, what is the game's any value (checked by game).
  const auto& state = defs["StateMessage"];
  EXPECT_EQ(state["properties"]["type"], nlohmann::json({{"const", "state"}}));
  EXPECT_EQ(state["properties"]["status"], nlohmann::json({{"$ref", "#/$defs/RoomStatus"}}));
  EXPECT_EQ(defs["RoomStatus"]["enum"], nlohmann::json({"waiting", "playing", "over", "expired", "closed"}));
  EXPECT_FALSE(state["properties"]["view"].contains("type"));
  EXPECT_EQ(state["properties"]["moves"]["type"], "array");
  EXPECT_EQ(state["properties"]["seats"]["items"], nlohmann::json({{"$ref", "#/$defs/SeatInfo"}}));
  for (const char* key : {"version", "seat", "status", "to_move", "legal", "legal_moves", "events", "actors", "moves",
                          "hints", "public", "rated", "seats", "commitment", "view"})
    EXPECT_NE(std::find(state["required"].begin(), state["required"].end(), key), state["required"].end()) << key;
  for (const char* key : {"result", "clock", "claim"})
    EXPECT_EQ(std::find(state["required"].begin(), state["required"].end(), key), state["required"].end()) << key;
  EXPECT_EQ(defs["GameResult"]["properties"]["ratings"]["items"], nlohmann::json({{"$ref", "#/$defs/RatingChange"}}));
  EXPECT_EQ(defs["HintMessage"]["properties"]["type"], nlohmann::json({{"const", "hint"}}));
  EXPECT_EQ(defs["RoomSummary"]["properties"]["public"], nlohmann::json({{"type", "boolean"}}));
}

TEST(ProtocolCommand, RefusesMisuse) {
  for (const auto& [args, message] : std::vector<std::pair<std::string, std::string>>{
           {"protocol", "say one of --typescript DIR, --check DIR, --schema or --samples"},
           {"protocol --samples --check x",
            "say one of --typescript DIR, --check DIR, --schema or --samples"},
           {"protocol --samples --games 0", "--games must be a whole number from 1 to 1000; got 0"},
           {"protocol --samples --games 1001",
            "--games must be a whole number from 1 to 1000; got 1001"},
           {"protocol --samples --games many", "--games"},
           {"protocol --typescript /proc/no/such/dir", "cannot create /proc/no/such/dir"}}) {
    auto r = run_cli(args);
    EXPECT_NE(r.status, 0) << args;
    EXPECT_NE(r.err.find(message), std::string::npos) << args << "\nstderr: " << r.err;
    EXPECT_EQ(r.out, "") << args;
  }
}

}  // namespace
