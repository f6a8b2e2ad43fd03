#include "cli/config_file.h"

#include <fmt/format.h>

#include <optional>
#include <set>

#include "core/error.h"

namespace cubilete::cli {

std::string_view kind_name(ConfigValue::Kind kind) {
  switch (kind) {
    case ConfigValue::Kind::string: return "a string";
    case ConfigValue::Kind::integer: return "an integer";
    case ConfigValue::Kind::decimal: return "a decimal number";
    case ConfigValue::Kind::boolean: return "true or false";
    case ConfigValue::Kind::array: return "an array of strings";
  }
  return "a value";
}

namespace {

constexpr std::string_view kValues =
    "a value is a \"string\", a 'literal string', an integer, a decimal number, true, false, or an array of "
    "strings [\"a\", \"b\"]";

bool is_key_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Appends code point `cp` as UTF-8.
void append_utf8(std::string& out, unsigned long cp) {
  if (cp < 0x80) {
    out += char(cp);
  } else if (cp < 0x800) {
    out += char(0xC0 | (cp >> 6));
    out += char(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += char(0xE0 | (cp >> 12));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  } else {
    out += char(0xF0 | (cp >> 18));
    out += char(0x80 | ((cp >> 12) & 0x3F));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  }
}

class Parser {
 public:
  Parser(std::string_view text, const std::string& file) : text_(text), file_(file) {}

  std::vector<ConfigEntry> entries() {
    std::vector<ConfigEntry> out;
    std::set<std::string> seen;
    while (true) {
      skip_blank_lines();
      if (at_end()) return out;
      ConfigEntry entry;
      entry.line = line_;
      entry.key = key();
      if (!seen.insert(entry.key).second) fail(fmt::format("'{}' is given twice; give each key once", entry.key));
      skip_spaces();
      if (peek() != '=') fail(fmt::format("expected '=' after the key '{}' (key = value)", entry.key));
      ++pos_;
      skip_spaces();
      if (at_line_end()) fail(fmt::format("'{}' has no value; {}", entry.key, kValues));
      entry.value = value(entry.key);
      end_of_line();
      out.push_back(std::move(entry));
    }
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw UsageError(fmt::format("{}:{}: {}", file_, line_, what));
  }
  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return at_end() ? '\0' : text_[pos_]; }
  bool at_line_end() const { return at_end() || peek() == '\n' || peek() == '#' || text_.substr(pos_, 2) == "\r\n"; }
  void skip_spaces() {
    while (peek() == ' ' || peek() == '\t') ++pos_;
  }
  void skip_comment() {
    if (peek() != '#') return;
    while (!at_end() && peek() != '\n') ++pos_;
  }
  void newline() {
    if (peek() == '\r') ++pos_;
    if (peek() != '\n') fail("expected the end of the line");
    ++pos_;
    ++line_;
  }
  // Blank lines and comment lines before a key; a table header is refused here.
  void skip_blank_lines() {
    while (true) {
      skip_spaces();
      skip_comment();
      if (at_end()) return;
      if (peek() == '[')
        fail("sections ([name]) are not used: every key stands at the top level of the file (key = value)");
      if (peek() != '\r' && peek() != '\n') return;
      newline();
    }
  }
  std::string key() {
    const size_t start = pos_;
    while (is_key_char(peek())) ++pos_;
    if (pos_ == start) {
      if (peek() == '"' || peek() == '\'') fail("quoted keys are not used: write the key bare (port = 8080)");
      fail(fmt::format("expected a key (letters, digits, '-' and '_') at '{}'; each line is key = value or a # comment",
                       rest_of_line()));
    }
    std::string k(text_.substr(start, pos_ - start));
    if (peek() == '.') fail(fmt::format("dotted keys ('{}.') are not used: every key stands at the top level", k));
    return k;
  }
  std::string rest_of_line() const {
    const size_t end = text_.find('\n', pos_);
    std::string_view rest = text_.substr(pos_, end == std::string_view::npos ? std::string_view::npos : end - pos_);
    if (!rest.empty() && rest.back() == '\r') rest.remove_suffix(1);
    return std::string(rest);
  }
  void end_of_line() {
    skip_spaces();
    skip_comment();
    if (at_end()) return;
    if (peek() != '\r' && peek() != '\n')
      fail(fmt::format("unexpected '{}' after the value; one key = value a line (a # comment may follow)",
                       rest_of_line()));
    newline();
  }

  ConfigValue value(const std::string& key) {
    ConfigValue v;
    const char c = peek();
    if (c == '"' || c == '\'') {
      v.kind = ConfigValue::Kind::string;
      v.text = string_value();
    } else if (c == '[') {
      v.kind = ConfigValue::Kind::array;
      v.items = array_value(key);
    } else {
      const size_t start = pos_;
      while (!at_end() && peek() != ' ' && peek() != '\t' && peek() != '#' && peek() != '\n' && peek() != '\r' &&
             peek() != ',' && peek() != ']')
        ++pos_;
      const std::string word(text_.substr(start, pos_ - start));
      if (word == "true" || word == "false") {
        v.kind = ConfigValue::Kind::boolean;
        v.text = word;
      } else if (auto number = number_text(word)) {
        v.kind = number->find('.') == std::string::npos ? ConfigValue::Kind::integer : ConfigValue::Kind::decimal;
        v.text = *number;
      } else {
        pos_ = start;
        fail(fmt::format("'{}' is not a value for '{}' (a string needs quotes: {} = \"{}\"); {}", word, key, key,
                         word, kValues));
      }
    }
    return v;
  }

  // TOML's decimal integers and plain decimal numbers (digits, an optional sign, '_' between
  // digits, one '.' between digits): the text without the underscores, or nothing.
  static std::optional<std::string> number_text(const std::string& word) {
    std::string out;
    size_t i = 0;
    if (i < word.size() && (word[i] == '+' || word[i] == '-')) {
      if (word[i] == '-') out += '-';
      ++i;
    }
    bool dot = false, digit_before = false;
    for (; i < word.size(); ++i) {
      const char c = word[i];
      if (is_digit(c)) {
        out += c;
        digit_before = true;
      } else if ((c == '_' || c == '.') && digit_before && i + 1 < word.size() && is_digit(word[i + 1])) {
        if (c == '.') {
          if (dot) return std::nullopt;
          dot = true;
          out += c;
        }
        digit_before = false;
      } else {
        return std::nullopt;
      }
    }
    if (!digit_before) return std::nullopt;
    return out;
  }

  std::string string_value() {
    const char quote = peek();
    ++pos_;
    if (text_.substr(pos_, 2) == std::string(2, quote))
      fail("multi-line strings (\"\"\" or ''') are not used: write the string on one line");
    std::string out;
    while (true) {
      if (at_end() || peek() == '\n' || peek() == '\r') fail("a string is not closed before the end of its line");
      const char c = text_[pos_++];
      if (c == quote) return out;
      if (static_cast<unsigned char>(c) < 0x20 && c != '\t') fail("a string holds a control character: write it as an escape");
      if (c != '\\' || quote == '\'') {
        out += c;
        continue;
      }
      const char e = peek();
      ++pos_;
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'u':
        case 'U': out += unicode_escape(e == 'u' ? 4 : 8); break;
        default:
          fail(fmt::format("'\\{}' is not an escape; the escapes are \\\" \\\\ \\n \\t \\r \\b \\f \\uXXXX \\UXXXXXXXX "
                           "(or write a 'literal string')",
                           e));
      }
    }
  }
  std::string unicode_escape(int digits) {
    unsigned long cp = 0;
    for (int i = 0; i < digits; ++i, ++pos_) {
      const char h = peek();
      int d = is_digit(h) ? h - '0' : (h >= 'a' && h <= 'f') ? h - 'a' + 10 : (h >= 'A' && h <= 'F') ? h - 'A' + 10 : -1;
      if (d < 0) fail(fmt::format("\\{} takes {} hexadecimal digits", digits == 4 ? 'u' : 'U', digits));
      cp = cp * 16 + d;
    }
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) || cp == 0)
      fail(fmt::format("\\u{:X} is not a character a setting may hold", cp));
    std::string out;
    append_utf8(out, cp);
    return out;
  }

  // [ "a", "b", ] over one or several lines, comments allowed between the items.
  std::vector<std::string> array_value(const std::string& key) {
    ++pos_;
    std::vector<std::string> items;
    while (true) {
      skip_array_space();
      if (at_end()) fail(fmt::format("the array of '{}' is not closed with ']'", key));
      if (peek() == ']') {
        ++pos_;
        return items;
      }
      if (peek() != '"' && peek() != '\'')
        fail(fmt::format("the array of '{}' holds '{}': arrays hold strings only ([\"a\", \"b\"])", key,
                         rest_of_line()));
      items.push_back(string_value());
      skip_array_space();
      if (peek() == ',') {
        ++pos_;
      } else if (peek() != ']') {
        fail(fmt::format("expected ',' or ']' in the array of '{}'", key));
      }
    }
  }
  void skip_array_space() {
    while (true) {
      skip_spaces();
      skip_comment();
      if (peek() != '\r' && peek() != '\n') return;
      newline();
    }
  }

  std::string_view text_;
  const std::string& file_;
  size_t pos_ = 0;
  int line_ = 1;
};

}  // namespace

std::vector<ConfigEntry> parse_config(std::string_view text, const std::string& file_name) {
  return Parser(text, file_name).entries();
}

}  // namespace cubilete::cli
