#include "server/tournament/arena_pairing.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "server/tournament/min_cost_matching.h"

namespace cubilete::server::tournament {

namespace {

int times_met(const IdleEntrant& a, const IdleEntrant& b) {
  const auto it = a.met.find(b.account);
  return it == a.met.end() ? 0 : it->second;
}

// The pairs of one group (indexes into `idle`), the odd one out chosen by its cost to leave.
void pair_group(const std::vector<IdleEntrant>& idle, const std::vector<int>& group, int last_rank,
                const MayMeet& may_meet, std::vector<std::pair<int, int>>& pairs) {
  const int n = int(group.size());
  const bool odd = n % 2 == 1;
  const int size = n + (odd ? 1 : 0);
  std::vector<std::vector<int64_t>> cost(size_t(size), std::vector<int64_t>(size_t(size), kNoPair));
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      const auto& a = idle[group[i]];
      const auto& b = idle[group[j]];
      if (may_meet && !may_meet(a, b)) continue;
      cost[i][j] = cost[j][i] = pair_cost(a, b, last_rank);
    }
  if (odd) {
    // The one left out: who became idle last costs least (the order of idle_since_ms).
    std::vector<int> by_arrival(static_cast<size_t>(n));
    std::iota(by_arrival.begin(), by_arrival.end(), 0);
    std::stable_sort(by_arrival.begin(), by_arrival.end(), [&](int x, int y) {
      return idle[group[x]].idle_since_ms > idle[group[y]].idle_since_ms;
    });
    for (int k = 0; k < n; ++k) {
      const int i = by_arrival[k];
      const int64_t leave = idle[group[i]].waited_last_wave ? ArenaPairingCosts::kWaitedAgain : k;
      cost[i][n] = cost[n][i] = leave;
    }
  }
  const auto partner = min_cost_matching(cost);
  for (int i = 0; i < n; ++i) {
    const int j = partner[i];
    if (j <= i || j >= n) continue;
    const int a = group[i], b = group[j];
    pairs.emplace_back(idle[a].rank <= idle[b].rank ? a : b, idle[a].rank <= idle[b].rank ? b : a);
  }
}

}  // namespace

int64_t pair_cost(const IdleEntrant& a, const IdleEntrant& b, int last_rank) {
  int64_t cost = 0;
  if (a.last_opponent == b.account || b.last_opponent == a.account) cost += ArenaPairingCosts::kRematch;
  cost += ArenaPairingCosts::kMetBefore * std::max(times_met(a, b), times_met(b, a));
  const int last = std::max(last_rank, 1);
  const int better = std::min(a.rank, b.rank);
  const int64_t factor = 300 + 1700 * int64_t(std::max(last - better, 0)) / last;
  cost += int64_t(std::abs(a.rank - b.rank)) * factor;
  cost += std::llround(std::fabs(a.rating - b.rating));
  return cost;
}

std::vector<std::pair<int, int>> pair_wave(const std::vector<IdleEntrant>& idle, int last_rank,
                                           const MayMeet& may_meet) {
  std::vector<int> order(idle.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return idle[x].rank < idle[y].rank; });
  std::vector<std::pair<int, int>> pairs;
  for (size_t start = 0; start < order.size(); start += ArenaPairingCosts::kGroup) {
    const size_t end = std::min(order.size(), start + ArenaPairingCosts::kGroup);
    pair_group(idle, std::vector<int>(order.begin() + long(start), order.begin() + long(end)), last_rank, may_meet,
               pairs);
  }
  return pairs;
}

}  // namespace cubilete::server::tournament
