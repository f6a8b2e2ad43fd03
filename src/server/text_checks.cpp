#include "server/text_checks.h"

#include <fmt/format.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>


namespace cubilete::server {

namespace {

// Calls `each` with every code point of valid UTF-8 text; false if it is not (no allocation: the
// server checks every action's text with it).
template <class Each>
bool decode(std::string_view s, Each each) {
  for (size_t i = 0; i < s.size();) {
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
      return false;
    }
    if (i + len > s.size()) return false;
    for (size_t k = 1; k < len; ++k) {
      const auto d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (d & 0x3F);
    }
    // Overlong forms, surrogates and values beyond Unicode are not text.
    static const uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMin[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    each(char32_t(cp));
    i += len;
  }
  return true;
}

// Why the character `c`, after `previous` (0 at the start), is refused ("" when it is not). The
// invisible ones are Unicode's own list (Default_Ignorable_Code_Point: zero-width characters,
// fillers such as U+3164, tags, variation selectors ...) and the direction ones its Bidi_Control
// characters, as ICU knows them, so that a newer Unicode's additions are refused too. A text
// made only of such characters, which shows as blank, is refused by its first one.
std::string refused_character(char32_t previous, char32_t c) {
  const char* kind = nullptr;
  if (c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F)) {
    kind = "a control character (new lines, tabs ...)";
  } else if (c == 0x2028 || c == 0x2029) {
    kind = "a line or paragraph separator";
  } else if (u_hasBinaryProperty(UChar32(c), UCHAR_BIDI_CONTROL)) {
    kind = "a character that changes the direction of text";
  } else if (u_hasBinaryProperty(UChar32(c), UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) {
    // The emoji variation selector right after a pictograph only asks for its colour form (a red
    // heart as phones type it: U+2764 U+FE0F); it cannot hide on its own or change a letter.
    const bool emoji_form =
        c == 0xFE0F && u_hasBinaryProperty(UChar32(previous), UCHAR_EXTENDED_PICTOGRAPHIC);
    if (!emoji_form) kind = "an invisible character";
  }
  return kind ? fmt::format("U+{:04X}, {}", uint32_t(c), kind) : std::string();
}

// What one reading of a text finds: whether it is valid UTF-8, how many characters it has,
// whether they are all white space, and its first refused character as refused_character says
// it ("" none).
struct Scan {
  bool valid = false;
  size_t chars = 0;
  bool blank = true;
  std::string refused;
};

bool is_space(char32_t c) { return u_isUWhiteSpace(UChar32(c)); }

Scan scan(std::string_view text) {
  Scan out;
  char32_t previous = 0;
  out.valid = decode(text, [&](char32_t c) {
    ++out.chars;
    if (out.refused.empty()) out.refused = refused_character(previous, c);
    out.blank = out.blank && is_space(c);
    previous = c;
  });
  return out;
}

}  // namespace

long utf8_length(std::string_view s) {
  long n = 0;
  return decode(s, [&](char32_t) { ++n; }) ? n : -1;
}

std::string text_problem(std::string_view text, size_t max_chars, std::string_view what) {
  const Scan s = scan(text);
  if (!s.valid) return fmt::format("the {} is not valid UTF-8 text", what);
  if (s.chars > max_chars)
    return fmt::format("the {} has {} characters; at most {} are allowed", what, s.chars, max_chars);
  if (!s.refused.empty()) return fmt::format("the {} contains {}", what, s.refused);
  if (s.blank) return fmt::format("the {} is blank", what);
  return {};
}

CheckedName check_name(std::string_view raw, size_t max_chars) {
  // Refused characters are named before anything is trimmed, so that none goes unsaid.
  const Scan s = scan(raw);
  if (!s.valid) return {{}, "the name is not valid UTF-8 text"};
  if (!s.refused.empty()) return {{}, fmt::format("the name contains {}", s.refused)};
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
  if (U_FAILURE(status)) return {{}, "names cannot be checked now (Unicode data missing)"};
  icu::UnicodeString text = nfc->normalize(icu::UnicodeString::fromUTF8(icu::StringPiece(raw.data(), int32_t(raw.size()))), status);
  if (U_FAILURE(status)) return {{}, "the name is not valid Unicode text"};
  int32_t begin = 0, end = text.length();
  while (begin < end && is_space(char32_t(text.char32At(begin)))) begin = text.moveIndex32(begin, 1);
  while (end > begin && is_space(char32_t(text.char32At(text.moveIndex32(end, -1))))) end = text.moveIndex32(end, -1);
  if (begin == end) return {{}, "the name is blank"};
  const icu::UnicodeString trimmed = text.tempSubStringBetween(begin, end);
  const auto length = size_t(trimmed.countChar32());
  if (length > max_chars)
    return {{}, fmt::format("the name has {} characters; at most {} are allowed", length, max_chars)};
  CheckedName out;
  trimmed.toUTF8String(out.name);
  return out;
}

bool to_nfc(std::string_view text, std::string& out) {
  if (utf8_length(text) < 0) return false;
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
  if (U_FAILURE(status)) return false;
  const icu::UnicodeString normal =
      nfc->normalize(icu::UnicodeString::fromUTF8(icu::StringPiece(text.data(), int32_t(text.size()))), status);
  if (U_FAILURE(status)) return false;
  out.clear();
  normal.toUTF8String(out);
  return true;
}

}  // namespace cubilete::server
