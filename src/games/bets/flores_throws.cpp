#include "games/bets/flores_throws.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <utility>

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

std::string FloresThrow::key() const {
  switch (kind) {
    case FloresKind::FloresAmarradas:
      return "flores_amarradas";
    case FloresKind::Triple:
      return "triple";
    case FloresKind::SeisAlto:
      return "seis_alto";
    case FloresKind::DragaoDancante:
      return "dragao_dancante";
    case FloresKind::AsNegativo:
      return "as_negativo";
    case FloresKind::Point:
      return "point";
    case FloresKind::Nothing:
      break;
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

namespace {
// A bettor's chances of winning and losing against the banker's point p (equal points: neither).
std::pair<Fraction, Fraction> bettor_chances(int p) {
  const auto& o = flores_odds();
  Fraction higher, lower;
  for (int q = 2; q <= 5; ++q) {
    if (q > p) higher += o.point[q];
    if (q < p) lower += o.point[q];
  }
  return {o.win + higher, o.lose + lower};
}
}  // namespace

std::string flores_odds_text(int point) {
  const auto& o = flores_odds();
  if (point == 0)
    return fmt::format("The banker's throw, until it decides: wins every bet {}, loses every bet {}, "
                       "a point 2, 3, 4 or 5 {} each; the banker's edge is {} a chip bet.",
                       o.win.text(), o.lose.text(), o.point[2].text(), flores_banker_edge().text());
  const auto [win, lose] = bettor_chances(point);
  return fmt::format("Against point {}, until the throw decides: the bettor wins {}, loses {}, ties {}.", point,
                     win.text(), lose.text(), o.point[point].text());
}

const nlohmann::json& flores_odds_json() {
  static const nlohmann::json odds = [] {
    // One throw of three dice, each kind counted over the 216 ordered throws.
    int64_t count[7] = {}, points[6] = {};
    for (int a = 1; a <= 6; ++a)
      for (int b = 1; b <= 6; ++b)
        for (int d = 1; d <= 6; ++d) {
          FaceCounts c{};
          ++c[a - 1], ++c[b - 1], ++c[d - 1];
          const auto t = flores_throw(c);
          ++count[int(t.kind)];
          if (t.kind == FloresKind::Point) ++points[t.point];
        }
    nlohmann::json one = nlohmann::json::object();
    for (auto kind : {FloresKind::FloresAmarradas, FloresKind::Triple, FloresKind::SeisAlto,
                      FloresKind::DragaoDancante, FloresKind::AsNegativo, FloresKind::Nothing})
      one[FloresThrow{kind}.key()] = Fraction(count[int(kind)], 216).text();
    const auto& o = flores_odds();
    nlohmann::json point = nlohmann::json::object(), decided_point = nlohmann::json::object();
    nlohmann::json against = nlohmann::json::object(), edge_against = nlohmann::json::object();
    for (int p = 2; p <= 5; ++p) {
      const auto key = std::to_string(p);
      point[key] = Fraction(points[p], 216).text();
      decided_point[key] = o.point[p].text();
      const auto [win, lose] = bettor_chances(p);
      against[key] = {{"win", win.text()},
                      {"lose", lose.text()},
                      {"tie", o.point[p].text()},
                      {"bettor_edge", (Fraction(0) - flores_banker_edge_against_point(p)).text()}};
      edge_against[key] = flores_banker_edge_against_point(p).text();
    }
    one["point"] = point;
    return nlohmann::json{
        {"throw", one},
        {"decided", {{"win", o.win.text()}, {"lose", o.lose.text()}, {"point", decided_point}}},
        {"banker_edge", flores_banker_edge().text()},
        {"banker_edge_against_point", edge_against},
        {"against_point", against}};
  }();
  return odds;
}

}  // namespace cubilete::bets
