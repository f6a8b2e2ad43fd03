#include "server/protocol.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

#include "present/client_requests.h"
#include "server/text_checks.h"

namespace cubilete::server {

namespace {
// "act, hint, chat, rematch, claim, ping": the types present/client_requests.h declares.
std::string known_types() { return fmt::format("{}", fmt::join(KindsOf<RoomClientMessage>::kinds, ", ")); }

// An enter message's members into `m`, or what is wrong with them.
std::string read_entry(const nlohmann::json& j, ClientMessage& m) {
  const auto dice = j.find("dice"), final = j.find("final");
  if ((dice == j.end()) == (final == j.end()))
    return "enter needs either \"dice\" (a throw's faces, e.g. [3, 1, 5, 5, 2]) or \"final\" (a turn's final dice)";
  m.final = final != j.end();
  const auto& faces = m.final ? *final : *dice;
  if (!faces.is_array() || faces.size() > kMaxEnteredFaces)
    return fmt::format("\"{}\" is a list of at most {} faces", m.final ? "final" : "dice", kMaxEnteredFaces);
  for (const auto& f : faces) {
    if (!f.is_number_integer() || f.get<int64_t>() < -99 || f.get<int64_t>() > 99)
      return "a face is a whole number, 1 to 6";
    m.faces.push_back(int(f.get<int64_t>()));
  }
  if (const auto served = j.find("served"); served != j.end()) {
    if (!served->is_boolean() || !m.final) return "\"served\" (true or false) goes with \"final\"";
    m.served = served->get<bool>();
  }
  if (const auto version = j.find("version"); version != j.end()) {
    if (!version->is_number_unsigned()) return "\"version\" is the version of the last state received";
    m.version = version->get<uint64_t>();
    m.versioned = true;
  }
  return {};
}
}  // namespace

std::variant<ClientMessage, ProtocolError> parse_client_message(std::string_view raw) {
  if (raw.size() > kMaxClientMessage)
    return ProtocolError{"too_large", fmt::format("a message has at most {} bytes (this one has {})", kMaxClientMessage,
                                                  raw.size())};
  const auto j = nlohmann::json::parse(raw, nullptr, false);
  if (j.is_discarded()) return ProtocolError{"bad_message", "a message is one JSON object, and this is not valid JSON"};
  if (!j.is_object()) return ProtocolError{"bad_message", "a message is a JSON object such as {\"type\": \"ping\"}"};
  const auto type = j.find("type");
  if (type == j.end() || !type->is_string())
    return ProtocolError{"bad_message", fmt::format("a message needs \"type\": one of {}", known_types())};
  const auto& t = type->get_ref<const std::string&>();
  ClientMessage m;
  if (t == "act") {
    m.type = ClientMessage::Type::Act;
    const auto action = j.find("action");
    const auto version = j.find("version");
    if (action == j.end() || !action->is_string() || action->get_ref<const std::string&>().empty())
      return ProtocolError{"bad_message", "act needs \"action\": the action's text, e.g. \"keep 3 3 5\""};
    if (version == j.end() || !version->is_number_unsigned())
      return ProtocolError{"bad_message",
                           "act needs \"version\": the version of the last state received (a non-negative integer)"};
    m.action = action->get<std::string>();
    if (m.action.size() > kMaxActionText || utf8_length(m.action) < 0)
      return ProtocolError{"bad_message", fmt::format("an action is UTF-8 text of at most {} bytes", kMaxActionText)};
    m.version = version->get<uint64_t>();
  } else if (t == "enter") {
    m.type = ClientMessage::Type::Enter;
    if (auto problem = read_entry(j, m); !problem.empty()) return ProtocolError{"bad_message", problem};
  } else if (t == "undo") {
    m.type = ClientMessage::Type::Undo;
    const auto version = j.find("version");
    if (version == j.end() || !version->is_number_unsigned())
      return ProtocolError{"bad_message",
                           "undo needs \"version\": the version of the last state received (a non-negative integer)"};
    m.version = version->get<uint64_t>();
  } else if (t == "hint") {
    m.type = ClientMessage::Type::Hint;
  } else if (t == "chat") {
    m.type = ClientMessage::Type::Chat;
    const auto text = j.find("text");
    if (text == j.end() || !text->is_string()) return ProtocolError{"bad_message", "chat needs \"text\": a string"};
    m.text = text->get<std::string>();
    if (auto problem = text_problem(m.text, kMaxChat, "chat message"); !problem.empty())
      return ProtocolError{"bad_chat", problem};
  } else if (t == "rematch") {
    m.type = ClientMessage::Type::Rematch;
  } else if (t == "claim") {
    m.type = ClientMessage::Type::Claim;
  } else if (t == "ping") {
    m.type = ClientMessage::Type::Ping;
  } else {
    return ProtocolError{"unknown_type",
                         fmt::format("unknown message type '{}'; known: {}", t.substr(0, 40), known_types())};
  }
  return m;
}

}  // namespace cubilete::server
