#include "cli/admin_daily_luck.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace cubilete::cli {

DailyLuckReport daily_luck_report(const std::string& date, const std::string& game,
                                  std::vector<store::DailyLuckRow> rows) {
  DailyLuckReport report{date, game, 0, 0, 0, {}};
  double sum = 0, sum_sq = 0;
  for (const auto& r : rows)
    if (r.luck) ++report.analysed, sum += *r.luck, sum_sq += *r.luck * *r.luck;
  if (report.analysed > 0) {
    report.mean = sum / report.analysed;
    report.sd = std::sqrt(std::max(0.0, sum_sq / report.analysed - report.mean * report.mean));
  }
  for (auto& r : rows) {
    DailyLuckLine line{std::move(r), std::nullopt, false};
    if (line.row.luck && report.analysed >= 2 && report.sd > 0) {
      line.z = (*line.row.luck - report.mean) / report.sd;
      line.flagged = *line.z >= kDailyLuckFlag;
    }
    report.lines.push_back(std::move(line));
  }
  std::stable_sort(report.lines.begin(), report.lines.end(), [](const DailyLuckLine& a, const DailyLuckLine& b) {
    if (a.z.has_value() != b.z.has_value()) return a.z.has_value();
    return a.z && *a.z > *b.z;
  });
  return report;
}

namespace {
// Whole days the account had existed when the day began.
int64_t age_days(const store::DailyLuckRow& r, int64_t day_start_ms) {
  return std::max<int64_t>(0, (day_start_ms - r.account_created_ms) / 86'400'000);
}
nlohmann::json number_or_null(const std::optional<double>& x) { return x ? nlohmann::json(*x) : nlohmann::json(nullptr); }
}  // namespace

nlohmann::json daily_luck_json(const DailyLuckReport& report, int64_t day_start_ms) {
  nlohmann::json results = nlohmann::json::array();
  for (const auto& l : report.lines)
    results.push_back({{"room", l.row.room},
                       {"name", l.row.name},
                       {"score", l.row.score},
                       {"accuracy", number_or_null(l.row.accuracy)},
                       {"luck", number_or_null(l.row.luck)},
                       {"z", number_or_null(l.z)},
                       {"flagged", l.flagged},
                       {"account_age_days", age_days(l.row, day_start_ms)}});
  return {{"date", report.date},        {"game", report.game},     {"ranked", report.lines.size()},
          {"analysed", report.analysed}, {"luck_mean", report.mean}, {"luck_sd", report.sd},
          {"results", results}};
}

std::string daily_luck_text(const DailyLuckReport& report, int64_t day_start_ms) {
  std::string out = fmt::format("{} {}: {} ranked results, {} analysed", report.date, report.game,
                                report.lines.size(), report.analysed);
  if (report.analysed > 0) out += fmt::format(" (luck: mean {:.2f}, standard deviation {:.2f})", report.mean, report.sd);
  out += "\n";
  if (report.lines.empty()) return out;
  out += fmt::format("  {:>6}  {:>8}  {:>8}  {:>7}  {:>8}  {:<7}  {}\n", "z", "luck", "accuracy", "score", "age (d)",
                     "room", "account");
  for (const auto& l : report.lines) {
    const auto shown = [](const std::optional<double>& x, const char* f) { return x ? fmt::format(fmt::runtime(f), *x) : std::string("-"); };
    out += fmt::format("  {:>6}  {:>8}  {:>8}  {:>7}  {:>8}  {:<7}  {}{}\n", shown(l.z, "{:.2f}"), shown(l.row.luck, "{:.2f}"),
                       shown(l.row.accuracy, "{:.3f}"), fmt::format("{:g}", l.row.score), age_days(l.row, day_start_ms),
                       l.row.room, l.row.name, l.flagged ? "  <- z >= 3" : "");
  }
  return out;
}

}  // namespace cubilete::cli
