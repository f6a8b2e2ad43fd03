#include "games/damma/damma_board.h"

#include <fmt/format.h>

#include <stdexcept>
#include <vector>

namespace cubilete::damma {

namespace {

constexpr int kDf[8] = {1, 1, 0, -1, -1, -1, 0, 1};
constexpr int kDr[8] = {0, 1, 1, 1, 0, -1, -1, -1};

Geometry make_geometry(int size) {
  Geometry g;
  g.size = size;
  g.squares = size * size;
  const int margin = size / 4;
  for (int s = 0; s < g.squares; ++s) {
    const int file = s % size, rank = s / size;
    g.all |= bit(s);
    if (rank == size - 1) g.far_rank[kWhite] |= bit(s), g.home_rank[kBlack] |= bit(s);
    if (rank == 0) g.far_rank[kBlack] |= bit(s), g.home_rank[kWhite] |= bit(s);
    if (file >= margin && file < size - margin && rank >= margin && rank < size - margin) g.centre |= bit(s);
    for (int d = 0; d < 8; ++d) {
      Ray r{{}, 0};
      for (int f = file + kDf[d], k = rank + kDr[d]; f >= 0 && f < size && k >= 0 && k < size; f += kDf[d], k += kDr[d])
        r.sq[size_t(r.len++)] = int8_t(k * size + f);
      g.rays[size_t(s)][size_t(d)] = r;
      if (r.len >= 1) g.one_step[size_t(d)] |= bit(s);
      if (r.len >= 2) g.two_steps[size_t(d)] |= bit(s);
    }
  }
  for (int d = 0; d < 8; ++d) g.delta[size_t(d)] = kDf[d] + kDr[d] * size;
  return g;
}

}  // namespace

const Geometry& geometry(int size) {
  static const Geometry small = make_geometry(kSmallBoard), large = make_geometry(kLargeBoard);
  if (size == kSmallBoard) return small;
  if (size == kLargeBoard) return large;
  throw std::invalid_argument(fmt::format("a Damma board is 5x5 or 9x9, not {}x{}", size, size));
}

std::string square_name(int square, int size) {
  return {char('a' + square % size), char('1' + square / size)};
}

std::string square_list(Squares squares, int size, const char* separator) {
  std::vector<std::string> names;
  each_square(squares, [&](int s) { names.push_back(square_name(s, size)); });
  return fmt::format("{}", fmt::join(names, separator));
}

int parse_square(std::string_view t, int size) {
  if (t.size() != 2 || t[0] < 'a' || t[0] >= 'a' + size || t[1] < '1' || t[1] >= '1' + size) return -1;
  return (t[1] - '1') * size + (t[0] - 'a');
}

}  // namespace cubilete::damma
