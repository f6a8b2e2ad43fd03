#pragma once
// A ValueSink (core/value_sink.h) that writes JSON text: how described views and moves become
// what the server sends, straight, without a tree.
#include <string>
#include <string_view>

#include "core/describe.h"
#include "core/value_sink.h"
#include "present/json_text.h"

namespace cubilete {

class JsonSink final : public ValueSink {
 public:
  // Writes through `json`, as its next value.
  explicit JsonSink(JsonText& json) : json_(json) {}

  void begin_object() override { json_.begin_object(); }
  void key(std::string_view k) override { json_.key(k); }
  void end_object() override { json_.end_object(); }
  void begin_array() override { json_.begin_array(); }
  void end_array() override { json_.end_array(); }
  void boolean(bool v) override { json_.value(v); }
  void integer(int64_t v) override { json_.value(v); }
  void unsigned_integer(uint64_t v) override { json_.value(v); }
  void number(double v) override { json_.value(v); }
  void string(std::string_view v) override { json_.value(v); }
  void null() override { json_.null(); }
  void written(std::string_view text) override { json_.raw(text); }

 private:
  JsonText& json_;
};

// A described value (core/describe.h) as JSON text.
template <class T>
std::string described_text(const T& value) {
  std::string text;
  JsonText json(text);
  JsonSink sink(json);
  write_value(sink, value);
  return text;
}

}  // namespace cubilete
