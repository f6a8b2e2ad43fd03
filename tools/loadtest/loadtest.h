#pragma once
// `cubilete loadtest`: many rooms of two people each, created over the real HTTP API and played
// over real WebSockets with random legal actions, measuring what a server holds: sockets, acknowledged
// actions per second, latency from `act` to the state that answers it, errors; at the end every
// finished room's record is fetched and replayed against what its two people saw.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace cubilete::loadtest {

struct LoadOptions {
  std::string url = "ws://127.0.0.1:8080";
  int rooms = 100;
  double duration_s = 30;
  std::string game = "generala";
  int think_ms = 1000;    // a person's pause before each action (random 0.5x to 1.5x)
  int threads = 1;        // client I/O threads
  int create_parallel = 32;  // HTTP requests in flight while creating rooms
  uint64_t seed = 1;
  bool rematch = true;    // finished rooms ask for a rematch and play on
  bool play_out = false;  // at the end, finish the games under way (within two minutes) so every record is checked
  bool quiet = false;     // no progress lines on stderr
  int server_pid = 0;     // where set, the server's processor time over the measured window is reported
};

// Runs the load and returns the report ({"sockets_held", "actions_per_second", "latency_ms":
// {"p50","p95","p99","max"}, "errors", "records_checked", "record_mismatches", "reconnections":
// {"count","p50_ms","max_ms"}, ...}; with server_pid also "server_cpu_seconds" and
// "server_cpu_ms_per_action" over the measured window). People whose socket closes (an instance died, or answered
// `moved`) reconnect with the same room and token and play on.
// Throws std::runtime_error if the server cannot be reached.
nlohmann::json run_load(const LoadOptions& options);

}  // namespace cubilete::loadtest
