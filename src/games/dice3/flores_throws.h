#pragma once
// The throws of Flores Amarradas (RULES.md §4.6) and what they do: 4-5-6, a triple or Seis Alto
// win; 1-2-3 or Ás Negativo lose; a pair with 2..5 as the odd die is a point; anything else is
// thrown again.
#include <string>

#include "core/dice.h"
#include "core/fraction.h"

namespace cubilete::dice3 {

enum class FloresKind { FloresAmarradas, Triple, SeisAlto, DragaoDancante, AsNegativo, Point, Nothing };

struct FloresThrow {
  FloresKind kind;
  int point = 0;  // 2..5 for a point
  bool wins() const { return kind == FloresKind::FloresAmarradas || kind == FloresKind::Triple || kind == FloresKind::SeisAlto; }
  bool loses() const { return kind == FloresKind::DragaoDancante || kind == FloresKind::AsNegativo; }
  // The named combinations that pass the bank under the usual rule.
  bool takes_bank() const { return kind == FloresKind::FloresAmarradas || kind == FloresKind::Triple; }
  std::string name() const;  // "Flores Amarradas", "triple", "Seis Alto", ..., "point 3", "nothing"
};

FloresThrow flores_throw(const FaceCounts& dice);

// Exact chances of a decided throw (a throw that names nothing is thrown again, so these are
// conditional on the throw deciding): win, lose, and each point 2..5.
struct FloresOdds {
  Fraction win, lose, point[6];  // point[2..5]
};
const FloresOdds& flores_odds();

}  // namespace cubilete::dice3
