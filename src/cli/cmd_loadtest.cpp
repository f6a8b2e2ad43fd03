// `cubilete loadtest`: load a running `cubilete serve` with many rooms of two people.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "loadtest/loadtest.h"

namespace cubilete::cli {

void add_loadtest_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("loadtest", "load a running server with rooms of two people playing random legal actions");
  static loadtest::LoadOptions o;
  static bool json = false, no_rematch = false;
  cmd->add_option("--url", o.url, "the server, ws://HOST:PORT")->capture_default_str();
  cmd->add_option("--rooms", o.rooms, "rooms of two people")->capture_default_str()->check(CLI::Range(1, 1000000));
  cmd->add_option("--duration", o.duration_s, "seconds of play")->capture_default_str()->check(CLI::Range(0.1, 86400.0));
  cmd->add_option("--game", o.game, "the game played")->capture_default_str();
  cmd->add_option("--think-ms", o.think_ms, "a person's mean pause before acting, in ms (each pause 0.5x to 1.5x)")
      ->capture_default_str()->check(CLI::Range(0, 600000));
  cmd->add_option("--threads", o.threads, "client I/O threads")->capture_default_str()->check(CLI::Range(1, 64));
  cmd->add_option("--seed", o.seed, "seed of the people's choices")->capture_default_str();
  cmd->add_flag("--no-rematch", no_rematch, "finished rooms stop instead of playing a rematch");
  cmd->add_flag("--play-out", o.play_out,
                "at the end, people finish the games under way (no new ones), so every room's record is checked");
  cmd->add_option("--server-pid", o.server_pid, "a local server's process: report its CPU time per action")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--json", json, "print one JSON document (progress lines still go to stderr)");
  cmd->callback([] {
    o.rematch = !no_rematch;
    auto r = loadtest::run_load(o);
    if (json) return print_json(r);
    const auto& l = r["latency_ms"];
    std::cout << fmt::format(
        "{} rooms of {} made and connected in {:.1f} s, then measured for {} s (think {} ms):\n"
        "{} sockets held, {} actions acknowledged ({:.0f}/s)\n"
        "latency act -> state: p50 {:.1f} ms, p95 {:.1f} ms, p99 {:.1f} ms, max {:.1f} ms\n"
        "errors: {}   games finished: {}   records checked: {} ({} actions), mismatches: {}\n"
        "reconnections: {} (median {:.0f} ms, max {:.0f} ms), moved answers: {}, acts cut off by a lost socket: {}\n",
        r["rooms"].get<int>(), r["game"].get<std::string>(), r["ramp_seconds"].get<double>(), r["duration_s"].get<double>(),
        r["think_ms"].get<int>(),
        r["sockets_held"].get<int>(), r["actions_acknowledged"].get<size_t>(), r["actions_per_second"].get<double>(),
        l["p50"].get<double>(), l["p95"].get<double>(), l["p99"].get<double>(), l["max"].get<double>(),
        r["errors"].get<int64_t>(), r["games_finished"].get<size_t>(), r["records_checked"].get<int>(),
        r["actions_in_checked_records"].get<size_t>(), r["record_mismatches"].get<size_t>(),
        r["reconnections"]["count"].get<size_t>(), r["reconnections"]["p50_ms"].get<double>(),
        r["reconnections"]["max_ms"].get<double>(), r["moved_answers"].get<int64_t>(), r["acts_interrupted"].get<int64_t>());
    if (r.contains("server_cpu_seconds"))
      std::cout << fmt::format("server processor time: {:.2f} s, {:.3f} ms an acknowledged action\n",
                               r["server_cpu_seconds"].get<double>(), r["server_cpu_ms_per_action"].get<double>());
    if (r["rooms_unfinished"].get<size_t>() > 0)
      std::cout << fmt::format("rooms whose game did not end: {} of {}\n", r["rooms_unfinished"].get<size_t>(),
                               r["rooms_played"].get<size_t>());
    if (!r["error_kinds"].empty()) std::cout << "error kinds: " << r["error_kinds"].dump() << "\n";
    for (const auto& m : r["first_mismatches"]) std::cout << "mismatch: " << m.get<std::string>() << "\n";
  });
}

}  // namespace cubilete::cli
