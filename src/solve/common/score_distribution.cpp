#include "solve/common/score_distribution.h"

#include <algorithm>
#include <cmath>

namespace cubilete::solve {

ScoreDistribution summarise_scores(const std::map<int, int64_t>& counts, std::string measure,
                                   std::string method) {
  ScoreDistribution d;
  double sum = 0, sum_sq = 0;
  for (const auto& [score, n] : counts) {
    d.games += n;
    sum += double(score) * double(n);
    sum_sq += double(score) * double(score) * double(n);
  }
  const double n = double(d.games);
  d.mean = sum / n;
  d.stddev = std::sqrt(std::max(0.0, sum_sq / n - d.mean * d.mean));
  d.mean_ci95 = 1.96 * d.stddev / std::sqrt(n);
  d.min = counts.begin()->first;
  d.max = counts.rbegin()->first;
  // The score of the game at `rank` (0-based) in score order.
  auto score_at = [&](int64_t rank) {
    for (const auto& [score, k] : counts) {
      if (rank < k) return score;
      rank -= k;
    }
    return counts.rbegin()->first;
  };
  for (int p : {1, 5, 10, 25, 50, 75, 90, 95, 99})
    d.percentiles.emplace_back(p, score_at(std::min(d.games - 1, int64_t(p / 100.0 * n))));
  const int width = 10;
  std::map<int, int64_t> bins;  // by the first score of the bin
  for (const auto& [score, k] : counts) bins[score / width * width] += k;
  for (const auto& [from, k] : bins) d.histogram.push_back({from, from + width - 1, k});
  d.measure = std::move(measure);
  d.method = std::move(method);
  return d;
}

}  // namespace cubilete::solve
