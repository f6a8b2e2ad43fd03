#pragma once
// The process's counters for GET /metrics (docs/operating.md, "What to watch"): plain atomics
// that the I/O threads, the rooms' strands and the workers bump without a lock; the exposition
// (metrics_page.h) reads them when scraped. One set per process, as Prometheus scrapes a process.
#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "core/duration_histogram.h"
#include "core/record.h"

namespace cubilete::server {

class Metrics {
 public:
  // Open WebSockets, by kind.
  std::atomic<int64_t> room_sockets{0}, lobby_sockets{0};
  // Rooms handed between instances sharing a PostgreSQL store: taken over here (an unfinished
  // room read from the store after start: its instance died or let it go), given to another
  // instance that asked, and dropped when this instance lost its ownership connection.
  std::atomic<uint64_t> rooms_taken_over{0}, rooms_handed_over{0}, rooms_dropped{0};
  DurationHistogram bot_think_seconds;
  const int64_t started_unix_s;

  Metrics();

  // An action committed to the store, by who decided it (the record's words).
  void action_applied(Decider by) { actions_[size_t(by)].fetch_add(1, std::memory_order_relaxed); }
  uint64_t actions(Decider by) const { return actions_[size_t(by)].load(std::memory_order_relaxed); }

  // An error sent to a client (an HTTP answer's `error`, a socket's `error` message's `code`).
  // Known codes count in atomics; a code the list misses still counts, under a lock.
  void error_sent(std::string_view code);
  // Every code with its count (the known ones even at 0), sorted by code.
  std::vector<std::pair<std::string, uint64_t>> errors() const;

 private:
  std::array<std::atomic<uint64_t>, enum_names(Decider{}).names.size()> actions_{};  // by Decider (core/record.h)
  std::vector<std::atomic<uint64_t>> known_errors_;
  mutable std::mutex other_mutex_;
  std::map<std::string, uint64_t, std::less<>> other_errors_;
};

Metrics& metrics();

}  // namespace cubilete::server
