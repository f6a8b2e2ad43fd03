// `cubilete protocol` as a client author meets it: the generated types written and checked, the
// sample messages, and a clear error for every misuse.
#include <gtest/gtest.h>

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

TEST(ProtocolCommand, RefusesMisuse) {
  for (const auto& [args, message] : std::vector<std::pair<std::string, std::string>>{
           {"protocol", "say one of --typescript DIR, --check DIR or --samples"},
           {"protocol --samples --check x",
            "say one of --typescript DIR, --check DIR or --samples"},
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
