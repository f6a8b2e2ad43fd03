// The checks of names and chat lines (server/text_checks.h) without a server: every character
// Unicode calls invisible (Default_Ignorable_Code_Point) or direction-changing (Bidi_Control) is
// refused by its code point, and the names and emoji people really type are not.
#include "server/text_checks.h"

#include <gtest/gtest.h>
#include <unicode/uchar.h>

#include <string>
#include <vector>

namespace cubilete::server {
namespace {

constexpr size_t kName = 40, kLine = 500;

std::string utf8(char32_t c) {
  std::string out;
  if (c < 0x80) {
    out += char(c);
  } else if (c < 0x800) {
    out += char(0xC0 | (c >> 6));
    out += char(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += char(0xE0 | (c >> 12));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  } else {
    out += char(0xF0 | (c >> 18));
    out += char(0x80 | ((c >> 12) & 0x3F));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  }
  return out;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The characters a security review found accepted: the Hangul fillers (a name of them shows as
// blank), the soft hyphen, the Arabic letter mark, a tag, the invisible plus, the combining
// grapheme joiner and the Mongolian vowel separator.
const std::vector<std::pair<char32_t, std::string>> kFound = {
    {0x3164, "U+3164"}, {0x115F, "U+115F"}, {0x00AD, "U+00AD"}, {0x061C, "U+061C"},
    {0xE0041, "U+E0041"}, {0x2064, "U+2064"}, {0x034F, "U+034F"}, {0x180E, "U+180E"}};

TEST(TextChecks, InvisibleAndDirectionCharactersAreRefusedByTheirCodePoint) {
  for (const auto& [c, named] : kFound) {
    const std::string ch = utf8(c);
    for (const std::string& name : {"Ana" + ch + "Lu", ch + "Ana", "Ana" + ch, ch, ch + ch + ch, "  " + ch + "  "}) {
      const auto checked = check_name(name, kName);
      EXPECT_TRUE(checked.name.empty()) << named;
      EXPECT_TRUE(has(checked.problem, named)) << named << ": " << checked.problem;
    }
    const auto problem = text_problem("hello " + ch + " there", kLine, "chat message");
    EXPECT_TRUE(has(problem, "the chat message contains " + named)) << problem;
    EXPECT_TRUE(has(text_problem(ch, kLine, "chat message"), named));
  }
  // Blank to the eye: refused by the first filler, named.
  EXPECT_EQ(check_name(utf8(0x3164) + utf8(0x3164), kName).problem, "the name contains U+3164, an invisible character");
  EXPECT_EQ(check_name(utf8(0x115F), kName).problem, "the name contains U+115F, an invisible character");
  EXPECT_EQ(text_problem("a" + utf8(0x202E) + "b", kLine, "chat message"),
            "the chat message contains U+202E, a character that changes the direction of text");
}

TEST(TextChecks, EveryDefaultIgnorableAndBidiControlCharacterIsRefused) {
  size_t seen = 0;
  for (UChar32 c = 0; c <= 0x10FFFF; ++c) {
    if (c >= 0xD800 && c <= 0xDFFF) continue;  // not text in UTF-8
    if (!u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) && !u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL))
      continue;
    ++seen;
    const std::string ch = utf8(char32_t(c));
    EXPECT_FALSE(text_problem("x" + ch + "y", kLine, "chat message").empty()) << std::hex << c;
    EXPECT_FALSE(check_name("x" + ch + "y", kName).problem.empty()) << std::hex << c;
  }
  EXPECT_GT(seen, 4000u) << "ICU's Unicode data: over 4,000 code points are default-ignorable";
}

TEST(TextChecks, TheOtherRefusalsStay) {
  EXPECT_TRUE(has(check_name("a\nb", kName).problem, "U+000A, a control character"));
  EXPECT_TRUE(has(text_problem("a\tb", kLine, "chat message"), "U+0009"));
  EXPECT_TRUE(has(text_problem("a" + utf8(0x2028) + "b", kLine, "chat message"), "U+2028, a line or paragraph"));
  EXPECT_EQ(check_name("   ", kName).problem, "the name is blank");
  EXPECT_EQ(text_problem(" " + utf8(0x3000), kLine, "chat message"), "the chat message is blank");
  EXPECT_TRUE(has(check_name(std::string(kName + 1, 'n'), kName).problem, "at most 40"));
  EXPECT_EQ(check_name("a\xFF", kName).problem, "the name is not valid UTF-8 text");
}

TEST(TextChecks, AccentedNamesAndEmojiAreAccepted) {
  // As typed, and as kept: trimmed, in NFC ("e" and a combining acute are "é").
  const std::vector<std::pair<std::string, std::string>> names = {
      {"Jos\xC3\xA9 \xC3\x91" "and\xC3\xBA", "Jos\xC3\xA9 \xC3\x91" "and\xC3\xBA"},  // José Ñandú
      {" Ana L\xC3\xBA" "cia ", "Ana L\xC3\xBA" "cia"},                           // Ana Lúcia
      {"Zo\xC3\xAB", "Zo\xC3\xAB"},                                              // Zoë
      {"Zoe\xCC\x88", "Zo\xC3\xAB"},                                             // Zoë, decomposed
      {"\xF0\x9F\x8E\xB2 Dados", "\xF0\x9F\x8E\xB2 Dados"},                      // a die
      {"\xE2\x9D\xA4\xEF\xB8\x8F", "\xE2\x9D\xA4\xEF\xB8\x8F"},                  // a red heart, U+FE0F
      {"\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD", "\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD"},  // thumbs up, a skin tone
      {"\xF0\x9F\x87\xA6\xF0\x9F\x87\xB7 Rosario", "\xF0\x9F\x87\xA6\xF0\x9F\x87\xB7 Rosario"},  // a flag
      {"\xD0\x9E\xD0\xBB\xD1\x8F", "\xD0\x9E\xD0\xBB\xD1\x8F"},                  // Оля
      {"\xE7\x8E\x8B\xE8\x8A\xB3", "\xE7\x8E\x8B\xE8\x8A\xB3"},                  // 王芳
      {"\xD9\x84\xD9\x8A\xD9\x84\xD9\x89", "\xD9\x84\xD9\x8A\xD9\x84\xD9\x89"},  // ليلى, right to left
  };
  for (const auto& [typed, kept] : names) {
    const auto checked = check_name(typed, kName);
    EXPECT_EQ(checked.problem, "") << typed;
    EXPECT_EQ(checked.name, kept);
    EXPECT_EQ(text_problem("ol\xC3\xA1 " + typed, kLine, "chat message"), "") << typed;
  }
  // The emoji form only after a pictograph: after a letter it would hide in the name.
  EXPECT_TRUE(has(check_name("Ana\xEF\xB8\x8F", kName).problem, "U+FE0F, an invisible character"));
  EXPECT_TRUE(has(check_name("\xEF\xB8\x8F", kName).problem, "U+FE0F"));
}

}  // namespace
}  // namespace cubilete::server
