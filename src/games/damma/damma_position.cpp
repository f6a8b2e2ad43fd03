#include "games/damma/damma_position.h"

#include <fmt/format.h>

#include <bit>
#include <vector>

#include "core/error.h"

namespace cubilete::damma {

namespace {
constexpr int kDf[8] = {1, 1, 0, -1, -1, -1, 0, 1};
constexpr int kDr[8] = {0, 1, 1, 1, 0, -1, -1, -1};

std::array<std::array<Ray, 8>, kSquares> make_rays() {
  std::array<std::array<Ray, 8>, kSquares> rays{};
  for (int s = 0; s < kSquares; ++s)
    for (int d = 0; d < 8; ++d) {
      Ray r{{}, 0};
      for (int f = s % 5 + kDf[d], k = s / 5 + kDr[d]; f >= 0 && f < 5 && k >= 0 && k < 5; f += kDf[d], k += kDr[d])
        r.sq[r.len++] = int8_t(k * 5 + f);
      rays[s][d] = r;
    }
  return rays;
}
}  // namespace

const Ray& ray(int square, int direction) {
  static const auto rays = make_rays();
  return rays[square][direction];
}

std::string square_name(int s) { return {char('a' + s % 5), char('1' + s / 5)}; }

std::string square_list(uint32_t squares, const char* separator) {
  std::vector<std::string> names;
  for (; squares; squares &= squares - 1) names.push_back(square_name(std::countr_zero(squares)));
  return fmt::format("{}", fmt::join(names, separator));
}

int parse_square(std::string_view t) {
  if (t.size() != 2 || t[0] < 'a' || t[0] > 'e' || t[1] < '1' || t[1] > '5') return -1;
  return (t[1] - '1') * 5 + (t[0] - 'a');
}

Position Position::initial() { return parse("bbbbb/bbbbb/bb.ww/wwwww/wwwww w -"); }

Position Position::parse(std::string_view text) {
  const std::string expected = "expected e.g. 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -' (ranks 5 to 1, w b men, W B Dammas, "
                               "'.' empty; side to move w or b; squares at fault or -)";
  std::vector<std::string> fields;
  std::string cur;
  for (char c : text) {
    if (c == ' ') {
      if (!cur.empty()) fields.push_back(cur), cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) fields.push_back(cur);
  if (fields.size() != 3) throw UsageError(fmt::format("position '{}': three fields needed, {}", text, expected));
  Position p;
  int rank = 4, file = 0;
  for (char c : fields[0]) {
    if (c == '/') {
      if (file != 5) throw UsageError(fmt::format("position '{}': rank {} has {} squares, not 5", text, rank + 1, file));
      --rank, file = 0;
      continue;
    }
    if (rank < 0 || file >= 5) throw UsageError(fmt::format("position '{}': too many squares; {}", text, expected));
    const uint32_t bit = 1u << (rank * 5 + file);
    switch (c) {
      case 'w': p.men[kWhite] |= bit; break;
      case 'b': p.men[kBlack] |= bit; break;
      case 'W': p.kings[kWhite] |= bit; break;
      case 'B': p.kings[kBlack] |= bit; break;
      case '.': break;
      default: throw UsageError(fmt::format("position '{}': '{}' is not a piece; {}", text, c, expected));
    }
    ++file;
  }
  if (rank != 0 || file != 5) throw UsageError(fmt::format("position '{}': 5 ranks of 5 squares needed", text));
  if (fields[1] != "w" && fields[1] != "b")
    throw UsageError(fmt::format("position '{}': side to move '{}' is not w or b", text, fields[1]));
  p.side = fields[1] == "w" ? kWhite : kBlack;
  if (fields[2] != "-") {
    std::string_view rest = fields[2];
    while (!rest.empty()) {
      const auto comma = rest.find(',');
      const auto name = rest.substr(0, comma);
      const int s = parse_square(name);
      if (s < 0) throw UsageError(fmt::format("position '{}': '{}' is not a square a1..e5", text, name));
      if (!(p.pieces(1 - p.side) >> s & 1))
        throw UsageError(fmt::format("position '{}': a fault on {} needs a piece of the side that just moved there", text, name));
      p.faults |= 1u << s;
      rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    }
  }
  return p;
}

std::string Position::text() const {
  std::string out;
  for (int rank = 4; rank >= 0; --rank) {
    for (int file = 0; file < 5; ++file) {
      const uint32_t bit = 1u << (rank * 5 + file);
      out += men[kWhite] & bit ? 'w' : men[kBlack] & bit ? 'b' : kings[kWhite] & bit ? 'W' : kings[kBlack] & bit ? 'B' : '.';
    }
    if (rank) out += '/';
  }
  out += side == kWhite ? " w " : " b ";
  if (!faults) return out + "-";
  return out + square_list(faults, ",");
}

std::string Position::diagram() const {
  std::string out = "     a  b  c  d  e\n";
  for (int rank = 4; rank >= 0; --rank) {
    out += fmt::format("  {} ", rank + 1);
    for (int file = 0; file < 5; ++file) {
      const int s = rank * 5 + file;
      const uint32_t bit = 1u << s;
      const char c = men[kWhite] & bit ? 'w' : men[kBlack] & bit ? 'b' : kings[kWhite] & bit ? 'W' : kings[kBlack] & bit ? 'B' : '.';
      out += fmt::format(" {}{}", c, faults & bit ? '*' : ' ');
    }
    out += fmt::format(" {}\n", rank + 1);
  }
  return out + "     a  b  c  d  e\n";
}

}  // namespace cubilete::damma

namespace cubilete::damma {

namespace {
struct ZobristKeys {
  uint64_t piece[4][kSquares], fault[kSquares], black_to_move;
  ZobristKeys() {
    uint64_t x = 0x5DEECE66DULL;
    auto next = [&x] {  // SplitMix64
      uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      return z ^ (z >> 31);
    };
    for (auto& kind : piece)
      for (auto& k : kind) k = next();
    for (auto& k : fault) k = next();
    black_to_move = next();
  }
};
}  // namespace

uint64_t zobrist(const Position& p) {
  static const ZobristKeys keys;
  const uint32_t boards[4] = {p.men[kWhite], p.men[kBlack], p.kings[kWhite], p.kings[kBlack]};
  uint64_t h = p.side == kBlack ? keys.black_to_move : 0;
  for (int k = 0; k < 4; ++k)
    for (uint32_t b = boards[k]; b; b &= b - 1) h ^= keys.piece[k][std::countr_zero(b)];
  for (uint32_t f = p.faults; f; f &= f - 1) h ^= keys.fault[std::countr_zero(f)];
  return h;
}

}  // namespace cubilete::damma
