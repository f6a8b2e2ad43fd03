#pragma once
// `cubilete admin daily-luck DATE [--game GAME] [--json]` (docs/operating.md, Moderation): a
// day's ranked results beside the luck of their games. A person who knew the day's dice before
// playing (a second account that played first on another network, a friend's finished attempt)
// keeps what looks poor and then throws what they needed: it shows as luck, measured against
// people who met the same dice; the list sorts by the luck's z-score among the day's analysed
// results and flags z >= 3. It decides nothing: moderators read it.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

#include "store/daily_records.h"

namespace cubilete::cli {

constexpr double kDailyLuckFlag = 3.0;

struct DailyLuckLine {
  store::DailyLuckRow row;
  std::optional<double> z;  // none for a game not analysed, or a day of fewer than two analysed
  bool flagged = false;
};
struct DailyLuckReport {
  std::string date, game;
  int analysed = 0;
  double mean = 0, sd = 0;  // of the analysed results' luck
  std::vector<DailyLuckLine> lines;  // the highest z first, then those without one
};

// The report of one day's game from its rows (pure: the tests give rows of their own).
DailyLuckReport daily_luck_report(const std::string& date, const std::string& game,
                                  std::vector<store::DailyLuckRow> rows);
nlohmann::json daily_luck_json(const DailyLuckReport& report, int64_t day_start_ms);
std::string daily_luck_text(const DailyLuckReport& report, int64_t day_start_ms);

}  // namespace cubilete::cli
