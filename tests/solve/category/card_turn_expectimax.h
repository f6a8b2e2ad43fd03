#pragma once
// One turn of a category game by direct expectimax with the rules engine (Scorer), for the
// brute-force checks of the solitaire and two-player solvers: sums over every throw outcome,
// maxima over every keep and every category the hand may be written in. It shares none of the
// solvers' state abstraction (capped subtotals, flags, masks, lanes, one-die recursions).
#include <algorithm>
#include <optional>
#include <vector>

#include "games/category/category_game.h"

namespace cubilete::test {

// The expected value of the turn of the player holding `card`: a write is worth
// `after_write(card after it)`; with `instant_win`, a first throw that wins at once (five of a
// kind served, where the rules say so) is worth that value instead.
template <class AfterWrite>
double card_turn_expectation(const category::CategoryGame& g, const category::Card& card, AfterWrite&& after_write,
                             std::optional<double> instant_win = std::nullopt) {
  const auto& sc = g.scorer();
  const auto& table = g.table();
  const int dice = g.category_rules().dice, throws = g.category_rules().throws;
  // v[t][hand]: value with t rethrows left; k[keep]: value of keeping and throwing the rest.
  std::vector<std::vector<double>> v(throws, std::vector<double>(table.size()));
  for (int t = 0; t < throws; ++t) {
    const bool first_throw = t == throws - 1;
    std::vector<double> k(table.size());
    if (t > 0)
      for (int kk = 0; kk < table.size(); ++kk) {
        if (table.dice(kk) == dice) continue;
        for (int r : table.of_size(dice - table.dice(kk))) k[kk] += table.probability(r) * v[t - 1][table.combine(kk, r)];
      }
    for (int h : table.of_size(dice)) {
      if (instant_win && first_throw && sc.instant_win(card, h)) {
        v[t][h] = *instant_win;
        continue;
      }
      double best = -1e300;
      for (uint32_t legal = sc.legal_categories(card, h); legal; legal &= legal - 1) {
        category::Card next = card;
        sc.write(next, __builtin_ctz(legal), h, first_throw);
        best = std::max(best, double(after_write(next)));
      }
      if (t > 0)
        for (int kk : table.subsets(h))
          if (kk != h) best = std::max(best, k[kk]);
      v[t][h] = best;
    }
  }
  double e = 0;
  for (int h : table.of_size(dice)) e += table.probability(h) * v[throws - 1][h];
  return e;
}

}  // namespace cubilete::test
