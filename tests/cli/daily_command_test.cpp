// `cubilete daily`: the optimum's game on a day's dice is the one `play` deals from the day's game
// seed, its record passes `cubilete verify` as a daily room's would, and bad input is refused in words.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "crypto/fair_seed.h"
#include "support/cli_util.h"
#include "table/table.h"

using namespace cubilete::test;
using json = nlohmann::json;

namespace {

const std::string kDaySeed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

TEST(DailyCommand, TheOptimumsGameIsTheOnePlayDealsFromTheDaysSeedAndItVerifies) {
  for (const std::string game : {"yatzy", "generala", "farkle"}) {
    auto r = run_cli("daily " + game + " --date 2026-11-29 --seed " + kDaySeed + " --json");
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = json::parse(r.out);
    cubilete::crypto::Bytes day;
    ASSERT_TRUE(cubilete::crypto::from_hex(kDaySeed, day));
    const uint64_t seed = cubilete::fair::game_seed(day, {""});
    EXPECT_EQ(j["seed"], seed);
    EXPECT_EQ(j["commitment"], cubilete::fair::commitment_of(day));
    const auto& record = j["record"];
    EXPECT_EQ(record["rules"]["dice"], "duplicate");
    EXPECT_EQ(record["rules"]["players"], "1");
    // The same game as `play` with the optimal bot on the day's rules and game seed.
    std::string rules;
    for (const auto& [key, value] : record["rules"].items()) rules += " --rule " + key + "=" + value.get<std::string>();
    const std::string path = ::testing::TempDir() + "daily_" + game + ".json";
    auto play = run_cli("play " + game + " --players " + j["bot"].get<std::string>() + " --seed " + std::to_string(seed) + rules);
    ASSERT_EQ(play.status, 0) << play.err;
    // Each action of the record, told as play tells it, in the record's order.
    cubilete::Assignments assignments;
    for (const auto& [key, value] : record["rules"].items()) assignments.emplace_back(key, value.get<std::string>());
    const std::string bot = j["bot"];
    cubilete::table::Table replayed({&cubilete::find_game(game), assignments, {bot}, seed});
    replayed.speak({cubilete::Lang::En, cubilete::kReferee, [&](int) { return "P1 (" + bot + ")"; }});
    replayed.replay_recorded(record["actions"].get<std::vector<std::string>>());
    ASSERT_EQ(replayed.log().size(), record["actions"].size());
    size_t at = 0;
    for (const auto& done : replayed.log()) {
      at = play.out.find(done.told + "\n", at);
      ASSERT_NE(at, std::string::npos) << done.text << " told as " << done.told << "\n" << play.out;
    }
    EXPECT_NE(play.out.find("Scores: P1 (" + j["bot"].get<std::string>() + ") " + j["score"].dump() + "\n"), std::string::npos)
        << play.out;
    std::ofstream(path) << record.dump();
    auto verify = run_cli("verify " + path);
    EXPECT_EQ(verify.status, 0) << verify.out;
    // The text form says the same.
    auto text = run_cli("daily " + game + " --date 2026-11-29 --seed " + kDaySeed);
    EXPECT_NE(text.out.find("Score: " + j["score"].dump()), std::string::npos) << text.out;
  }
}

TEST(DailyCommand, BadInputIsRefusedInWords) {
  const auto refused = [](const std::string& args, const std::string& words) {
    auto r = run_cli("daily " + args);
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_NE(r.err.find(words), std::string::npos) << args << ": " << r.err;
  };
  refused("damma --date 2026-11-29 --seed " + kDaySeed, "damma has no daily challenge");
  refused("yatzy --date 2026-02-29 --seed " + kDaySeed, "is not a day");
  refused("yatzy --date 29/11/2026 --seed " + kDaySeed, "is not a day");
  refused("yatzy --date 2026-11-29 --seed abc", "64 hex digits");
  refused("yatzy --date 2026-11-29 --seed " + kDaySeed + "00", "64 hex digits");
  refused("chess --date 2026-11-29 --seed " + kDaySeed, "chess");
}

}  // namespace
