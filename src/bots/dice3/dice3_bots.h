#pragma once
// Bots for the three-dice games with decisions: Matterhorn (which numbers to cross) and
// Multiplicação (what to refuse). The other three-dice games have no decisions.
#include <memory>

#include "core/bot.h"
#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"
#include "solve/dice3/dice3_values.h"

namespace cubilete::dice3 {

// Crosses as many numbers as it can, preferring the higher numbers (they need more dice).
class MatterhornGreedyBot : public Bot {
 public:
  Action choose(const State& state, Rng& rng) override;
};

// The move after which the expected number of throws still needed is least (exact solver).
class MatterhornOptimalBot : public Bot {
 public:
  explicit MatterhornOptimalBot(const MatterhornGame& game);
  Action choose(const State& state, Rng& rng) override;

 private:
  std::shared_ptr<const solve::MatterhornSolver> solver_;
};

// Refuses a triple or double of 1s or 2s and a last die of 1 or 2.
class MultiplicacaoGreedyBot : public Bot {
 public:
  Action choose(const State& state, Rng& rng) override;
};

// Refuses exactly when refusing has the higher expected turn score (exact values).
class MultiplicacaoOptimalBot : public Bot {
 public:
  Action choose(const State& state, Rng& rng) override;

 private:
  solve::MultiplicacaoValues values_;
};

using solve::matterhorn_solver_for;

}  // namespace cubilete::dice3
