#pragma once
// Pairs a set of people at the least total cost: Edmonds' weighted matching on a general graph
// (blossoms and a primal-dual search, O(n^3)), as an arena pairs its idle entrants
// (arena_pairing.h). Pure; a test checks it against every matching of small sets.
#include <cstdint>
#include <limits>
#include <vector>

namespace cubilete::server::tournament {

// A pair that may not be made.
inline constexpr int64_t kNoPair = std::numeric_limits<int64_t>::max();

// `cost[i][j]` (symmetric, non-negative, or kNoPair) is what pairing i with j costs. Returns each
// one's partner (-1: none): as many pairs as any matching has, and among those the least total
// cost. Costs are at most 2^40 and sets at most 1,000 people, so the sums stay exact.
std::vector<int> min_cost_matching(const std::vector<std::vector<int64_t>>& cost);

}  // namespace cubilete::server::tournament
