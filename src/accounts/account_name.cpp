#include "accounts/account_name.h"

#include <fmt/format.h>

#include <array>

#include "catalog/registry.h"

namespace cubilete::accounts {

namespace {

constexpr size_t kMinLength = 3, kMaxLength = 20;

bool is_letter_or_digit(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}
bool is_separator(char c) { return c == '_' || c == '-'; }

}  // namespace

std::string account_name_problem(std::string_view name) {
  constexpr const char* allowed = "3 to 20 characters: letters a-z, digits, '_' and '-'";
  if (name.size() < kMinLength || name.size() > kMaxLength)
    return fmt::format("an account name has {} (this one has {} bytes)", allowed, name.size());
  for (char c : name)
    if (!is_letter_or_digit(c) && !is_separator(c))
      return fmt::format("an account name has {}; '{}' is not one of them", allowed,
                         static_cast<unsigned char>(c) < 0x80 && c >= 0x20 ? std::string(1, c) : std::string("a non-ASCII character"));
  if (is_separator(name.front()) || is_separator(name.back()))
    return "an account name begins and ends with a letter or a digit";
  for (size_t i = 1; i < name.size(); ++i)
    if (is_separator(name[i]) && is_separator(name[i - 1])) return "an account name has no two separators ('_', '-') in a row";
  if (reserved_name(name)) return fmt::format("'{}' is reserved; choose another name", name);
  return {};
}

std::string folded_name(std::string_view name) {
  std::string out(name);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
  return out;
}

std::string name_skeleton(std::string_view name) {
  const std::string folded = folded_name(name);
  std::string out;
  out.reserve(folded.size());
  for (size_t i = 0; i < folded.size(); ++i) {
    const char c = folded[i], next = i + 1 < folded.size() ? folded[i + 1] : '\0';
    if (c == 'r' && next == 'n') {
      out += 'm';
      ++i;
      continue;
    }
    if (c == 'v' && next == 'v') {
      out += 'w';
      ++i;
      continue;
    }
    switch (c) {
      case '0': out += 'o'; break;
      case '1':
      case 'i': out += 'l'; break;
      case '5': out += 's'; break;
      case '2': out += 'z'; break;
      case '8': out += 'b'; break;
      case '_': out += '-'; break;
      default: out += c;
    }
  }
  return out;
}

bool reserved_name(std::string_view name) {
  // Compared by skeleton, so no look-alike of them passes either.
  static constexpr std::array<std::string_view, 12> kReserved = {
      "admin", "administrator", "cubilete", "moderator", "system", "support",
      "anonymous", "deleted", "guest", "bot", "server", "root"};
  const std::string skeleton = name_skeleton(name);
  for (auto r : kReserved)
    if (skeleton == name_skeleton(r)) return true;
  // A person named like a bot could pass for one at the table.
  for (const auto& entry : game_registry())
    for (const auto& bot : bot_names(entry))
      if (skeleton == name_skeleton(bot)) return true;
  return false;
}

}  // namespace cubilete::accounts
