// `cubilete loadtest-lobby`: the lobby of a running `cubilete serve` watched by many sockets while
// public tables open and fill.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "loadtest/lobby_load.h"

namespace cubilete::cli {

void add_loadtest_lobby_command(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "loadtest-lobby", "watch a running server's lobby with many sockets while public tables open and fill");
  static loadtest::LobbyLoadOptions o;
  static bool json = false;
  cmd->add_option("--url", o.url, "the server, ws://HOST:PORT")->capture_default_str();
  cmd->add_option("--watchers", o.watchers, "lobby sockets watching the list")->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--tables-per-second", o.tables_per_second, "public tables opened (and filled) a second")
      ->capture_default_str()->check(CLI::Range(0.01, 100000.0));
  cmd->add_option("--duration", o.duration_s, "seconds of opening tables")->capture_default_str()
      ->check(CLI::Range(0.1, 86400.0));
  cmd->add_option("--open-ms", o.open_ms, "a table's mean wait for its second person, in ms (each 0 to 2x)")
      ->capture_default_str()->check(CLI::Range(0, 600000));
  cmd->add_option("--game", o.game, "the tables' game")->capture_default_str();
  cmd->add_option("--seed", o.seed, "seed of the tables' waits")->capture_default_str();
  cmd->add_option("--server-pid", o.server_pid, "the server's process, to report its CPU time apart from the client's")
      ->check(CLI::Range(1, 1 << 30));
  cmd->add_flag("--json", json, "print one JSON document (progress lines still go to stderr)");
  cmd->callback([] {
    auto r = loadtest::run_lobby_load(o);
    if (json) return print_json(r);
    const auto& d = r["delay_ms"];
    std::cout << fmt::format(
        "{} watchers ({} refused, {} lost), {} tables opened and filled ({:.1f}/s of {:.1f}/s asked; {} requests failed)\n"
        "news timed: {} of {} ({} missing), {:.1f} MB read\n"
        "delay request -> news: p50 {:.1f} ms, p90 {:.1f} ms, p99 {:.1f} ms, p99.9 {:.1f} ms, max {:.1f} ms\n"
        "CPU over {:.1f} s: client {:.2f} s",
        r["watchers"].get<int>(), r["watchers_refused"].get<int>(), r["watchers_lost"].get<int>(),
        r["tables"].get<int>(), r["tables_per_second_achieved"].get<double>(),
        r["tables_per_second_asked"].get<double>(), r["requests_failed"].get<int>(),
        r["messages_timed"].get<uint64_t>(), r["messages_expected"].get<uint64_t>(),
        r["messages_missing"].get<uint64_t>(), r["megabytes_received"].get<double>(), d["p50"].get<double>(),
        d["p90"].get<double>(), d["p99"].get<double>(), d["p999"].get<double>(), d["max"].get<double>(),
        r["window_s"].get<double>(), r["client_cpu_s"].get<double>());
    if (r.contains("server_cpu_s")) std::cout << fmt::format(", server {:.2f} s", r["server_cpu_s"].get<double>());
    std::cout << "\n";
    for (const auto& f : r["first_failures"]) std::cout << "failure: " << f.get<std::string>() << "\n";
  });
}

}  // namespace cubilete::cli
