#pragma once
// Farkle bots: `greedy`, a fixed rule of thumb, and `optimal_turn`, which plays the exact
// single-turn optimum (solve/farkle_solver) under the rules' banking limits, adapting at the end.
#include <map>
#include <memory>
#include <vector>

#include "core/bot.h"
#include "games/farkle/farkle_game.h"
#include "solve/farkle/farkle_duel.h"
#include "solve/farkle/farkle_solver.h"

namespace cubilete::farkle {

// Sets aside what maximises points plus a rough worth of the dice left, and banks at fixed turn
// totals per number of dice to throw; banks as soon as that reaches the target or wins.
class FarkleGreedyBot : public Bot {
 public:
  Action choose(const State& state, Rng& rng) override;
};

// Before the final round: maximises the expected points banked this turn, never banking below
// the entry threshold. In the final round, where a farkle loses, it maximises the exact
// probability of winning instead: banking wins when no player still to play beats its score,
// and each of them beats it with the reach probability of a forced turn (computed exactly, and
// exactly what an optimal last player achieves).
class FarkleOptimalTurnBot : public Bot {
 public:
  explicit FarkleOptimalTurnBot(const FarkleGame& game);
  Action choose(const State& state, Rng& rng) override;

 private:
  // Win probabilities of the current final-round turn by turn total (units) and dice to throw.
  struct FinalRoundPlan {
    std::vector<int> key;  // my banked score, the score to beat, the banked scores still to play
    int first = 0, end = 0;  // totals [first, end) are stored; at and above end the plan banks
    std::vector<double> bank, roll;  // [(t - first) * 7 + dice]; bank < 0 where not allowed
    double value(int t, int dice) const;
  };
  Action final_round_choice(const FarkleState& s);
  void plan_final_round(const FarkleState& s);
  double win_if_bank(int total_points) const;
  const solve::FarkleTurnValues& values_for(int min_bank);

  std::shared_ptr<const solve::FarkleTurnSolver> solver_;
  std::map<int, std::shared_ptr<const solve::FarkleTurnValues>> by_min_bank_;
  FinalRoundPlan plan_;
  std::vector<int> still_to_play_;  // banked scores of the players after this one in the final round
};

// Plays to win. Against one opponent, before the final round: the exact two-player
// optimum from the table `cubilete solve farkle --players 2` stores in the cache, every
// selection and bank-or-throw by the chance of winning. In the game's last turn: the exact
// chance of getting ahead (then it banks and wins); in an earlier turn of the final round (three
// or more players) optimal_turn's exact final-round play. With three or more players (a heuristic): the two-player strategy
// against the opponent with the highest banked score, as if the others were not there. Alone:
// optimal_turn (no duel table: `duel` is null).
// Setting from=POINTS: only once the two banked scores add up to POINTS (that endgame is
// solved in memory at once), optimal_turn before.
class FarkleWinOptimalBot : public Bot {
 public:
  FarkleWinOptimalBot(const FarkleGame& game, std::shared_ptr<const solve::SolvedFarkleDuel> duel);
  Action choose(const State& state, Rng& rng) override;

 private:
  FarkleOptimalTurnBot turn_bot_;
  std::shared_ptr<const solve::SolvedFarkleDuel> duel_;
};

// The banked-score sum from which "win_optimal:from=POINTS" plays to win (0 for "win_optimal":
// always); UsageError for bad settings.
int win_optimal_from(const std::string& name);

// "win_optimal" or "win_optimal:from=POINTS" (UsageError for bad settings, or when the table
// it needs is not in the cache).
std::unique_ptr<Bot> make_farkle_win_optimal(const FarkleGame& game, const std::string& name);
// Why `name` cannot play this game now (the whole table is not in the cache), or empty.
std::string farkle_win_optimal_unavailable(const FarkleGame& game, const std::string& name);

// The opponent a player to move in `s` plays against: the other player, or with three or more
// the one with the highest banked score (the first after the mover on a tie).
int leading_opponent(const FarkleState& s);

}  // namespace cubilete::farkle
