#include "accounts/puzzle_rating.h"

#include <algorithm>
#include <cmath>
#include <span>

namespace cubilete::accounts {

namespace {

// A new puzzle is as unsure as a fairly new player: the ladder's misses place it roughly, and its
// first settled answers are to move it by a lot.
constexpr double kPuzzleStartingDeviation = 300;
constexpr double kPuzzleStartingVolatility = 0.06;
// The ladder's miss chance stays this far from 0 and 1, so that a puzzle everyone solves (or
// everyone misses) starts at a finite rating, 676 points from 1500.
constexpr double kMinMiss = 0.02;
constexpr double kMaxMiss = 0.98;

// The streak starts easy and climbs by this much a puzzle up to a ceiling that the pool still has
// enough settled puzzles for.
constexpr double kStreakStart = 800;
constexpr double kStreakStep = 60;
constexpr double kStreakCeiling = 2300;

}  // namespace

PuzzleRatingChange rate_attempt(const Glicko& person, int64_t person_last_rated_ms,
                                const Glicko& puzzle, bool correct, int64_t now_ms) {
  // The person grows unsure while away, exactly as a game rating does (deviation_at), and then the
  // answer is one period; the cap keeps a deviation at most the starting one, as rate_game does.
  Glicko grown = person;
  grown.deviation = deviation_at(person, person_last_rated_ms, now_ms);
  const GlickoResult against_puzzle{puzzle, correct ? 1.0 : 0.0};
  Glicko person_after = glicko2_update(grown, std::span(&against_puzzle, 1), kRatingTau, 1);
  person_after.deviation = std::min(person_after.deviation, kMaxDeviation);
  // An answer from someone whose own rating is still provisional says more about that person than
  // about the puzzle: against a barely known opponent it would drag the puzzle by their guess of a
  // rating. So the puzzle only learns from settled people. It takes the person as they stood before
  // the answer, with the deviation grown to now (how sure we are of them when they answer), and no
  // growth of its own for time: a puzzle does not change while nobody plays it.
  if (!(grown.deviation < kProvisionalDeviation)) return {person_after, puzzle, false};
  const GlickoResult against_person{grown, correct ? 0.0 : 1.0};
  Glicko puzzle_after = glicko2_update(puzzle, std::span(&against_person, 1), kRatingTau, 1);
  puzzle_after.deviation = std::min(puzzle_after.deviation, kMaxDeviation);
  return {person_after, puzzle_after, true};
}

Glicko puzzle_starting_rating(double mean_miss) {
  // Elo's logistic scale: a 1500 player beats (solves) a puzzle rated R with chance
  // 1 / (1 + 10^((R - 1500) / 400)). Setting that to the ladder's solve chance 1 - m gives
  // R = 1500 + 400 log10(m / (1 - m)): the rating at which a 1500 player is expected to solve the
  // puzzle as often as the ladder did. A mean that is not a number (no ladder) counts as even.
  const double m = std::clamp(std::isnan(mean_miss) ? 0.5 : mean_miss, kMinMiss, kMaxMiss);
  return {1500 + 400 * std::log10(m / (1 - m)), kPuzzleStartingDeviation, kPuzzleStartingVolatility};
}

int64_t review_delay_days(int step) {
  // A mistake comes back soon while it is fresh, then at widening gaps (spaced repetition), never
  // more than a week apart so that it is done with in a few weeks.
  if (step <= 0) return 1;
  if (step == 1) return 3;
  return 7;
}

ReviewState review_after_answer(const ReviewState& before, bool correct, int64_t now_ms) {
  // Two right answers in a row show the mistake is learnt; a wrong one shows it is not yet, so the
  // count starts again. Either way the next serve waits a little longer than the last.
  if (before.done) return before;
  ReviewState after = before;
  after.rights = correct ? before.rights + 1 : 0;
  if (after.rights >= 2) {
    after.done = true;
    return after;
  }
  after.due_ms = now_ms + review_delay_days(before.step) * kDayMs;
  after.step = std::min(before.step + 1, 2);
  return after;
}

double streak_target(int k) {
  // Each puzzle of a streak is a little harder than the last, up to where settled puzzles thin out.
  return std::min(kStreakStart + kStreakStep * k, kStreakCeiling);
}

}  // namespace cubilete::accounts
