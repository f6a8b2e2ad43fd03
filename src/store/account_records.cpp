#include "store/account_records.h"

#include <charconv>

namespace cubilete::store {

std::string GamesCursor::text() const {
  return std::to_string(ended_ms) + "-" + room;
}

std::optional<GamesCursor> GamesCursor::parse(const std::string& text) {
  const auto dash = text.find('-');
  if (dash == std::string::npos || dash == 0 || dash + 1 == text.size() || text.size() > 64)
    return std::nullopt;
  GamesCursor c;
  const auto [end, error] = std::from_chars(text.data(), text.data() + dash, c.ended_ms);
  if (error != std::errc() || end != text.data() + dash || c.ended_ms < 0) return std::nullopt;
  c.room = text.substr(dash + 1);
  for (char ch : c.room)
    if (!((ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9'))) return std::nullopt;
  return c;
}

}  // namespace cubilete::store
