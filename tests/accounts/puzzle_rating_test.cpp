// Puzzle ratings (accounts/puzzle_rating.h): a rated answer against a Glicko-2 written again here
// from the steps of Glickman's description of the system, without glicko2.h; a new puzzle's
// starting rating on numbers worked by hand; the reviews of one's own mistakes; the streak's target.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

#include "accounts/puzzle_rating.h"
#include "accounts/rating_policy.h"

using namespace cubilete::accounts;

namespace puzzle_rating_test {

// A rating as the description writes it, apart from the module's Glicko.
struct Rating {
  double r, rd, sigma;
};

constexpr double kScale = 173.7178;

// Steps 1 to 8 of the description for a player with one result of the period against `opp`
// (`score` 1, 0.5 or 0), τ `tau`. `idle_periods` periods of growth by the old volatility happen
// first, capped at `cap` (the deviation of someone away for a while; 0 for none).
Rating glickman_one_result(Rating player, Rating opp, double score, double tau, double idle_periods,
                           double cap) {
  // Step 2: to the Glicko-2 scale.
  const double mu = (player.r - 1500) / kScale;
  double phi = player.rd / kScale;
  const double sigma = player.sigma;
  phi = std::min(std::sqrt(phi * phi + idle_periods * sigma * sigma), cap / kScale);
  const double mu_j = (opp.r - 1500) / kScale, phi_j = opp.rd / kScale;
  // Step 3: g, E and the estimated variance v.
  const double pi2 = std::numbers::pi * std::numbers::pi;
  const double g = 1 / std::sqrt(1 + 3 * phi_j * phi_j / pi2);
  const double E = 1 / (1 + std::exp(-g * (mu - mu_j)));
  const double v = 1 / (g * g * E * (1 - E));
  // Step 4: the estimated improvement Δ.
  const double delta = v * g * (score - E);
  // Step 5: the new volatility, by the Illinois algorithm, ε = 0.000001.
  const double a = std::log(sigma * sigma);
  auto f = [&](double x) {
    const double ex = std::exp(x);
    const double den = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2 * den * den) - (x - a) / (tau * tau);
  };
  double A = a, B = 0;
  if (delta * delta > phi * phi + v) {
    B = std::log(delta * delta - phi * phi - v);
  } else {
    double k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  double fA = f(A), fB = f(B);
  while (std::fabs(B - A) > 0.000001) {
    const double C = A + (A - B) * fA / (fB - fA);
    const double fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA = fA / 2;
    }
    B = C;
    fB = fC;
  }
  const double sigma_new = std::exp(A / 2);
  // Step 6: the pre-period value φ*.
  const double phi_star = std::sqrt(phi * phi + sigma_new * sigma_new);
  // Step 7: the new φ' and μ'.
  const double phi_new = 1 / std::sqrt(1 / (phi_star * phi_star) + 1 / v);
  const double mu_new = mu + phi_new * phi_new * g * (score - E);
  // Step 8: back to the Glicko scale (never more unsure than the cap).
  return {kScale * mu_new + 1500, std::min(kScale * phi_new, cap), sigma_new};
}

// One answer of the walk: the time since the previous one and whether it was right.
struct Answer {
  int gap_days;
  int gap_hours;
  bool correct;
};

}  // namespace puzzle_rating_test

