#include "games/dice3/flores_throws.h"

namespace cubilete::dice3 {

std::string FloresThrow::name() const {
  switch (kind) {
    case FloresKind::FloresAmarradas: return "Flores Amarradas";
    case FloresKind::Triple: return "a triple";
    case FloresKind::SeisAlto: return "Seis Alto";
    case FloresKind::DragaoDancante: return "Dragão Dançante";
    case FloresKind::AsNegativo: return "Ás Negativo";
    case FloresKind::Point: return "point " + std::to_string(point);
    case FloresKind::Nothing: break;
  }
  return "nothing";
}

FloresThrow flores_throw(const FaceCounts& c) {
  int pair = 0, odd = 0;
  for (int f = 1; f <= 6; ++f) {
    if (c[f - 1] == 3) return {FloresKind::Triple};
    if (c[f - 1] == 2) pair = f;
    if (c[f - 1] == 1) odd = f;
  }
  if (pair) {
    if (odd == 6) return {FloresKind::SeisAlto};
    if (odd == 1) return {FloresKind::AsNegativo};
    return {FloresKind::Point, odd};
  }
  if (c[3] && c[4] && c[5]) return {FloresKind::FloresAmarradas};
  if (c[0] && c[1] && c[2]) return {FloresKind::DragaoDancante};
  return {FloresKind::Nothing};
}

const FloresOdds& flores_odds() {
  static const FloresOdds odds = [] {
    // Count the 216 ordered throws; the 108 that decide nothing are thrown again.
    int64_t win = 0, lose = 0, point[6] = {}, decided = 0;
    for (int a = 1; a <= 6; ++a)
      for (int b = 1; b <= 6; ++b)
        for (int d = 1; d <= 6; ++d) {
          FaceCounts c{};
          ++c[a - 1], ++c[b - 1], ++c[d - 1];
          const auto t = flores_throw(c);
          if (t.kind == FloresKind::Nothing) continue;
          ++decided;
          if (t.wins()) ++win;
          else if (t.loses()) ++lose;
          else ++point[t.point];
        }
    FloresOdds o{{win, decided}, {lose, decided}, {}};
    for (int p = 2; p <= 5; ++p) o.point[p] = {point[p], decided};
    return o;
  }();
  return odds;
}

}  // namespace cubilete::dice3
