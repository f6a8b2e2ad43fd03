#pragma once
// Puzzle ratings (docs/puzzles.md, "Ratings" and "Modes"): a rated answer as one Glicko-2 period
// for the person and for the puzzle, a new puzzle's starting rating from how often a ladder of
// players misses it, the schedule of the reviews of one's own mistakes and the streak's target.
#include <cstdint>

#include "accounts/glicko2.h"
#include "accounts/rating_policy.h"

namespace cubilete::accounts {

struct PuzzleRatingChange {
  Glicko person;      // the person's puzzle rating after the answer
  Glicko puzzle;      // the puzzle's rating after it (as before when puzzle_moved is false)
  bool puzzle_moved;  // false while the person's rating was provisional
};

// A person's puzzle rating starts where their game ratings do: nothing is known of them yet.
constexpr Glicko kPuzzleStartingPerson = kStartingRating;

// What one rated answer does to both ratings, at `now_ms`. The person's deviation first grows for
// the time since their last rated answer (`person_last_rated_ms`, 0 for never), as a game rating's
// does; then the answer is one Glicko-2 period against the puzzle as it was (a win when
// `correct`). The puzzle takes the answer as one period against the person (a win when the
// person misses), only while the person's rating is settled (grown deviation below
// kProvisionalDeviation).
PuzzleRatingChange rate_attempt(const Glicko& person, int64_t person_last_rated_ms,
                                const Glicko& puzzle, bool correct, int64_t now_ms);

// A new puzzle's rating from `mean_miss`, the mean chance that the ladder of players misses it
// (clamped to [0.02, 0.98], so the rating is in about [824, 2176]): deviation 300, volatility 0.06.
Glicko puzzle_starting_rating(double mean_miss);

// Days until a review of one's own mistake comes back after its `step`-th answer: 1, 3, then 7.
int64_t review_delay_days(int step);

// Where one review of an own mistake stands.
struct ReviewState {
  int step = 0;        // how many times it has been rescheduled (0, 1, then stays at 2)
  int rights = 0;      // right answers in a row
  int64_t due_ms = 0;  // when it is served again
  bool done = false;   // answered right twice in a row: never served again
};

// The review after a first answer at `now_ms`: a right one counts towards two in a row (then it is
// done), a wrong one starts the count again; unless done, it comes back review_delay_days(step)
// days from now and its step advances. A review already done stays as it is.
ReviewState review_after_answer(const ReviewState& before, bool correct, int64_t now_ms);

// The rating the streak's `k`-th puzzle (from 0) is picked near: 800 + 60 k, at most 2300.
double streak_target(int k);

}  // namespace cubilete::accounts
