// Sessions, failed sign-ins and password reset tokens. Tokens are found by their SHA-256 only:
// the store never sees a token, and a copy of it signs nobody in.
#include <fmt/format.h>

#include "store/sql/accounts_sql.h"
#include "store/sql/checks.h"

namespace cubilete::store::sql {

namespace {

void check_token_hash(const std::string& hash) {
  if (const auto problem = token_hash_problem(hash); !problem.empty())
    throw Refused("bad_token_hash", problem);
}

void check_span(int64_t from_ms, int64_t until_ms, const char* what) {
  if (until_ms <= from_ms)
    throw Refused("bad_expiry", fmt::format("a {} expires after it starts", what));
}

Outcome counted(const SqlRows& rows) {
  Outcome out;
  out.count = int64_t(rows.size());
  return out;
}

}  // namespace

Outcome create_session(SqlSession& db, const Session& s) {
  check_token_hash(s.token_hash);
  check_span(s.created_ms, s.expires_ms, "session");
  lock_account(db, s.account);
  const auto rows = db.run(
      "INSERT INTO sessions(token_hash, account, created_ms, expires_ms, last_seen_ms) VALUES($1, "
      "$2, $3, $4, $5) "
      "ON CONFLICT DO NOTHING RETURNING 1",
      {s.token_hash, s.account, s.created_ms, s.expires_ms,
       s.last_seen_ms ? s.last_seen_ms : s.created_ms});
  if (rows.empty())
    throw Refused("bad_token_hash", "a session with this token exists already: make a new token");
  return {};
}

std::optional<SignedIn> find_session(SqlSession& db, const std::string& token_hash,
                                     int64_t now_ms) {
  const auto rows = db.run(
      "SELECT s.token_hash, s.account, s.created_ms, s.expires_ms, s.last_seen_ms, a.name, "
      "a.password_hash, a.created_ms "
      "FROM sessions s JOIN accounts a ON a.id = s.account "
      "WHERE s.token_hash = $1 AND s.expires_ms > $2 AND a.deleted_ms = 0",
      {token_hash, now_ms});
  if (rows.empty()) return std::nullopt;
  SignedIn out;
  out.session = {rows.text(0, 0), rows.integer(0, 1), rows.integer(0, 2), rows.integer(0, 3),
                 rows.integer(0, 4)};
  out.account = {rows.integer(0, 1), rows.text(0, 5), rows.text(0, 6), rows.integer(0, 7)};
  return out;
}

Outcome touch_session(SqlSession& db, const std::string& token_hash, int64_t now_ms,
                      int64_t expires_ms) {
  check_span(now_ms, expires_ms, "session");
  const auto rows = db.run(
      "UPDATE sessions SET last_seen_ms = $2, expires_ms = $3 WHERE token_hash = $1 AND expires_ms "
      "> $2 RETURNING 1",
      {token_hash, now_ms, expires_ms});
  if (rows.empty())
    throw Refused("no_such_session", "that session has ended or expired: sign in again");
  return counted(rows);
}

Outcome revoke_session(SqlSession& db, const std::string& token_hash) {
  return counted(db.run("DELETE FROM sessions WHERE token_hash = $1 RETURNING 1", {token_hash}));
}

Outcome revoke_sessions(SqlSession& db, int64_t account, const std::string& keep_token_hash) {
  return counted(db.run("DELETE FROM sessions WHERE account = $1 AND token_hash <> $2 RETURNING 1",
                        {account, keep_token_hash}));
}

Outcome note_failed_signin(SqlSession& db, int64_t account, int64_t now_ms, int64_t window_ms) {
  if (window_ms <= 0)
    throw Refused("bad_window", "a window of failed sign-ins lasts a positive time");
  lock_account(db, account);
  // A window that began at or before now - window_ms is over: this failure starts the next one.
  const auto rows = db.run(
      "INSERT INTO signin_failures(account, failures, window_start_ms, last_ms) VALUES($1, 1, $2, "
      "$2) "
      "ON CONFLICT(account) DO UPDATE SET "
      "failures = CASE WHEN signin_failures.window_start_ms <= $3 THEN 1 ELSE "
      "signin_failures.failures + 1 END, "
      "window_start_ms = CASE WHEN signin_failures.window_start_ms <= $3 THEN $2 ELSE "
      "signin_failures.window_start_ms END, "
      "last_ms = $2 RETURNING failures",
      {account, now_ms, now_ms - window_ms});
  Outcome out;
  out.count = rows.integer(0, 0);
  return out;
}

Outcome clear_failed_signins(SqlSession& db, int64_t account) {
  return counted(db.run("DELETE FROM signin_failures WHERE account = $1 RETURNING 1", {account}));
}

SigninFailures failed_signins(SqlSession& db, int64_t account, int64_t now_ms, int64_t window_ms) {
  const auto rows = db.run(
      "SELECT failures, window_start_ms, last_ms FROM signin_failures WHERE account = $1 AND "
      "window_start_ms > $2",
      {account, now_ms - window_ms});
  if (rows.empty()) return {};
  return {rows.integer(0, 0), rows.integer(0, 1), rows.integer(0, 2)};
}

Outcome issue_reset_token(SqlSession& db, int64_t account, const std::string& token_hash,
                          int64_t created_ms, int64_t expires_ms) {
  check_token_hash(token_hash);
  check_span(created_ms, expires_ms, "reset token");
  lock_account(db, account);
  // One way back in at a time: a newer link replaces any older one.
  db.run("DELETE FROM reset_tokens WHERE account = $1", {account});
  const auto rows = db.run(
      "INSERT INTO reset_tokens(token_hash, account, created_ms, expires_ms) VALUES($1, $2, $3, "
      "$4) "
      "ON CONFLICT DO NOTHING RETURNING 1",
      {token_hash, account, created_ms, expires_ms});
  if (rows.empty())
    throw Refused("bad_token_hash",
                  "a reset token with this hash exists already: make a new token");
  return {};
}

Outcome use_reset_token(SqlSession& db, const std::string& token_hash, const std::string& new_hash,
                        int64_t now_ms) {
  if (const auto problem = password_hash_problem(new_hash); !problem.empty())
    throw Refused("bad_password_hash", problem);
  const auto rows = db.run(
      std::string("SELECT account FROM reset_tokens WHERE token_hash = $1 AND expires_ms > $2") +
          db.lock_rows(),
      {token_hash, now_ms});
  if (rows.empty())
    throw Refused("bad_reset_token",
                  "this reset link is unknown, used or expired: ask for a new one");
  const int64_t account = rows.integer(0, 0);
  lock_account(db, account);
  db.run("DELETE FROM reset_tokens WHERE account = $1", {account});
  db.run("UPDATE accounts SET password_hash = $2 WHERE id = $1", {account, new_hash});
  // Whoever knew the old password is signed out everywhere, and the attempts against it forgotten.
  db.run("DELETE FROM sessions WHERE account = $1", {account});
  db.run("DELETE FROM signin_failures WHERE account = $1", {account});
  Outcome out;
  out.id = account;
  return out;
}

Outcome purge_expired(SqlSession& db, int64_t now_ms) {
  Outcome out;
  out.count = int64_t(
      db.run("DELETE FROM sessions WHERE expires_ms <= $1 RETURNING 1", {now_ms}).size() +
      db.run("DELETE FROM reset_tokens WHERE expires_ms <= $1 RETURNING 1", {now_ms}).size());
  return out;
}

}  // namespace cubilete::store::sql
