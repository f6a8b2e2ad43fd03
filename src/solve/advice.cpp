#include "solve/advice.h"

#include <algorithm>

namespace cubilete::solve {

using namespace category;

std::vector<RankedAction> rank_choices(const Solved& solved, const Card& card, int hand,
                                       int rethrows_left) {
  const auto& rules = solved.scorer().rules();
  const auto key = solved.space().key_of(card);
  const TurnValues values(solved.table(), key);
  // The upper bonus is part of the expectation (the DP pays it at the end), not of the card.
  const double banked = solved.scorer().total(card) - solved.scorer().upper_bonus(card);
  const bool served = rethrows_left == rules.throws - 1;
  std::vector<RankedAction> out;
  for (uint32_t legal = values.legal(hand); legal; legal &= legal - 1) {
    const Action a = kScoreBase + __builtin_ctz(legal);
    out.push_back({a, category_action_name(rules, a),
                   banked + values.write_value(hand, int(a - kScoreBase), served)});
  }
  if (rethrows_left > 0) {
    const auto& sets = multisets(rules.dice);
    for (int k : sets.subsets(hand))
      if (k != hand)
        out.push_back({kKeepBase + k, category_action_name(rules, kKeepBase + k),
                       banked + values.keep_value(k, rethrows_left)});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& a, const auto& b) { return a.expected > b.expected; });
  return out;
}

std::vector<RankedAction> rank_choices(const Solved& solved, const CategoryState& s) {
  return rank_choices(solved, s.card(s.player()), s.hand(), s.throws_left());
}

}  // namespace cubilete::solve
