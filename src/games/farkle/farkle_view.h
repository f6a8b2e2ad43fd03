#pragma once
// What a Farkle game tells a viewer (all of it is public): the view the server sends with every
// state and the kinds of its moves, declared once (core/describe.h).
#include <optional>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/describe.h"
#include "core/dice_moves.h"

namespace cubilete::farkle {

enum class Phase;  // farkle_game.h: throw, select, bank_or_roll, over
constexpr EnumNames<4> enum_names(Phase) {
  return {"FarklePhase", {"throw", "select", "bank_or_roll", "over"}};
}

// A scoring selection of the throw, best first (points, then fewer dice).
struct FarkleSelection {
  std::vector<int> keep;
  int points = 0;
  int dice_after = 0;  // dice the next throw would use (6 after hot dice)
  static constexpr std::string_view kTypeName = "FarkleSelection";
  static constexpr auto fields() {
    return std::tuple{field("keep", &FarkleSelection::keep),
                      field("points", &FarkleSelection::points),
                      field("dice_after", &FarkleSelection::dice_after)};
  }
};

struct FarklePlayer {
  int banked = 0;
  bool on_board = false;
  static constexpr std::string_view kTypeName = "FarklePlayer";
  static constexpr auto fields() {
    return std::tuple{field("banked", &FarklePlayer::banked),
                      field("on_board", &FarklePlayer::on_board)};
  }
};

struct FarkleView {
  std::string_view game;
  bool terminal = false;
  int current_player = 0, player = 0;
  Phase phase{};
  int target = 0, entry = 0;
  // A game of a fixed number of turns each (turns > 0): the current seat's turn, from 1 (the last
  // one played, once over). 0 and no turn for a race to the target.
  int turns = 0;
  std::optional<int> turn;
  int turn_total = 0, dice_to_throw = 0;
  std::vector<int> dice;  // the throw to select from
  std::vector<FarkleSelection> selections;
  int min_bank = 0;  // the least turn total the player may bank with (0 once over)
  std::vector<FarklePlayer> players;
  bool final_round = false;
  std::optional<int> closer, score_to_beat;  // in the final round
  std::string_view last_event;
  std::optional<std::vector<double>> returns;
  static constexpr std::string_view kTypeName = "FarkleView";
  static constexpr auto fields() {
    using T = FarkleView;
    return std::tuple{field("game", &T::game),
                      field("terminal", &T::terminal),
                      field("current_player", &T::current_player),
                      field("player", &T::player),
                      field("phase", &T::phase),
                      field("target", &T::target),
                      field("entry", &T::entry),
                      field("turns", &T::turns),
                      field("turn", &T::turn),
                      field("turn_total", &T::turn_total),
                      field("dice_to_throw", &T::dice_to_throw),
                      field("dice", &T::dice),
                      field("selections", &T::selections),
                      field("min_bank", &T::min_bank),
                      field("players", &T::players),
                      field("final_round", &T::final_round),
                      field("closer", &T::closer),
                      field("score_to_beat", &T::score_to_beat),
                      field("last_event", &T::last_event),
                      field("returns", &T::returns)};
  }
};

// The player banks the turn total.
struct BankMove {
  static constexpr std::string_view kKind = "bank", kTypeName = "BankMove";
  static constexpr auto fields() { return std::tuple{}; }
};
// The player throws the remaining dice.
struct RollMove {
  static constexpr std::string_view kKind = "roll", kTypeName = "RollMove";
  static constexpr auto fields() { return std::tuple{}; }
};

using FarkleMove = std::variant<ThrowMove, KeepMove, BankMove, RollMove>;

// Where a player stands at a decision (the end-of-game report words it): choosing what to set
// aside from a throw, or whether to bank, with the turn total so far.
struct FarkleSelectSituation {
  int turn_total = 0;
  std::vector<int> dice;  // the throw, ascending
  static constexpr std::string_view kKind = "select", kTypeName = "FarkleSelectSituation";
  static constexpr auto fields() {
    return std::tuple{field("turn_total", &FarkleSelectSituation::turn_total),
                      field("dice", &FarkleSelectSituation::dice)};
  }
};
struct FarkleBankSituation {
  int turn_total = 0;
  int dice_to_throw = 0;  // if the player throws on
  static constexpr std::string_view kKind = "bank_or_roll", kTypeName = "FarkleBankSituation";
  static constexpr auto fields() {
    return std::tuple{field("turn_total", &FarkleBankSituation::turn_total),
                      field("dice_to_throw", &FarkleBankSituation::dice_to_throw)};
  }
};
using FarkleSituation = std::variant<FarkleSelectSituation, FarkleBankSituation>;

class FarkleState;  // farkle_game.h
// Where the player to move stands; none before a throw or once the game is over.
std::optional<FarkleSituation> farkle_situation(const FarkleState& state);

}  // namespace cubilete::farkle
