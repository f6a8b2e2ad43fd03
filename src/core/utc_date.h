#pragma once
// Days of the UTC calendar, as the daily challenge counts them: a day's number (days since
// 1970-01-01), its text YYYY-MM-DD and its first millisecond. Pure arithmetic (the proleptic
// Gregorian calendar, H. Hinnant's days_from_civil), so that no time zone, locale or C library
// can shift a day.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cubilete {

constexpr int64_t kMsPerDay = 86'400'000;

// The day "YYYY-MM-DD" (years 1970 to 9999), or nullopt for anything else (another shape, a
// month 13, a 29 February of a common year).
std::optional<int64_t> day_number(std::string_view text);
// The moment "YYYY-MM-DDTHH:MM:SSZ" or "YYYY-MM-DDTHH:MMZ" (UTC, as room::iso8601 writes it; a
// fraction of a second ".mmm" before the Z is allowed) in Unix milliseconds, or nullopt.
std::optional<int64_t> utc_time_ms(std::string_view text);
// "YYYY-MM-DD" of a day number from 0 (1970-01-01).
std::string day_text(int64_t day);
// The day a Unix time in milliseconds falls on (from 0).
inline int64_t day_of_ms(int64_t unix_ms) { return unix_ms / kMsPerDay; }
inline int64_t day_start_ms(int64_t day) { return day * kMsPerDay; }

}  // namespace cubilete
