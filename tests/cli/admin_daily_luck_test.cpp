// The moderators' luck list of a day (`cubilete admin daily-luck`): the z-score of each analysed
// result's luck among the day's, the highest first, flagged from 3; games not analysed last and
// without one; no z from fewer than two analysed results or when every luck is the same.
#include <gtest/gtest.h>

#include "cli/admin_daily_luck.h"

using namespace cubilete;
using namespace cubilete::cli;

namespace {
store::DailyLuckRow luck_row(const std::string& room, std::optional<double> luck) {
  store::DailyLuckRow r;
  r.room = room;
  r.name = "p_" + room;
  r.score = 200;
  r.luck = luck;
  if (luck) r.accuracy = 0.9;
  return r;
}
}  // namespace

TEST(AdminDailyLuck, TheLuckiestComesFirstAndAnOutlierIsFlagged) {
  std::vector<store::DailyLuckRow> rows;
  for (int i = 0; i < 11; ++i) rows.push_back(luck_row("R" + std::to_string(i), i % 2 ? 1.0 : -1.0));
  rows.push_back(luck_row("LUCKY", 25.0));
  rows.push_back(luck_row("NOTYET", std::nullopt));
  const auto report = daily_luck_report("2026-11-29", "yatzy", rows);
  EXPECT_EQ(report.analysed, 12);
  ASSERT_EQ(report.lines.size(), 13u);
  EXPECT_EQ(report.lines.front().row.room, "LUCKY");
  ASSERT_TRUE(report.lines.front().z);
  // Six lucks of -1, five of +1 and one of 25: mean 2, standard deviation 7, the outlier's z 23/7.
  EXPECT_NEAR(*report.lines.front().z, 23.0 / 7.0, 1e-12);
  EXPECT_TRUE(report.lines.front().flagged);
  EXPECT_EQ(report.lines.back().row.room, "NOTYET");
  EXPECT_FALSE(report.lines.back().z);
  for (size_t i = 1; i + 1 < report.lines.size(); ++i) EXPECT_FALSE(report.lines[i].flagged) << i;
  // The z-scores average 0 and have a standard deviation of 1 (the population's).
  double sum = 0, sum_sq = 0;
  for (const auto& l : report.lines)
    if (l.z) sum += *l.z, sum_sq += *l.z * *l.z;
  EXPECT_NEAR(sum / 12, 0.0, 1e-12);
  EXPECT_NEAR(sum_sq / 12, 1.0, 1e-12);
  const auto json = daily_luck_json(report, 0);
  EXPECT_EQ(json["results"][0]["flagged"], true);
  EXPECT_TRUE(json["results"][12]["z"].is_null());
  EXPECT_NE(daily_luck_text(report, 0).find("<- z >= 3"), std::string::npos);
}

TEST(AdminDailyLuck, NoZFromOneAnalysedResultOrEqualLuck) {
  auto one = daily_luck_report("2026-11-29", "yatzy", {luck_row("A", 3.0), luck_row("B", std::nullopt)});
  EXPECT_EQ(one.analysed, 1);
  for (const auto& l : one.lines) EXPECT_FALSE(l.z);
  auto same = daily_luck_report("2026-11-29", "yatzy", {luck_row("A", 2.0), luck_row("B", 2.0)});
  for (const auto& l : same.lines) EXPECT_FALSE(l.z);
  auto none = daily_luck_report("2026-11-29", "farkle", {});
  EXPECT_NE(daily_luck_text(none, 0).find("0 ranked results"), std::string::npos);
}
