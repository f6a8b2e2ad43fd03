#pragma once
// What a Triplo Seis game tells a viewer: the view the server sends with every state and the
// kinds of its moves, declared once (core/describe.h). The only game with secrets: the dice
// under the cup reach their holder only, in the view and in the moves alike (another seat learns
// how many dice were thrown, kept or rethrown, never which).
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/chips_view.h"
#include "core/describe.h"
#include "core/dice_moves.h"

namespace cubilete::bets {

enum class CupPhase;  // triplo_seis.h
constexpr EnumNames<6> enum_names(CupPhase) {
  return {"TriploSeisPhase", {"throw", "respond", "keep", "rethrow", "call", "over"}};
}

// One player's part of the round: who, how many dice they rethrew (3 for the opening throw) and
// what they called (0: not yet); the dice, ascending, only to that player: those seen under the
// cup, those kept ([]: none) and those under the cup after the rethrow.
struct TriploSeisTurn {
  int seat = 0, rethrown = 0, call = 0;
  std::optional<std::vector<int>> seen, kept, after;
  static constexpr std::string_view kTypeName = "TriploSeisTurn";
  static constexpr auto fields() {
    using T = TriploSeisTurn;
    return std::tuple{field("seat", &T::seat), field("rethrown", &T::rethrown),
                      field("call", &T::call), field("seen", &T::seen),
                      field("kept", &T::kept), field("after", &T::after)};
  }
};

// The last showdown, public once a doubt shows the dice.
struct TriploSeisShowdown {
  int round = 0, caller = 0, doubter = 0, call = 0;
  std::vector<int> dice;  // ascending
  int reads = 0;  // what the dice read (6-4-4 reads 644)
  int winner = 0, loser = 0;
  int64_t table = 0;  // chips on the table, which the winner takes and the loser pays again as fine
  static constexpr std::string_view kTypeName = "TriploSeisShowdown";
  static constexpr auto fields() {
    using T = TriploSeisShowdown;
    return std::tuple{
        field("round", &T::round),   field("caller", &T::caller), field("doubter", &T::doubter),
        field("call", &T::call),     field("dice", &T::dice),     field("reads", &T::reads),
        field("winner", &T::winner), field("loser", &T::loser),   field("table", &T::table)};
  }
};

struct TriploSeisView {
  std::string_view game;
  bool terminal = false;
  CupPhase phase{};
  int current_player = 0;
  int seat = 0;  // who acts now
  int round = 1, rounds = 0;
  int call = 0, caller = -1;  // the call to beat and who made it (0 and -1: none yet)
  int table = 0;              // chips on the table
  std::vector<TriploSeisTurn> turns;
  ChipsView chips;
  std::string_view last_event;
  Nullable<std::vector<int>> dice;  // under the cup, ascending: only to whoever may see them
  std::optional<std::vector<int>> last_revealed;
  std::optional<TriploSeisShowdown> showdown;
  std::optional<std::vector<double>> returns;
  static constexpr std::string_view kTypeName = "TriploSeisView";
  static constexpr auto fields() {
    using T = TriploSeisView;
    return std::tuple{field("game", &T::game),
                      field("terminal", &T::terminal),
                      field("phase", &T::phase),
                      field("current_player", &T::current_player),
                      field("seat", &T::seat),
                      field("round", &T::round),
                      field("rounds", &T::rounds),
                      field("call", &T::call),
                      field("caller", &T::caller),
                      field("table", &T::table),
                      field("turns", &T::turns),
                      field("chips", &T::chips),
                      field("last_event", &T::last_event),
                      field("dice", &T::dice),
                      field("last_revealed", &T::last_revealed),
                      field("showdown", &T::showdown),
                      field("returns", &T::returns)};
  }
};

// The next player believes the call and takes the cup.
struct BelieveMove {
  static constexpr std::string_view kKind = "believe", kTypeName = "BelieveMove";
  static constexpr auto fields() { return std::tuple{}; }
};
// The next player doubts the call: the dice are shown.
struct DoubtMove {
  static constexpr std::string_view kKind = "doubt", kTypeName = "DoubtMove";
  static constexpr auto fields() { return std::tuple{}; }
};
// The holder calls what the dice under the cup read (three digits high to low, 111 to 666).
struct CallMove {
  int call = 0;
  static constexpr std::string_view kKind = "call", kTypeName = "CallMove";
  static constexpr auto fields() { return std::tuple{field("call", &CallMove::call)}; }
};
// What another seat learns of a throw under the cup: how many dice were thrown (the opening
// throw) or rethrown.
struct CupThrowMove {
  int count = 0;
  static constexpr std::string_view kKind = "cup_throw", kTypeName = "CupThrowMove";
  static constexpr auto fields() { return std::tuple{field("count", &CupThrowMove::count)}; }
};
struct CupRethrowMove {
  int count = 0;
  static constexpr std::string_view kKind = "cup_rethrow", kTypeName = "CupRethrowMove";
  static constexpr auto fields() { return std::tuple{field("count", &CupRethrowMove::count)}; }
};
// What another seat learns of a keep under the cup: how many dice stay (0 to 3).
struct CupKeepMove {
  int count = 0;
  static constexpr std::string_view kKind = "cup_keep", kTypeName = "CupKeepMove";
  static constexpr auto fields() { return std::tuple{field("count", &CupKeepMove::count)}; }
};

using TriploSeisMove = std::variant<ThrowMove, KeepMove, BelieveMove, DoubtMove, CallMove,
                                    CupThrowMove, CupRethrowMove, CupKeepMove>;

// Where a player stands at a decision (the end-of-game report words it): the round, what is
// asked, of whom (the seat to act), against which call (0: none yet). Public.
struct TriploSeisSituation {
  int round = 0;
  CupPhase phase{};
  int seat = 0;
  int call = 0;
  static constexpr std::string_view kTypeName = "TriploSeisSituation";
  static constexpr auto fields() {
    using T = TriploSeisSituation;
    return std::tuple{field("round", &T::round), field("phase", &T::phase), field("seat", &T::seat),
                      field("call", &T::call)};
  }
};

}  // namespace cubilete::bets
