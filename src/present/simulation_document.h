#pragma once
// The documents of a run of games and of a score distribution (`cubilete simulate --json`,
// Python's cubilete.simulate; the distribution inside `cubilete solve --json`), declared once
// (core/describe.h): present/ writes them, and `cubilete protocol --schema` describes them for
// clients in other languages. Text is viewed in the request and the result, which outlive the
// writing.
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "core/describe.h"
#include "present/rule_values.h"

namespace cubilete {

// A seat's figures over the run: its mean score with half its 95% interval, the standard
// deviation, and its share of the wins (a tie shares the win) with half its 95% interval.
struct SimulatedSeat {
  size_t seat = 0;  // from 1
  std::string_view player;
  double mean = 0, mean_ci95 = 0, stddev = 0, win_share = 0, win_share_ci95 = 0;
  static constexpr std::string_view kTypeName = "SimulatedSeat";
  static constexpr auto fields() {
    using T = SimulatedSeat;
    return std::tuple{field("seat", &T::seat),           field("player", &T::player),
                      field("mean", &T::mean),           field("mean_ci95", &T::mean_ci95),
                      field("stddev", &T::stddev),       field("win_share", &T::win_share),
                      field("win_share_ci95", &T::win_share_ci95)};
  }
};

// The run: the game, its rules and the request (games, seed, threads, random opening moves), each
// seat's figures, and the time taken split as the simulation splits it (the rates are the games
// over the time they name).
struct SimulationDocument {
  std::string_view game;
  Entries<TypedRuleValue> rules;
  int64_t games = 0;
  uint64_t seed = 0;
  int threads = 0, random_opening = 0;
  std::vector<SimulatedSeat> seats;
  double seconds = 0, games_per_second = 0, startup_seconds = 0, tables_seconds = 0, policy_seconds = 0,
         play_seconds = 0, play_games_per_second = 0;
  static constexpr std::string_view kTypeName = "SimulationDocument";
  static constexpr auto fields() {
    using T = SimulationDocument;
    return std::tuple{field("game", &T::game),
                      field("rules", &T::rules),
                      field("games", &T::games),
                      field("seed", &T::seed),
                      field("threads", &T::threads),
                      field("random_opening", &T::random_opening),
                      field("seats", &T::seats),
                      field("seconds", &T::seconds),
                      field("games_per_second", &T::games_per_second),
                      field("startup_seconds", &T::startup_seconds),
                      field("tables_seconds", &T::tables_seconds),
                      field("policy_seconds", &T::policy_seconds),
                      field("play_seconds", &T::play_seconds),
                      field("play_games_per_second", &T::play_games_per_second)};
  }
};

// Scores from..to (inclusive) and how many games ended there.
struct ScoreBin {
  int from = 0, to = 0;
  int64_t count = 0;
  static constexpr std::string_view kTypeName = "ScoreBin";
  static constexpr auto fields() {
    return std::tuple{field("from", &ScoreBin::from), field("to", &ScoreBin::to), field("count", &ScoreBin::count)};
  }
};

// The scores of many games: their count, mean (with half its 95% interval), deviation, range,
// the score at each percentile (keyed by the percent), bins of 10 points, whose scores they are
// and how they were found.
struct DistributionDocument {
  int64_t games = 0;
  double mean = 0, stddev = 0, mean_ci95 = 0;
  int min = 0, max = 0;
  Entries<int, std::string> percentiles;
  std::vector<ScoreBin> histogram;
  std::string_view measure, method;
  static constexpr std::string_view kTypeName = "ScoreDistribution";
  static constexpr auto fields() {
    using T = DistributionDocument;
    return std::tuple{field("games", &T::games),        field("mean", &T::mean),
                      field("stddev", &T::stddev),      field("mean_ci95", &T::mean_ci95),
                      field("min", &T::min),            field("max", &T::max),
                      field("percentiles", &T::percentiles), field("histogram", &T::histogram),
                      field("measure", &T::measure),    field("method", &T::method)};
  }
};

}  // namespace cubilete
