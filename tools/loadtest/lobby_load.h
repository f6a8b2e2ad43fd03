#pragma once
// `cubilete loadtest-lobby`: the lobby under load. WATCHERS sockets watch the list of
// open tables on one server while TABLES_PER_SECOND public tables open (created over HTTP) and
// fill (their second seat joined after a wait). Each watcher times the `table_added` and
// `table_removed` of every table from the moment the request that caused it was sent; the report
// gives the delay's percentiles over every (watcher, message), how many never came, and the CPU
// time the client and (given its pid) the server spent, so the two are measured apart.
//
// The watchers read raw WebSocket frames (no JSON parsing beyond the message's type and room) on
// one thread, so that the client costs far less than the server it measures.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace cubilete::loadtest {

struct LobbyLoadOptions {
  std::string url = "ws://127.0.0.1:8080";
  int watchers = 2000;
  double tables_per_second = 200;
  double duration_s = 10;
  // How long a table waits for its second person: uniform in [0, 2 x open_ms] (0: joined at once).
  int open_ms = 1000;
  std::string game = "generala";
  uint64_t seed = 1;
  int server_pid = 0;  // >0: the server's CPU seconds over the measured window are reported
  bool quiet = false;  // no progress lines on stderr
};

// Runs the load and returns the report ({"watchers", "tables", "tables_per_second_achieved",
// "messages_expected", "messages_timed", "messages_missing", "delay_ms": {"p50","p90","p99",
// "p999","max"}, "watchers_lost", "client_cpu_s", "server_cpu_s"?, ...}).
// Throws UsageError on bad options, std::runtime_error if the server cannot be reached.
nlohmann::json run_lobby_load(const LobbyLoadOptions& options);

}  // namespace cubilete::loadtest
