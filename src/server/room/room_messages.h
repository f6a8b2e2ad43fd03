#pragma once
// What a room says besides its state messages: its public summary, the chat lines, and once the
// game is over its record with the revealed seeds and its replay (PROTOCOL.md).
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

#include "present/room_protocol.h"
#include "server/http/http_answer.h"
#include "server/room/room_parts.h"

namespace cubilete::server::room {

// A Unix time in milliseconds as ISO 8601 in UTC ("2024-05-01T12:00:00.000Z").
std::string iso8601(int64_t ms);
// A chat line as sent to every socket of the room.
ChatMessage chat_message(const store::ChatRecord& c);
// The text of a chat line a moderator removed, for clients that do not read its `removed`.
inline constexpr const char* kRemovedChatText = "removed by a moderator";
// The seats as JSON text, as in the summary and every state.
std::string seats_text(const Seats& seats);
// GET /api/rooms/CODE.
nlohmann::json summary_json(const RoomParts& room);
// GET /api/rooms/CODE/record, once the game is over (the table exists).
nlohmann::json record_json(const RoomParts& room);
// GET /api/rooms/CODE/replay/ARGS once the game is over: "VIEWER" (a seat, "spectator" or "all")
// lists the actions as that viewer knew them; "VIEWER/STEP" gives the view after STEP actions.
HttpAnswer replay_answer(const RoomParts& room, const std::string& args);
// An error to a socket (present/socket_messages.h's ErrorMessage): as text, and as a message
// counted as sent.
std::string error_text(const std::string& code, const std::string& message);
std::shared_ptr<const std::string> error_message(const std::string& code, const std::string& message);

}  // namespace cubilete::server::room
