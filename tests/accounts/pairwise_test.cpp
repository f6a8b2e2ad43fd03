// A game of several seats as pairwise Glicko-2 results.
#include <gtest/gtest.h>

#include <stdexcept>

#include "accounts/pairwise.h"

using namespace cubilete::accounts;

TEST(PairwiseResults, EachSeatPlaysEveryOtherOnceByItsPlace) {
  const std::vector<Glicko> before{{1500, 100, 0.06}, {1600, 80, 0.06}, {1400, 200, 0.06}};
  const auto results = pairwise_results(before, {200, 250, 200});
  ASSERT_EQ(results.size(), 3u);
  for (const auto& r : results) {
    ASSERT_EQ(r.size(), 2u);
    for (const auto& one : r) EXPECT_DOUBLE_EQ(one.weight, 0.5);
  }
  // Seat 0 lost to seat 1 (250 > 200) and tied seat 2.
  EXPECT_EQ(results[0][0].opponent.rating, 1600);
  EXPECT_EQ(results[0][0].score, 0);
  EXPECT_EQ(results[0][1].opponent.rating, 1400);
  EXPECT_EQ(results[0][1].score, 0.5);
  EXPECT_EQ(results[1][0].score, 1);
  EXPECT_EQ(results[1][1].score, 1);
}

TEST(PairwiseResults, TwoSeatsAreOneWholeGame) {
  const auto results = pairwise_results({{1500, 100, 0.06}, {1500, 100, 0.06}}, {1, 0});
  EXPECT_EQ(results[0][0].weight, 1);
  EXPECT_EQ(results[0][0].score, 1);
  EXPECT_EQ(results[1][0].score, 0);
}

TEST(PairwiseResults, AnEightSeatGameMovesTheWinnerAboutAsMuchAsOneWin) {
  const Glicko everyone{1500, 100, 0.06};
  const std::vector<Glicko> eight(8, everyone);
  const auto results = pairwise_results(eight, {8, 7, 6, 5, 4, 3, 2, 1});
  const double gain8 = glicko2_update(everyone, results[0]).rating - 1500;
  const std::vector<GlickoResult> one_win{{everyone, 1}};
  const double gain2 = glicko2_update(everyone, one_win).rating - 1500;
  EXPECT_GT(gain8, 0);
  EXPECT_NEAR(gain8, gain2, 0.25 * gain2);
}

TEST(PairwiseResults, RefusesMismatchedOrLonelySeats) {
  EXPECT_THROW(pairwise_results({{}}, {1}), std::invalid_argument);
  EXPECT_THROW(pairwise_results({{}, {}}, {1}), std::invalid_argument);
}
