#pragma once
// Farkle bots: `greedy`, a fixed rule of thumb, and `optimal_turn`, which plays the exact
// single-turn optimum (solve/farkle_solver) under the rules' banking limits, adapting at the end.
#include <map>
#include <memory>
#include <vector>

#include "core/bot.h"
#include "games/farkle/farkle_game.h"
#include "solve/farkle_solver.h"

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

}  // namespace cubilete::farkle
