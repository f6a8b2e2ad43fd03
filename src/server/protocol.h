#pragma once
// The WebSocket protocol's client messages (PROTOCOL.md): reading and checking them. Everything
// here is pure, so the fuzzer can call it directly.
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

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
  enum class Type { Act, Hint, Chat, Rematch, Claim, Ping, Enter, Undo };
  Type type = Type::Ping;
  std::string action;    // act
  uint64_t version = 0;  // act, undo; enter's when `versioned`
  std::string text;      // chat
  // enter: a throw's faces or (`final`) a turn's final dice, `served` on its first throw. The
  // faces are checked by the game (a 7 is its refusal, bad_dice), not here.
  std::vector<int> faces;
  bool final = false, served = false, versioned = false;
};

constexpr size_t kMaxEnteredFaces = 12;

// A message as received, or why it is refused.
std::variant<ClientMessage, ProtocolError> parse_client_message(std::string_view raw);

}  // namespace cubilete::server
