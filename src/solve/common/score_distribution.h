#pragma once
// The final scores of many games summed up: mean and its 95% interval, spread, percentiles and a
// histogram (`solve --distribution`).
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace cubilete::solve {

struct ScoreDistribution {
  struct Bin {
    int from = 0, to = 0;  // scores from..to inclusive
    int64_t count = 0;
  };
  int64_t games = 0;
  double mean = 0, stddev = 0,
         mean_ci95 = 0;  // mean_ci95: half the width of the mean's 95% interval
  int min = 0, max = 0;
  std::vector<std::pair<int, int>> percentiles;  // (percent, score), percent ascending
  std::vector<Bin> histogram;                    // bins of 10 points, ascending
  std::string measure;                           // whose scores these are
  std::string method;                            // how they were found
};

// The summary of `counts` (how many games ended with each score; at least one game).
ScoreDistribution summarise_scores(const std::map<int, int64_t>& counts, std::string measure,
                                   std::string method);

}  // namespace cubilete::solve
