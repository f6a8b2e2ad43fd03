#pragma once
// A ValueSink (core/value_sink.h) that builds an nlohmann::json tree: for the command line's
// documents, whose keys nlohmann keeps sorted, so a described result prints as a hand-built one.
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/describe.h"
#include "core/value_sink.h"

namespace cubilete {

class JsonTreeSink final : public ValueSink {
 public:
  void begin_object() override { open(nlohmann::json::object()); }
  void key(std::string_view k) override { key_ = k; }
  void end_object() override { open_.pop_back(); }
  void begin_array() override { open(nlohmann::json::array()); }
  void end_array() override { open_.pop_back(); }
  void boolean(bool v) override { place(v); }
  // A whole number from 0 up is kept unsigned, as nlohmann reads it from text: the tree is the one
  // its text would read back as (a reader that asks for a non-negative number finds one).
  void integer(int64_t v) override { v >= 0 ? place(uint64_t(v)) : place(v); }
  void unsigned_integer(uint64_t v) override { place(v); }
  void number(double v) override { place(v); }
  void string(std::string_view v) override { place(std::string(v)); }
  void null() override { place(nullptr); }
  void written(std::string_view text) override { place(nlohmann::json::parse(text)); }

  nlohmann::json take() { return std::move(root_); }

 private:
  // Puts `v` where the stream stands: the root, an array's next element or the last key's value.
  // The containers still open are pointers into the tree: none of them changes while a child of
  // it is open, so none moves.
  nlohmann::json& place(nlohmann::json v) {
    if (open_.empty()) return root_ = std::move(v);
    auto& parent = *open_.back();
    if (parent.is_array()) {
      parent.push_back(std::move(v));
      return parent.back();
    }
    return parent[key_] = std::move(v);
  }
  void open(nlohmann::json container) { open_.push_back(&place(std::move(container))); }

  nlohmann::json root_;
  std::vector<nlohmann::json*> open_;
  std::string key_;
};

// What `write` writes, as a tree.
inline nlohmann::json json_of(const std::function<void(ValueSink&)>& write) {
  JsonTreeSink sink;
  write(sink);
  return sink.take();
}

// A described value (core/describe.h) as a tree: an HTTP body beside others built as trees.
template <class T>
nlohmann::json described_json(const T& value) {
  JsonTreeSink sink;
  write_value(sink, value);
  return sink.take();
}

}  // namespace cubilete
