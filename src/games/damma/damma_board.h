#pragma once
// The two Damma boards (RULES.md §3 and §3.1): 5x5 and 9x9 squares, every square connected to its
// 8 neighbours. What the move generator and the engine need of a board is computed once per size
// here, so the rest of the code takes the size from the position and runs the same for both.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "games/damma/damma_squares.h"

namespace cubilete::damma {

constexpr int kSmallBoard = 5, kLargeBoard = 9;
constexpr int kMaxSquares = kLargeBoard * kLargeBoard;
constexpr int kWhite = 0, kBlack = 1;

// Squares along a direction from a square, nearest first; len entries are valid.
struct Ray {
  std::array<int8_t, kLargeBoard - 1> sq;
  int len;
};

struct Geometry {
  int size = 0, squares = 0;
  Squares all = 0;
  // Directions 0..7 are E, NE, N, NW, W, SW, S, SE; delta[d] is a step's change of square number.
  std::array<int, 8> delta{};
  // The squares from which one (two) steps in a direction stay on the board.
  std::array<Squares, 8> one_step{}, two_steps{};
  std::array<Squares, 2> far_rank{};  // where each colour's men are promoted
  std::array<Squares, 2> home_rank{};  // each colour's first rank (the other's far rank)
  // The squares at least size / 4 from every edge: the 3x3 centre of the 5x5 board, the 5x5
  // centre of the 9x9.
  Squares centre = 0;
  std::array<std::array<Ray, 8>, kMaxSquares> rays{};

  int rank_of(int square) const { return square / size; }
  int file_of(int square) const { return square % size; }
  // How many ranks a man of `colour` on `square` has advanced from its first rank.
  int advance(int colour, int square) const {
    return colour == kWhite ? rank_of(square) : size - 1 - rank_of(square);
  }
};

constexpr bool is_board_size(int size) { return size == kSmallBoard || size == kLargeBoard; }
// The geometry of a 5x5 or a 9x9 board (any other size is a programming error:
// std::invalid_argument).
const Geometry& geometry(int size);

// The set shifted one step along delta (bits that leave the 128 fall off; callers mask).
constexpr Squares shifted(Squares set, int delta) { return delta >= 0 ? set << delta : set >> -delta; }

std::string square_name(int square, int size);  // "c3"
// The squares of a set joined by `separator` ("c3,d4").
std::string square_list(Squares squares, int size, const char* separator);
int parse_square(std::string_view text, int size);  // -1 if not a square of the board

}  // namespace cubilete::damma
