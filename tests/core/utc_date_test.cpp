// Days of the UTC calendar: the text of every day from 1970 to 2100 reads back to its number, the
// number of a day is the one the C library's gmtime gives its first second, and what is not a day
// is refused (leap years included: 2000 and 2024 have a 29 February, 1900-style centuries not).
#include <gtest/gtest.h>

#include <ctime>

#include "core/utc_date.h"

using namespace cubilete;

namespace {

TEST(UtcDate, EveryDayReadsBackAndAgreesWithGmtime) {
  const int64_t last = *day_number("2100-12-31");
  for (int64_t day = 0; day <= last; ++day) {
    const std::string text = day_text(day);
    ASSERT_EQ(day_number(text), day) << text;
    const std::time_t t = std::time_t(day_start_ms(day) / 1000);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char expected[16];
    std::strftime(expected, sizeof expected, "%Y-%m-%d", &tm);
    ASSERT_EQ(text, expected) << day;
  }
  EXPECT_EQ(day_text(0), "1970-01-01");
  EXPECT_EQ(day_of_ms(day_start_ms(20000) + kMsPerDay - 1), 20000);
}

TEST(UtcDate, WhatIsNotADayIsRefused) {
  EXPECT_TRUE(day_number("2024-02-29"));
  EXPECT_TRUE(day_number("2000-02-29"));
  for (const char* bad : {"2026-02-29", "2100-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-11-00",
                          "1969-12-31", "26-11-29", "2026/11/29", "2026-11-29 ", "2026-1-29", "+026-11-29", ""})
    EXPECT_FALSE(day_number(bad)) << bad;
}

}  // namespace
