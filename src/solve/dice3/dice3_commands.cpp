#include "solve/dice3/dice3_commands.h"

#include <fmt/format.h>

#include "core/error.h"
#include "games/dice3/matterhorn_moves.h"
#include "solve/dice3/dice3_advice.h"
#include "solve/dice3/dice3_values.h"

namespace cubilete::solve {

using namespace dice3;

MatterhornHint hint_matterhorn(const MatterhornGame& game, const MatterhornPosition& p) {
  const bool either_row = game.either_row();
  if (p.row2 && p.row1 != kFullRow && !either_row)
    throw UsageError(
        "row 2 opens only once all of row 1 is crossed (or with either_row_from_start=true)");
  if (matterhorn_sheet_complete(p.row1, p.row2))
    throw UsageError("that sheet is complete: the game is over");
  MatterhornHint hint;
  hint.dice = p.dice;
  hint.throws_needed_now = matterhorn_solver_for(either_row)->expected_throws(p.row1, p.row2);
  hint.ranking =
      Ranking(matterhorn_measure_words().en, "", rank_matterhorn(p.row1, p.row2, p.dice, either_row));
  return hint;
}

MultiplicacaoHint hint_multiplicacao(const MultiplicacaoPosition& p) {
  const auto v = values_of(p.shown);
  const int thrown = int(v.size());
  if (p.set_aside.size() > 2 || int(p.set_aside.size()) + thrown != 3)
    throw UsageError(fmt::format(
        "a Multiplicação turn sets aside two dice and throws the last: {} set aside and "
        "{} thrown is no decision of it",
        p.set_aside.size(), thrown));
  if (thrown > 1 && v.front() != v.back())
    throw UsageError(fmt::format("only a {} may be refused: {} is set aside without a choice",
                                 thrown == 3 ? "triple" : "double", v.back()));
  MultiplicacaoHint hint;
  hint.set_aside = p.set_aside;
  hint.shown = p.shown;
  hint.ranking = Ranking(multiplicacao_measure_words().en, "", rank_multiplicacao(p.set_aside, p.shown));
  return hint;
}

}  // namespace cubilete::solve
