// Accounts: creation (names compared folded and by their look-alike skeleton, both unique in the
// schema, so two instances creating look-alikes at once cannot both succeed), passwords and
// deletion.
#include "store/sql/accounts_sql.h"

#include <fmt/format.h>

#include "accounts/account_name.h"
#include "store/sql/checks.h"
#include "store/sql/moderation_sql.h"

namespace cubilete::store::sql {

namespace {

constexpr const char* kAccountColumns = "SELECT id, name, password_hash, created_ms FROM accounts ";

Account account_of(const SqlRows& rows) {
  return {rows.integer(0, 0), rows.text(0, 1), rows.text(0, 2), rows.integer(0, 3)};
}

void check_password_hash(const std::string& hash) {
  if (const auto problem = password_hash_problem(hash); !problem.empty())
    throw Refused("bad_password_hash", problem);
}

}  // namespace

Outcome create_account(SqlSession& db, const NewAccount& a) {
  if (const auto problem = accounts::account_name_problem(a.name); !problem.empty())
    throw Refused("bad_name", problem);
  check_password_hash(a.password_hash);
  const auto rows = db.run(
      "INSERT INTO accounts(name, folded, skeleton, password_hash, created_ms) VALUES($1, $2, $3, "
      "$4, $5) "
      "ON CONFLICT DO NOTHING RETURNING id",
      {a.name, accounts::folded_name(a.name), accounts::name_skeleton(a.name), a.password_hash,
       a.created_ms});
  if (rows.empty())
    throw Refused(
        "name_taken",
        fmt::format("the name '{}' is taken, or one that looks like it: choose another", a.name));
  Outcome out;
  out.id = rows.integer(0, 0);
  return out;
}

std::optional<Account> find_account(SqlSession& db, std::string_view name) {
  const auto rows = db.run(std::string(kAccountColumns) + "WHERE folded = $1 AND deleted_ms = 0",
                           {accounts::folded_name(name)});
  if (rows.empty()) return std::nullopt;
  return account_of(rows);
}

std::optional<Account> account_by_id(SqlSession& db, int64_t id) {
  const auto rows = db.run(std::string(kAccountColumns) + "WHERE id = $1 AND deleted_ms = 0", {id});
  if (rows.empty()) return std::nullopt;
  return account_of(rows);
}

Account lock_account(SqlSession& db, int64_t id) {
  const auto rows = db.run(
      std::string(kAccountColumns) + "WHERE id = $1 AND deleted_ms = 0" + db.lock_rows(), {id});
  if (rows.empty()) throw Refused("no_such_account", fmt::format("there is no account {}", id));
  return account_of(rows);
}

namespace {
// The caller verified a password against `current_hash`: if the hash changed since (another
// device changed the password), that verification says nothing about the password now.
void check_still(const Account& a, const std::string& current_hash) {
  if (a.password_hash != current_hash)
    throw Refused("password_changed", "the password was changed meanwhile: sign in again");
}
}  // namespace

Outcome change_password(SqlSession& db, int64_t account, const std::string& current_hash,
                        const std::string& new_hash, const std::string& keep_token_hash) {
  check_password_hash(new_hash);
  check_still(lock_account(db, account), current_hash);
  db.run("UPDATE accounts SET password_hash = $2 WHERE id = $1", {account, new_hash});
  Outcome out;
  out.count =
      int64_t(db.run("DELETE FROM sessions WHERE account = $1 AND token_hash <> $2 RETURNING 1",
                     {account, keep_token_hash})
                  .size());
  db.run("DELETE FROM reset_tokens WHERE account = $1", {account});
  return out;
}

Outcome rehash_password(SqlSession& db, int64_t account, const std::string& current_hash,
                        const std::string& new_hash) {
  check_password_hash(new_hash);
  check_still(lock_account(db, account), current_hash);
  db.run("UPDATE accounts SET password_hash = $2 WHERE id = $1", {account, new_hash});
  return {};
}

Outcome delete_account(SqlSession& db, int64_t account, const std::string& current_hash,
                       int64_t now_ms) {
  const Account a = lock_account(db, account);
  check_still(a, current_hash);
  // Reports and the admin log first: they find its removed lines in its chat, which goes next.
  forget_account(db, account, a.name);
  // What the account wrote at tables goes (it may say who they are); its seats stay, so the games
  // of the others keep every seat, under a name that is no one's.
  db.run(
      "DELETE FROM chat WHERE room IN (SELECT room FROM seats WHERE account = $1) AND EXISTS "
      "(SELECT 1 FROM seats s WHERE s.room = chat.room AND s.seat = chat.seat AND s.account = $1)",
      {account});
  db.run("UPDATE seats SET name = $2 WHERE account = $1",
         {account, std::string(accounts::kDeletedAccountName)});
  // An analysis document kept before names were left out of them may name the person: it goes,
  // and is computed again (nameless) on request. The seats' summaries name no one and stay.
  db.run("DELETE FROM analyses WHERE room IN (SELECT room FROM seats WHERE account = $1)", {account});
  // The lobby the instances share (migration 7) shows a creator's and the seats' names: the
  // entries of the account's rooms go (as a closed room's do); the instance that serves a room
  // lists it again, nameless, as the room hears of the deletion.
  db.run("DELETE FROM lobby_entries WHERE room IN (SELECT room FROM seats WHERE account = $1)", {account});
  // Its puzzle rating, its answers and its reviews are its own; the puzzles' ratings keep what its
  // answers did (they name no one).
  for (const char* table : {"sessions", "reset_tokens", "signin_failures", "ratings",
                            "rating_changes", "account_games", "account_stats", "puzzle_players",
                            "puzzle_attempts", "puzzle_reviews"})
    db.run(fmt::format("DELETE FROM {} WHERE account = $1", table), {account});
  // The row stays, nameless, for the seats that point at it; the name is free for anyone again.
  db.run(
      "UPDATE accounts SET name = NULL, folded = NULL, skeleton = NULL, password_hash = NULL, "
      "deleted_ms = $2 "
      "WHERE id = $1",
      {account, now_ms > 0 ? now_ms : int64_t(1)});
  return {};
}

}  // namespace cubilete::store::sql
