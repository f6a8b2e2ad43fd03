#pragma once
// The daily challenge's clock: which UTC day it is, when a day stops taking moves and when its
// seed may be shown. The server's clock runs `offset_ms` behind the challenge's (a test hook,
// CUBILETE_TEST_DAILY_OFFSET_MS, so a test can start a few seconds before a day's end); every
// time here is on the server's clock (Unix ms).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/utc_date.h"

namespace cubilete::server {

// A day's seed is shown this long after its end: moves stop at the end, so an instance whose
// clock runs a little behind another's cannot take a move after the other revealed the seed.
constexpr int64_t kDailyRevealGraceMs = 60'000;

struct DailyTimes {
  int64_t ends_ms = 0;    // from here on the day's attempts take no move
  int64_t reveal_ms = 0;  // from here on the day's seed and records are public
};

// Throws UsageError for a date that is not YYYY-MM-DD.
inline DailyTimes daily_times(const std::string& date, int64_t offset_ms) {
  const auto day = day_number(date);
  if (!day) throw UsageError("a daily challenge's day is YYYY-MM-DD, not \"" + date + "\"");
  const int64_t ends = day_start_ms(*day + 1) - offset_ms;
  return {ends, ends + kDailyRevealGraceMs};
}

inline std::string daily_today(int64_t now_ms, int64_t offset_ms) { return day_text(day_of_ms(now_ms + offset_ms)); }

// Days in a row with a finished attempt: `current` ends today, or yesterday while today's may still
// come (0 otherwise); `best` is the longest among `days_played` (YYYY-MM-DD, the newest first).
struct DailyStreak {
  int current = 0, best = 0;
};
inline DailyStreak daily_streak(const std::vector<std::string>& days_played, const std::string& today) {
  DailyStreak streak;
  const auto last = day_number(today);
  int run = 0;
  std::optional<int64_t> previous;
  bool first_run = true;
  for (const auto& text : days_played) {
    const auto day = day_number(text);
    if (!day) continue;
    if (previous && *day == *previous) continue;
    if (previous && *day != *previous - 1) {
      if (first_run) streak.current = run;
      first_run = false;
      run = 0;
    }
    if (!previous && last && *day < *last - 1) first_run = false;  // the newest is older than yesterday
    ++run;
    streak.best = std::max(streak.best, run);
    previous = day;
  }
  if (first_run) streak.current = run;
  return streak;
}

}  // namespace cubilete::server
