#include "core/text.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace cubilete {

std::string lower(std::string_view s) {
  std::string out;
  for (char c : s) out += char(std::tolower((unsigned char)c));
  return out;
}

std::string_view trim_blanks(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::string count_of(long long n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

std::string fold_name(std::string_view s) {
  // The Latin-1 supplement letters U+00C0..U+00FF (UTF-8 C3 80..C3 BF) without their accents;
  // '.' keeps letters that have no plain form (Æ, Ø, ß, ...).
  static constexpr char kPlain[65] = "aaaaaa.ceeeeiiii.nooooo.ouuuuy..aaaaaa.ceeeeiiii.nooooo.ouuuuy.y";
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    const auto next = i + 1 < s.size() ? static_cast<unsigned char>(s[i + 1]) : 0;
    if (c == 0xC3 && next >= 0x80 && next <= 0xBF && kPlain[next - 0x80] != '.') {
      out += kPlain[next - 0x80];
      ++i;
    } else if (c == ' ' || c == '-') {
      out += '_';
    } else {
      out += char(std::tolower(c));
    }
  }
  return out;
}

std::vector<std::string> words_of(std::string_view s) {
  std::istringstream in(lower(s));
  std::vector<std::string> w;
  for (std::string x; in >> x;) w.push_back(x);
  return w;
}

std::string join_from(const std::vector<std::string>& w, size_t from) {
  std::string s;
  for (size_t i = from; i < w.size(); ++i) s += (s.empty() ? "" : " ") + w[i];
  return s;
}

size_t text_width(std::string_view s) {
  // Every byte but UTF-8's continuation bytes (10xxxxxx) begins a character.
  size_t width = 0;
  for (char c : s) width += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return width;
}

std::string wrap_items(const std::vector<std::string>& items, size_t width, const std::string& indent,
                       const std::string& separator, const std::string& first) {
  if (items.empty()) return "";
  std::string out, line = first + items.front();
  for (size_t i = 1; i < items.size(); ++i) {
    if (text_width(line) + text_width(separator) + text_width(items[i]) > width) {
      out += line + "\n";
      line = indent + items[i];
    } else {
      line += separator + items[i];
    }
  }
  return out + line + "\n";
}

std::string wrap_text(std::string_view text, size_t width, const std::string& indent, const std::string& first) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return wrap_items(words, width, indent, " ", first);
}

std::string wrap_list(std::string_view head, const std::vector<std::string>& items, size_t width,
                      const std::string& indent) {
  if (items.empty()) return std::string(head) + "\n";
  std::vector<std::string> words;
  for (size_t i = 0; i < items.size(); ++i) words.push_back(items[i] + (i + 1 < items.size() ? "," : ""));
  return wrap_items(words, width, indent, " ", std::string(head) + " ");
}

std::string wrap_paragraphs(std::string_view text, size_t width, const std::string& indent, const std::string& first) {
  std::string out;
  for (size_t start = 0; start < text.size();) {
    const size_t end = std::min(text.find('\n', start), text.size());
    const auto line = text.substr(start, end - start);
    const std::string& prefix = start == 0 ? first : indent;
    if (line.find_first_not_of(' ') == std::string_view::npos)
      out += "\n";
    else if (line[0] == ' ')
      out += prefix + std::string(line) + "\n";
    else
      out += wrap_text(line, width, indent, prefix);
    start = end + 1;
  }
  return out;
}

std::string last_event_line(std::string_view event, Lang lang) {
  static const Translated kLast{"Last: ", "Último: ", "Último: "};
  const std::string& first = kLast.in(lang);
  return wrap_text(event, 80, std::string(text_width(first), ' '), first);
}

}  // namespace cubilete
