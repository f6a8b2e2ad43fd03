#include "server/http/query.h"

#include <fmt/format.h>

#include <algorithm>

namespace cubilete::server {

std::string url_decode(std::string_view s) {
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
      out += char(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      out += s[i] == '+' ? ' ' : s[i];
    }
  }
  return out;
}

namespace {
// Calls `each(name, value)` for every "name=value" of the query (value undecoded).
template <class Each>
void each_param(std::string_view query, Each each) {
  while (!query.empty()) {
    const auto amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    const auto eq = pair.find('=');
    if (!pair.empty()) each(pair.substr(0, eq), eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1));
    if (amp == std::string_view::npos) break;
    query.remove_prefix(amp + 1);
  }
}
}  // namespace

std::string query_value(std::string_view query, std::string_view key) {
  std::string out;
  bool found = false;
  each_param(query, [&](std::string_view name, std::string_view value) {
    if (!found && name == key) found = true, out = url_decode(value);
  });
  return out;
}

std::optional<std::map<std::string, std::string>> query_params(std::string_view query,
                                                               const std::vector<std::string>& allowed,
                                                               std::string& problem) {
  std::map<std::string, std::string> out;
  each_param(query, [&](std::string_view raw_name, std::string_view value) {
    if (!problem.empty()) return;
    const std::string name = url_decode(raw_name);
    if (std::find(allowed.begin(), allowed.end(), name) == allowed.end())
      problem = allowed.empty() ? fmt::format("unknown parameter '{}': this takes none", name.substr(0, 40))
                                : fmt::format("unknown parameter '{}'; allowed: {}", name.substr(0, 40), fmt::join(allowed, ", "));
    else if (!out.emplace(name, url_decode(value)).second)
      problem = fmt::format("the parameter '{}' is given twice", name);
  });
  if (!problem.empty()) return std::nullopt;
  return out;
}

}  // namespace cubilete::server
