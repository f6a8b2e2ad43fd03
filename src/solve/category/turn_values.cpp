#include "solve/category/turn_values.h"

#include <algorithm>

#include "games/category/category_game.h"

namespace cubilete::solve {

using category::kKeepBase;
using category::kScoreBase;

TurnValues::TurnValues(const StateSpace& space, const TurnEnds& ends) : space_(&space), ends_(&ends) { solve(); }

TurnValues::TurnValues(const ValueTable& table, const StateKey& state)
    : space_(&table.space()), owned_(std::make_unique<SolitaireEnds>(table, state)), ends_(owned_.get()) {
  solve();
}

void TurnValues::solve() {
  const auto& sets = multisets(space_->dice());
  const int dice = space_->dice(), throws = space_->throws();
  nsets_ = sets.size();
  const size_t cells = size_t(throws) * nsets_;
  keep_.assign(cells, 0.0);
  best_.assign(cells, 0.0);
  best_keep_.assign(cells, -1);
  value_.assign(cells, 0.0);
  action_.assign(cells, -1);
  const auto hands = sets.of_size(dice);
  // Writing now: the best category for each hand, served (first throw) or not.
  const bool served_differs = throws > 1;
  std::vector<double> stop(size_t(2) * nsets_);
  std::vector<Action> stop_act(size_t(2) * nsets_);
  for (int served = 0; served <= int(served_differs); ++served)
    for (int h : hands) {
      double best = 0;
      Action act = -1;
      for (uint32_t legal = this->legal(h); legal; legal &= legal - 1) {
        const int cat = __builtin_ctz(legal);
        const double v = write_value(h, cat, served);
        if (act < 0 || v > best) best = v, act = kScoreBase + cat;
      }
      stop[served * nsets_ + h] = best;
      stop_act[served * nsets_ + h] = act;
    }
  for (int t = 0; t < throws; ++t) {
    const int served = t == throws - 1 && served_differs;
    const size_t row = size_t(t) * nsets_;
    if (t > 0) {
      // keep(k) = mean over the next die of keep(k + f); a full hand is worth its value with
      // t - 1 rethrows. Larger keeps first (indices ascend with size).
      for (int k = nsets_ - 1; k >= 0; --k) {
        if (sets.dice(k) == dice) continue;
        double sum = 0;
        for (int f = 0; f < 6; ++f) {
          const int u = space_->plus(k, f);
          sum += sets.dice(u) == dice ? value_[row - nsets_ + u] : keep_[row + u];
        }
        keep_[row + k] = sum * (1.0 / 6.0);  // exactly as the batched kernel rounds
      }
      // best(k): the best keep among k's sub-multisets (smaller first), with its argmax.
      for (int k = 0; k < nsets_; ++k) {
        if (sets.dice(k) == dice) continue;
        best_[row + k] = keep_[row + k];
        best_keep_[row + k] = k;
        for (int f = 0; f < 6; ++f) {
          const int d = space_->minus(k, f);
          if (d >= 0 && best_[row + d] > best_[row + k]) {
            best_[row + k] = best_[row + d];
            best_keep_[row + k] = best_keep_[row + d];
          }
        }
      }
    }
    for (int h : hands) {
      if (t == throws - 1)
        if (const auto ends_game = ends_->instant(h)) {  // no choice: the throw ended the game
          value_[row + h] = *ends_game;
          continue;
        }
      double best = stop[served * nsets_ + h];
      Action act = stop_act[served * nsets_ + h];
      if (t > 0)
        for (int f = 0; f < 6; ++f) {
          const int d = space_->minus(h, f);
          if (d >= 0 && best_[row + d] > best) best = best_[row + d], act = kKeepBase + best_keep_[row + d];
        }
      value_[row + h] = best;
      action_[row + h] = act;
    }
  }
  for (int h : hands) turn_value_ += sets.probability(h) * hand_value(h, throws - 1);
}

Action TurnValues::best_action(int hand, int rethrows_left) const {
  return action_[size_t(rethrows_left) * nsets_ + hand];
}

double SolitaireEnds::write_value(int hand, int cat, bool served) const {
  const auto& space = table_->space();
  const auto mv = space.move(state_.mask, state_.flag, hand, cat, served);
  StateKey next{state_.mask | (1u << cat), mv.flag, state_.upper};
  if (space.has_bonus()) next.upper = std::min(state_.upper + mv.shift, space.upper_lanes() - 1);
  return mv.gain + table_->at(next);
}

}  // namespace cubilete::solve
