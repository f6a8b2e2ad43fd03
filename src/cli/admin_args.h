#pragma once
// What `cubilete admin` reads from its command line (docs/operating.md, Moderation): durations,
// whom a mute or ban is on, and who the operator is.
#include <cstdint>
#include <string>

namespace cubilete::cli {

// "90s", "30m", "12h", "7d", "2w" as milliseconds; throws UsageError with what is allowed.
int64_t parse_duration_ms(const std::string& option, const std::string& text);

// A mute's or ban's target: an address (IPv4 or IPv6, canonical) or else an account's name.
struct AdminTarget {
  std::string address;  // "" for an account
  std::string account_name;
};
AdminTarget parse_target(const std::string& text);

// `--as` if given, else the Unix user running the command.
std::string operator_name(const std::string& as);

// "2026-11-27 04:05:06 UTC" for the listings.
std::string utc_time(int64_t ms);

}  // namespace cubilete::cli
