#include "loadtest/server_message.h"

namespace cubilete::loadtest {

namespace {

using json = nlohmann::json;

// SAX events of one message: top-level scalars into their fields, the top-level string arrays
// "events" and "legal" into theirs, everything else passed over.
class Reader {
 public:
  explicit Reader(ServerMessage& out) : out_(out) {}

  bool null() { return scalar([&] { set_number(std::nullopt); }); }
  bool boolean(bool) { return true; }
  bool number_integer(json::number_integer_t v) { return scalar([&] { set_number(v); }); }
  bool number_unsigned(json::number_unsigned_t v) { return scalar([&] { set_number(int64_t(v)); }); }
  bool number_float(json::number_float_t, const json::string_t&) { return true; }
  bool binary(json::binary_t&) { return true; }
  bool string(json::string_t& v) {
    if (depth_ == 2 && list_) list_->push_back(v);
    return scalar([&] {
      if (member_ == "type") out_.type = v;
      else if (member_ == "code") out_.code = v;
      else if (member_ == "room") out_.room = v;
      else if (member_ == "token") out_.token = v;
      else if (member_ == "status") out_.status = v;
    });
  }
  bool start_object(std::size_t) { return ++depth_, true; }
  bool end_object() { return --depth_, true; }
  bool start_array(std::size_t) {
    if (depth_ == 1) list_ = member_ == "events" ? &out_.events : member_ == "legal" ? &out_.legal : nullptr;
    ++depth_;
    return true;
  }
  bool end_array() {
    if (--depth_ == 1) list_ = nullptr;
    return true;
  }
  bool key(json::string_t& k) {
    if (depth_ == 1) {
      member_ = k;
      if (k == "result") out_.has_result = true;
    }
    return true;
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) { return false; }

 private:
  // A scalar value: read where it is a top-level member's; the document itself must be an object.
  template <class F>
  bool scalar(F&& read) {
    if (depth_ == 0) return false;  // a bare scalar is no message
    if (depth_ == 1) read();
    return true;
  }
  void set_number(std::optional<int64_t> v) {
    if (member_ == "version") out_.version = v ? uint64_t(*v) : 0;
    else if (member_ == "seat") out_.seat = v ? std::optional<int>(int(*v)) : std::nullopt;
    else if (member_ == "to_move") out_.to_move = v ? std::optional<int>(int(*v)) : std::nullopt;
  }

  ServerMessage& out_;
  int depth_ = 0;
  std::string member_;
  std::vector<std::string>* list_ = nullptr;
};

}  // namespace

ServerMessage read_server_message(std::string_view text) {
  ServerMessage m;
  Reader reader(m);
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos || text[first] != '{' || !json::sax_parse(text.begin(), text.end(), &reader))
    return {};
  if (m.has_result)
    m.view = json::parse(
        text,
        [](int depth, json::parse_event_t event, json& parsed) {
          return depth != 1 || event != json::parse_event_t::key || parsed.get_ref<const std::string&>() == "view";
        },
        false).value("view", json());
  return m;
}

}  // namespace cubilete::loadtest
