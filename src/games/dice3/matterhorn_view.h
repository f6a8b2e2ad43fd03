#pragma once
// What a Matterhorn game tells a viewer (all of it is public): the view the server sends with
// every state and the kinds of its moves, declared once (core/describe.h).
#include <optional>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/describe.h"
#include "core/dice_moves.h"

namespace cubilete::dice3 {

// A player's latest throw and the numbers it crossed in each row (none: it crossed nothing).
struct MatterhornLast {
  std::vector<int> dice, row1, row2;
  static constexpr std::string_view kTypeName = "MatterhornLast";
  static constexpr auto fields() {
    return std::tuple{field("dice", &MatterhornLast::dice), field("row1", &MatterhornLast::row1),
                      field("row2", &MatterhornLast::row2)};
  }
};

struct MatterhornPlayer {
  std::vector<int> row1_crossed, row2_crossed;
  std::optional<MatterhornLast> last;  // after the player's first throw
  static constexpr std::string_view kTypeName = "MatterhornPlayer";
  static constexpr auto fields() {
    return std::tuple{field("row1_crossed", &MatterhornPlayer::row1_crossed),
                      field("row2_crossed", &MatterhornPlayer::row2_crossed),
                      field("last", &MatterhornPlayer::last)};
  }
};

struct MatterhornView {
  std::string_view game;
  bool terminal = false;
  int player = 0, current_player = 0;
  std::vector<MatterhornPlayer> players;
  std::string_view last_event;
  std::vector<int> dice;    // the throw a move is due for
  bool either_row = false;  // row 2 open from the start
  std::optional<std::vector<double>> returns;
  static constexpr std::string_view kTypeName = "MatterhornView";
  static constexpr auto fields() {
    using T = MatterhornView;
    return std::tuple{field("game", &T::game),       field("terminal", &T::terminal),
                      field("player", &T::player),   field("current_player", &T::current_player),
                      field("players", &T::players), field("last_event", &T::last_event),
                      field("dice", &T::dice),       field("either_row", &T::either_row),
                      field("returns", &T::returns)};
  }
};

// The player crosses these numbers of each row with the throw.
struct CrossMove {
  std::vector<int> row1, row2;
  static constexpr std::string_view kKind = "cross", kTypeName = "CrossMove";
  static constexpr auto fields() {
    return std::tuple{field("row1", &CrossMove::row1), field("row2", &CrossMove::row2)};
  }
};

using MatterhornMove = std::variant<ThrowMove, CrossMove>;

// Where a player stands at a decision (the end-of-game report words it): the dice to group.
struct MatterhornSituation {
  std::vector<int> dice;  // ascending
  static constexpr std::string_view kTypeName = "MatterhornSituation";
  static constexpr auto fields() { return std::tuple{field("dice", &MatterhornSituation::dice)}; }
};

class MatterhornState;  // matterhorn.h
// Where the player to move stands; none before a throw or once the game is over.
std::optional<MatterhornSituation> matterhorn_situation(const MatterhornState& state);

}  // namespace cubilete::dice3
