#pragma once
// The probability-aware Triplo Seis bot. It sees only its own view of the table. Holding the cup
// it keeps the dice that give the best exact chance of reading above the call, then calls the
// truth when the dice reach above the call, else the lowest call that is still allowed (the
// most believable bluff). Asked to believe or doubt, it models the dice under the cup from what
// is public (the previous call taken as the truth, the caller keeping the best dice for beating
// it and rethrowing as many dice as everyone saw) and weighs the exact chance that the call is
// true against its own exact chance of beating the call if it believes.
#include "core/bot.h"

namespace cubilete::bets {

class TriploSeisState;

struct BlufferTuning {
  double caught_when_bluffing = 0.5;  // chance the next player doubts a bluff
  double doubted_when_true = 0.2;     // chance the next player doubts a true call
};

class TriploSeisBluffer : public Bot {
 public:
  explicit TriploSeisBluffer(BlufferTuning tuning = {}) : tuning_(tuning) {}
  Action choose(const State& state, Rng& rng) override;

 private:
  Action respond(const TriploSeisState& s) const;
  BlufferTuning tuning_;
};

// Chance (under the bot's model) that the dice under the cup read at least the current call,
// and the chance the responder would beat the call after believing. Public for tests.
struct CallBelief {
  double call_true = 0, beat_after_believing = 0;
};
CallBelief model_call(const TriploSeisState& s);

}  // namespace cubilete::bets
