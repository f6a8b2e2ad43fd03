#pragma once
// What a Multiplicação game tells a viewer (all of it is public): the view the server sends with
// every state and the kinds of its moves, declared once (core/describe.h).
#include <optional>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/describe.h"
#include "core/dice_moves.h"

namespace cubilete::dice3 {

enum class MultStage;  // multiplicacao.h: which throw is pending or decided
constexpr EnumNames<4> enum_names(MultStage) {
  return {"MultiplicacaoStage", {"three", "two", "last", "last_again"}};
}

// A player's latest complete turn: (a + b - penalty) x c = score.
struct MultiplicacaoTurn {
  int a = 0, b = 0, c = 0, penalty = 0, score = 0;
  static constexpr std::string_view kTypeName = "MultiplicacaoTurn";
  static constexpr auto fields() {
    using T = MultiplicacaoTurn;
    return std::tuple{field("a", &T::a), field("b", &T::b), field("c", &T::c),
                      field("penalty", &T::penalty), field("score", &T::score)};
  }
};

struct MultiplicacaoView {
  std::string_view game;
  bool terminal = false;
  int player = 0, current_player = 0;
  int round = 1, rounds = 0;
  std::vector<int> totals;
  MultStage stage{};
  int a = 0, b = 0;  // the dice set aside so far (0: not yet)
  bool last_refused = false;
  std::string_view last_event;
  int penalty = 0;        // what a refused last die costs (or cost); 0 before the last die
  std::vector<int> dice;  // the throw to accept or refuse
  std::vector<Nullable<MultiplicacaoTurn>> last_turns;  // per player; null before their first turn
  std::optional<std::vector<double>> returns;
  static constexpr std::string_view kTypeName = "MultiplicacaoView";
  static constexpr auto fields() {
    using T = MultiplicacaoView;
    return std::tuple{field("game", &T::game),
                      field("terminal", &T::terminal),
                      field("player", &T::player),
                      field("current_player", &T::current_player),
                      field("round", &T::round),
                      field("rounds", &T::rounds),
                      field("totals", &T::totals),
                      field("stage", &T::stage),
                      field("a", &T::a),
                      field("b", &T::b),
                      field("last_refused", &T::last_refused),
                      field("last_event", &T::last_event),
                      field("penalty", &T::penalty),
                      field("dice", &T::dice),
                      field("last_turns", &T::last_turns),
                      field("returns", &T::returns)};
  }
};

// The player keeps the throw's highest die.
struct AcceptMove {
  static constexpr std::string_view kKind = "accept", kTypeName = "AcceptMove";
  static constexpr auto fields() { return std::tuple{}; }
};
// The player throws those dice again (the last die: with a penalty).
struct RefuseMove {
  static constexpr std::string_view kKind = "refuse", kTypeName = "RefuseMove";
  static constexpr auto fields() { return std::tuple{}; }
};

using MultiplicacaoMove = std::variant<ThrowMove, AcceptMove, RefuseMove>;

// Where a player stands at a decision (the end-of-game report words it): the round, the values
// set aside so far this turn (a, then b), the dice thrown (ascending).
struct MultiplicacaoSituation {
  int round = 0;
  std::vector<int> set_aside;
  std::vector<int> dice;
  static constexpr std::string_view kTypeName = "MultiplicacaoSituation";
  static constexpr auto fields() {
    using T = MultiplicacaoSituation;
    return std::tuple{field("round", &T::round), field("set_aside", &T::set_aside),
                      field("dice", &T::dice)};
  }
};

class MultiplicacaoState;  // multiplicacao.h
// Where the player to move stands; none while a throw is due or once the game is over.
std::optional<MultiplicacaoSituation> multiplicacao_situation(const MultiplicacaoState& state);

}  // namespace cubilete::dice3
