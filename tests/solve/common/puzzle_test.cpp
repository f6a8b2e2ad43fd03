// The rule that makes a decision a puzzle (solve/common/puzzle.h), on hand numbers.
#include <gtest/gtest.h>

#include <cmath>

#include "solve/common/analysis_measures.h"
#include "solve/common/puzzle.h"

using namespace cubilete;
using namespace cubilete::solve;

TEST(PuzzleRule, ChoicesWithinTheEquivalenceAreAllRight) {
  const auto answer = puzzle_answer({{1, 10.0}, {2, 10.0 + 5e-10}, {3, 7.0}, {4, 6.5}}, 2.0);
  ASSERT_TRUE(answer);
  EXPECT_EQ(answer->best, (std::vector<Action>{1, 2}));
  EXPECT_EQ(answer->runner_up, 3);
  EXPECT_NEAR(answer->gap, 3.0 + 5e-10, 1e-12);
}

TEST(PuzzleRule, TheGapMustReachTheMargin) {
  EXPECT_FALSE(puzzle_answer({{1, 10.0}, {2, 8.5}}, 2.0));
  const auto exactly = puzzle_answer({{1, 10.0}, {2, 8.0}, {3, 1.0}}, 2.0);
  ASSERT_TRUE(exactly);
  EXPECT_EQ(exactly->runner_up, 2);
  EXPECT_DOUBLE_EQ(exactly->gap, 2.0);
  // The best may come anywhere in the legal order.
  const auto last = puzzle_answer({{1, 0.30}, {2, 0.25}, {3, 0.40}}, 0.02);
  ASSERT_TRUE(last);
  EXPECT_EQ(last->best, (std::vector<Action>{3}));
  EXPECT_NEAR(last->gap, 0.10, 1e-12);
}

TEST(PuzzleRule, ForcedDecisionsAreNoPuzzles) {
  EXPECT_FALSE(puzzle_answer({}, 2.0));
  EXPECT_FALSE(puzzle_answer({{1, 10.0}}, 2.0));
  EXPECT_FALSE(puzzle_answer({{1, 10.0}, {2, 10.0}, {3, 10.0 - 1e-10}}, 2.0));
}

TEST(PuzzleRule, TheMarginIsTheMeasuresInaccuracy) {
  EXPECT_DOUBLE_EQ(puzzle_margin(scaled_measure("expected_score", {"", "", ""}, 1.0)), 2.0);
  EXPECT_DOUBLE_EQ(puzzle_margin(scaled_measure("turn_points", {"", "", ""}, 50.0)), 100.0);
  EXPECT_DOUBLE_EQ(puzzle_margin(win_chance_measure({"", "", ""}, 1e-9)), 0.02);
}

TEST(PuzzleRule, SoftmaxMissOnHandNumbers) {
  // Losses 0, 1 and 3 units at temperature 2: weights 1, e^-0.5 and e^-1.5.
  const double a = std::exp(-0.5), b = std::exp(-1.5);
  EXPECT_NEAR(softmax_miss({0, 1, 3}, {true, false, false}, 2.0), (a + b) / (1 + a + b), 1e-15);
  EXPECT_NEAR(softmax_miss({0, 1, 3}, {true, false, false}, 2.0), 0.4534506127, 1e-9);
  // Two right answers share the right mass; a cold player nearly never misses a clear gap.
  EXPECT_NEAR(softmax_miss({0, 0, 4}, {true, true, false}, 1.0), std::exp(-4.0) / (2 + std::exp(-4.0)), 1e-15);
  EXPECT_LT(softmax_miss({0, 10}, {true, false}, 0.5), 1e-8);
  EXPECT_NEAR(softmax_miss({0, 1000}, {true, false}, 8.0), 0.0, 1e-50);
  EXPECT_THROW(softmax_miss({0, 1}, {true}, 1.0), std::invalid_argument);
  EXPECT_THROW(softmax_miss({0, 1}, {true, false}, 0.0), std::invalid_argument);
}
