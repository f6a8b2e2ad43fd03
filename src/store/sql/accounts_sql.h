#pragma once
// The accounts' part of the store, written once in the SQL both databases speak (sql_session.h).
// Writes run inside the transaction their store opened and throw Refused to refuse (the store
// then undoes them); reads run inside a read-only snapshot. What each does is said on the Store
// method that calls it (store.h).
#include <optional>
#include <string>
#include <string_view>

#include "store/account_records.h"
#include "store/sql_session.h"

namespace cubilete::store::sql {

// accounts_sql.cpp: accounts, passwords, deletion.
Outcome create_account(SqlSession& db, const NewAccount& account);
std::optional<Account> find_account(SqlSession& db, std::string_view name);
std::optional<Account> account_by_id(SqlSession& db, int64_t id);
Outcome change_password(SqlSession& db, int64_t account, const std::string& current_hash,
                        const std::string& new_hash, const std::string& keep_token_hash);
Outcome delete_account(SqlSession& db, int64_t account, const std::string& current_hash,
                       int64_t now_ms);
Outcome rehash_password(SqlSession& db, int64_t account, const std::string& current_hash,
                        const std::string& new_hash);

// sessions_sql.cpp: sessions, failed sign-ins, reset tokens.
Outcome create_session(SqlSession& db, const Session& session);
std::optional<SignedIn> find_session(SqlSession& db, const std::string& token_hash, int64_t now_ms);
Outcome touch_session(SqlSession& db, const std::string& token_hash, int64_t now_ms,
                      int64_t expires_ms);
Outcome revoke_session(SqlSession& db, const std::string& token_hash);
Outcome revoke_sessions(SqlSession& db, int64_t account, const std::string& keep_token_hash);
Outcome note_failed_signin(SqlSession& db, int64_t account, int64_t now_ms, int64_t window_ms);
Outcome clear_failed_signins(SqlSession& db, int64_t account);
SigninFailures failed_signins(SqlSession& db, int64_t account, int64_t now_ms, int64_t window_ms);
Outcome issue_reset_token(SqlSession& db, int64_t account, const std::string& token_hash,
                          int64_t created_ms, int64_t expires_ms);
Outcome use_reset_token(SqlSession& db, const std::string& token_hash, const std::string& new_hash,
                        int64_t now_ms);
Outcome purge_expired(SqlSession& db, int64_t now_ms);

// The live account `id`, its row locked until the transaction ends (so that a deletion and a
// write about the account happen one after the other); refuses no_such_account.
Account lock_account(SqlSession& db, int64_t id);

}  // namespace cubilete::store::sql
