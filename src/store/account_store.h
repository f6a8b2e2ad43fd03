#pragma once
// The store's accounts and sessions (PROTOCOL.md v1.1, Accounts), the same for both databases
// (store/sql/accounts_sql.cpp, sessions_sql.cpp). Writes go through the store's write queue and
// answer once committed or refused (a refusal changes nothing); reads are synchronous. Passwords
// are verified by the caller (accounts/password.h): the store keeps and compares only hashes, and
// refuses anything else where a hash belongs.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "store/account_records.h"

namespace cubilete::store {

class SqlAccess;

class AccountStore {
 public:
  explicit AccountStore(SqlAccess& db) : db_(db) {}

  // Refuses bad_name (accounts/account_name.h), bad_password_hash, name_taken (the name, another
  // case of it, or a look-alike of a live account's). Answers the new account's id.
  void create(const NewAccount& account, Answer answer);
  // A live account by its name in any case (deleted accounts have none).
  std::optional<Account> find(std::string_view name);
  std::optional<Account> by_id(int64_t id);

  // Refuses bad_token_hash (not a lowercase hex SHA-256), bad_expiry, no_such_account.
  void create_session(const Session& session, Answer answer);
  // The session with that hash, if it has not expired by `now_ms` and its account is live.
  std::optional<SignedIn> find_session(const std::string& token_hash, int64_t now_ms);
  // Marks the session seen and moves its expiry; refuses no_such_session (unknown or expired).
  void touch_session(const std::string& token_hash, int64_t now_ms, int64_t expires_ms, Answer answer);
  // Ends one session (count: 1, or 0 when there was none: signing out twice is no error).
  void revoke_session(const std::string& token_hash, Answer answer);
  // Ends every session of the account but `keep_token_hash` ("" keeps none): "sign out
  // everywhere". Count: how many ended.
  void revoke_sessions(int64_t account, const std::string& keep_token_hash, Answer answer);
  // Sets the password's hash if the current one is still `current_hash` (the one the caller
  // verified the old password against; else password_changed), ends every other session but
  // `keep_token_hash` and every reset token. Refuses no_such_account, bad_password_hash.
  void change_password(int64_t account, const std::string& current_hash, const std::string& new_hash,
                       const std::string& keep_token_hash, Answer answer);
  // Erases the account's personal data (if its hash is still `current_hash`, as above): its name,
  // password hash, sessions, reset tokens, sign-in failures, ratings and profile; its seats keep
  // their games under the neutral name (accounts::kDeletedAccountName) and the chat lines it wrote
  // go. The other players' games, results and ratings stay, and so do reports and the admin log,
  // without its name, its words or its address (sql::forget_account). The name is free again
  // afterwards.
  void erase(int64_t account, const std::string& current_hash, int64_t now_ms, Answer answer);
  // The same password hashed at another cost (accounts::password_needs_rehash), if the hash is
  // still `current_hash`; no session ends. Refuses no_such_account, bad_password_hash,
  // password_changed.
  void rehash_password(int64_t account, const std::string& current_hash, const std::string& new_hash,
                       Answer answer);

  // Counts a failed sign-in (a wrong password) within a window of `window_ms`: a failure after the
  // window started anew begins a new one. Count: the failures in the window, this one included.
  void note_failed_signin(int64_t account, int64_t now_ms, int64_t window_ms, Answer answer);
  void clear_failed_signins(int64_t account, Answer answer);
  // The failures of the account's window that is still open at `now_ms` (none once it is over).
  SigninFailures failed_signins(int64_t account, int64_t now_ms, int64_t window_ms);

  // A one-time password reset (`cubilete admin`): the token's hash, valid until `expires_ms`;
  // the account's earlier reset tokens end. Refuses bad_token_hash, no_such_account.
  void issue_reset_token(int64_t account, const std::string& token_hash, int64_t created_ms, int64_t expires_ms,
                         Answer answer);
  // Sets the password of the token's account and ends the token and every session of the
  // account (id: the account). Refuses bad_reset_token (unknown, used or expired),
  // bad_password_hash.
  void use_reset_token(const std::string& token_hash, const std::string& new_hash, int64_t now_ms, Answer answer);
  // Deletes expired sessions and reset tokens (count: how many).
  void purge_expired(int64_t now_ms, Answer answer);

 private:
  SqlAccess& db_;
};

}  // namespace cubilete::store
