#pragma once
// Glicko-2 ratings (Mark Glickman's system): a rating, its deviation (how unsure it is) and its
// volatility (how erratic the player's results are). One update is one rating period: every result
// of the period is taken together against the opponents' ratings as they stood before it. The
// worked example of Glickman's description of the system is a test (tests/accounts/).
#include <span>

namespace cubilete::accounts {

struct Glicko {
  double rating = 1500;
  double deviation = 350;
  double volatility = 0.06;
};

// One result of the period: the opponent as rated before it, the score (1 a win, 1/2 a tie, 0 a
// loss) and its weight (1 for a game between two; less where one game gives several results,
// see pairwise_results).
struct GlickoResult {
  Glicko opponent;
  double score = 0;
  double weight = 1;
};

// The system constant τ: how much the volatility may change in one period (Glickman suggests 0.3
// to 1.2; small values keep ratings from swinging on a few surprising results).
constexpr double kDefaultTau = 0.5;

// The player's rating after one period with `results`. `idle_periods` is how many periods the
// deviation grows by the volatility first (step 6 of the system): 1 for the period itself, more
// when the player had been away; with no results only that growth happens. Throws std::invalid_argument
// for a deviation or volatility that is not positive, a score outside [0, 1] or a weight outside
// (0, 1].
Glicko glicko2_update(const Glicko& player, std::span<const GlickoResult> results, double tau = kDefaultTau,
                      double idle_periods = 1);

// The deviation after `periods` rating periods without a game (never above `cap`).
double idle_deviation(const Glicko& player, double periods, double cap);

}  // namespace cubilete::accounts
