#pragma once
// Writing JSON text directly, for views published with every move (the server sends one in each
// state message, and building an nlohmann tree of maps for it cost more than everything else the
// server does per action). The writer adds commas itself; the caller writes object keys in the
// order nlohmann::json::dump() would (sorted), so the text is the same byte for byte. Strings
// must be valid UTF-8 (the engine's names are ASCII; people's names and chat are checked as they
// arrive), since nothing here replaces invalid bytes as the server's dump does.
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
  JsonText& key(std::string_view k);
  JsonText& value(int v);
  JsonText& value(bool v);
  JsonText& value(std::string_view v);
  JsonText& value(const char* v) { return value(std::string_view(v)); }
  JsonText& null();
  // An array of whole numbers.
  JsonText& values(const std::vector<int>& v);

 private:
  JsonText& open(char c);
  JsonText& close(char c);
  void separate();  // the comma before a value or key, where one is due
  void string(std::string_view s);

  std::string& out_;
  std::vector<bool> first_;  // per open container: nothing written in it yet
  bool after_key_ = false;
};

}  // namespace cubilete
