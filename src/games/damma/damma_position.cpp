#include "games/damma/damma_position.h"

#include <fmt/format.h>

#include <vector>

#include "core/error.h"

namespace cubilete::damma {

namespace {

constexpr const char* kExpected =
    "expected the ranks from the top down separated by / (5 ranks of 5 squares for the 5x5 board, e.g. "
    "'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -', or 9 of 9 for the 9x9), w b men, W B Dammas, '.' empty; a space; "
    "the side to move, w or b; a space; the squares at fault, comma-separated, or -";

std::vector<std::string_view> split(std::string_view text, char by, bool skip_empty) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] != by) continue;
    if (!skip_empty || i > start) out.push_back(text.substr(start, i - start));
    start = i + 1;
  }
  return out;
}

char piece_at(const Position& p, int s) {
  return has(p.men[kWhite], s) ? 'w' : has(p.men[kBlack], s) ? 'b' : has(p.kings[kWhite], s) ? 'W' : has(p.kings[kBlack], s) ? 'B' : '.';
}

}  // namespace

Position Position::initial(int size) {
  if (size == kLargeBoard)
    return parse("bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbb.wwww/wwwwwwwww/wwwwwwwww/wwwwwwwww/wwwwwwwww w -");
  (void)geometry(size);  // says what sizes there are
  return parse("bbbbb/bbbbb/bb.ww/wwwww/wwwww w -");
}

Position Position::parse(std::string_view text) {
  const auto fields = split(text, ' ', true);
  if (fields.size() != 3) throw UsageError(fmt::format("position '{}': three fields needed, {}", text, kExpected));
  const auto ranks = split(fields[0], '/', false);
  const int size = int(ranks.size());
  if (!is_board_size(size))
    throw UsageError(fmt::format("position '{}': {} ranks, but a board has 5 ranks of 5 squares or 9 of 9; {}", text,
                                 ranks.size(), kExpected));
  Position p;
  p.size = size;
  for (int i = 0; i < size; ++i) {
    const auto row = ranks[size_t(i)];
    const int rank = size - 1 - i;
    if (int(row.size()) != size)
      throw UsageError(fmt::format("position '{}': rank {} has {} squares, not {}", text, rank + 1, row.size(), size));
    for (int file = 0; file < size; ++file) {
      const Squares b = bit(rank * size + file);
      switch (const char c = row[size_t(file)]) {
        case 'w': p.men[kWhite] |= b; break;
        case 'b': p.men[kBlack] |= b; break;
        case 'W': p.kings[kWhite] |= b; break;
        case 'B': p.kings[kBlack] |= b; break;
        case '.': break;
        default: throw UsageError(fmt::format("position '{}': '{}' is not a piece; {}", text, c, kExpected));
      }
    }
  }
  for (int c : {kWhite, kBlack})
    if (count(p.pieces(c)) > kMostPieces)
      throw UsageError(fmt::format("position '{}': {} has {} pieces, but a side has at most {}", text,
                                   c == kWhite ? "White" : "Black", count(p.pieces(c)), kMostPieces));
  if (fields[1] != "w" && fields[1] != "b")
    throw UsageError(fmt::format("position '{}': side to move '{}' is not w or b", text, fields[1]));
  p.side = fields[1] == "w" ? kWhite : kBlack;
  if (fields[2] != "-") {
    for (const auto name : split(fields[2], ',', false)) {
      const int s = parse_square(name, size);
      if (s < 0)
        throw UsageError(fmt::format("position '{}': '{}' is not a square a1..{}", text, name,
                                     square_name(size * size - 1, size)));
      if (!has(p.pieces(1 - p.side), s))
        throw UsageError(fmt::format("position '{}': a fault on {} needs a piece of the side that just moved there", text, name));
      p.faults |= bit(s);
    }
  }
  return p;
}

std::string Position::text() const {
  std::string out;
  for (int rank = size - 1; rank >= 0; --rank) {
    for (int file = 0; file < size; ++file) out += piece_at(*this, rank * size + file);
    if (rank) out += '/';
  }
  out += side == kWhite ? " w " : " b ";
  if (!faults) return out + "-";
  return out + square_list(faults, size, ",");
}

std::string Position::diagram() const {
  std::string files = "   ";
  for (int file = 0; file < size; ++file) files += fmt::format("  {}", char('a' + file));
  files += '\n';
  std::string out = files;
  for (int rank = size - 1; rank >= 0; --rank) {
    out += fmt::format("  {} ", rank + 1);
    for (int file = 0; file < size; ++file) {
      const int s = rank * size + file;
      out += fmt::format(" {}{}", piece_at(*this, s), has(faults, s) ? '*' : ' ');
    }
    out += fmt::format(" {}\n", rank + 1);
  }
  return out + files;
}

}  // namespace cubilete::damma

namespace cubilete::damma {

namespace {
struct ZobristKeys {
  struct Board {
    uint64_t piece[4][kMaxSquares], fault[kMaxSquares], black_to_move;
  } small{}, large{};
  ZobristKeys() {
    uint64_t x = 0x5DEECE66DULL;
    auto next = [&x] {  // SplitMix64
      uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      return z ^ (z >> 31);
    };
    // The 5x5 keys first, in the order they always had, so 5x5 hashes stay what they were.
    for (Board* b : {&small, &large}) {
      const int n = b == &small ? kSmallBoard * kSmallBoard : kMaxSquares;
      for (auto& kind : b->piece)
        for (int s = 0; s < n; ++s) kind[s] = next();
      for (int s = 0; s < n; ++s) b->fault[s] = next();
      b->black_to_move = next();
    }
  }
  const Board& of(int size) const { return size == kLargeBoard ? large : small; }
};

const ZobristKeys& keys() {
  static const ZobristKeys k;
  return k;
}
}  // namespace

uint64_t zobrist(const Position& p) {
  const auto& keys = damma::keys().of(p.size);
  const Squares boards[4] = {p.men[kWhite], p.men[kBlack], p.kings[kWhite], p.kings[kBlack]};
  uint64_t h = p.side == kBlack ? keys.black_to_move : 0;
  for (int k = 0; k < 4; ++k) each_square(boards[k], [&](int s) { h ^= keys.piece[k][s]; });
  each_square(p.faults, [&](int s) { h ^= keys.fault[s]; });
  return h;
}

uint64_t zobrist_after(const Position& before, uint64_t key, const Position& after) {
  const auto& keys = damma::keys().of(after.size);
  if (before.side != after.side) key ^= keys.black_to_move;
  const Squares changed[4] = {before.men[kWhite] ^ after.men[kWhite], before.men[kBlack] ^ after.men[kBlack],
                              before.kings[kWhite] ^ after.kings[kWhite], before.kings[kBlack] ^ after.kings[kBlack]};
  for (int k = 0; k < 4; ++k) each_square(changed[k], [&](int s) { key ^= keys.piece[k][s]; });
  each_square(before.faults ^ after.faults, [&](int s) { key ^= keys.fault[s]; });
  return key;
}

}  // namespace cubilete::damma
