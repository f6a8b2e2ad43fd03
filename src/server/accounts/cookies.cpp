#include "server/accounts/cookies.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "accounts/session_token.h"
#include "core/text.h"
#include "server/server_config.h"

namespace cubilete::server {

namespace {

// Calls `each(name, value)` for every pair of a Cookie header ("a=1; b=2"); stops when it returns
// true.
template <class Each>
void each_cookie(std::string_view header, Each each) {
  while (!header.empty()) {
    const auto semi = header.find(';');
    const std::string_view pair = trim_blanks(header.substr(0, semi));
    const auto eq = pair.find('=');
    if (eq != std::string_view::npos && each(trim_blanks(pair.substr(0, eq)), trim_blanks(pair.substr(eq + 1)))) return;
    if (semi == std::string_view::npos) return;
    header.remove_prefix(semi + 1);
  }
}

const char* attributes(bool secure) { return secure ? "; Path=/; HttpOnly; SameSite=Lax; Secure" : "; Path=/; HttpOnly; SameSite=Lax"; }

}  // namespace

bool carries_session_cookie(std::string_view header) {
  bool found = false;
  each_cookie(header, [&](std::string_view name, std::string_view) { return found = name == kSessionCookie; });
  return found;
}

std::string session_cookie(std::string_view header) {
  std::string token;
  each_cookie(header, [&](std::string_view name, std::string_view value) {
    if (name != kSessionCookie || !accounts::looks_like_session_token(value)) return false;
    token = std::string(value);
    return true;
  });
  return token;
}

std::string session_set_cookie(const std::string& token, int64_t max_age_s, bool secure) {
  return fmt::format("{}={}; Max-Age={}{}", kSessionCookie, token, max_age_s, attributes(secure));
}

std::string session_clear_cookie(bool secure) {
  return fmt::format("{}=; Max-Age=0{}", kSessionCookie, attributes(secure));
}

std::string origin_of_url(std::string_view url) {
  std::string scheme;
  for (const char* s : {"http://", "https://"})
    if (lower(url.substr(0, std::string_view(s).size())) == s) scheme = s;
  if (scheme.empty()) return {};
  std::string_view rest = url.substr(scheme.size());
  const auto slash = rest.find('/');
  if (slash != std::string_view::npos) {
    if (rest.substr(slash) != "/") return {};  // a path: not an origin
    rest = rest.substr(0, slash);
  }
  if (rest.empty() || rest.find_first_of("?#@ \t") != std::string_view::npos) return {};
  std::string host = lower(rest);
  // The default port is left out, as browsers leave it out of Origin.
  const std::string default_port = scheme == "https://" ? ":443" : ":80";
  if (host.size() > default_port.size() && host.ends_with(default_port) && host.find(']') == std::string::npos)
    host.resize(host.size() - default_port.size());
  else if (host.ends_with("]" + default_port))
    host.resize(host.size() - default_port.size());
  return scheme + host;
}

std::string public_url_problem(std::string_view url) {
  if (origin_of_url(url).empty())
    return fmt::format("'{}' is not a public URL: give the scheme and host people use, such as "
                       "https://dados.example or http://192.168.0.10:8080 (no path)",
                       url.substr(0, 100));
  return {};
}

bool same_origin(std::string_view origin, std::string_view own) {
  if (own.empty()) return false;
  const std::string o = origin_of_url(origin);
  return !o.empty() && o == own;
}

std::string public_origin(const ServerConfig& config) { return origin_of_url(config.public_url); }

}  // namespace cubilete::server
