// The weighted matching against every matching of small sets: as many pairs as any, and among
// those the least cost, on random costs with pairs missing, odd sets and ties.
#include <gtest/gtest.h>

#include <random>

#include "server/tournament/min_cost_matching.h"

namespace cubilete::server::tournament {
namespace {

using Costs = std::vector<std::vector<int64_t>>;

struct Best {
  int pairs = -1;
  int64_t cost = 0;
};

// Every matching of the people not yet placed (from `next` on), by brute force.
void every_matching(const Costs& c, std::vector<int>& mate, int next, int pairs, int64_t cost, Best& best) {
  const int n = int(c.size());
  while (next < n && mate[next] != -2) ++next;
  if (next == n) {
    if (pairs > best.pairs || (pairs == best.pairs && cost < best.cost)) best = {pairs, cost};
    return;
  }
  mate[next] = -1;  // left alone
  every_matching(c, mate, next + 1, pairs, cost, best);
  for (int j = next + 1; j < n; ++j)
    if (mate[j] == -2 && c[next][j] != kNoPair) {
      mate[next] = j;
      mate[j] = next;
      every_matching(c, mate, next + 1, pairs + 1, cost + c[next][j], best);
      mate[j] = -2;
    }
  mate[next] = -2;
}

Best brute_force(const Costs& c) {
  std::vector<int> mate(c.size(), -2);
  Best best;
  every_matching(c, mate, 0, 0, 0, best);
  return best;
}

Best measure(const Costs& c, const std::vector<int>& partner) {
  Best b{0, 0};
  for (size_t i = 0; i < partner.size(); ++i) {
    const int j = partner[i];
    if (j < 0) continue;
    EXPECT_EQ(partner[size_t(j)], int(i)) << "the matching is not symmetric";
    EXPECT_NE(c[i][size_t(j)], kNoPair) << "a pair that may not be made was made";
    if (j > int(i)) {
      ++b.pairs;
      b.cost += c[i][size_t(j)];
    }
  }
  return b;
}

TEST(MinCostMatching, EqualsEveryMatchingOfSmallSets) {
  std::mt19937_64 rng(20261202);
  for (int round = 0; round < 3000; ++round) {
    const int n = 1 + int(rng() % 10);
    const int spread = round % 3 == 0 ? 3 : 1000000;  // small spreads make ties
    const int missing = int(rng() % 4);               // in quarters: none to three quarters absent
    Costs c(size_t(n), std::vector<int64_t>(size_t(n), kNoPair));
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j)
        if (int(rng() % 4) >= missing) c[i][j] = c[j][i] = int64_t(rng() % spread);
    const auto want = brute_force(c);
    const auto got = measure(c, min_cost_matching(c));
    ASSERT_EQ(got.pairs, want.pairs) << "round " << round << ", " << n << " people";
    ASSERT_EQ(got.cost, want.cost) << "round " << round << ", " << n << " people";
  }
}

TEST(MinCostMatching, PrefersMorePairsToCheaperOnes) {
  // 0-1 is free, but taking it leaves 2 and 3 alone; 0-2 and 1-3 make two pairs.
  const Costs c{{kNoPair, 0, 1000, kNoPair},
                {0, kNoPair, kNoPair, 1000},
                {1000, kNoPair, kNoPair, kNoPair},
                {kNoPair, 1000, kNoPair, kNoPair}};
  EXPECT_EQ(min_cost_matching(c), (std::vector<int>{2, 3, 0, 1}));
}

TEST(MinCostMatching, LargeCostsStayExact) {
  std::mt19937_64 rng(7);
  for (int round = 0; round < 200; ++round) {
    const int n = 2 + int(rng() % 8);
    Costs c(size_t(n), std::vector<int64_t>(size_t(n), kNoPair));
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) c[i][j] = c[j][i] = int64_t(rng() % (int64_t(1) << 40));
    const auto want = brute_force(c);
    const auto got = measure(c, min_cost_matching(c));
    ASSERT_EQ(got.pairs, want.pairs);
    ASSERT_EQ(got.cost, want.cost);
  }
}

TEST(MinCostMatching, RefusesBadCosts) {
  EXPECT_THROW(min_cost_matching({{0, -1}, {-1, 0}}), std::invalid_argument);
  EXPECT_THROW(min_cost_matching({{0, 1}, {1}}), std::invalid_argument);
  EXPECT_EQ(min_cost_matching({}), std::vector<int>{});
  EXPECT_EQ(min_cost_matching({{0}}), std::vector<int>{-1});
}

}  // namespace
}  // namespace cubilete::server::tournament
