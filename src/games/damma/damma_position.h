#pragma once
// Damma positions (RULES.md §3, §3.1) on either board: the board's size, the pieces as sets of
// squares (damma_squares.h), the side to move and the pieces of the other side that are at fault
// (huffable now). Text form: the ranks from the top (5 or 9) down to 1 separated by '/', files
// from a, w b men, W B Dammas, '.' empty; then the side to move; then the fault squares or '-':
// "bbbbb/bbbbb/bb.ww/wwwww/wwwww w -". The number of ranks tells the board.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "games/damma/damma_board.h"

namespace cubilete::damma {

// A side never has more pieces than the 9x9 start gives it (a capture sequence takes at most this
// many, which bounds a move's path).
constexpr int kMostPieces = 40;

struct Position {
  std::array<Squares, 2> men{}, kings{};
  int side = kWhite;
  Squares faults = 0;  // squares of pieces of the side not to move that may be huffed
  int size = kSmallBoard;

  Squares pieces(int colour) const { return men[colour] | kings[colour]; }
  Squares occupied() const { return pieces(kWhite) | pieces(kBlack); }
  Squares empty() const { return geometry(size).all & ~occupied(); }
  const Geometry& board() const { return geometry(size); }
  bool operator==(const Position&) const = default;

  // The start of a game on the 5x5 or the 9x9 board.
  static Position initial(int size = kSmallBoard);
  // Either board. Throws UsageError saying what is wrong with the text.
  static Position parse(std::string_view text);
  std::string text() const;
  // The board drawn with coordinates, pieces at fault marked with '*' (37 columns on 9x9).
  std::string diagram() const;
};

// Zobrist hash of everything that makes a position: the board, pieces, side to move and faults.
uint64_t zobrist(const Position& p);
// The hash of `after` from the hash of `before`, updating only the squares that changed.
uint64_t zobrist_after(const Position& before, uint64_t key, const Position& after);

}  // namespace cubilete::damma
