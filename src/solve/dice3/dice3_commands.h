#pragma once
// `cubilete hint` for the three-dice games with decisions, as typed results (present/ writes
// them): Matterhorn (which numbers to cross) and Multiplicação (accept or refuse), ranked as the
// table's advisor ranks (dice3_advice.h).
#include <cstdint>
#include <vector>

#include "core/dice.h"
#include "games/dice3/matterhorn.h"
#include "solve/common/ranking.h"

namespace cubilete::solve {

// A Matterhorn decision: the numbers crossed in each row (bit n-1: number n) and the throw.
struct MatterhornPosition {
  uint32_t row1 = 0, row2 = 0;
  FaceCounts dice{};
};

struct MatterhornHint {
  FaceCounts dice{};
  double throws_needed_now = 0;  // expected, playing on optimally
  Ranking ranking;  // empty: no group of the dice crosses an open number (the throw passes)
};

// Throws UsageError for a sheet no game reaches (row 2 before row 1 is complete, without
// either_row_from_start) and for a complete one (the game is over).
MatterhornHint hint_matterhorn(const dice3::MatterhornGame& game,
                               const MatterhornPosition& position);

// A Multiplicação decision: the dice set aside this turn (none, a, or a and b) and the triple,
// double or last die it is about.
struct MultiplicacaoPosition {
  std::vector<int> set_aside;
  FaceCounts shown{};
};

struct MultiplicacaoHint {
  std::vector<int> set_aside;
  FaceCounts shown{};
  Ranking ranking;
};

// Throws UsageError where nothing may be refused (three dice not a triple, two not a double).
MultiplicacaoHint hint_multiplicacao(const MultiplicacaoPosition& position);

}  // namespace cubilete::solve
