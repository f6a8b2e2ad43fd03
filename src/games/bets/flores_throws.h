#pragma once
// The throws of Flores Amarradas (RULES.md §4.6) and what they do: 4-5-6, a triple or Seis Alto
// win; 1-2-3 or Ás Negativo lose; a pair with 2..5 as the odd die is a point; anything else is
// thrown again.
#include <string>
#include <utility>

#include "core/dice.h"
#include "core/enum_names.h"
#include "core/fraction.h"
#include "core/lang.h"

namespace cubilete::bets {

enum class FloresKind { FloresAmarradas, Triple, SeisAlto, DragaoDancante, AsNegativo, Point, Nothing };
constexpr EnumNames<7> enum_names(FloresKind) {
  return {"FloresKind",
          {"flores_amarradas", "triple", "seis_alto", "dragao_dancante", "as_negativo", "point", "nothing"}};
}

struct FloresThrow {
  FloresKind kind;
  int point = 0;  // 2..5 for a point
  bool wins() const { return kind == FloresKind::FloresAmarradas || kind == FloresKind::Triple || kind == FloresKind::SeisAlto; }
  bool loses() const { return kind == FloresKind::DragaoDancante || kind == FloresKind::AsNegativo; }
  // The named combinations that pass the bank under the usual rule.
  bool takes_bank() const { return kind == FloresKind::FloresAmarradas || kind == FloresKind::Triple; }
  std::string name() const;  // "Flores Amarradas", "triple", "Seis Alto", ..., "point 3", "nothing"
  // "flores_amarradas", "triple", "seis_alto", "dragao_dancante", "as_negativo", "point",
  // "nothing" (enum_names).
  std::string key() const { return std::string(name_of(kind)); }
};

FloresThrow flores_throw(const FaceCounts& dice);

// Exact chances of a decided throw (a throw that names nothing is thrown again, so these are
// conditional on the throw deciding): win, lose, and each point 2..5.
struct FloresOdds {
  Fraction win, lose, point[6];  // point[2..5]
};
const FloresOdds& flores_odds();

// The banker's expected profit per chip bet (the bettor's is its negative), over the whole round
// and once the banker has thrown point p (2..5).
Fraction flores_banker_edge();
Fraction flores_banker_edge_against_point(int p);

// A bettor's chances of winning and losing against the banker's point p (2..5), until the throw
// decides (equal points: neither).
std::pair<Fraction, Fraction> flores_bettor_chances(int p);

// The same for the screen, at the throw, in `lang`: `point` 0 for the banker's throw, else the
// bettor's chances against the banker's point (2..5).
std::string flores_odds_text(int point, Lang lang);

}  // namespace cubilete::bets
