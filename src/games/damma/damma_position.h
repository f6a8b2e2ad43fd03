#pragma once
// Damma positions (RULES.md §3): a 5x5 board where every square touches its 8 neighbours, kept as
// bitboards (bit rank * 5 + file, a1 = 0, e5 = 24), the side to move and the pieces of the other
// side that are at fault (huffable now). Text form: ranks 5 to 1 separated by '/', files a-e,
// w b men, W B Dammas, '.' empty; then the side to move; then the fault squares or '-':
// "bbbbb/bbbbb/bb.ww/wwwww/wwwww w -".
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace cubilete::damma {

constexpr int kSquares = 25;
constexpr int kWhite = 0, kBlack = 1;

// Squares along direction d (0..7) from a square, nearest first; len entries are valid.
struct Ray {
  std::array<int8_t, 4> sq;
  int len;
};
const Ray& ray(int square, int direction);

std::string square_name(int square);  // "c3"
// The squares of a bitboard joined by `separator` ("c3,d4").
std::string square_list(uint32_t squares, const char* separator);
int parse_square(std::string_view text);  // -1 if not a1..e5

struct Position {
  std::array<uint32_t, 2> men{}, kings{};
  int side = kWhite;
  uint32_t faults = 0;  // squares of pieces of the side not to move that may be huffed

  uint32_t pieces(int colour) const { return men[colour] | kings[colour]; }
  uint32_t occupied() const { return pieces(kWhite) | pieces(kBlack); }
  bool operator==(const Position&) const = default;

  static Position initial();
  // Throws UsageError saying what is wrong with the text.
  static Position parse(std::string_view text);
  std::string text() const;
  // The board drawn with coordinates, pieces at fault marked with '*'.
  std::string diagram() const;
};

inline int far_rank_of(int colour) { return colour == kWhite ? 4 : 0; }
inline int rank_of(int square) { return square / 5; }

}  // namespace cubilete::damma

namespace cubilete::damma {
// Zobrist hash of everything that makes a position: pieces, side to move and faults.
uint64_t zobrist(const Position& p);
}  // namespace cubilete::damma
