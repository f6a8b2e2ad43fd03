#include "accounts/account_name.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "catalog/registry.h"

namespace cubilete::accounts {

namespace {

constexpr size_t kMinLength = 3, kMaxLength = 20;
constexpr const char* kAllowed =
    "3 to 20 characters: letters (a-z, and the accented letters of Portuguese and Spanish names: á, à, â, ã, ä, "
    "ç, é, è, ê, ë, í, ì, î, ï, ñ, ó, ò, ô, õ, ö, ú, ù, û, ü, ý, ÿ and their capitals), digits, '_' and '-'";

// The combining marks a decomposed accented letter may carry, in the order of the table below.
constexpr std::array<char32_t, 6> kMarks = {0x300, 0x301, 0x302, 0x303, 0x308, 0x327};

// An accented letter: its base letter and mark (lower case; capitals are 0x20 below).
struct Accented {
  char32_t letter;
  char base;
  char32_t mark;
};
constexpr std::array<Accented, 26> kAccented = {{
    {0xE0, 'a', 0x300}, {0xE1, 'a', 0x301}, {0xE2, 'a', 0x302}, {0xE3, 'a', 0x303}, {0xE4, 'a', 0x308},
    {0xE7, 'c', 0x327}, {0xE8, 'e', 0x300}, {0xE9, 'e', 0x301}, {0xEA, 'e', 0x302}, {0xEB, 'e', 0x308},
    {0xEC, 'i', 0x300}, {0xED, 'i', 0x301}, {0xEE, 'i', 0x302}, {0xEF, 'i', 0x308}, {0xF1, 'n', 0x303},
    {0xF2, 'o', 0x300}, {0xF3, 'o', 0x301}, {0xF4, 'o', 0x302}, {0xF5, 'o', 0x303}, {0xF6, 'o', 0x308},
    {0xF9, 'u', 0x300}, {0xFA, 'u', 0x301}, {0xFB, 'u', 0x302}, {0xFC, 'u', 0x308}, {0xFD, 'y', 0x301},
    {0xFF, 'y', 0x308},
}};

// The accented letter `c` is, in lower case, if it is one (ÿ's capital is not in Latin-1).
std::optional<Accented> accented(char32_t c) {
  const char32_t lower = c >= 0xC0 && c <= 0xDE && c != 0xD7 ? c + 0x20 : c;
  for (const auto& a : kAccented)
    if (a.letter == lower) return a;
  return std::nullopt;
}

bool is_ascii_letter_or_digit(char32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}
bool is_separator(char32_t c) { return c == '_' || c == '-'; }
bool allowed(char32_t c) { return is_ascii_letter_or_digit(c) || is_separator(c) || accented(c).has_value(); }

// The code points of UTF-8 text (nullopt where it is not UTF-8).
std::optional<std::vector<char32_t>> code_points(std::string_view s) {
  std::vector<char32_t> out;
  for (size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    const int n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
    if (n == 0 || i + size_t(n) > s.size()) return std::nullopt;
    char32_t c = n == 1 ? b : n == 2 ? (b & 0x1F) : n == 3 ? (b & 0x0F) : (b & 0x07);
    for (int k = 1; k < n; ++k) {
      const auto x = static_cast<unsigned char>(s[i + size_t(k)]);
      if ((x >> 6) != 0x2) return std::nullopt;
      c = (c << 6) | (x & 0x3F);
    }
    static constexpr std::array<char32_t, 5> kLeast = {0, 0, 0x80, 0x800, 0x10000};
    if (c < kLeast[size_t(n)] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return std::nullopt;
    out.push_back(c);
    i += size_t(n);
  }
  return out;
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += char(c);
  } else if (c < 0x800) {
    out += char(0xC0 | (c >> 6)), out += char(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += char(0xE0 | (c >> 12)), out += char(0x80 | ((c >> 6) & 0x3F)), out += char(0x80 | (c & 0x3F));
  } else {
    out += char(0xF0 | (c >> 18)), out += char(0x80 | ((c >> 12) & 0x3F)), out += char(0x80 | ((c >> 6) & 0x3F)),
        out += char(0x80 | (c & 0x3F));
  }
}

// A letter followed by a combining mark written as the one accented letter (Unicode's NFC, for
// the letters a name may have): "a" + U+0303 is "ã".
std::vector<char32_t> composed(const std::vector<char32_t>& in) {
  std::vector<char32_t> out;
  for (char32_t c : in) {
    if (!out.empty() && std::find(kMarks.begin(), kMarks.end(), c) != kMarks.end()) {
      const char32_t base = out.back();
      const bool capital = base >= 'A' && base <= 'Z';
      const char lower = char(capital ? base + 0x20 : base);
      bool done = false;
      for (const auto& a : kAccented)
        if (a.base == lower && a.mark == c && !(capital && a.letter == 0xFF)) {
          out.back() = capital ? a.letter - 0x20 : a.letter;
          done = true;
          break;
        }
      if (done) continue;
    }
    out.push_back(c);
  }
  return out;
}

std::string utf8(const std::vector<char32_t>& cs) {
  std::string out;
  for (char32_t c : cs) append_utf8(out, c);
  return out;
}

// How a refused character is named in a message: itself where it can be read, else its number.
std::string shown(char32_t c) {
  if (c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) || (c >= 0x300 && c < 0x370) || c == 0xAD ||
      (c >= 0x200B && c <= 0x200F) || (c >= 0x2028 && c <= 0x202E) || c == 0xFEFF)
    return fmt::format("U+{:04X}", uint32_t(c));
  std::string s;
  append_utf8(s, c);
  return s;
}

}  // namespace

std::string normalized_account_name(std::string_view name) {
  const auto cs = code_points(name);
  return cs ? utf8(composed(*cs)) : std::string(name);
}

std::optional<std::string> refused_character(std::string_view name) {
  const auto cs = code_points(name);
  if (!cs) return std::nullopt;
  for (char32_t c : composed(*cs))
    if (!allowed(c)) return shown(c);
  return std::nullopt;
}

std::string account_name_problem(std::string_view name) {
  const auto cs = code_points(name);
  if (!cs) return fmt::format("an account name is UTF-8 text of {}", kAllowed);
  const auto letters = composed(*cs);
  if (letters.size() < kMinLength || letters.size() > kMaxLength)
    return fmt::format("an account name has {} (this one has {})", kAllowed, letters.size());
  for (char32_t c : letters)
    if (!allowed(c)) return fmt::format("an account name has {}; '{}' is not one of them", kAllowed, shown(c));
  if (is_separator(letters.front()) || is_separator(letters.back()))
    return "an account name begins and ends with a letter or a digit";
  for (size_t i = 1; i < letters.size(); ++i)
    if (is_separator(letters[i]) && is_separator(letters[i - 1]))
      return "an account name has no two separators ('_', '-') in a row";
  if (reserved_name(name)) return fmt::format("'{}' is reserved; choose another name", utf8(letters));
  return {};
}

std::string folded_name(std::string_view name) {
  const auto cs = code_points(name);
  if (!cs) return std::string(name);
  std::string out;
  for (char32_t c : composed(*cs)) {
    if ((c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7)) c += 0x20;
    append_utf8(out, c);
  }
  return out;
}

std::string name_skeleton(std::string_view name) {
  // Folded, each accented letter as its base letter ("João" passes for "joao"), then look-alikes.
  const auto cs = code_points(folded_name(name));
  std::string folded;
  if (cs) {
    for (char32_t c : *cs)
      if (const auto a = accented(c)) folded += a->base;
      else append_utf8(folded, c);
  } else {
    folded = folded_name(name);
  }
  std::string out;
  out.reserve(folded.size());
  for (size_t i = 0; i < folded.size(); ++i) {
    const char c = folded[i], next = i + 1 < folded.size() ? folded[i + 1] : '\0';
    if (c == 'r' && next == 'n') {
      out += 'm';
      ++i;
      continue;
    }
    if (c == 'v' && next == 'v') {
      out += 'w';
      ++i;
      continue;
    }
    switch (c) {
      case '0': out += 'o'; break;
      case '1':
      case 'i': out += 'l'; break;
      case '5': out += 's'; break;
      case '2': out += 'z'; break;
      case '8': out += 'b'; break;
      case '_': out += '-'; break;
      default: out += c;
    }
  }
  return out;
}

bool reserved_name(std::string_view name) {
  // Compared by skeleton, so no look-alike of them passes either.
  static constexpr std::array<std::string_view, 12> kReserved = {
      "admin", "administrator", "cubilete", "moderator", "system", "support",
      "anonymous", "deleted", "guest", "bot", "server", "root"};
  const std::string skeleton = name_skeleton(name);
  for (auto r : kReserved)
    if (skeleton == name_skeleton(r)) return true;
  // A person named like a bot could pass for one at the table.
  for (const auto& entry : game_registry())
    for (const auto& bot : bot_names(entry))
      if (skeleton == name_skeleton(bot)) return true;
  return false;
}

}  // namespace cubilete::accounts
