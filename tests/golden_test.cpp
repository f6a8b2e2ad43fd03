// Golden text: one seeded all-bot game per preset, printed by `cubilete play`, compared with
// tests/golden/GAME.txt. Regenerate after an intended change with UPDATE_GOLDEN=1.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "cli_util.h"
#include "core/registry.h"

#include <algorithm>

using namespace cubilete::test;

class Golden : public ::testing::TestWithParam<std::string> {};

TEST_P(Golden, SeededGameMatchesTheRecordedText) {
  const std::string game = GetParam();
  const auto bots = cubilete::bot_names(cubilete::find_game(game));
  // greedy where there is one, else the game's own bot, else random.
  const bool has_greedy = std::find(bots.begin(), bots.end(), "greedy") != bots.end();
  const std::string first = has_greedy ? "greedy" : bots.size() > 1 ? bots[1] : "random";
  auto r = run_cli("play " + game + " --players " + first + ",random --seed 2026");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string path = std::string(CUBILETE_GOLDEN_DIR) + "/" + game + ".txt";
  if (std::getenv("UPDATE_GOLDEN")) {
    std::ofstream(path) << r.out;
    GTEST_SKIP() << "rewrote " << path;
  }
  EXPECT_EQ(r.out, slurp(path)) << "differs from " << path;
}

INSTANTIATE_TEST_SUITE_P(Presets, Golden,
                         ::testing::Values("general", "generala", "crag", "yahtzee", "yatzy", "farkle", "centenario",
                                           "matterhorn", "multiplicacao", "buck_dice", "ataque_yankee",
                                           "flores_amarradas", "triplo_seis", "damma"));
