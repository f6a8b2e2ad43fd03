#pragma once
// The WebSocket protocol's client messages (PROTOCOL.md): reading and checking them. Everything
// here is pure, so the fuzzer can call it directly.
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace cubilete::server {

constexpr size_t kMaxClientMessage = 4096;  // bytes
constexpr size_t kMaxChat = 500;            // characters
constexpr size_t kMaxName = 40;             // characters (PROTOCOL.md v1.1)
constexpr size_t kMaxActionText = 200;      // bytes

struct ProtocolError {
  std::string code;     // stable, for clients to translate: bad_message, unknown_type, too_large, ...
  std::string message;  // English, says what was wrong and what is allowed
};

struct ClientMessage {
  enum class Type { Act, Hint, Chat, Rematch, Claim, Ping };
  Type type = Type::Ping;
  std::string action;    // act
  uint64_t version = 0;  // act
  std::string text;      // chat
};

// A message as received, or why it is refused.
std::variant<ClientMessage, ProtocolError> parse_client_message(std::string_view raw);

}  // namespace cubilete::server
