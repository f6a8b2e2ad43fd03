#pragma once
// Group commit, the part both stores share: writes queue up while the store's own thread commits
// the previous group, and then go together (at most `max_group` at a time) to `commit`, which
// commits them as one transaction and runs their callbacks. A group starts at least
// `min_interval` after the one before it started: where a commit's sync is quick, groups would
// otherwise stay at a few writes each and the per-commit work (the sync, the WAL's headers)
// would cost more than the writes.
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "store/write_stats.h"

namespace cubilete::store {

template <class Write>
class WriteQueue {
 public:
  using Commit = std::function<void(std::vector<Write>& group)>;

  // Starts the thread.
  void start(Commit commit, size_t max_group,
             std::chrono::steady_clock::duration min_interval = std::chrono::steady_clock::duration::zero()) {
    commit_ = std::move(commit);
    max_group_ = max_group;
    min_interval_ = min_interval;
    thread_ = std::thread([this] { run(); });
  }
  // Commits what is queued, then stops the thread.
  ~WriteQueue() { stop(); }
  void stop() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    queue_cv_.notify_one();
    if (thread_.joinable()) thread_.join();
  }

  void push(Write w) {
    {
      std::lock_guard lock(mutex_);
      queue_.push_back(std::move(w));
    }
    stats_.queued.fetch_add(1, std::memory_order_relaxed);
    queue_cv_.notify_one();
  }

  const WriteStats& stats() const { return stats_; }

  // Blocks until every write queued before the call is committed (or failed).
  void flush() {
    std::unique_lock lock(mutex_);
    idle_cv_.wait(lock, [&] { return queue_.empty() && !writing_; });
  }

 private:
  void run() {
    auto last_start = std::chrono::steady_clock::time_point::min();
    for (;;) {
      std::vector<Write> group;
      {
        std::unique_lock lock(mutex_);
        queue_cv_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
        if (min_interval_ > min_interval_.zero() && last_start != last_start.min())
          queue_cv_.wait_until(lock, last_start + min_interval_, [&] { return stopping_; });
        if (queue_.empty()) return;
        while (!queue_.empty() && group.size() < max_group_) {
          group.push_back(std::move(queue_.front()));
          queue_.pop_front();
        }
        writing_ = true;
      }
      stats_.queued.fetch_sub(int64_t(group.size()), std::memory_order_relaxed);
      const auto started = std::chrono::steady_clock::now();
      last_start = started;
      commit_(group);
      stats_.commit_seconds.observe(std::chrono::steady_clock::now() - started);
      {
        std::lock_guard lock(mutex_);
        writing_ = false;
      }
      idle_cv_.notify_all();
    }
  }

  Commit commit_;
  size_t max_group_ = 0;
  std::chrono::steady_clock::duration min_interval_{};
  std::mutex mutex_;
  std::condition_variable queue_cv_, idle_cv_;
  std::deque<Write> queue_;
  bool writing_ = false, stopping_ = false;
  WriteStats stats_;
  std::thread thread_;
};

}  // namespace cubilete::store
