// `cubilete puzzles generate` and `show` (docs/puzzles.md): a collection depends on its seed alone,
// whatever the threads; every puzzle's `show` names the advisor's line for the same decision, and
// that line ranks the puzzle's right answer first; bad input is refused in words.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <nlohmann/json.hpp>

#include "support/cli_util.h"

using namespace cubilete::test;
using json = nlohmann::json;

namespace {

std::vector<json> read_collection(const std::string& path) {
  std::vector<json> out;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) out.push_back(json::parse(line));
  return out;
}

std::string generated(const std::string& args, const std::string& name) {
  const std::string path = ::testing::TempDir() + name;
  const auto r = run_cli("puzzles generate " + args + " --out " + path);
  EXPECT_EQ(r.status, 0) << r.err;
  return path;
}

TEST(PuzzlesCommand, ACollectionDependsOnItsSeedAlone) {
  const auto one = slurp(generated("--games 3 --seed 11 --threads 1", "puzzles_a.jsonl"));
  const auto two = slurp(generated("--games 3 --seed 11 --threads 2", "puzzles_b.jsonl"));
  const auto other = slurp(generated("--games 3 --seed 12 --threads 2", "puzzles_c.jsonl"));
  EXPECT_FALSE(one.empty());
  EXPECT_EQ(one, two);
  EXPECT_NE(one, other);
}

TEST(PuzzlesCommand, ShowNamesTheAdvisorsLineAndItRanksTheAnswerFirst) {
  const auto path = generated("--games 2 --seed 5", "puzzles_show.jsonl");
  const auto puzzles = read_collection(path);
  std::map<std::string, int> shown;  // a few puzzles of each game: each `hint` is a process
  std::set<std::string> ids;
  for (const auto& p : puzzles) {
    const std::string id = p.at("id");
    EXPECT_TRUE(ids.insert(id).second) << "the same puzzle twice: " << id;
    const std::string game = p.at("game");
    if (shown[game]++ >= 3) continue;
    const auto text = run_cli("puzzles show " + id + " --in " + path);
    ASSERT_EQ(text.status, 0) << text.err;
    const auto at = text.out.find("cubilete hint ");
    ASSERT_NE(at, std::string::npos) << text.out;
    std::string line = text.out.substr(at + 9);
    line = line.substr(0, line.find('\n'));
    const auto hint = run_cli(line + " --json");
    ASSERT_EQ(hint.status, 0) << line << "\n" << hint.err;
    const auto ranked = json::parse(hint.out);
    const auto& first = ranked.at("choices").at(0);
    bool right = false;
    for (const auto& c : p.at("choices"))
      if (c.at("action") == first.at("action")) {
        for (const auto& b : p.at("best")) right = right || b == c.at("move");
      }
    EXPECT_TRUE(right) << line << "\n" << hint.out;
    const auto whole = run_cli("puzzles show " + id + " --in " + path + " --json");
    ASSERT_EQ(whole.status, 0) << whole.err;
    EXPECT_EQ(json::parse(whole.out), p);
  }
  EXPECT_EQ(shown.size(), 8u);  // every game with puzzles
}

TEST(PuzzlesCommand, BadInputIsRefusedInWords) {
  const std::string out = " --out " + ::testing::TempDir() + "puzzles_bad.jsonl";
  expect_cli_error("puzzles generate --game damma --games 1" + out, "damma has no puzzles");
  expect_cli_error("puzzles generate --game nosuchgame --games 1" + out, "nosuchgame");
  expect_cli_error("puzzles generate --games 0" + out, "--games");
  expect_cli_error("puzzles generate --games 1 --rule target=2000" + out, "--rule needs --game");
  expect_cli_error("puzzles generate --games 1", "--out");
  expect_cli_error("puzzles generate --games 1 --out /nonexistent/dir/p.jsonl", "cannot write");
  const std::string broken = ::testing::TempDir() + "puzzles_broken.jsonl";
  std::ofstream(broken) << "{\"id\": \"x\"\n";
  expect_cli_error("puzzles show abc --in " + broken, "line 1 is no puzzle");
  const auto path = generated("--games 1 --seed 3 --game matterhorn", "puzzles_one.jsonl");
  expect_cli_error("puzzles show 0000000000000 --in " + path, "no puzzle 0000000000000");
  expect_cli_error("puzzles show abc --in /nonexistent/p.jsonl", "cannot read");
}

}  // namespace