// Thirty rated answers of one person to one puzzle, days apart, against the description's steps:
// the person's deviation grows for the time away before each answer, and the puzzle moves only
// once the person's deviation (grown to the answer) is below kProvisionalDeviation.
TEST(PuzzleRating, ThirtyAnswersMatchAnIndependentGlicko2) {
  using namespace puzzle_rating_test;
  const std::vector<Answer> walk = {
      {0, 0, true},  {1, 2, false}, {0, 0, true},  {3, 0, true},  {10, 5, false}, {2, 0, true},
      {0, 7, false}, {5, 0, true},  {7, 11, true}, {0, 0, false}, {4, 0, true},   {9, 3, false},
      {1, 0, true},  {0, 1, true},  {6, 0, false}, {2, 8, true},  {8, 0, true},   {0, 0, false},
      {3, 4, true},  {10, 0, false}, {1, 1, true}, {0, 0, true},  {5, 6, false},  {2, 0, true},
      {7, 0, false}, {4, 9, true},  {0, 0, true},  {6, 2, false}, {9, 0, true},   {1, 0, false},
  };
  ASSERT_EQ(walk.size(), 30u);
  const double periods_per_day = 0.2143, cap = 350, provisional = 110, tau = 0.5;
  ASSERT_EQ(kRatingPeriodsPerDay, periods_per_day);
  ASSERT_EQ(kMaxDeviation, cap);
  ASSERT_EQ(kProvisionalDeviation, provisional);
  ASSERT_EQ(kRatingTau, tau);

  Glicko person = kPuzzleStartingPerson, puzzle{1620, 300, 0.06};
  Rating person_ref{1500, 350, 0.06}, puzzle_ref{1620, 300, 0.06};
  int64_t now = 1'700'000'000'000, last_rated = 0;
  int moved = 0, held = 0, grew = 0;
  for (size_t i = 0; i < walk.size(); ++i) {
    const auto& a = walk[i];
    now += a.gap_days * kDayMs + int64_t(a.gap_hours) * 3'600'000;
    const double days = last_rated == 0 ? 0 : double(now - last_rated) / double(kDayMs);
    const double idle = days * periods_per_day;
    // The person as the puzzle meets them: the deviation grown for the time away.
    Rating person_grown = person_ref;
    person_grown.rd = std::min(std::sqrt(person_ref.rd * person_ref.rd +
                                         idle * kScale * kScale * person_ref.sigma * person_ref.sigma),
                               cap);
    if (person_grown.rd > person_ref.rd + 1e-9) ++grew;
    const Rating person_next =
        glickman_one_result(person_ref, puzzle_ref, a.correct ? 1 : 0, tau, idle, cap);
    const bool settled = person_grown.rd < provisional;
    const Rating puzzle_next =
        settled ? glickman_one_result(puzzle_ref, person_grown, a.correct ? 0 : 1, tau, 0, cap)
                : puzzle_ref;

    const auto change = rate_attempt(person, last_rated, puzzle, a.correct, now);
    EXPECT_NEAR(change.person.rating, person_next.r, 1e-6) << "answer " << i;
    EXPECT_NEAR(change.person.deviation, person_next.rd, 1e-6) << "answer " << i;
    EXPECT_NEAR(change.person.volatility, person_next.sigma, 1e-6) << "answer " << i;
    EXPECT_EQ(change.puzzle_moved, settled) << "answer " << i << ", grown deviation " << person_grown.rd;
    if (settled) {
      ++moved;
      EXPECT_NEAR(change.puzzle.rating, puzzle_next.r, 1e-6) << "answer " << i;
      EXPECT_NEAR(change.puzzle.deviation, puzzle_next.rd, 1e-6) << "answer " << i;
      EXPECT_NEAR(change.puzzle.volatility, puzzle_next.sigma, 1e-6) << "answer " << i;
      EXPECT_NE(change.puzzle.rating, puzzle.rating) << "answer " << i;
    } else {
      ++held;
      // Unchanged, bit for bit.
      EXPECT_EQ(change.puzzle.rating, puzzle.rating) << "answer " << i;
      EXPECT_EQ(change.puzzle.deviation, puzzle.deviation) << "answer " << i;
      EXPECT_EQ(change.puzzle.volatility, puzzle.volatility) << "answer " << i;
    }
    // A right answer raises the person and (when it moves) lowers the puzzle; a wrong one the reverse.
    if (a.correct) {
      EXPECT_GT(change.person.rating, person.rating) << "answer " << i;
      if (settled) {
        EXPECT_LT(change.puzzle.rating, puzzle.rating) << "answer " << i;
      }
    } else {
      EXPECT_LT(change.person.rating, person.rating) << "answer " << i;
      if (settled) {
        EXPECT_GT(change.puzzle.rating, puzzle.rating) << "answer " << i;
      }
    }
    // The module's own results carry on, so that any drift between the two would show.
    person = change.person;
    puzzle = change.puzzle;
    person_ref = {person.rating, person.deviation, person.volatility};
    puzzle_ref = {puzzle.rating, puzzle.deviation, puzzle.volatility};
    last_rated = now;
  }
  // The walk goes through both sides of the provisional rule and through time away.
  EXPECT_GT(held, 0);
  EXPECT_GT(moved, 0);
  EXPECT_GT(grew, 10);
  EXPECT_LT(person.deviation, provisional);
}

