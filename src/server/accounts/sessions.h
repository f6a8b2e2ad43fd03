#pragma once
// Who a request is: the session its cookie names (PROTOCOL.md v1.1, Accounts). A session lasts
// --session-lifetime seconds from its last use (sliding): each use renews it, at most once per
// kRenewEvery of the lifetime, so that reading pages costs no write each time. The store keeps
// only the token's SHA-256 (accounts/session_token.h).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "server/server_config.h"
#include "store/account_records.h"
#include "store/account_store.h"

namespace cubilete::server {

class Sessions {
 public:
  Sessions(store::AccountStore& accounts, const ServerConfig& config);

  struct Found {
    store::SignedIn who;
    std::string token_hash;
    bool renewed = false;  // its end moved: the answer sends the cookie again with a new Max-Age
  };
  // The live session of `token` at `now_ms` (a synchronous store read), renewed when it was last
  // seen long enough ago; nothing for an unknown, expired or revoked one, or an empty token.
  std::optional<Found> find(const std::string& token, int64_t now_ms);

  // A new session for `account` (store::AccountStore::create_session); `done` gets the token, or "" if
  // the store refused (what it said in `error`).
  void start(int64_t account, int64_t now_ms, std::function<void(std::string token, std::string error)> done);

  // The Set-Cookie header values.
  std::string set_cookie(const std::string& token) const;
  std::string clear_cookie() const;

  int64_t lifetime_ms() const { return lifetime_ms_; }

 private:
  store::AccountStore& accounts_;
  const int64_t lifetime_ms_;
  const bool secure_;
};

}  // namespace cubilete::server
