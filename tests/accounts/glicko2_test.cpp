// Glicko-2 against the worked example of Glickman's description of the system: a player rated
// 1500 (deviation 200, volatility 0.06) beats a 1400 (30) and loses to a 1550 (100) and a 1700
// (300) in one period, with τ = 0.5; the description prints r' = 1464.06, RD' = 151.52 and
// σ' = 0.05999.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <vector>

#include "accounts/glicko2.h"

using namespace cubilete::accounts;

namespace {

std::vector<GlickoResult> worked_example_results() {
  return {{{1400, 30, 0.06}, 1}, {{1550, 100, 0.06}, 0}, {{1700, 300, 0.06}, 0}};
}

}  // namespace

TEST(Glicko2, ReproducesTheWorkedExampleToThePrintedDigits) {
  const auto results = worked_example_results();
  const Glicko after = glicko2_update({1500, 200, 0.06}, results, 0.5);
  // The description works on its own scale and prints each step to four decimals: μ' = -0.2069,
  // φ' = 0.8722, and then r' = 173.7178 μ' + 1500 = 1464.06 and RD' = 173.7178 φ' = 151.52 from
  // those rounded figures (exactly, r' is 1464.0507). So μ' and φ' must round to the printed
  // digits, and the printed r' and RD' must follow from them.
  const double mu = (after.rating - 1500) / 173.7178, phi = after.deviation / 173.7178;
  EXPECT_NEAR(mu, -0.2069, 0.00005);
  EXPECT_NEAR(phi, 0.8722, 0.00005);
  EXPECT_NEAR(173.7178 * -0.2069 + 1500, 1464.06, 0.005);
  EXPECT_NEAR(after.rating, 1464.06, 0.01);
  EXPECT_NEAR(after.deviation, 151.52, 0.005);
  // σ' = 0.059996, printed as 0.05999 (five decimals, cut).
  EXPECT_NEAR(after.volatility, 0.05999, 0.00001);
  EXPECT_GT(after.volatility, 0.05999);
}

TEST(Glicko2, APeriodWithoutGamesOnlyWidensTheDeviation) {
  const Glicko idle = glicko2_update({1600, 100, 0.06}, {}, 0.5);
  EXPECT_EQ(idle.rating, 1600);
  EXPECT_EQ(idle.volatility, 0.06);
  EXPECT_NEAR(idle.deviation, std::sqrt(100.0 * 100 + std::pow(0.06 * 173.7178, 2)), 1e-9);
  EXPECT_NEAR(idle_deviation({1600, 100, 0.06}, 4, 500), std::sqrt(100.0 * 100 + 4 * std::pow(0.06 * 173.7178, 2)), 1e-9);
  EXPECT_EQ(idle_deviation({1600, 340, 0.06}, 1e6, 350), 350) << "capped";
}

TEST(Glicko2, WinsRaiseLossesLowerAndATieBetweenEqualsMovesNothing) {
  const Glicko equal{1500, 100, 0.06};
  const std::vector<GlickoResult> win{{equal, 1}}, loss{{equal, 0}}, tie{{equal, 0.5}};
  EXPECT_GT(glicko2_update(equal, win).rating, 1500);
  EXPECT_LT(glicko2_update(equal, loss).rating, 1500);
  EXPECT_NEAR(glicko2_update(equal, tie).rating, 1500, 1e-9);
  // A win and a loss against the same opponent move the rating by the same amount either way.
  EXPECT_NEAR(glicko2_update(equal, win).rating - 1500, 1500 - glicko2_update(equal, loss).rating, 1e-9);
  // Every game narrows the deviation of a player who plays.
  EXPECT_LT(glicko2_update(equal, win).deviation, 100);
}

TEST(Glicko2, AHalfWeightedResultCountsForLessThanAWholeOne) {
  const Glicko player{1500, 200, 0.06}, opponent{1500, 100, 0.06};
  const std::vector<GlickoResult> whole{{opponent, 1, 1}}, half{{opponent, 1, 0.5}};
  const double gain_whole = glicko2_update(player, whole).rating - 1500;
  const double gain_half = glicko2_update(player, half).rating - 1500;
  EXPECT_GT(gain_half, 0);
  EXPECT_LT(gain_half, gain_whole);
}

TEST(Glicko2, RefusesWhatIsNoRating) {
  const std::vector<GlickoResult> bad_score{{{1500, 100, 0.06}, 1.5}};
  EXPECT_THROW(glicko2_update({1500, 100, 0.06}, bad_score), std::invalid_argument);
  const std::vector<GlickoResult> bad_weight{{{1500, 100, 0.06}, 1, 0}};
  EXPECT_THROW(glicko2_update({1500, 100, 0.06}, bad_weight), std::invalid_argument);
  EXPECT_THROW(glicko2_update({1500, 0, 0.06}, {}), std::invalid_argument);
  EXPECT_THROW(glicko2_update({1500, 100, 0.06}, {}, 0), std::invalid_argument);
}
