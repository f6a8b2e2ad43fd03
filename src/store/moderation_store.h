#pragma once
// The store's moderation (migration 5; docs/operating.md, Moderation): reports, sanctions, the
// admin log and the events running servers act on, the same for both databases
// (store/sql/moderation_sql.cpp).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "store/account_records.h"
#include "store/moderation_records.h"

namespace cubilete::store {

class SqlAccess;

class ModerationStore {
 public:
  explicit ModerationStore(SqlAccess& db) : db_(db) {}

  // Every admin write records itself in the admin log (who, when, what, why) and, where running
  // servers must act, a moderation event, in one transaction.
  // A player's report (id: the report's). Refuses no_such_room.
  void add_report(const Report& report, Answer answer);
  // Newest first; `open_only`: those not resolved.
  std::vector<Report> reports(bool open_only, size_t limit);
  // Refuses no_such_report, already_resolved.
  void resolve_report(int64_t id, const AdminAction& by, Answer answer);
  // Mutes or bans an account or an address (id: the sanction's); a live one of the same kind and
  // target is replaced. Banning an account ends its sessions (count: how many). Refuses
  // bad_sanction, bad_expiry, no_such_account.
  void add_sanction(const Sanction& sanction, const AdminAction& by, Answer answer);
  // Lifts the live `kind` of the account (or address). Refuses not_sanctioned, no_such_account.
  void lift_sanction(const std::string& kind, int64_t account, const std::string& address,
                     const AdminAction& by, Answer answer);
  std::vector<Sanction> live_sanctions(int64_t now_ms);
  // A waiting or playing room ends as "closed": no end recorded, no rating moves. Refuses
  // no_such_room, not_open.
  void close_room(const std::string& code, const AdminAction& by, Answer answer);
  // Cancels a tournament not over yet (not_open otherwise; no_such_tournament): nobody is paired in
  // it any more and its standings go to no profile; its games in play finish as any game.
  void cancel_tournament(const std::string& id, const AdminAction& by, Answer answer);
  // The chat line's text is gone for everyone (kept only in the admin log). Refuses no_such_room,
  // no_such_line, already_removed.
  void delete_chat(const std::string& code, int64_t line, const AdminAction& by, Answer answer);
  // issue_reset_token, logged (the token is never logged). Refuses as issue_reset_token.
  void issue_reset_link(int64_t account, const std::string& token_hash, int64_t expires_ms,
                        const AdminAction& by, Answer answer);
  // The admin log's newest `limit` entries, newest first; and those after `after_id`, oldest first.
  std::vector<AdminLogEntry> admin_log(size_t limit);
  std::vector<AdminLogEntry> admin_log_after(int64_t after_id, size_t limit);
  // The highest moderation event's id (0: none): servers poll it, and read the events after the
  // last one they saw.
  int64_t version();
  std::vector<ModerationEvent> events(int64_t after_id);
  // Rooms by their latest activity, newest first (`live_only`: waiting and playing).
  std::vector<RoomListing> recent_rooms(bool live_only, size_t limit);
  // Live accounts whose name contains `search` (any case), by name.
  std::vector<AccountListing> find_accounts(const std::string& search, int64_t now_ms,
                                            size_t limit);

 private:
  SqlAccess& db_;
};

}  // namespace cubilete::store
