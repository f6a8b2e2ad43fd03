#include "solve/category/category_advice.h"

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

void rank_by_win_chance(std::vector<RankedAction>& choices, const DuelTable& table, const DuelPosition& position,
                        int hand, int rethrows_left) {
  const DuelTurn turn(table, position);
  const auto& values = turn.values();
  const bool served = rethrows_left == table.space().player().throws() - 1;
  for (auto& c : choices)
    c.win_chance = c.action >= kScoreBase ? values.write_value(hand, int(c.action - kScoreBase), served)
                                          : values.keep_value(int(c.action - kKeepBase), rethrows_left);
  std::stable_sort(choices.begin(), choices.end(), [](const auto& a, const auto& b) { return *a.win_chance > *b.win_chance; });
}

}  // namespace cubilete::solve
