// The config file's TOML subset (src/cli/config_file.h): every kind of value it reads, and a clear
// error naming the line for everything it does not.
#include "cli/config_file.h"

#include <gtest/gtest.h>

#include "core/error.h"

using cubilete::UsageError;
using cubilete::cli::ConfigValue;
using cubilete::cli::parse_config;

namespace {

// The message parse_config throws for `text` (fails the test when it throws none).
std::string error_of(const std::string& text) {
  try {
    parse_config(text, "site.toml");
  } catch (const UsageError& e) {
    return e.what();
  }
  ADD_FAILURE() << "no error for: " << text;
  return "";
}

TEST(ConfigFile, ReadsEveryKindOfValueWithTheLineOfEachKey) {
  const auto entries = parse_config(
      "# the table of the club\n"
      "\n"
      "host = \"0.0.0.0\"   # every interface\n"
      "port=8_081\n"
      "\tbot-delay = -0\n"
      "one-seat-per-address = true\n"
      "rate = 1.5\n"
      "web = '/srv/web\\dist'\n"
      "name = \"tab\\there \\\"q\\\" \\u00e1\\U0001F3B2\"\n"
      "trusted-proxy = [\n"
      "  \"10.0.0.9\",  # nginx\n"
      "  '::1',\n"
      "]\n"
      "empty = []\r\n"
      "last = false",
      "site.toml");
  ASSERT_EQ(entries.size(), 10u);
  EXPECT_EQ(entries[0].key, "host");
  EXPECT_EQ(entries[0].line, 3);
  EXPECT_EQ(entries[0].value.kind, ConfigValue::Kind::string);
  EXPECT_EQ(entries[0].value.text, "0.0.0.0");
  EXPECT_EQ(entries[1].value.kind, ConfigValue::Kind::integer);
  EXPECT_EQ(entries[1].value.text, "8081");
  EXPECT_EQ(entries[1].line, 4);
  EXPECT_EQ(entries[2].key, "bot-delay");
  EXPECT_EQ(entries[2].value.text, "-0");
  EXPECT_EQ(entries[3].value.kind, ConfigValue::Kind::boolean);
  EXPECT_EQ(entries[3].value.text, "true");
  EXPECT_EQ(entries[4].value.kind, ConfigValue::Kind::decimal);
  EXPECT_EQ(entries[4].value.text, "1.5");
  EXPECT_EQ(entries[5].value.text, "/srv/web\\dist") << "a literal string keeps its backslashes";
  EXPECT_EQ(entries[6].value.text, "tab\there \"q\" \xC3\xA1\xF0\x9F\x8E\xB2");
  EXPECT_EQ(entries[7].key, "trusted-proxy");
  EXPECT_EQ(entries[7].line, 10);
  EXPECT_EQ(entries[7].value.kind, ConfigValue::Kind::array);
  EXPECT_EQ(entries[7].value.items, (std::vector<std::string>{"10.0.0.9", "::1"}));
  EXPECT_EQ(entries[8].line, 14) << "lines after a multi-line array are counted";
  EXPECT_TRUE(entries[8].value.items.empty());
  EXPECT_EQ(entries[9].line, 15);
  EXPECT_EQ(entries[9].value.text, "false");
}

TEST(ConfigFile, AnEmptyFileOrOnlyCommentsHasNoSettings) {
  EXPECT_TRUE(parse_config("", "a.toml").empty());
  EXPECT_TRUE(parse_config("# nothing\n   \n#port = 8080\n", "a.toml").empty());
}

TEST(ConfigFile, EachMistakeNamesTheFileTheLineAndWhatIsAllowed) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"port = 8080\nport = 8081\n", "site.toml:2: 'port' is given twice"},
      {"\n[serve]\nport = 1\n", "site.toml:2: sections ([name]) are not used"},
      {"serve.port = 1\n", "site.toml:1: dotted keys ('serve.') are not used"},
      {"\"port\" = 1\n", "site.toml:1: quoted keys are not used"},
      {"port 8080\n", "site.toml:1: expected '=' after the key 'port'"},
      {"= 8080\n", "site.toml:1: expected a key (letters, digits, '-' and '_') at '= 8080'"},
      {"port =\n", "site.toml:1: 'port' has no value; a value is a \"string\""},
      {"port = # none\n", "site.toml:1: 'port' has no value"},
      {"host = 0.0.0.0\n", "site.toml:1: '0.0.0.0' is not a value for 'host' (a string needs quotes: host = \"0.0.0.0\")"},
      {"port = 80_\n", "'80_' is not a value for 'port'"},
      {"port = 1__0\n", "'1__0' is not a value"},
      {"port = 0x10\n", "'0x10' is not a value"},
      {"on = True\n", "'True' is not a value"},
      {"host = \"abc\n", "site.toml:1: a string is not closed before the end of its line"},
      {"host = \"a\\qb\"\n", "site.toml:1: '\\q' is not an escape"},
      {"host = \"\\u00zz\"\n", "\\u takes 4 hexadecimal digits"},
      {"host = \"\\uD800\"\n", "is not a character a setting may hold"},
      {"host = \"\"\"long\"\"\"\n", "multi-line strings"},
      {"port = 1 2\n", "site.toml:1: unexpected '2' after the value"},
      {"trusted-proxy = [1, 2]\n", "site.toml:1: the array of 'trusted-proxy' holds '1, 2]': arrays hold strings only"},
      {"trusted-proxy = [\"a\" \"b\"]\n", "expected ',' or ']' in the array of 'trusted-proxy'"},
      {"a = 1\ntrusted-proxy = [\"a\",\n# open\n", "site.toml:4: the array of 'trusted-proxy' is not closed with ']'"},
      {"host = \"a\x01\"\n", "a string holds a control character"},
  };
  for (const auto& [text, expected] : cases) {
    const std::string message = error_of(text);
    EXPECT_NE(message.find(expected), std::string::npos) << "for:\n" << text << "\ngot: " << message;
  }
}

}  // namespace
