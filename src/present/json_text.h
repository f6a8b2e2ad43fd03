#pragma once
// Writing JSON text directly, for what is published with every move (the server sends a view in
// each state message, and building an nlohmann tree of maps for it cost more than everything
// else the server did per action). The writer adds commas itself and writes values as
// nlohmann::json::dump() does, so a document written in dump's key order (sorted) is the same
// byte for byte. Strings must be valid UTF-8 (the engine's names are ASCII; people's names and
// chat are checked as they arrive), since nothing here replaces invalid bytes as the server's
// dump does. The small steps are inline: a view is hundreds of them.
#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cubilete {

class JsonText {
 public:
  explicit JsonText(std::string& out) : out_(out) {}

  JsonText& begin_object() { return open('{'); }
  JsonText& end_object() { return close('}'); }
  JsonText& begin_array() { return open('['); }
  JsonText& end_array() { return close(']'); }
  // A key of the object being written; its value comes next.
  JsonText& key(std::string_view k) {
    separate();
    string(k);
    out_ += ':';
    after_key_ = true;
    return *this;
  }
  JsonText& value(int v) { return value(int64_t(v)); }
  JsonText& value(int64_t v) { return whole(v); }
  // A whole number past int64_t's range too (a record's 64-bit seed).
  JsonText& value(uint64_t v) { return whole(v); }
  // As dump writes a double: the shortest text that reads back the same, with ".0" when it is
  // whole; null for infinities and NaN, which JSON cannot hold.
  JsonText& value(double v);
  JsonText& value(bool v) {
    separate();
    out_ += v ? "true" : "false";
    return *this;
  }
  JsonText& value(std::string_view v) {
    separate();
    string(v);
    return *this;
  }
  JsonText& value(const char* v) { return value(std::string_view(v)); }
  JsonText& null() {
    separate();
    out_ += "null";
    return *this;
  }
  // An array of whole numbers.
  JsonText& values(const std::vector<int>& v);
  // Text that is already JSON (a value written earlier), as the next value.
  JsonText& raw(std::string_view json);
  // The members of an object written earlier ({"kind":"keep","dice":[5]}), into the object
  // being written.
  JsonText& members(std::string_view object_json);

 private:
  template <class Whole>
  JsonText& whole(Whole v) {
    separate();
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, v).ptr;
    out_.append(digits, size_t(end - digits));
    return *this;
  }
  JsonText& open(char c) {
    separate();
    out_ += c;
    if (depth_ == kMaxDepth) too_deep();
    empty_ |= uint64_t(1) << depth_++;
    return *this;
  }
  JsonText& close(char c) {
    out_ += c;
    --depth_;
    return *this;
  }
  // The comma before a value or key, where one is due.
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (depth_ == 0) return;
    const uint64_t bit = uint64_t(1) << (depth_ - 1);
    if (!(empty_ & bit)) out_ += ',';
    empty_ &= ~bit;
  }
  void string(std::string_view s) {
    for (const char ch : s)
      if (ch == '"' || ch == '\\' || static_cast<unsigned char>(ch) < 0x20) return escaped(s);
    out_ += '"';
    out_ += s;
    out_ += '"';
  }
  void escaped(std::string_view s);
  [[noreturn]] static void too_deep();

  static constexpr int kMaxDepth = 64;
  std::string& out_;
  int depth_ = 0;       // containers open
  uint64_t empty_ = 0;  // bit d: the container at depth d has nothing in it yet
  bool after_key_ = false;
};

}  // namespace cubilete
