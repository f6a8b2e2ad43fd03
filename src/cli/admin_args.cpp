#include "cli/admin_args.h"

#include <fmt/format.h>
#include <pwd.h>
#include <unistd.h>

#include <cctype>
#include <ctime>

#include "core/error.h"
#include "server/address_limits.h"

namespace cubilete::cli {

int64_t parse_duration_ms(const std::string& option, const std::string& text) {
  const auto refuse = [&] {
    return UsageError(fmt::format("{} '{}' is not a duration: a whole number and a unit, s, m, h, d or w "
                                  "(90s, 30m, 12h, 7d, 2w), at most 10 years",
                                  option, text.substr(0, 30)));
  };
  if (text.size() < 2 || text.size() > 12) throw refuse();
  int64_t n = 0;
  for (size_t i = 0; i + 1 < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) throw refuse();
    n = n * 10 + (text[i] - '0');
  }
  int64_t unit = 0;
  switch (text.back()) {
    case 's': unit = 1000; break;
    case 'm': unit = 60 * 1000; break;
    case 'h': unit = 3600 * 1000; break;
    case 'd': unit = 86400 * 1000; break;
    case 'w': unit = 7 * 86400 * 1000LL; break;
    default: throw refuse();
  }
  constexpr int64_t kTenYearsMs = 3650LL * 86400 * 1000;
  if (n <= 0 || n > kTenYearsMs / unit) throw refuse();
  return n * unit;
}

AdminTarget parse_target(const std::string& text) {
  // An account's name has no '.' or ':' (accounts/account_name.h), an address always has one.
  if (text.find_first_of(".:") != std::string::npos) {
    const std::string address = server::canonical_address(text);
    if (address.empty())
      throw UsageError(fmt::format("'{}' is neither an account's name nor an IPv4 or IPv6 address", text.substr(0, 60)));
    return {address, ""};
  }
  return {"", text};
}

std::string operator_name(const std::string& as) {
  if (!as.empty()) return as;
  if (const passwd* pw = getpwuid(getuid()); pw && pw->pw_name) return pw->pw_name;
  return fmt::format("uid {}", getuid());
}

std::string utc_time(int64_t ms) {
  const std::time_t t = std::time_t(ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S UTC", &tm);
  return buf;
}

}  // namespace cubilete::cli
