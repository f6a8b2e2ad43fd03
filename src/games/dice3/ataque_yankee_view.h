#pragma once
// What an Ataque Yankee game tells a viewer (all of it is public): the view the server sends
// with every state and the kinds of its moves, declared once (core/describe.h).
#include <optional>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/chips_view.h"
#include "core/describe.h"
#include "core/dice_moves.h"

namespace cubilete::dice3 {

// A player's latest complete turn: the three dice set aside, the bonus, the score.
struct AtaqueYankeeTurn {
  std::vector<int> set_aside;
  int bonus = 0, score = 0;
  static constexpr std::string_view kTypeName = "AtaqueYankeeTurn";
  static constexpr auto fields() {
    return std::tuple{field("set_aside", &AtaqueYankeeTurn::set_aside),
                      field("bonus", &AtaqueYankeeTurn::bonus),
                      field("score", &AtaqueYankeeTurn::score)};
  }
};

struct AtaqueYankeeView {
  std::string_view game;
  bool terminal = false;
  int player = 0, current_player = 0;
  int round = 1, target = 0;
  std::vector<int> totals;
  std::vector<int> set_aside;  // this turn's dice so far
  int bonus = 0;               // this turn's bonus so far
  ChipsView chips;
  std::string_view last_event;
  std::vector<Nullable<AtaqueYankeeTurn>> last_turns;  // per player; null before their first turn
  bool finish_round = false;
  std::optional<std::vector<double>> returns;
  static constexpr std::string_view kTypeName = "AtaqueYankeeView";
  static constexpr auto fields() {
    using T = AtaqueYankeeView;
    return std::tuple{field("game", &T::game),
                      field("terminal", &T::terminal),
                      field("player", &T::player),
                      field("current_player", &T::current_player),
                      field("round", &T::round),
                      field("target", &T::target),
                      field("totals", &T::totals),
                      field("set_aside", &T::set_aside),
                      field("bonus", &T::bonus),
                      field("chips", &T::chips),
                      field("last_event", &T::last_event),
                      field("last_turns", &T::last_turns),
                      field("finish_round", &T::finish_round),
                      field("returns", &T::returns)};
  }
};

// Only chance acts: every move is a throw.
using AtaqueYankeeMove = std::variant<ThrowMove>;

}  // namespace cubilete::dice3
