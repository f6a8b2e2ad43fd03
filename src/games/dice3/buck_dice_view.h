#pragma once
// What a Buck Dice game tells a viewer (all of it is public): the view the server sends with
// every state and the kinds of its moves, declared once (core/describe.h).
#include <optional>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/chips_view.h"
#include "core/describe.h"
#include "core/dice_moves.h"

namespace cubilete::dice3 {

enum class BuckThrowResult;  // buck_dice.h: what the latest throw did
constexpr EnumNames<5> enum_names(BuckThrowResult) {
  return {"BuckThrowResult", {"nothing", "points", "little_buck", "big_buck", "over_target"}};
}

// The latest throw of three dice: who, what, and what it did.
struct BuckLastThrow {
  int seat = 0;
  std::vector<int> dice;
  BuckThrowResult outcome{};
  int points = 0;  // 1, 2 or 5 where it scores (or would have, past the target)
  static constexpr std::string_view kTypeName = "BuckLastThrow";
  static constexpr auto fields() {
    return std::tuple{field("seat", &BuckLastThrow::seat), field("dice", &BuckLastThrow::dice),
                      field("outcome", &BuckLastThrow::outcome),
                      field("points", &BuckLastThrow::points)};
  }
};

struct BuckDiceView {
  std::string_view game;
  bool terminal = false;
  int player = 0, current_player = 0;
  int round = 1;
  int point = 0;  // the round's point number; 0 until its die is thrown
  int target = 0;
  std::vector<int> points;
  ChipsView chips;
  std::string_view last_event;
  std::optional<BuckLastThrow> last_throw;
  std::optional<std::vector<double>> returns;
  static constexpr std::string_view kTypeName = "BuckDiceView";
  static constexpr auto fields() {
    using T = BuckDiceView;
    return std::tuple{field("game", &T::game),
                      field("terminal", &T::terminal),
                      field("player", &T::player),
                      field("current_player", &T::current_player),
                      field("round", &T::round),
                      field("point", &T::point),
                      field("target", &T::target),
                      field("points", &T::points),
                      field("chips", &T::chips),
                      field("last_event", &T::last_event),
                      field("last_throw", &T::last_throw),
                      field("returns", &T::returns)};
  }
};

// Chance throws the round's point die.
struct PointMove {
  int die = 0;
  static constexpr std::string_view kKind = "point", kTypeName = "PointMove";
  static constexpr auto fields() { return std::tuple{field("die", &PointMove::die)}; }
};

using BuckDiceMove = std::variant<ThrowMove, PointMove>;

}  // namespace cubilete::dice3
