// `cubilete daily GAME --date YYYY-MM-DD --seed HEX`: the game the optimum plays on a daily
// challenge's dice once its seed is revealed. A daily attempt is a one-seat room whose server seed
// is the day's and whose seat gives no seed of its own (every person must meet the same dice), so
// the game seed is HMAC-SHA256(the day's seed, "") as for any such room (PROTOCOL.md, "Provably
// fair dice"), and every result of the day can be checked with `cubilete verify`.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cmath>
#include <iostream>
#include <nlohmann/json.hpp>

#include "catalog/daily_optimum.h"
#include "cli/common.h"
#include "core/error.h"
#include "core/record.h"
#include "core/utc_date.h"
#include "crypto/fair_seed.h"
#include "present/json_tree_sink.h"
#include "present/record_json.h"

namespace cubilete::cli {

namespace daily_command {

struct Options {
  std::string game, date, seed;
  bool json = false;
};
Options opt;

std::vector<std::string> games_with_daily() {
  std::vector<std::string> ids;
  for (const auto* e : daily_games()) ids.push_back(e->description.info.id);
  return ids;
}

// Points are whole in every daily game: written so, as the room's results are.
nlohmann::json whole_or_not(double x) { return x == std::floor(x) ? nlohmann::json(int64_t(x)) : nlohmann::json(x); }

// YYYY-MM-DD, a day of the calendar.
void check_date(const std::string& date) {
  if (!day_number(date))
    throw UsageError(fmt::format("--date '{}' is not a day: give it as YYYY-MM-DD, e.g. 2026-11-29", date.substr(0, 40)));
}

void run() {
  const auto& entry = find_game(opt.game);
  if (!entry.table.daily)
    throw UsageError(fmt::format("{} has no daily challenge (the games with one: {})", entry.description.info.id,
                                 fmt::join(games_with_daily(), ", ")));
  check_date(opt.date);
  crypto::Bytes day_seed;
  if (!crypto::from_hex(opt.seed, day_seed) || day_seed.size() != fair::kServerSeedBytes)
    throw UsageError(fmt::format("--seed must be the day's revealed seed: {} bytes in hex ({} hex digits)",
                                 fair::kServerSeedBytes, 2 * fair::kServerSeedBytes));
  const auto& daily = *entry.table.daily;
  const uint64_t seed = fair::game_seed(day_seed, {""});
  const auto [record, score] = play_daily_optimum(entry, seed);
  const std::string commitment = fair::commitment_of(day_seed);
  if (opt.json) {
    // The record as a finished daily room's would be, the day's seed revealed: `cubilete verify`
    // checks its dice as it checks every result of the day.
    auto room_record = record_document(record);
    room_record.server_seed = crypto::to_hex(day_seed);
    room_record.client_seeds = {""};
    room_record.commitment = commitment;
    print_json({{"game", record.game}, {"date", opt.date}, {"commitment", commitment}, {"seed", seed},
                {"bot", daily.optimum}, {"score", whole_or_not(score)}, {"record", described_json(room_record)}});
    return;
  }
  std::cout << fmt::format("{} daily challenge of {}: {} on the day's dice (commitment {}, game seed {})\n",
                           entry.description.info.name, opt.date, daily.optimum, commitment, seed);
  std::vector<std::string> rules;
  for (const auto& [key, value] : daily.rules)
    if (key != "players") rules.push_back(key + "=" + value);
  std::cout << fmt::format("Rules: one player, {}\n", fmt::join(rules, " "));
  for (const auto& action : record.actions) std::cout << fmt::format("P1 ({}): {}\n", daily.optimum, action);
  std::cout << fmt::format("Score: {}\n", score);
}

}  // namespace daily_command

void add_daily_command(CLI::App& app) {
  using namespace daily_command;
  const std::string games = fmt::format("{}", fmt::join(games_with_daily(), ", "));
  auto* cmd = app.add_subcommand("daily", "the optimum's game on a daily challenge's dice, once the day's seed is revealed");
  cmd->add_option("GAME", opt.game, games)->required();
  cmd->add_option("--date", opt.date, "the day (UTC), YYYY-MM-DD")->required();
  cmd->add_option("--seed", opt.seed, "the day's seed, revealed when the day is over (64 hex digits)")->required();
  cmd->add_flag("--json", opt.json, "print one JSON document: the score and the optimum's record");
  cmd->callback(run);
}

}  // namespace cubilete::cli
