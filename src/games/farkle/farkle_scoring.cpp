#include "games/farkle/farkle_scoring.h"

#include <fmt/format.h>

#include <numeric>

namespace cubilete::farkle {

namespace {

FaceCounts of_a_kind(int face, int n) {
  FaceCounts c{};
  c[face - 1] = uint8_t(n);
  return c;
}

bool contains(const FaceCounts& big, const FaceCounts& small) {
  for (int f = 0; f < 6; ++f)
    if (small[f] > big[f]) return false;
  return true;
}

}  // namespace

Scoring::Scoring(int three_ones) : three_ones_(three_ones), table_(&multisets(kDice)) {
  auto add = [&](FaceCounts c, int points) { combinations_.push_back({c, points}); };
  add(of_a_kind(1, 1), 100);
  add(of_a_kind(5, 1), 50);
  for (int f = 1; f <= 6; ++f) {
    add(of_a_kind(f, 3), f == 1 ? three_ones : 100 * f);
    add(of_a_kind(f, 4), 1000);
    add(of_a_kind(f, 5), 2000);
    add(of_a_kind(f, 6), 3000);
  }
  for (int f = 1; f <= 6; ++f)
    for (int g = f + 1; g <= 6; ++g) {
      FaceCounts c{};
      c[f - 1] = c[g - 1] = 3;
      add(c, 2500);  // two triplets
    }
  // Three pairs, where a pair may repeat a value: 4+2 (four of a kind plus a pair) and 6 of one
  // value are three pairs too; the best reading still wins.
  for (int i : table_->of_size(kDice)) {
    const auto& c = table_->counts(i);
    bool pairs = true;
    for (int f = 0; f < 6; ++f) pairs = pairs && c[f] % 2 == 0;
    if (pairs) add(c, 1500);
  }
  add(FaceCounts{1, 1, 1, 1, 1, 1}, 1500);  // straight

  unit_ = 0;
  for (const auto& comb : combinations_) unit_ = std::gcd(unit_, comb.points);

  // cover(c) = max over combinations k inside c of points(k) + cover(c - k); indices of smaller
  // multisets are filled first because we go by number of dice.
  const int n = table_->size();
  cover_.assign(n, -1);
  for (int k = 0; k <= kDice; ++k)
    for (int i : table_->of_size(k)) {
      if (k == 0) {
        cover_[i] = 0;
        continue;
      }
      const auto& c = table_->counts(i);
      for (const auto& comb : combinations_) {
        if (!contains(c, comb.counts)) continue;
        const int rest = cover_[table_->index_of(difference(c, comb.counts))];
        if (rest >= 0) cover_[i] = std::max(cover_[i], rest + comb.points);
      }
    }

  selections_.resize(n);
  best_.assign(n, 0);
  for (int i = 0; i < n; ++i) {
    for (int s : table_->subsets(i)) {
      if (table_->dice(s) == 0 || cover_[s] < 0) continue;
      selections_[i].push_back({s, cover_[s], table_->dice(s)});
      best_[i] = std::max(best_[i], cover_[s]);
    }
    max_points_ = std::max(max_points_, best_[i]);
  }
}

std::string Scoring::uncovered_reason(int keep) const {
  if (cover_[keep] >= 0) return {};
  // The largest covered part (most dice, then most points) leaves the dice that cannot score.
  int best_part = -1;
  for (int s : table_->subsets(keep)) {
    if (cover_[s] < 0) continue;
    if (best_part < 0 || table_->dice(s) > table_->dice(best_part) ||
        (table_->dice(s) == table_->dice(best_part) && cover_[s] > cover_[best_part]))
      best_part = s;
  }
  const auto left = difference(table_->counts(keep), table_->counts(best_part));
  return fmt::format("{} {} not part of any scoring combination among the dice set aside ({})",
                     format_dice(left), dice_in(left) == 1 ? "is" : "are",
                     format_dice(table_->counts(keep)));
}

std::string scoring_summary(int three_ones) {
  return fmt::format(
      "each 1 = 100; each 5 = 50; three 1s = {}; three 2s/3s/4s/5s/6s = 200/300/400/500/600; "
      "four of a kind = 1000; five of a kind = 2000; six of a kind = 3000; two triplets = 2500; "
      "three pairs (or four of a kind plus a pair) = 1500; straight 1-2-3-4-5-6 = 1500",
      three_ones);
}

}  // namespace cubilete::farkle
