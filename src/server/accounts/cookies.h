#pragma once
// The session cookie (PROTOCOL.md v1.1, Accounts: `cubilete_session`, HttpOnly, SameSite=Lax,
// Secure behind HTTPS) and the origins it may be used from. The cookie's value is a session
// token (accounts/session_token.h): it is read here and handed on, never logged.
#include <cstdint>
#include <string>
#include <string_view>

namespace cubilete::server {

inline constexpr std::string_view kSessionCookie = "cubilete_session";

// Whether a Cookie header names the session cookie at all (whatever its value): such a request
// acts as someone, so its Origin is checked.
bool carries_session_cookie(std::string_view cookie_header);
// The session cookie's value in a Cookie header: the first `cubilete_session` that has the shape
// of a session token, else "".
std::string session_cookie(std::string_view cookie_header);

// Set-Cookie values: a session for `max_age_s` seconds, and the cookie cleared.
std::string session_set_cookie(const std::string& token, int64_t max_age_s, bool secure);
std::string session_clear_cookie(bool secure);

// An origin as browsers send it ("https://host[:port]", scheme and host in lower case, the
// default port left out), made from an http:// or https:// URL without a path beyond "/"; "" if
// `url` is not one.
std::string origin_of_url(std::string_view url);
// Why `url` cannot be the server's public URL (--public-url), or "".
std::string public_url_problem(std::string_view url);

// Whether the Origin a request came with is `own` (compared as origin_of_url writes both).
bool same_origin(std::string_view origin, std::string_view own);

}  // namespace cubilete::server
