// Golden text: one seeded all-bot game per preset, printed by `cubilete play`, compared with
// tests/golden/GAME.txt. Regenerate after an intended change with UPDATE_GOLDEN=1.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "catalog/registry.h"
#include "support/cli_util.h"

using namespace cubilete::test;

class Golden : public ::testing::TestWithParam<std::string> {};

TEST_P(Golden, SeededGameMatchesTheRecordedText) {
  const std::string game = GetParam();
  const std::string first = cubilete::preferred_bot(cubilete::find_game(game), "greedy");
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
