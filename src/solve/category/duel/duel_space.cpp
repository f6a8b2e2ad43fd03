#include "solve/category/duel/duel_space.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/error.h"

namespace cubilete::solve {

namespace {

// Most points category c can give: its fixed value (Double Generala, jokers) or the best plain
// score, served bonus included.
std::vector<int> most_points(const category::Scorer& scorer) {
  std::vector<int> most;
  const auto& rules = scorer.rules();
  for (int c = 0; c < scorer.num_categories(); ++c) {
    int best = rules.categories[c].value;
    for (int h : multisets(rules.dice).of_size(rules.dice)) best = std::max(best, scorer.plain(h, c, true));
    most.push_back(best);
  }
  return most;
}

// Fewest points category c can give (a zero where nothing fits, or less where a rule takes
// points away).
std::vector<int> least_points(const category::Scorer& scorer) {
  std::vector<int> least;
  const auto& rules = scorer.rules();
  for (int c = 0; c < scorer.num_categories(); ++c) {
    int fewest = std::min(0, rules.categories[c].value);
    for (int h : multisets(rules.dice).of_size(rules.dice))
      for (bool served : {false, true}) fewest = std::min(fewest, scorer.plain(h, c, served));
    least.push_back(fewest);
  }
  return least;
}

// Cards by number of categories written, each list ascending.
std::vector<std::vector<uint32_t>> cards_by_size(int categories) {
  std::vector<std::vector<uint32_t>> by_size(categories + 1);
  for (uint32_t m = 0; m < (1u << categories); ++m) by_size[__builtin_popcount(m)].push_back(m);
  return by_size;
}

}  // namespace

DuelSpace::DuelSpace(const category::Scorer& scorer)
    : player_(scorer, true), most_(most_points(scorer)), by_size_(cards_by_size(scorer.num_categories())) {
  if (player_.has_bonus())
    throw UsageError(fmt::format("{} has an upper bonus: a two-player table would have to follow both players' "
                                 "upper subtotals too, far beyond this machine",
                                 scorer.rules().game));
  const int n = categories();
  const uint32_t masks = 1u << n;
  reach_.assign(masks, 0);
  least_held_.assign(masks, 0);
  const auto least = least_points(scorer);
  for (uint32_t m = 0; m < masks; ++m)
    for (int c = 0; c < n; ++c)
      if (!((m >> c) & 1u)) reach_[m] += most_[c];
      else least_held_[m] += least[c];
  rank_.assign(masks, 0);
  groups_before_.assign(masks, 0);
  weight_before_.assign(masks, 0);
  groups_all_.assign(n + 1, 0);
  weight_all_.assign(n + 1, 0);
  for (int k = 0; k <= n; ++k)
    for (size_t r = 0; r < by_size_[k].size(); ++r) {
      const uint32_t m = by_size_[k][r];
      rank_[m] = uint32_t(r);
      groups_before_[m] = groups_all_[k];
      weight_before_[m] = weight_all_[k];
      groups_all_[k] += groups(m);
      weight_all_[k] += uint64_t(groups(m)) * reach_[m];
    }
  // A mover's row: every other card of the layer, each with its groups and lanes.
  for (int second = 0; second < 2; ++second) {
    row_base_[second].assign(masks, 0);
    for (int k = 0; k + second <= n; ++k) {
      uint64_t at = 0;
      for (uint32_t m : by_size_[k]) {
        row_base_[second][m] = at;
        at += uint64_t(groups(m)) * ((reach_[m] + 3) * groups_all_[k + second] + weight_all_[k + second]);
      }
    }
  }
  layer_base_.assign(layers() + 2, 0);
  for (int layer = 0; layer <= layers(); ++layer) {
    const int k = mover_size(layer), ko = other_size(layer);
    uint64_t bytes = 0;
    for (uint32_t m : by_size_[k]) bytes += uint64_t(groups(m)) * ((reach_[m] + 3) * groups_all_[ko] + weight_all_[ko]);
    layer_base_[layer + 1] = layer_base_[layer] + bytes;
  }
}

size_t DuelSpace::offset(uint32_t mover, uint32_t other) const {
  const int k = __builtin_popcount(mover), ko = __builtin_popcount(other);
  return layer_base_[k + ko] + row_base_[ko - k][mover] +
         uint64_t(groups(mover)) * ((reach_[mover] + 3) * groups_before_[other] + weight_before_[other]);
}

DuelEstimate two_player_estimate(const category::Scorer& scorer) {
  const StateSpace space(scorer, true);
  const auto most = most_points(scorer);
  const auto& rules = scorer.rules();
  const int n = space.categories();
  // Per size: the sum over cards of (flag groups x upper subtotals) and of that times the most
  // points still to come (the upper bonus counted while open, extra-yahtzee bonuses on every
  // open category).
  std::vector<double> weight(n + 1, 0), weighted_reach(n + 1, 0);
  for (uint32_t m = 0; m < space.masks(); ++m) {
    const int k = __builtin_popcount(m);
    const int high = space.max_upper(m);
    const int base = std::min(std::max(0, space.live_upper(m) - 1), high);
    const int groups = space.flag_category() >= 0 && ((m >> space.flag_category()) & 1u) ? 2 : 1;
    int reach = 0, open_upper = 0;
    for (int c = 0; c < n; ++c)
      if (!((m >> c) & 1u)) reach += most[c] + rules.yahtzee_bonus, open_upper += space.is_upper(c);
    if (open_upper && space.has_bonus()) reach += rules.upper_bonus;
    const double w = double(groups) * (high - base + 1);
    weight[k] += w;
    weighted_reach[k] += w * reach;
  }
  DuelEstimate e;
  for (int layer = 0; layer <= 2 * n; ++layer) {
    const int k = layer / 2, ko = layer - k;
    const double states = weight[k] * weighted_reach[ko] + weighted_reach[k] * weight[ko] + 3 * weight[k] * weight[ko];
    e.states += states;
    e.biggest_layer = std::max(e.biggest_layer, states);
  }
  return e;
}

}  // namespace cubilete::solve
