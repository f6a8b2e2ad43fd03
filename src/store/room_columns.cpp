#include "store/room_columns.h"

#include <charconv>
#include <ostream>
#include <stdexcept>

#include <fmt/format.h>

namespace cubilete::store {

namespace {
std::runtime_error corrupt(std::string_view column, std::string_view text) {
  return std::runtime_error(fmt::format("the room's {} column holds '{}'", column, text.substr(0, 40)));
}
}  // namespace

bool hints_from_text(std::string_view text) {
  if (text == "on") return true;
  if (text == "off") return false;
  throw corrupt("hints", text);
}

bool dice_from_text(std::string_view text) {
  if (text == "entered") return true;
  if (text.empty()) return false;
  throw corrupt("dice", text);
}

std::string seats_text(const std::vector<int>& seats) {
  std::string out;
  for (const int seat : seats) {
    if (!out.empty()) out += ' ';
    out += std::to_string(seat);
  }
  return out;
}

std::vector<int> seats_from_text(std::string_view text) {
  std::vector<int> seats;
  size_t at = 0;
  while (at < text.size()) {
    if (text[at] == ' ') {
      ++at;
      continue;
    }
    int seat = -1;
    const auto [end, error] = std::from_chars(text.data() + at, text.data() + text.size(), seat);
    if (error != std::errc() || seat < 0 || (end != text.data() + text.size() && *end != ' '))
      throw corrupt("abandoned_by", text);
    seats.push_back(seat);
    at = size_t(end - text.data());
  }
  return seats;
}

RoomStatus status_from_text(std::string_view text) {
  try {
    return status_from_name(text);
  } catch (const std::invalid_argument&) {
    throw corrupt("status", text);
  }
}

}  // namespace cubilete::store

std::ostream& cubilete::operator<<(std::ostream& out, RoomStatus status) { return out << name_of(status); }
