#pragma once
// What a Centenário game tells a viewer (all of it is public): the view the server sends with
// every state and the kinds of its moves, declared once (core/describe.h).
#include <optional>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/describe.h"
#include "core/dice_moves.h"

namespace cubilete::dice3 {

// A player's latest throw and the targets it crossed.
struct CentenarioLast {
  std::vector<int> dice, crossed;
  static constexpr std::string_view kTypeName = "CentenarioLast";
  static constexpr auto fields() {
    return std::tuple{field("dice", &CentenarioLast::dice),
                      field("crossed", &CentenarioLast::crossed)};
  }
};

struct CentenarioPlayer {
  int crossed = 0;     // targets crossed, in the sheet's order
  Nullable<int> next;  // the next target; null once the sheet is complete
  int row = 1;         // the row the next target is in
  std::optional<CentenarioLast> last;
  static constexpr std::string_view kTypeName = "CentenarioPlayer";
  static constexpr auto fields() {
    using T = CentenarioPlayer;
    return std::tuple{field("crossed", &T::crossed), field("next", &T::next), field("row", &T::row),
                      field("last", &T::last)};
  }
};

struct CentenarioView {
  std::string_view game;
  bool terminal = false;
  int player = 0, current_player = 0;
  std::vector<CentenarioPlayer> players;
  std::string_view last_event;
  std::optional<std::vector<double>> returns;
  static constexpr std::string_view kTypeName = "CentenarioView";
  static constexpr auto fields() {
    using T = CentenarioView;
    return std::tuple{field("game", &T::game),       field("terminal", &T::terminal),
                      field("player", &T::player),   field("current_player", &T::current_player),
                      field("players", &T::players), field("last_event", &T::last_event),
                      field("returns", &T::returns)};
  }
};

// Only chance acts: every move is a throw (the crossing follows by itself; the view tells it).
using CentenarioMove = std::variant<ThrowMove>;

}  // namespace cubilete::dice3
