#include "server/accounts/sessions.h"

#include <algorithm>

#include "accounts/session_token.h"
#include "server/accounts/cookies.h"

namespace cubilete::server {

namespace {
// A session is renewed at most once per this part of its lifetime (a day for 30 days).
constexpr int64_t kRenewEvery = 30;
}  // namespace

Sessions::Sessions(store::AccountStore& accounts, const ServerConfig& config)
    : accounts_(accounts),
      lifetime_ms_(config.session_lifetime_s * 1000),
      secure_(public_origin(config).rfind("https://", 0) == 0) {}

std::optional<Sessions::Found> Sessions::find(const std::string& token, int64_t now_ms) {
  if (!accounts::looks_like_session_token(token)) return std::nullopt;
  const std::string hash = accounts::session_token_hash(token);
  auto who = accounts_.find_session(hash, now_ms);
  if (!who) return std::nullopt;
  Found found{std::move(*who), hash, false};
  const int64_t renew_after = std::max<int64_t>(1, lifetime_ms_ / kRenewEvery);
  if (now_ms - found.who.session.last_seen_ms >= renew_after) {
    // Not waited for: a renewal lost to a crash costs the session one renewal, nothing more.
    accounts_.touch_session(hash, now_ms, now_ms + lifetime_ms_, [](const store::Outcome&) {});
    found.renewed = true;
  }
  return found;
}

void Sessions::start(int64_t account, int64_t now_ms, std::function<void(std::string, std::string)> done) {
  std::string token = accounts::new_session_token();
  store::Session session{accounts::session_token_hash(token), account, now_ms, now_ms + lifetime_ms_, now_ms};
  accounts_.create_session(session, [token = std::move(token), done = std::move(done)](const store::Outcome& o) mutable {
    if (o.ok()) done(std::move(token), "");
    else done("", o.code + ": " + o.message);
  });
}

std::string Sessions::set_cookie(const std::string& token) const {
  return session_set_cookie(token, lifetime_ms_ / 1000, secure_);
}

std::string Sessions::clear_cookie() const { return session_clear_cookie(secure_); }

}  // namespace cubilete::server
