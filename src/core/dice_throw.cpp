#include "core/dice_throw.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "core/error.h"

namespace cubilete {

void DiceThrow::outcomes(int k, std::vector<ChanceOutcome>& out) const {
  out.clear();
  for (int i : table_->of_size(k)) out.push_back({base_ + i, table_->probability(i)});
}

ParsedAction DiceThrow::parse(std::string_view text, int k, std::string_view suffix) const {
  std::string s(text);
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  const auto start = s.find_first_not_of(" \t");
  s = start == std::string::npos ? "" : s.substr(start);
  std::string rest;
  if (s.rfind("throw", 0) == 0) rest = s.substr(5);
  else if (s.rfind("roll", 0) == 0) rest = s.substr(4);
  else return ParsedAction::fail(fmt::format("the dice are to be thrown ({} {}): write `throw DICE`", k, k == 1 ? "die" : "dice"));
  if (!suffix.empty()) {
    const auto at = rest.rfind(suffix);
    if (at != std::string::npos && rest.find_first_not_of(" \t", at + suffix.size()) == std::string::npos)
      rest = rest.substr(0, at);
  }
  try {
    return ParsedAction::of(base_ + table_->index_of(counts_of(parse_dice(rest, k))));
  } catch (const UsageError& e) {
    return ParsedAction::fail(e.what());
  }
}

}  // namespace cubilete
