#include "core/utc_date.h"

#include <fmt/format.h>

namespace cubilete {

namespace {

// Days from 1970-01-01 to y-m-d (civil; m 1-12, d 1-31).
int64_t days_from_civil(int64_t y, int m, int d) {
  y -= m <= 2;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const int64_t yoe = y - era * 400;
  const int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

bool leap(int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int digits(std::string_view s) {
  int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

}  // namespace

std::optional<int64_t> day_number(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  const int y = digits(text.substr(0, 4)), m = digits(text.substr(5, 2)), d = digits(text.substr(8, 2));
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (y < 1970 || m < 1 || m > 12 || d < 1 || d > kDays[m - 1] + (m == 2 && leap(y))) return std::nullopt;
  return days_from_civil(y, m, d);
}

std::optional<int64_t> utc_time_ms(std::string_view text) {
  if (text.size() < 17 || text.back() != 'Z' || text[10] != 'T' || text[13] != ':') return std::nullopt;
  const auto day = day_number(text.substr(0, 10));
  if (!day) return std::nullopt;
  std::string_view rest = text.substr(11, text.size() - 12);  // HH:MM[:SS[.mmm]]
  const int h = digits(rest.substr(0, 2)), m = digits(rest.substr(3, 2));
  int s = 0, ms = 0;
  if (rest.size() == 5) {
  } else if (rest.size() >= 8 && rest[5] == ':') {
    s = digits(rest.substr(6, 2));
    if (rest.size() == 12 && rest[8] == '.')
      ms = digits(rest.substr(9, 3));
    else if (rest.size() != 8)
      return std::nullopt;
  } else {
    return std::nullopt;
  }
  if (h < 0 || h > 23 || m < 0 || m > 59 || s < 0 || s > 59 || ms < 0) return std::nullopt;
  return day_start_ms(*day) + ((int64_t(h) * 60 + m) * 60 + s) * 1000 + ms;
}

std::string day_text(int64_t day) {
  // civil_from_days
  const int64_t z = day + 719468;
  const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const int64_t doe = z - era * 146097;
  const int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const int64_t mp = (5 * doy + 2) / 153;
  const int64_t d = doy - (153 * mp + 2) / 5 + 1;
  const int64_t m = mp < 10 ? mp + 3 : mp - 9;
  const int64_t y = yoe + era * 400 + (m <= 2);
  return fmt::format("{:04}-{:02}-{:02}", y, m, d);
}

}  // namespace cubilete
