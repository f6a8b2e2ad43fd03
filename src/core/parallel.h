#pragma once
// Small shared helpers for work spread over threads, and for timing it.
#include <algorithm>
#include <chrono>
#include <functional>
#include <thread>
#include <vector>

namespace cubilete {

// The threads to use when `requested` were asked for (<= 0: every hardware thread).
inline int thread_count(int requested) {
  return requested > 0 ? requested : int(std::max(1u, std::thread::hardware_concurrency()));
}

// Runs `work` on `threads` threads, the caller's among them, and returns when all have ended.
inline void run_on_threads(int threads, const std::function<void()>& work) {
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
}

// Wall time since construction.
class Stopwatch {
 public:
  double seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

// Seconds this thread has spent building what is built at first use (a bot's policy for a state
// met for the first time), so that a run of games can tell that time from the playing.
inline double& first_use_seconds() {
  thread_local double seconds = 0;
  return seconds;
}

// Adds its lifetime to this thread's first_use_seconds().
class FirstUseTimer {
 public:
  FirstUseTimer() = default;
  FirstUseTimer(const FirstUseTimer&) = delete;
  FirstUseTimer& operator=(const FirstUseTimer&) = delete;
  ~FirstUseTimer() { first_use_seconds() += clock_.seconds(); }

 private:
  Stopwatch clock_;
};

}  // namespace cubilete
