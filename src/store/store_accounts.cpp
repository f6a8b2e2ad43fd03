// The store's accounts and sessions, the same for both databases: each method hands its SQL
// (store/sql/) to the database's write queue or reader.
#include "store/account_store.h"

#include <utility>

#include "store/sql/accounts_sql.h"
#include "store/sql_access.h"

namespace cubilete::store {

void AccountStore::create(const NewAccount& account, Answer answer) {
  db_.write([account](SqlSession& db) { return sql::create_account(db, account); }, std::move(answer));
}

std::optional<Account> AccountStore::find(std::string_view name) {
  return db_.read_value([&](SqlSession& db) { return sql::find_account(db, name); });
}

std::optional<Account> AccountStore::by_id(int64_t id) {
  return db_.read_value([&](SqlSession& db) { return sql::account_by_id(db, id); });
}

void AccountStore::create_session(const Session& session, Answer answer) {
  db_.write([session](SqlSession& db) { return sql::create_session(db, session); }, std::move(answer));
}

std::optional<SignedIn> AccountStore::find_session(const std::string& token_hash, int64_t now_ms) {
  return db_.read_value([&](SqlSession& db) { return sql::find_session(db, token_hash, now_ms); });
}

void AccountStore::touch_session(const std::string& token_hash, int64_t now_ms, int64_t expires_ms,
                          Answer answer) {
  db_.write([=](SqlSession& db) { return sql::touch_session(db, token_hash, now_ms, expires_ms); },
        std::move(answer));
}

void AccountStore::revoke_session(const std::string& token_hash, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::revoke_session(db, token_hash); }, std::move(answer));
}

void AccountStore::revoke_sessions(int64_t account, const std::string& keep_token_hash, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::revoke_sessions(db, account, keep_token_hash); },
        std::move(answer));
}

void AccountStore::change_password(int64_t account, const std::string& current_hash,
                            const std::string& new_hash, const std::string& keep_token_hash,
                            Answer answer) {
  db_.write(
      [=](SqlSession& db) {
        return sql::change_password(db, account, current_hash, new_hash, keep_token_hash);
      },
      std::move(answer));
}

void AccountStore::erase(int64_t account, const std::string& current_hash, int64_t now_ms,
                           Answer answer) {
  db_.write([=](SqlSession& db) { return sql::delete_account(db, account, current_hash, now_ms); },
        std::move(answer));
}

void AccountStore::rehash_password(int64_t account, const std::string& current_hash,
                            const std::string& new_hash, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::rehash_password(db, account, current_hash, new_hash); },
        std::move(answer));
}

void AccountStore::note_failed_signin(int64_t account, int64_t now_ms, int64_t window_ms, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::note_failed_signin(db, account, now_ms, window_ms); },
        std::move(answer));
}

void AccountStore::clear_failed_signins(int64_t account, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::clear_failed_signins(db, account); }, std::move(answer));
}

SigninFailures AccountStore::failed_signins(int64_t account, int64_t now_ms, int64_t window_ms) {
  return db_.read_value(
      [&](SqlSession& db) { return sql::failed_signins(db, account, now_ms, window_ms); });
}

void AccountStore::issue_reset_token(int64_t account, const std::string& token_hash, int64_t created_ms,
                              int64_t expires_ms, Answer answer) {
  db_.write(
      [=](SqlSession& db) {
        return sql::issue_reset_token(db, account, token_hash, created_ms, expires_ms);
      },
      std::move(answer));
}

void AccountStore::use_reset_token(const std::string& token_hash, const std::string& new_hash,
                            int64_t now_ms, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::use_reset_token(db, token_hash, new_hash, now_ms); },
        std::move(answer));
}

void AccountStore::purge_expired(int64_t now_ms, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::purge_expired(db, now_ms); }, std::move(answer));
}

}  // namespace cubilete::store