// Time away widens the person's deviation before the answer: the same answer moves a rating
// unused for a year more than one used yesterday, and the puzzle meets the grown deviation.
TEST(PuzzleRating, TimeAwayGrowsThePersonsDeviationFirst) {
  const Glicko person{1700, 60, 0.06}, puzzle{1700, 80, 0.06};
  const int64_t last = 1'700'000'000'000;
  const auto soon = rate_attempt(person, last, puzzle, true, last + kDayMs);
  const auto late = rate_attempt(person, last, puzzle, true, last + 365 * kDayMs);
  EXPECT_GT(late.person.rating - person.rating, soon.person.rating - person.rating);
  EXPECT_GT(late.person.deviation, soon.person.deviation);
  EXPECT_TRUE(soon.puzzle_moved);
  EXPECT_TRUE(late.puzzle_moved);
  // A person less known moves the puzzle less.
  EXPECT_LT(puzzle.rating - late.puzzle.rating, puzzle.rating - soon.puzzle.rating);
  EXPECT_GT(puzzle.rating - late.puzzle.rating, 0);
  // The provisional rule reads the deviation grown to the answer: 105 is settled the next day,
  // but two months away bring it back to sqrt(105^2 + 60 * 0.2143 * (0.06 * 173.7178)^2) = 111.5.
  const Glicko nearly{1600, 105, 0.06};
  EXPECT_TRUE(rate_attempt(nearly, last, puzzle, true, last + kDayMs).puzzle_moved);
  const auto away = rate_attempt(nearly, last, puzzle, true, last + 60 * kDayMs);
  EXPECT_FALSE(away.puzzle_moved);
  EXPECT_EQ(away.puzzle.rating, puzzle.rating);
  EXPECT_EQ(away.puzzle.deviation, puzzle.deviation);
  // Never rated: no growth, and the newcomer's answer leaves the puzzle alone.
  const auto first = rate_attempt(kPuzzleStartingPerson, 0, puzzle, false, last);
  EXPECT_FALSE(first.puzzle_moved);
  EXPECT_EQ(first.puzzle.rating, puzzle.rating);
  EXPECT_EQ(first.puzzle.deviation, puzzle.deviation);
  EXPECT_LT(first.person.rating, 1500);
  EXPECT_EQ(kPuzzleStartingPerson.rating, 1500);
  EXPECT_EQ(kPuzzleStartingPerson.deviation, 350);
  EXPECT_EQ(kPuzzleStartingPerson.volatility, 0.06);
}

// R0 = 1500 + 400 log10(m / (1 - m)). By hand: log10(0.525 / 0.475) = log10(21 / 19) = 0.0434657,
// so 1517.386; at the clamps, log10(0.02 / 0.98) = -log10(49) = -1.6901961, so 823.922 and 2176.078.
TEST(PuzzleRating, StartingRatingOfAPuzzleFromTheLaddersMisses) {
  const Glicko example = puzzle_starting_rating(0.525);
  EXPECT_NEAR(example.rating, 1517.386, 0.001);
  EXPECT_EQ(example.deviation, 300);
  EXPECT_EQ(example.volatility, 0.06);
  EXPECT_NEAR(puzzle_starting_rating(0.5).rating, 1500, 1e-9);
  EXPECT_NEAR(puzzle_starting_rating(0.02).rating, 823.922, 0.001);
  EXPECT_NEAR(puzzle_starting_rating(0.98).rating, 2176.078, 0.001);
  // Clamped: beyond [0.02, 0.98] the rating stays at the ends.
  EXPECT_NEAR(puzzle_starting_rating(0.01).rating, 823.922, 0.001);
  EXPECT_NEAR(puzzle_starting_rating(0.0).rating, 823.922, 0.001);
  EXPECT_NEAR(puzzle_starting_rating(0.99).rating, 2176.078, 0.001);
  EXPECT_NEAR(puzzle_starting_rating(1.0).rating, 2176.078, 0.001);
  // Symmetric about 1500: a puzzle missed 90% of the time is as far above as one missed 10% below.
  EXPECT_NEAR(puzzle_starting_rating(0.9).rating - 1500, 1500 - puzzle_starting_rating(0.1).rating, 1e-9);
  EXPECT_NEAR(puzzle_starting_rating(0.9).rating, 1500 + 400 * std::log10(9.0), 1e-9);
}

