#pragma once
// The betting games' commands as typed results (present/ writes them): `solve flores_amarradas`
// (the banker's edge and the chances it is made of) and `hint triplo_seis` (every keep of the
// dice under the cup with its exact chance of beating the call).
#include <array>
#include <string>
#include <vector>

#include "core/dice.h"
#include "core/fraction.h"
#include "solve/common/ranking.h"

namespace cubilete::solve {

struct FloresSolve {
  Fraction banker_edge;  // per chip bet (the bettor's is its negative)
  std::string meaning;
  Fraction wins_every_bet, pays_every_bet;  // the banker's decided throw
  struct Point {
    Fraction chance, banker_edge_per_chip;
  };
  std::array<Point, 6> points{};  // [2..5]: the banker throws that point
};

FloresSolve solve_flores();

// Under the cup `dice`; the call to beat `call` (111 to 665).
struct TriploSeisPosition {
  FaceCounts dice{};
  int call = 0;
};

struct TriploSeisHint {
  FaceCounts dice{};
  int call = 0;
  int reads = 0;  // what the dice read
  struct Keep {
    FaceCounts kept{}, rethrown{};
    Fraction chance;  // of reading more than the call after the rethrow
  };
  std::vector<Keep> keeps;  // in the ranking's order
  Ranking ranking;          // the keeps, by that chance
};

// Throws UsageError for a call of 666 (nothing beats it: it must be doubted).
TriploSeisHint hint_triplo_seis(const TriploSeisPosition& position);

}  // namespace cubilete::solve
