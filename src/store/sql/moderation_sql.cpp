// Reports, mutes and bans, a room closed or a chat line removed by a moderator, and the admin log
// with the events running servers poll for (store/moderation_records.h).
#include "store/sql/moderation_sql.h"

#include "store/sql/tournaments_sql.h"

#include <fmt/chrono.h>
#include <fmt/format.h>

#include <ctime>

#include "accounts/account_name.h"
#include "store/room_columns.h"
#include "store/sql/accounts_sql.h"

namespace cubilete::store::sql {

namespace {

SqlValue account_or_null(int64_t account) { return account > 0 ? SqlValue(account) : SqlValue(nullptr); }

// The action's row of admin_log, and the event that tells running servers of it: `event` is
// what they must do ("logged": only write it in their log).
void log_action(SqlSession& db, const AdminAction& by, const std::string& action, const std::string& target,
                const std::string& detail, const std::string& event = "logged", const std::string& room = "",
                int64_t chat_line = 0) {
  db.run("INSERT INTO admin_log(at_ms, operator, action, target, reason, detail) VALUES($1, $2, $3, $4, $5, $6)",
         {by.at_ms, by.operator_name, action, target, by.reason, detail});
  db.run("INSERT INTO moderation_events(at_ms, kind, room, chat_line) VALUES($1, $2, $3, $4)",
         {by.at_ms, event, room, chat_line});
}

// "account Ana (#12)", as the log names an account.
std::string account_target(std::string_view name, int64_t account) {
  return fmt::format("account {} (#{})", name, account);
}

// "account Ana (#12)" or "address 203.0.113.9", as the log names whom a sanction is on.
std::string target_of(SqlSession& db, int64_t account, const std::string& address) {
  if (account <= 0) return "address " + address;
  const auto a = account_by_id(db, account);
  if (!a) throw Refused("no_such_account", fmt::format("there is no account #{}", account));
  return account_target(a->name, account);
}

// "room ABCDEF line 7", as the log names a chat line.
std::string chat_line_target(const std::string& code, int64_t line) {
  return fmt::format("room {} line {}", code, line);
}

std::string room_status_locked(SqlSession& db, const std::string& code) {
  const auto rows = db.run(fmt::format("SELECT status FROM rooms WHERE code = $1{}", db.lock_rows()), {code});
  if (rows.empty()) throw Refused("no_such_room", fmt::format("there is no room '{}'", code));
  return rows.text(0, 0);
}

// "2026-11-27 04:05:06 UTC", as the log says when a sanction or a link ends.
std::string utc(int64_t ms) { return fmt::format("{:%Y-%m-%d %H:%M:%S} UTC", fmt::gmtime(std::time_t(ms / 1000))); }

constexpr const char* kReportColumns =
    "SELECT id, at_ms, room, reporter_seat, COALESCE(reporter_account, 0), reporter_address, seat, "
    "COALESCE(account, 0), name, chat_line, chat_text, reason, text, resolved_ms FROM reports ";

}  // namespace

Outcome add_report(SqlSession& db, const Report& r) {
  room_status_locked(db, r.room);
  const auto rows = db.run(
      "INSERT INTO reports(at_ms, room, reporter_seat, reporter_account, reporter_address, seat, account, name, "
      "chat_line, chat_text, reason, text) VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
      {r.at_ms, r.room, int64_t(r.reporter_seat), account_or_null(r.reporter_account), r.reporter_address,
       int64_t(r.seat), account_or_null(r.account), r.name, r.chat_line, r.chat_text, r.reason, r.text});
  Outcome out;
  out.id = rows.integer(0, 0);
  return out;
}

std::vector<Report> reports(SqlSession& db, bool open_only, size_t limit) {
  const auto rows = db.run(std::string(kReportColumns) + (open_only ? "WHERE resolved_ms = 0 " : "") +
                               "ORDER BY id DESC LIMIT $1",
                           {int64_t(limit)});
  std::vector<Report> out;
  for (size_t i = 0; i < rows.size(); ++i)
    out.push_back({rows.integer(i, 0), rows.integer(i, 1), rows.text(i, 2), int(rows.integer(i, 3)),
                   rows.integer(i, 4), rows.text(i, 5), int(rows.integer(i, 6)), rows.integer(i, 7),
                   rows.text(i, 8), rows.integer(i, 9), rows.text(i, 10), rows.text(i, 11), rows.text(i, 12),
                   rows.integer(i, 13)});
  return out;
}

Outcome resolve_report(SqlSession& db, int64_t id, const AdminAction& by) {
  const auto rows =
      db.run("UPDATE reports SET resolved_ms = $2 WHERE id = $1 AND resolved_ms = 0 RETURNING room", {id, by.at_ms});
  if (rows.empty()) {
    if (db.run("SELECT 1 FROM reports WHERE id = $1", {id}).empty())
      throw Refused("no_such_report", fmt::format("there is no report #{}", id));
    throw Refused("already_resolved", fmt::format("report #{} is resolved already", id));
  }
  log_action(db, by, "resolve", fmt::format("report #{}", id), "room " + rows.text(0, 0));
  return {};
}

Outcome add_sanction(SqlSession& db, const Sanction& s, const AdminAction& by) {
  if (s.kind != "mute" && s.kind != "ban")
    throw Refused("bad_sanction", fmt::format("'{}' is not a sanction: mute or ban", s.kind));
  if ((s.account > 0) == !s.address.empty())
    throw Refused("bad_sanction", "a sanction is on one account or one address");
  if (s.until_ms != 0 && s.until_ms <= by.at_ms) throw Refused("bad_expiry", "a sanction ends after it starts");
  const std::string target = target_of(db, s.account, s.address);
  // One live sanction of a kind per target: a new one replaces (lengthens or shortens) the old.
  db.run("UPDATE sanctions SET lifted_ms = $1 WHERE kind = $2 AND lifted_ms = 0 AND (account = $3 OR address = $4)",
         {by.at_ms, s.kind, account_or_null(s.account), s.address.empty() ? SqlValue(nullptr) : SqlValue(s.address)});
  const auto rows = db.run(
      "INSERT INTO sanctions(kind, account, address, created_ms, until_ms, reason) VALUES($1, $2, $3, $4, $5, $6) "
      "RETURNING id",
      {s.kind, account_or_null(s.account), s.address.empty() ? SqlValue(nullptr) : SqlValue(s.address), by.at_ms,
       s.until_ms, by.reason});
  Outcome out;
  out.id = rows.integer(0, 0);
  std::string detail = s.until_ms ? "until " + utc(s.until_ms) : "until lifted";
  // A banned account is signed out everywhere at once.
  if (s.kind == "ban" && s.account > 0) {
    out.count = int64_t(db.run("DELETE FROM sessions WHERE account = $1 RETURNING 1", {s.account}).size());
    detail += fmt::format("; {} sessions ended", out.count);
  }
  log_action(db, by, s.kind, target, detail, "sanctions");
  return out;
}

Outcome lift_sanction(SqlSession& db, const std::string& kind, int64_t account, const std::string& address,
                      const AdminAction& by) {
  const std::string target = target_of(db, account, address);
  const auto rows = db.run(
      "UPDATE sanctions SET lifted_ms = $1 WHERE kind = $2 AND lifted_ms = 0 AND (until_ms = 0 OR until_ms > $1) "
      "AND (account = $3 OR address = $4) RETURNING id",
      {by.at_ms, kind, account_or_null(account), address.empty() ? SqlValue(nullptr) : SqlValue(address)});
  if (rows.empty()) throw Refused("not_sanctioned", fmt::format("{} has no live {}", target, kind));
  log_action(db, by, "un" + kind, target, "", "sanctions");
  Outcome out;
  out.count = int64_t(rows.size());
  return out;
}

std::vector<Sanction> live_sanctions(SqlSession& db, int64_t now_ms) {
  const auto rows = db.run(
      "SELECT s.id, s.kind, COALESCE(s.account, 0), COALESCE(s.address, ''), COALESCE(a.name, ''), s.created_ms, "
      "s.until_ms, s.reason FROM sanctions s LEFT JOIN accounts a ON a.id = s.account "
      "WHERE s.lifted_ms = 0 AND (s.until_ms = 0 OR s.until_ms > $1) ORDER BY s.id",
      {now_ms});
  std::vector<Sanction> out;
  for (size_t i = 0; i < rows.size(); ++i)
    out.push_back({rows.integer(i, 0), rows.text(i, 1), rows.integer(i, 2), rows.text(i, 3), rows.text(i, 4),
                   rows.integer(i, 5), rows.integer(i, 6), rows.text(i, 7)});
  return out;
}

Outcome close_room(SqlSession& db, const std::string& code, const AdminAction& by) {
  const std::string status = room_status_locked(db, code);
  if (status != "waiting" && status != "playing")
    throw Refused("not_open", fmt::format("room {} is {}: only a waiting or playing room can be closed", code, status));
  // Closed: no end is recorded (finished_games), so no rating moves and no profile counts it.
  db.run("UPDATE rooms SET status = 'closed', updated_ms = $2 WHERE code = $1", {code, by.at_ms});
  db.run("UPDATE seats SET in_play = 0, address_key = '' WHERE room = $1", {code});
  // Off the lobby the instances share (migration 7), even when no instance holds the room: each
  // instance's next reading of the lobby drops it.
  db.run("DELETE FROM lobby_entries WHERE room = $1", {code});
  log_action(db, by, "close-room", "room " + code, "was " + status, "close_room", code);
  return {};
}

Outcome cancel_tournament_as(SqlSession& db, const std::string& id, const AdminAction& by) {
  const auto out = cancel_tournament(db, id, by.reason, by.at_ms);
  if (out.count == 0)
    throw Refused("not_open", fmt::format("tournament {} is over or cancelled already", id));
  // Its games in play finish as any game; none counts for it, and its standings go to no profile.
  log_action(db, by, "cancel-tournament", "tournament " + id, "");
  return out;
}

Outcome delete_chat(SqlSession& db, const std::string& code, int64_t line, const AdminAction& by) {
  room_status_locked(db, code);
  const auto rows = db.run("SELECT name, text, removed FROM chat WHERE room = $1 AND line = $2", {code, line});
  if (rows.empty()) throw Refused("no_such_line", fmt::format("room {} has no chat line {}", code, line));
  if (rows.integer(0, 2) != 0) throw Refused("already_removed", fmt::format("line {} of room {} is removed already", line, code));
  db.run("UPDATE chat SET text = '', removed = 1 WHERE room = $1 AND line = $2", {code, line});
  // The log keeps what was removed, for the moderators (the players see it no more).
  log_action(db, by, "delete-chat", chat_line_target(code, line),
             fmt::format("{}: {}", rows.text(0, 0), rows.text(0, 1)), "delete_chat", code, line);
  return {};
}

Outcome issue_reset_link(SqlSession& db, int64_t account, const std::string& token_hash, int64_t expires_ms,
                         const AdminAction& by) {
  const std::string target = target_of(db, account, "");
  issue_reset_token(db, account, token_hash, by.at_ms, expires_ms);
  // The token itself is printed once to the operator and never stored or logged.
  log_action(db, by, "reset-link", target, "valid until " + utc(expires_ms));
  return {};
}

void forget_account(SqlSession& db, int64_t account, const std::string& name) {
  // Whether the report's seat `column` is one of the account's: as with its chat lines, a seat it
  // kept from before it signed in is its own too (a seat only ever passes from a guest to an
  // account).
  const auto its_seat = [](std::string_view column) {
    return fmt::format(
        "EXISTS (SELECT 1 FROM seats s WHERE s.room = reports.room AND s.seat = reports.{} AND s.account = $1)",
        column);
  };
  const std::string deleted(accounts::kDeletedAccountName);
  // Reports it filed stay (they are about someone else) without saying who filed them or from where.
  db.run("UPDATE reports SET reporter_account = NULL, reporter_address = '' WHERE reporter_account = $1 OR " +
             its_seat("reporter_seat"),
         {account});
  // Reports about it stay for the moderators, under the neutral name and without its words.
  db.run("UPDATE reports SET name = $2, chat_text = '' WHERE account = $1 OR " + its_seat("seat"), {account, deleted});
  // The log keeps every action, naming the account by its number only, and a line of its that a
  // moderator removed as the neutral name's, without its words.
  db.run("UPDATE admin_log SET target = $2 WHERE target = $1",
         {account_target(name, account), account_target(deleted, account)});
  const auto removed = db.run(
      "SELECT c.room, c.line FROM chat c JOIN seats s ON s.room = c.room AND s.seat = c.seat "
      "WHERE s.account = $1 AND c.removed <> 0",
      {account});
  for (size_t i = 0; i < removed.size(); ++i)
    db.run("UPDATE admin_log SET detail = $2 WHERE action = 'delete-chat' AND target = $1",
           {chat_line_target(removed.text(i, 0), removed.integer(i, 1)), deleted});
}

std::vector<AdminLogEntry> admin_log(SqlSession& db, std::optional<int64_t> after_id, size_t limit) {
  // The newest first; or, after an id, the oldest first (what a server has not logged yet).
  const auto rows = db.run(
      std::string("SELECT id, at_ms, operator, action, target, reason, detail FROM admin_log WHERE id > $1 ORDER BY id ") +
          (after_id ? "" : "DESC ") + "LIMIT $2",
      {after_id.value_or(-1), int64_t(limit)});
  std::vector<AdminLogEntry> out;
  for (size_t i = 0; i < rows.size(); ++i)
    out.push_back({rows.integer(i, 0), rows.integer(i, 1), rows.text(i, 2), rows.text(i, 3), rows.text(i, 4),
                   rows.text(i, 5), rows.text(i, 6)});
  return out;
}

int64_t moderation_version(SqlSession& db) {
  return db.run("SELECT COALESCE(MAX(id), 0) FROM moderation_events").integer(0, 0);
}

std::vector<ModerationEvent> moderation_events(SqlSession& db, int64_t after_id) {
  const auto rows = db.run(
      "SELECT id, at_ms, kind, room, chat_line FROM moderation_events WHERE id > $1 ORDER BY id LIMIT 1000",
      {after_id});
  std::vector<ModerationEvent> out;
  for (size_t i = 0; i < rows.size(); ++i)
    out.push_back({rows.integer(i, 0), rows.integer(i, 1), rows.text(i, 2), rows.text(i, 3), rows.integer(i, 4)});
  return out;
}

std::vector<RoomListing> recent_rooms(SqlSession& db, bool live_only, size_t limit) {
  const auto rows = db.run(
      std::string("SELECT code, game, status, created_ms, updated_ms FROM rooms ") +
          (live_only ? "WHERE status IN ('waiting', 'playing') " : "") + "ORDER BY updated_ms DESC, code LIMIT $1",
      {int64_t(limit)});
  std::vector<RoomListing> out;
  for (size_t i = 0; i < rows.size(); ++i) {
    RoomListing r{rows.text(i, 0), rows.text(i, 1), status_from_text(rows.text(i, 2)), rows.integer(i, 3), rows.integer(i, 4), {}};
    const auto seats = db.run("SELECT name FROM seats WHERE room = $1 ORDER BY seat", {r.code});
    for (size_t s = 0; s < seats.size(); ++s) r.seats += (s ? ", " : "") + seats.text(s, 0);
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<AccountListing> find_accounts(SqlSession& db, const std::string& search, int64_t now_ms, size_t limit) {
  // `search` is matched as a piece of the folded name; LIKE's own wildcards in it are plain text.
  std::string pattern;
  for (char c : search) {
    if (c == '%' || c == '_' || c == '\\') pattern += '\\';
    pattern += char(std::tolower(static_cast<unsigned char>(c)));
  }
  const auto rows = db.run(
      "SELECT a.id, a.name, a.created_ms, "
      "(SELECT count(*) FROM sessions s WHERE s.account = a.id AND s.expires_ms > $2), "
      "(SELECT COALESCE(MIN(kind), '') FROM sanctions x WHERE x.account = a.id AND x.kind = 'mute' AND "
      "x.lifted_ms = 0 AND (x.until_ms = 0 OR x.until_ms > $2)), "
      "(SELECT COALESCE(MIN(kind), '') FROM sanctions x WHERE x.account = a.id AND x.kind = 'ban' AND "
      "x.lifted_ms = 0 AND (x.until_ms = 0 OR x.until_ms > $2)) "
      "FROM accounts a WHERE a.deleted_ms = 0 AND a.folded LIKE $1 ESCAPE '\\' ORDER BY a.folded LIMIT $3",
      {"%" + pattern + "%", now_ms, int64_t(limit)});
  std::vector<AccountListing> out;
  for (size_t i = 0; i < rows.size(); ++i) {
    std::string sanctions = rows.text(i, 4);
    if (!rows.text(i, 5).empty()) sanctions += (sanctions.empty() ? "" : ", ") + rows.text(i, 5);
    out.push_back({rows.integer(i, 0), rows.text(i, 1), rows.integer(i, 2), rows.integer(i, 3), sanctions});
  }
  return out;
}

}  // namespace cubilete::store::sql