TEST(PuzzleRating, ReviewDelaysAreOneThreeThenSevenDays) {
  EXPECT_EQ(review_delay_days(0), 1);
  EXPECT_EQ(review_delay_days(1), 3);
  EXPECT_EQ(review_delay_days(2), 7);
  EXPECT_EQ(review_delay_days(3), 7);
  EXPECT_EQ(review_delay_days(10), 7);
}

// A mistake missed on its first review, then right twice: back 1 day later, then 3, then done.
TEST(PuzzleRating, AReviewMissedThenRightTwiceIsDone) {
  const int64_t t0 = 1'700'000'000'000;
  ReviewState r{0, 0, t0, false};
  r = review_after_answer(r, false, t0);
  EXPECT_EQ(r.due_ms, t0 + 1 * kDayMs);
  EXPECT_EQ(r.step, 1);
  EXPECT_EQ(r.rights, 0);
  EXPECT_FALSE(r.done);
  const int64_t t1 = r.due_ms + 5 * 3'600'000;
  r = review_after_answer(r, true, t1);
  EXPECT_EQ(r.due_ms, t1 + 3 * kDayMs);
  EXPECT_EQ(r.step, 2);
  EXPECT_EQ(r.rights, 1);
  EXPECT_FALSE(r.done);
  const int64_t t2 = r.due_ms + 2 * kDayMs;
  const ReviewState before_done = r;
  r = review_after_answer(r, true, t2);
  EXPECT_TRUE(r.done);
  EXPECT_EQ(r.rights, 2);
  // Done: not rescheduled.
  EXPECT_EQ(r.due_ms, before_done.due_ms);
  EXPECT_EQ(r.step, before_done.step);
  // A done review stays done whatever comes later.
  const ReviewState again = review_after_answer(r, false, t2 + kDayMs);
  EXPECT_TRUE(again.done);
  EXPECT_EQ(again.rights, 2);
  EXPECT_EQ(again.due_ms, r.due_ms);
}

// A wrong answer between two rights starts the count again, and the delay stays at 7 days.
TEST(PuzzleRating, AWrongAnswerResetsTheRightsInARow) {
  const int64_t t0 = 1'700'000'000'000;
  ReviewState r{0, 0, t0, false};
  int64_t now = t0;
  r = review_after_answer(r, false, now);  // step 0 -> 1, due in 1 day
  EXPECT_EQ(r.due_ms - now, 1 * kDayMs);
  now = r.due_ms;
  r = review_after_answer(r, true, now);  // step 1 -> 2, due in 3 days
  EXPECT_EQ(r.due_ms - now, 3 * kDayMs);
  EXPECT_EQ(r.rights, 1);
  now = r.due_ms;
  r = review_after_answer(r, false, now);  // step 2 stays, due in 7 days, rights back to 0
  EXPECT_EQ(r.due_ms - now, 7 * kDayMs);
  EXPECT_EQ(r.rights, 0);
  EXPECT_EQ(r.step, 2);
  EXPECT_FALSE(r.done);
  now = r.due_ms;
  r = review_after_answer(r, true, now);  // one right again: not yet done
  EXPECT_EQ(r.due_ms - now, 7 * kDayMs);
  EXPECT_EQ(r.rights, 1);
  EXPECT_FALSE(r.done);
  now = r.due_ms;
  r = review_after_answer(r, true, now);
  EXPECT_TRUE(r.done);
  EXPECT_EQ(r.rights, 2);
}

TEST(PuzzleRating, StreakTargetClimbsSixtyAPuzzleUpTo2300) {
  EXPECT_EQ(streak_target(0), 800);
  EXPECT_EQ(streak_target(1), 860);
  EXPECT_EQ(streak_target(10), 1400);
  EXPECT_EQ(streak_target(24), 2240);
  EXPECT_EQ(streak_target(25), 2300);
  EXPECT_EQ(streak_target(26), 2300);
  EXPECT_EQ(streak_target(100), 2300);
}
