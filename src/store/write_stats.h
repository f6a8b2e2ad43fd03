#pragma once
// What the store's write queue tells /metrics (docs/operating.md): how long each group commit
// took (the transaction and its sync) and how many writes wait for the next one.
#include <atomic>
#include <cstdint>

#include "core/duration_histogram.h"

namespace cubilete::store {

struct WriteStats {
  DurationHistogram commit_seconds;
  std::atomic<int64_t> queued{0};  // writes waiting, not yet in a commit
};

}  // namespace cubilete::store
