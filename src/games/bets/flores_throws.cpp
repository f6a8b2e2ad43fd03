#include "games/bets/flores_throws.h"

#include <fmt/format.h>

#include "core/say.h"
#include "games/bets/bets_words.h"

namespace cubilete::bets {

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

Fraction flores_banker_edge_against_point(int p) {
  // Each bettor throws until decided; a point q pays (p - q) / 3 of the bet.
  const auto& o = flores_odds();
  Fraction e = o.lose - o.win;
  for (int q = 2; q <= 5; ++q) e += o.point[q] * Fraction(p - q, 3);
  return e;
}

Fraction flores_banker_edge() {
  const auto& o = flores_odds();
  Fraction e = o.win - o.lose;
  for (int p = 2; p <= 5; ++p) e += o.point[p] * flores_banker_edge_against_point(p);
  return e;
}

std::pair<Fraction, Fraction> flores_bettor_chances(int p) {
  const auto& o = flores_odds();
  Fraction higher, lower;
  for (int q = 2; q <= 5; ++q) {
    if (q > p) higher += o.point[q];
    if (q < p) lower += o.point[q];
  }
  return {o.win + higher, o.lose + lower};
}

std::string flores_odds_text(int point, Lang lang) {
  const auto& o = flores_odds();
  const auto& said = flores_words();
  if (point == 0)
    return say(said.banker_odds, lang, fmt::arg("win", o.win.text()), fmt::arg("lose", o.lose.text()),
               fmt::arg("point", o.point[2].text()), fmt::arg("edge", flores_banker_edge().text()));
  const auto [win, lose] = flores_bettor_chances(point);
  return say(said.point_odds, lang, fmt::arg("point", point), fmt::arg("win", win.text()),
             fmt::arg("lose", lose.text()), fmt::arg("tie", o.point[point].text()));
}

}  // namespace cubilete::bets
