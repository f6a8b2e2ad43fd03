// `cubilete simulate GAME --games N`: bots against bots, with per-seat statistics.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <iostream>
#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "catalog/simulation.h"
#include "cli/common.h"
#include "cli/progress.h"
#include "core/error.h"
#include "core/text.h"
#include "present/simulation_json.h"

namespace cubilete::cli {

namespace simulate_command {
// When the program first runs, before its other static initializers, and what came before:
// the kernel starting the process and the loader mapping and linking its libraries (tens of
// milliseconds, a good part of a short run). That work waits for nothing once the libraries are
// in the page cache, so the CPU time the process has used by then stands for its wall time.
struct ProgramStart {
  std::chrono::steady_clock::time_point at = std::chrono::steady_clock::now();
  double before = [] {
    timespec cpu{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
    return double(cpu.tv_sec) + double(cpu.tv_nsec) * 1e-9;
  }();
  double seconds() const {
    return before + std::chrono::duration<double>(std::chrono::steady_clock::now() - at).count();
  }
};
__attribute__((init_priority(101))) const ProgramStart program_start;

struct Options {
  std::string game, players, games;
  uint64_t seed = 1;
  int threads = 1;
  int random_opening = 0;
  double progress = -1;
  bool json = false;
  std::vector<std::string> rules;
};
Options opt;

void run() {
  SimulationRequest request;
  request.games = parse_count("--games", opt.games, 1);
  if (opt.progress < 0 && opt.progress != -1) throw UsageError("--progress must be 0 (never) or more seconds");
  const auto& entry = find_game(opt.game);
  auto rules = parse_rules(opt.rules);
  request.players = resolve_players(entry, rules, opt.players, "random", false);
  request.seed = opt.seed;
  request.threads = opt.threads;
  request.random_opening = opt.random_opening;
  auto game = make_game(entry, rules);
  SimulationResult result;
  const double startup = program_start.seconds();
  {  // the progress line is gone before the results are printed
    ProgressReport progress("simulate " + entry.description.info.id, request.games, opt.progress);
    request.progress = [&progress](int64_t done) {
      progress.update(done);
      return progress.tick_seconds();
    };
    result = simulate(entry, *game, request);
    request.progress = nullptr;
  }
  // The bots' tables are let go when simulate returns (unmapping a table takes milliseconds, a
  // good part of a short run): that time counts with the tables'.
  const double finished = program_start.seconds();
  result.tables_seconds += std::max(0.0, finished - startup - result.seconds);
  result.startup_seconds = startup;
  result.seconds = std::max(finished, startup + result.seconds);
  if (opt.json) {
    print_json(simulation_json(*game, request, result));
    return;
  }
  const auto& names = request.players;
  size_t width = 14;
  for (const auto& name : names) width = std::max(width, name.size());
  std::cout << wrap_text(fmt::format("{} games of {} ({}), seed {}{}", request.games, entry.description.info.id,
                                     game->rules().to_string(), opt.seed,
                                     opt.random_opening
                                         ? fmt::format(", first {} decisions at random", opt.random_opening)
                                         : ""),
                         80, "  ")
            << fmt::format("\n{:<6} {:<{}} {:>10} {:>9} {:>16}\n", "seat", "player", width, "mean", "std dev",
                           "win share");
  for (size_t p = 0; p < result.seats.size(); ++p) {
    const auto& s = result.seats[p];
    std::cout << fmt::format("{:<6} {:<{}} {:>10.3f} {:>9.3f} {:>9.4f} ± {:.4f}\n", p + 1, names[p], width, s.mean,
                             s.stddev, s.win_share, s.win_share_ci95);
  }
  const double n = double(request.games), seconds = result.seconds;
  std::cout << fmt::format("\n{:.2f} s, {:.0f} games per second on {} thread{}\n", seconds, n / seconds,
                           opt.threads, opt.threads > 1 ? "s" : "");
  if (seconds - result.play_seconds >= 0.1)
    std::cout << wrap_text(
        fmt::format("({:.2f} s starting, {:.2f} s reading or solving the bots' tables, {:.2f} s "
                    "building their policies, {:.2f} s playing: {:.0f} games per second)",
                    result.startup_seconds, result.tables_seconds, result.policy_seconds,
                    result.play_seconds, n / result.play_seconds),
        80, " ");
}
}  // namespace simulate_command

void add_simulate_command(CLI::App& app) {
  using namespace simulate_command;
  auto* cmd = app.add_subcommand("simulate", "play many games between bots and report statistics");
  cmd->add_option("GAME", opt.game, "game id or name (or the start of one)")->required();
  cmd->add_option("--games,-n", opt.games, "number of games (no memory grows with it)")->required();
  cmd->add_option("--players,-p", opt.players, "comma-separated bots, one per seat (default: random)");
  cmd->add_option("--seed,-s", opt.seed, "base seed; game i uses a stream derived from it");
  cmd->add_option("--threads,-t", opt.threads, "worker threads");
  cmd->add_option("--random-opening", opt.random_opening,
                  "make the first N decisions of every game at random (the same for a given seed whoever "
                  "plays), so deterministic bots play varied games");
  cmd->add_option("--progress", opt.progress,
                  "report progress on stderr every SECONDS (default: on a terminal every 0.2 s once the run "
                  "has lasted a second, otherwise every 10 s; 0: never)");
  cmd->add_flag("--json", opt.json, "print one JSON document");
  add_rule_option(*cmd, opt.rules);
  cmd->callback(run);
}

}  // namespace cubilete::cli
