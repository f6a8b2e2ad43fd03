#pragma once
// POST /api/rooms/CODE/reports (PROTOCOL.md v1.1, Reports; docs/operating.md, Moderation): a
// player reports a seat of the room or one of its chat lines to the moderators.
#include <memory>

#include "server/http/api.h"

namespace cubilete::server {

class Room;

// The reasons a report may give, for the browser's menu and the moderators' listing.
inline constexpr const char* kReportReasons[] = {"abuse", "spam", "cheating", "name", "other"};
// The longest text a report may carry (characters).
inline constexpr size_t kMaxReportText = 500;

// Checks the body, who reports (a seat's token, or the session cookie's account) and what, then
// stores the report; answers 201 {"report": ID}.
void file_report(ServerContext& context, const std::shared_ptr<Room>& room, const ApiRequest& request, Reply reply);

}  // namespace cubilete::server
