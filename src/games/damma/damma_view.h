#pragma once
// What a Damma game tells a viewer (all of it is public): the view the server sends with every
// state and the kinds of its moves, declared once (core/describe.h).
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/describe.h"

namespace cubilete::damma {

enum class DammaSide { White, Black };
constexpr EnumNames<2> enum_names(DammaSide) {
  return {"DammaSide", {"w", "b"}};
}

// Why the game ended.
enum class DammaEndReason;  // damma_game.h
constexpr EnumNames<6> enum_names(DammaEndReason) {
  return {"DammaEndReason",
          {"no_pieces", "no_moves", "repetition", "quiet_plies", "agreement", "resignation"}};
}

struct DammaEnd {
  DammaEndReason reason{};
  int winner = -1;  // -1: a draw
  static constexpr std::string_view kTypeName = "DammaEnd";
  static constexpr auto fields() {
    return std::tuple{field("reason", &DammaEnd::reason), field("winner", &DammaEnd::winner)};
  }
};

struct DammaView {
  std::string_view game;
  int board = 5;         // squares a side: 5 or 9 (the `board` option)
  std::string position;  // the position's text (damma_position.h)
  DammaSide side{};      // to move
  bool terminal = false;
  int current_player = 0;
  std::vector<std::string> legal;  // the legal moves' names
  int quiet_plies = 0;             // plies without a capture or a huff
  int occurrences = 0;             // how often this position has occurred
  std::string_view last_event;
  std::optional<int> draw_offered_by;      // the side whose draw offer stands
  std::optional<std::string> last_move;    // the latest move's name (huffs included)
  int draw_plies = 0;                      // quiet plies that draw (0: never)
  std::optional<std::string_view> result;  // once over, in words
  std::optional<std::vector<double>> returns;
  std::optional<DammaEnd> end;
  static constexpr std::string_view kTypeName = "DammaView";
  static constexpr auto fields() {
    using T = DammaView;
    return std::tuple{field("game", &T::game),
                      field("board", &T::board),
                      field("position", &T::position),
                      field("side", &T::side),
                      field("terminal", &T::terminal),
                      field("current_player", &T::current_player),
                      field("legal", &T::legal),
                      field("quiet_plies", &T::quiet_plies),
                      field("occurrences", &T::occurrences),
                      field("last_event", &T::last_event),
                      field("draw_offered_by", &T::draw_offered_by),
                      field("last_move", &T::last_move),
                      field("draw_plies", &T::draw_plies),
                      field("result", &T::result),
                      field("returns", &T::returns),
                      field("end", &T::end)};
  }
};

// A move or a capture: the piece's square, every square it lands on in order (one for a simple
// move), and the squares of the pieces it takes, in the order it jumps them (none for a move).
struct PieceMove {
  std::string from;
  std::vector<std::string> path, captures;
  static constexpr std::string_view kKind = "move", kTypeName = "PieceMove";
  static constexpr auto fields() {
    return std::tuple{field("from", &PieceMove::from), field("path", &PieceMove::path),
                      field("captures", &PieceMove::captures)};
  }
};
// The player removes the opponent's piece at fault on `square` instead of moving.
struct HuffMove {
  std::string square;
  static constexpr std::string_view kKind = "huff", kTypeName = "HuffMove";
  static constexpr auto fields() { return std::tuple{field("square", &HuffMove::square)}; }
};
struct ResignMove {
  static constexpr std::string_view kKind = "resign", kTypeName = "ResignMove";
  static constexpr auto fields() { return std::tuple{}; }
};
struct OfferDrawMove {
  static constexpr std::string_view kKind = "offer_draw", kTypeName = "OfferDrawMove";
  static constexpr auto fields() { return std::tuple{}; }
};
struct AcceptDrawMove {
  static constexpr std::string_view kKind = "accept_draw", kTypeName = "AcceptDrawMove";
  static constexpr auto fields() { return std::tuple{}; }
};

using DammaMove = std::variant<PieceMove, HuffMove, ResignMove, OfferDrawMove, AcceptDrawMove>;

// Where a player stands at a decision (the end-of-game report words it): the move number (both
// sides' plies make one move) and the side to move.
struct DammaSituation {
  int move = 1;
  DammaSide side{};
  static constexpr std::string_view kTypeName = "DammaSituation";
  static constexpr auto fields() {
    return std::tuple{field("move", &DammaSituation::move), field("side", &DammaSituation::side)};
  }
};

}  // namespace cubilete::damma
