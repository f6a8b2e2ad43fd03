#include "bots/category/category_greedy.h"

#include <algorithm>
#include <limits>

namespace cubilete::category {

GreedyBot::GreedyBot(const CategoryGame& game)
    : ncat_(game.category_rules().num_categories()),
      nsets_(game.table().size()) {
  const auto& table = game.table();
  const auto& scorer = game.scorer();
  const int dice = game.category_rules().dice, throws = game.category_rules().throws;
  chase_.assign(size_t(throws + 1) * ncat_ * nsets_, 0.0);
  std::vector<double> hand_value(nsets_);  // value of a full hand with some rethrows left
  for (int c = 0; c < ncat_; ++c) {
    for (int h : table.of_size(dice)) hand_value[h] = scorer.plain(h, c, false);
    for (int t = 1; t <= throws; ++t) {
      // chase(t, keep): throw the missing dice, then play on with t-1 throws to come.
      for (int k = 0; k < nsets_; ++k) {
        double e = 0;
        for (int r : table.of_size(dice - table.dice(k)))
          e += table.probability(r) * hand_value[table.combine(k, r)];
        chase_[(size_t(t) * ncat_ + c) * nsets_ + k] = e;
      }
      for (int h : table.of_size(dice)) {
        double best = scorer.plain(h, c, false);
        for (int k : table.subsets(h))
          if (k != h) best = std::max(best, chase_value(c, k, t));
        hand_value[h] = best;
      }
    }
    par_.push_back(chase_value(c, 0, throws));
  }
}

Action GreedyBot::choose(const State& state, Rng&) {
  const auto& s = static_cast<const CategoryState&>(state);
  const auto& card = s.card(s.player());
  s.legal_actions(buffer_);
  Action best = buffer_.front();
  double best_value = -std::numeric_limits<double>::infinity();
  for (Action a : buffer_) {
    double v;
    if (a >= kScoreBase) {
      int c = int(a - kScoreBase);
      Written w = s.score_now(c);
      v = w.points + w.bonus - par_[c];
    } else {
      int keep = int(a - kKeepBase);
      v = -std::numeric_limits<double>::infinity();
      for (int c = 0; c < ncat_; ++c)
        if (!card.is_used(c)) v = std::max(v, chase_value(c, keep, s.throws_left()) - par_[c]);
    }
    if (v > best_value + 1e-12) best_value = v, best = a;
  }
  return best;
}

}  // namespace cubilete::category
