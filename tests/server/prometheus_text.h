#pragma once
// A strict reader of Prometheus' text exposition format 0.0.4 (as documented at
// prometheus.io/docs/instrumenting/exposition_formats), for the /metrics tests: it throws
// std::runtime_error naming the line at the first thing a scraper could misread.
#include <map>
#include <string>
#include <vector>

namespace cubilete::test {

struct MetricSample {
  std::string name;
  std::map<std::string, std::string> labels;
  double value = 0;
};

struct MetricFamily {
  std::string name, type, help;
  std::vector<MetricSample> samples;
};

struct Exposition {
  std::map<std::string, MetricFamily> families;
  // The value of the sample `name` with exactly `labels`; throws if there is none.
  double value(const std::string& name, const std::map<std::string, std::string>& labels = {}) const;
};

// Checks: every line a HELP, a TYPE or a sample; names and label names well formed; label values
// escaped; each family's HELP and TYPE once, before its samples, which are contiguous; no series
// twice; a histogram's buckets ordered by `le`, cumulative (never falling), ending at +Inf equal
// to its _count, with a _sum; a counter never negative.
Exposition parse_exposition(const std::string& text);

}  // namespace cubilete::test
