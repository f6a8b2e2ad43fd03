#pragma once
// The messages both sockets send, the lobby's and a room's (docs/PROTOCOL.md), declared once
// (core/describe.h): told apart from the others by "type".
#include <string>
#include <string_view>
#include <tuple>

#include "core/describe.h"

namespace cubilete {

// The answer to a ping, on the lobby's socket and a room's.
struct PongMessage {
  static constexpr std::string_view kTypeName = "PongMessage", kKind = "pong", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{}; }
};

// A request refused: a code a program reads and a sentence a person does.
struct ErrorMessage {
  std::string code, message;
  static constexpr std::string_view kTypeName = "ErrorMessage", kKind = "error", kTagKey = "type";
  static constexpr auto fields() {
    return std::tuple{field("code", &ErrorMessage::code), field("message", &ErrorMessage::message)};
  }
};

}  // namespace cubilete
