#include "bots/bets/triplo_seis_bots.h"

#include <array>
#include <vector>

#include "games/bets/triplo_seis.h"
#include "games/bets/triplo_seis_calls.h"

namespace cubilete::bets {

namespace {

// beat(kept, j): exact chance that the kept dice plus a rethrow of the others read more than
// all_calls()[j - 1] (j = 0: more than nothing). Reading at least call i is beat(kept, i).
class BeatTable {
 public:
  BeatTable() {
    const auto& table = multisets(3);
    chance_.resize(table.size());
    for (int k = 0; k < table.size(); ++k) {
      chance_[k][0] = 1.0;
      for (size_t j = 1; j <= 56; ++j) chance_[k][j] = chance_to_beat(table.counts(k), all_calls()[j - 1]).value();
    }
  }
  double more_than(int kept, int call) const { return chance_[kept][call ? call_index(call) + 1 : 0]; }
  double at_least(int kept, int call) const { return chance_[kept][call_index(call)]; }
  // The best chance over the keeps of `dice` (of exactly `keep_size` dice if >= 0) to read
  // more than `call`, and that keep.
  std::pair<double, int> best_keep(int dice, int call, int keep_size = -1) const {
    const auto& table = multisets(3);
    std::pair<double, int> best{-1.0, -1};
    for (int sub : table.subsets(dice)) {
      if (keep_size >= 0 && table.dice(sub) != keep_size) continue;
      const double c = more_than(sub, call);
      // Ties: keep more dice (a smaller rethrow gives less away).
      if (c > best.first || (c == best.first && table.dice(sub) > table.dice(best.second))) best = {c, sub};
    }
    return best;
  }

 private:
  std::vector<std::array<double, 57>> chance_;
};

const BeatTable& beat_table() {
  static const BeatTable t;
  return t;
}

}  // namespace

CallBelief model_call(const TriploSeisState& s) {
  const auto& table = multisets(3);
  const auto& beat = beat_table();
  const auto& turns = s.turns();
  const auto& last = turns.back();
  // Distribution of the dice under the cup: the opening throw is fresh dice; after a belief,
  // the dice before the rethrow read at least the previous call, the caller kept the best of
  // them for beating it and rethrew `rethrown` dice.
  std::vector<double> dice(table.size(), 0.0);
  if (turns.size() == 1) {
    for (int d : table.of_size(3)) dice[d] = table.probability(d);
  } else {
    const int before = turns[turns.size() - 2].call;
    const int r = last.rethrown;
    double mass = 0;
    for (int d0 : table.of_size(3)) {
      if (reading(table.counts(d0)) < before) continue;
      mass += table.probability(d0);
    }
    for (int d0 : table.of_size(3)) {
      if (reading(table.counts(d0)) < before) continue;
      const double p0 = table.probability(d0) / mass;
      const int kept = beat.best_keep(d0, before, 3 - r).second;
      for (int o : table.of_size(r)) dice[table.combine(kept, o)] += p0 * table.probability(o);
    }
  }
  CallBelief b;
  for (int d : table.of_size(3)) {
    if (dice[d] == 0) continue;
    if (reading(table.counts(d)) >= s.call()) b.call_true += dice[d];
    b.beat_after_believing += dice[d] * beat.best_keep(d, s.call()).first;
  }
  return b;
}

Action TriploSeisBluffer::respond(const TriploSeisState& s) const {
  if (s.call() == 111) return kBelieve;
  if (s.call() == 666) return kDoubt;
  const auto b = model_call(s);
  // In units of one showdown (won +1, lost -1): doubting wins when the call is false. Believing
  // risks a showdown only through our own next call: a true one can only win, a bluff is lost
  // when caught.
  const double doubt = 1 - 2 * b.call_true;
  const double believe = b.beat_after_believing * tuning_.doubted_when_true -
                         (1 - b.beat_after_believing) * tuning_.caught_when_bluffing;
  return doubt > believe ? kDoubt : kBelieve;
}

Action TriploSeisBluffer::choose(const State& state, Rng&) {
  const auto& s = static_cast<const TriploSeisState&>(state);
  const auto& table = multisets(3);
  switch (s.phase()) {
    case CupPhase::Respond: return respond(s);
    case CupPhase::Keep: return kKeepBase + beat_table().best_keep(table.index_of(s.dice()), s.call()).second;
    default: break;
  }
  // Call: the truth when it is above the call (a true call can only win a showdown), else the
  // lowest call allowed.
  const int truth = reading(s.dice());
  const int c = truth > s.call() ? truth : all_calls()[s.call() ? call_index(s.call()) + 1 : 0];
  return kCallBase + call_index(c);
}

}  // namespace cubilete::bets
