#include "present/json_text.h"

#include <fmt/format.h>

#include <cmath>
#include <iterator>
#include <stdexcept>

namespace cubilete {

JsonText& JsonText::value(double v) {
  separate();
  if (!std::isfinite(v)) {
    out_ += "null";
    return *this;
  }
  const size_t start = out_.size();
  fmt::format_to(std::back_inserter(out_), "{}", v);
  if (out_.find_first_of(".e", start) == std::string::npos) out_ += ".0";
  return *this;
}

JsonText& JsonText::raw(std::string_view json) {
  separate();
  out_ += json;
  return *this;
}

JsonText& JsonText::members(std::string_view object_json) {
  const auto inner = object_json.substr(1, object_json.size() - 2);
  if (inner.empty()) return *this;
  separate();
  out_ += inner;
  return *this;
}

JsonText& JsonText::values(const std::vector<int>& v) {
  begin_array();
  for (int x : v) value(x);
  return end_array();
}

void JsonText::too_deep() { throw std::logic_error("JSON text nested more than 64 deep"); }

// As nlohmann's dump (ensure_ascii off): quotes, backslashes and control characters escaped,
// everything else (UTF-8 included) as it is.
void JsonText::escaped(std::string_view s) {
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
