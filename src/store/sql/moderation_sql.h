#pragma once
// Moderation (migration 5; docs/operating.md, Moderation), written once in the SQL both
// databases speak (sql_session.h). Every admin write records itself in admin_log and, where
// running servers must act on it, a moderation event, in the same transaction. What each does is
// said on the Store method that calls it (store.h).
#include <optional>
#include <string>
#include <vector>

#include "store/account_records.h"
#include "store/moderation_records.h"
#include "store/sql_session.h"

namespace cubilete::store::sql {

Outcome add_report(SqlSession& db, const Report& report);
std::vector<Report> reports(SqlSession& db, bool open_only, size_t limit);
Outcome resolve_report(SqlSession& db, int64_t id, const AdminAction& by);

Outcome add_sanction(SqlSession& db, const Sanction& sanction, const AdminAction& by);
Outcome lift_sanction(SqlSession& db, const std::string& kind, int64_t account, const std::string& address,
                      const AdminAction& by);
std::vector<Sanction> live_sanctions(SqlSession& db, int64_t now_ms);

Outcome close_room(SqlSession& db, const std::string& code, const AdminAction& by);
Outcome cancel_tournament_as(SqlSession& db, const std::string& id, const AdminAction& by);
Outcome delete_chat(SqlSession& db, const std::string& code, int64_t line, const AdminAction& by);
Outcome issue_reset_link(SqlSession& db, int64_t account, const std::string& token_hash, int64_t expires_ms,
                         const AdminAction& by);

// A deleted account's traces in reports and admin_log, in its deletion's transaction (before its
// chat lines go): reports it filed lose who filed them and from where; reports about it keep
// their reason and the reporter's words under the neutral name (accounts::kDeletedAccountName),
// without the quoted chat line; the log names it by its number only and keeps no words of a line
// of its that a moderator removed.
void forget_account(SqlSession& db, int64_t account, const std::string& name);

std::vector<AdminLogEntry> admin_log(SqlSession& db, std::optional<int64_t> after_id, size_t limit);
int64_t moderation_version(SqlSession& db);
std::vector<ModerationEvent> moderation_events(SqlSession& db, int64_t after_id);
std::vector<RoomListing> recent_rooms(SqlSession& db, bool live_only, size_t limit);
std::vector<AccountListing> find_accounts(SqlSession& db, const std::string& search, int64_t now_ms, size_t limit);

}  // namespace cubilete::store::sql
