#pragma once
// The kinds of move every dice game shares (PROTOCOL.md v1.1 `moves`, docs/contract.md): a
// throw and the dice it shows, and the dice a player keeps (or sets aside). Each game lists its
// kinds in a std::variant of these and its own (core/describe.h).
#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "core/describe.h"

namespace cubilete {

// Chance throws dice: the values they show, ascending (only the dice thrown, not those kept).
struct ThrowMove {
  std::vector<int> dice;
  std::optional<bool> farkle;  // Farkle only: whether nothing in the throw scores
  static constexpr std::string_view kKind = "throw", kTypeName = "ThrowMove";
  static constexpr auto fields() {
    return std::tuple{field("dice", &ThrowMove::dice), field("farkle", &ThrowMove::farkle)};
  }
};

// A player keeps these dice (sets them aside, in Farkle) and throws the others: ascending; none
// is [].
struct KeepMove {
  std::vector<int> dice;
  static constexpr std::string_view kKind = "keep", kTypeName = "KeepMove";
  static constexpr auto fields() { return std::tuple{field("dice", &KeepMove::dice)}; }
};

}  // namespace cubilete
