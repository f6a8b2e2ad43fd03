#include "core/json_text.h"

#include <fmt/format.h>

namespace cubilete {

void JsonText::separate() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back()) out_ += ',';
    first_.back() = false;
  }
}

JsonText& JsonText::open(char c) {
  separate();
  out_ += c;
  first_.push_back(true);
  return *this;
}

JsonText& JsonText::close(char c) {
  out_ += c;
  first_.pop_back();
  return *this;
}

JsonText& JsonText::key(std::string_view k) {
  separate();
  string(k);
  out_ += ':';
  after_key_ = true;
  return *this;
}

JsonText& JsonText::value(int v) {
  separate();
  out_ += fmt::format_int(v).c_str();
  return *this;
}

JsonText& JsonText::value(bool v) {
  separate();
  out_ += v ? "true" : "false";
  return *this;
}

JsonText& JsonText::value(std::string_view v) {
  separate();
  string(v);
  return *this;
}

JsonText& JsonText::null() {
  separate();
  out_ += "null";
  return *this;
}

JsonText& JsonText::values(const std::vector<int>& v) {
  begin_array();
  for (int x : v) value(x);
  return end_array();
}

// As nlohmann's dump (ensure_ascii off): quotes, backslashes and control characters escaped,
// everything else (UTF-8 included) as it is.
void JsonText::string(std::string_view s) {
  out_ += '"';
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"': out_ += "\\\""; break;
      case '\\': out_ += "\\\\"; break;
      case '\b': out_ += "\\b"; break;
      case '\f': out_ += "\\f"; break;
      case '\n': out_ += "\\n"; break;
      case '\r': out_ += "\\r"; break;
      case '\t': out_ += "\\t"; break;
      default:
        if (c < 0x20) out_ += fmt::format("\\u{:04x}", c);
        else out_ += ch;
    }
  }
  out_ += '"';
}

}  // namespace cubilete
