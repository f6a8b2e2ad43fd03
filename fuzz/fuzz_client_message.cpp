// What a stranger can send the server: a WebSocket message (parse_client_message on the raw
// bytes), an HTTP body creating a room (parse_room_request on the bytes read as JSON), and the
// free text inside both (utf8_length and text_problem, checked against a reference written from
// the Unicode standard's table of well-formed UTF-8). None of them may throw; every message they
// accept must hold what the rest of the server relies on.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <unicode/uchar.h>
#include <variant>

#include "catalog/registry.h"
#include "core/record.h"
#include "crypto/fair_seed.h"
#include "fuzz_check.h"
#include "server/protocol.h"
#include "server/room/room_request.h"
#include "server/text_checks.h"

namespace {

using namespace cubilete;
using namespace cubilete::server;

// Code points of well-formed UTF-8 (Unicode 15, table 3-7), or -1; each code point is passed to
// `each`. Written from the byte ranges, not by decoding, so it shares nothing with utf8_length.
template <class F>
long reference_utf8_length(std::string_view s, F&& each) {
  long count = 0;
  size_t i = 0;
  auto in = [&](size_t k, unsigned lo, unsigned hi) {
    if (i + k >= s.size()) return false;
    const auto b = static_cast<unsigned char>(s[i + k]);
    return b >= lo && b <= hi;
  };
  while (i < s.size()) {
    const auto b = static_cast<unsigned char>(s[i]);
    size_t len = 0;
    if (b <= 0x7F) len = 1;
    else if (b >= 0xC2 && b <= 0xDF) len = in(1, 0x80, 0xBF) ? 2 : 0;
    else if (b == 0xE0) len = in(1, 0xA0, 0xBF) && in(2, 0x80, 0xBF) ? 3 : 0;
    else if ((b >= 0xE1 && b <= 0xEC) || b == 0xEE || b == 0xEF) len = in(1, 0x80, 0xBF) && in(2, 0x80, 0xBF) ? 3 : 0;
    else if (b == 0xED) len = in(1, 0x80, 0x9F) && in(2, 0x80, 0xBF) ? 3 : 0;
    else if (b == 0xF0) len = in(1, 0x90, 0xBF) && in(2, 0x80, 0xBF) && in(3, 0x80, 0xBF) ? 4 : 0;
    else if (b >= 0xF1 && b <= 0xF3) len = in(1, 0x80, 0xBF) && in(2, 0x80, 0xBF) && in(3, 0x80, 0xBF) ? 4 : 0;
    else if (b == 0xF4) len = in(1, 0x80, 0x8F) && in(2, 0x80, 0xBF) && in(3, 0x80, 0xBF) ? 4 : 0;
    if (len == 0) return -1;
    uint32_t cp = len == 1 ? b : b & (0xFF >> (len + 1));
    for (size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    each(cp);
    i += len;
    ++count;
  }
  return count;
}

// PROTOCOL.md v1.1's refused characters, written out again from Unicode 15's files (ICU 72's
// Unicode): controls, line and paragraph separators, Bidi_Control (PropList.txt) and
// Default_Ignorable_Code_Point (DerivedCoreProperties.txt). U+FE0F right after a pictograph is
// allowed (an emoji's colour form); whether the character before is one is ICU's answer, the one
// property taken from the library under test rather than written out.
bool refused(uint32_t previous, uint32_t cp) {
  struct Range {
    uint32_t first, last;
  };
  static constexpr Range kBidiControl[] = {{0x061C, 0x061C}, {0x200E, 0x200F}, {0x202A, 0x202E}, {0x2066, 0x2069}};
  static constexpr Range kDefaultIgnorable[] = {
      {0x00AD, 0x00AD}, {0x034F, 0x034F},   {0x061C, 0x061C},   {0x115F, 0x1160},   {0x17B4, 0x17B5},
      {0x180B, 0x180F}, {0x200B, 0x200F},   {0x202A, 0x202E},   {0x2060, 0x206F},   {0x3164, 0x3164},
      {0xFE00, 0xFE0F}, {0xFEFF, 0xFEFF},   {0xFFA0, 0xFFA0},   {0xFFF0, 0xFFF8},   {0x1BCA0, 0x1BCA3},
      {0x1D173, 0x1D17A}, {0xE0000, 0xE0FFF}};
  auto in = [cp](const auto& ranges) {
    for (const auto& r : ranges)
      if (cp >= r.first && cp <= r.last) return true;
    return false;
  };
  if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 || in(kBidiControl)) return true;
  if (!in(kDefaultIgnorable)) return false;
  return !(cp == 0xFE0F && u_hasBinaryProperty(UChar32(previous), UCHAR_EXTENDED_PICTOGRAPHIC));
}

// Unicode's White_Space property (PropList.txt).
bool white_space(uint32_t cp) {
  return (cp >= 0x09 && cp <= 0x0D) || cp == 0x20 || cp == 0x85 || cp == 0xA0 || cp == 0x1680 ||
         (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 || cp == 0x202F || cp == 0x205F ||
         cp == 0x3000;
}

void check_text(std::string_view text, size_t max_chars) {
  bool bad = false, blank = true;
  uint32_t previous = 0;
  const long n = reference_utf8_length(text, [&](uint32_t cp) {
    bad |= refused(previous, cp);
    blank &= white_space(cp);
    previous = cp;
  });
  FUZZ_CHECK(utf8_length(text) == n);
  const bool fit = n >= 0 && size_t(n) <= max_chars && !bad && !blank;
  FUZZ_CHECK(text_problem(text, max_chars, "text").empty() == fit);
  // A name that passes is one check_name keeps as it is (trimmed, composed): checking it again
  // changes nothing.
  const auto name = check_name(text, max_chars);
  if (name.problem.empty()) {
    FUZZ_CHECK(text_problem(name.name, max_chars, "name").empty());
    const auto again = check_name(name.name, max_chars);
    FUZZ_CHECK(again.problem.empty() && again.name == name.name);
  }
}

void check_client_message(std::string_view raw) {
  const auto parsed = parse_client_message(raw);
  if (const auto* error = std::get_if<ProtocolError>(&parsed)) {
    FUZZ_CHECK(!error->code.empty() && !error->message.empty());
    return;
  }
  const auto& m = std::get<ClientMessage>(parsed);
  FUZZ_CHECK(raw.size() <= kMaxClientMessage);
  if (m.type == ClientMessage::Type::Act) {
    FUZZ_CHECK(!m.action.empty() && m.action.size() <= kMaxActionText && utf8_length(m.action) >= 0);
  } else {
    FUZZ_CHECK(m.action.empty());
  }
  if (m.type == ClientMessage::Type::Chat) {
    FUZZ_CHECK(m.text.find_first_not_of(' ') != std::string::npos);
    FUZZ_CHECK(text_problem(m.text, kMaxChat, "chat message").empty());
  } else {
    FUZZ_CHECK(m.text.empty());
  }
}

// A room the server accepts must start: its rules make the game and its bots can be made.
void check_room_request(const nlohmann::json& body) {
  const auto parsed = parse_room_request(body);
  if (const auto* error = std::get_if<ProtocolError>(&parsed)) {
    FUZZ_CHECK(!error->code.empty() && !error->message.empty());
    return;
  }
  const auto& r = std::get<RoomRequest>(parsed);
  FUZZ_CHECK(r.entry != nullptr);
  const auto& info = r.entry->description.info;
  FUZZ_CHECK(int(r.seats.size()) >= info.min_players && int(r.seats.size()) <= info.max_players);
  bool person = false;
  for (const auto& s : r.seats) {
    person |= s.bot.empty();
    FUZZ_CHECK(s.name.empty() || text_problem(s.name, kMaxName, "name").empty());
  }
  FUZZ_CHECK(person);
  FUZZ_CHECK(r.name.empty() || text_problem(r.name, kMaxName, "name").empty());
  FUZZ_CHECK(fair::client_seed_problem(r.client_seed).empty());
  FUZZ_CHECK(r.turn_seconds >= 0 && r.turn_seconds <= kMaxTurnSeconds);
  // The resolved rules are complete and stable: they make the same game again (no UsageError).
  const auto game = make_game(*r.entry, r.rules);
  FUZZ_CHECK(game->num_players() == int(r.seats.size()));
  FUZZ_CHECK(assignments_of(game->rules()) == r.rules);
  // Every bot seat is made when the room starts (Table). Bots without settings were checked by
  // name; a bot's settings are read only by its maker, so make those (a cheap constructor).
  for (const auto& s : r.seats)
    if (s.bot.find(':') != std::string::npos) FUZZ_CHECK(make_bot(*r.entry, *game, s.bot) != nullptr);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view raw(reinterpret_cast<const char*>(data), size);
  check_client_message(raw);
  check_text(raw, size == 0 ? 0 : data[0] % 64);
  const auto j = nlohmann::json::parse(raw, nullptr, false);
  if (!j.is_discarded()) check_room_request(j);
  return 0;
}
