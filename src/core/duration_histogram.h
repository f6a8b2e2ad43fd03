#pragma once
// Durations counted into fixed buckets, for the server's /metrics (docs/operating.md): observing
// one is a few relaxed atomic increments, no lock, so the store's thread and the bots' workers
// may record every commit and every move.
#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>

namespace cubilete {

class DurationHistogram {
 public:
  // Upper bounds in seconds (Prometheus' `le`): a synced commit takes about a millisecond, a bot
  // from microseconds to the search cap of several seconds.
  static constexpr std::array<double, 16> kBounds = {0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025,
                                                     0.05,   0.1,     0.25,   0.5,   1,      2.5,   5,    10};

  void observe(std::chrono::nanoseconds took) {
    const double seconds = std::chrono::duration<double>(took).count();
    size_t bucket = 0;
    while (bucket < kBounds.size() && seconds > kBounds[bucket]) ++bucket;
    counts_[bucket].fetch_add(1, std::memory_order_relaxed);
    sum_ns_.fetch_add(uint64_t(took.count() < 0 ? 0 : took.count()), std::memory_order_relaxed);
  }

  struct Snapshot {
    std::array<uint64_t, kBounds.size()> cumulative{};  // observations <= each bound
    uint64_t count = 0;                                 // all of them (the +Inf bucket)
    double sum_seconds = 0;
  };
  // The buckets read once each: the count is their total, so +Inf always equals it.
  Snapshot snapshot() const {
    Snapshot s;
    uint64_t running = 0;
    for (size_t i = 0; i < kBounds.size(); ++i) {
      running += counts_[i].load(std::memory_order_relaxed);
      s.cumulative[i] = running;
    }
    s.count = running + counts_[kBounds.size()].load(std::memory_order_relaxed);
    s.sum_seconds = double(sum_ns_.load(std::memory_order_relaxed)) / 1e9;
    return s;
  }

 private:
  std::array<std::atomic<uint64_t>, kBounds.size() + 1> counts_{};  // the last: above every bound
  std::atomic<uint64_t> sum_ns_{0};
};

}  // namespace cubilete
