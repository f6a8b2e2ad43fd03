#include "server/text_checks.h"

#include <fmt/format.h>

namespace cubilete::server {

long utf8_length(std::string_view s) {
  long count = 0;
  for (size_t i = 0; i < s.size(); ++count) {
    const auto c = static_cast<unsigned char>(s[i]);
    size_t len;
    uint32_t cp;
    if (c < 0x80) {
      len = 1, cp = c;
    } else if ((c & 0xE0) == 0xC0) {
      len = 2, cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      len = 3, cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      len = 4, cp = c & 0x07;
    } else {
      return -1;
    }
    if (i + len > s.size()) return -1;
    for (size_t k = 1; k < len; ++k) {
      const auto d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xC0) != 0x80) return -1;
      cp = (cp << 6) | (d & 0x3F);
    }
    // Overlong forms, surrogates and values beyond Unicode are not text.
    static const uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMin[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return -1;
    i += len;
  }
  return count;
}

std::string text_problem(std::string_view text, size_t max_chars, std::string_view what) {
  const long n = utf8_length(text);
  if (n < 0) return fmt::format("the {} is not valid UTF-8 text", what);
  if (size_t(n) > max_chars) return fmt::format("the {} has {} characters; at most {} are allowed", what, n, max_chars);
  for (size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    const bool c1 = c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xA0;  // U+0080..9F
    if (c < 0x20 || c == 0x7F || c1) return fmt::format("the {} contains control characters (new lines, tabs ...)", what);
  }
  return {};
}

}  // namespace cubilete::server
