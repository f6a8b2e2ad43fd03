#include "solve/dice3/dice3_advice.h"

#include <algorithm>

#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"
#include "solve/dice3/dice3_values.h"

namespace cubilete::solve {

using namespace dice3;

const Translated& matterhorn_measure_words() {
  static const Translated words{"minus the expected number of throws still needed to finish, playing on optimally (a loss is extra throws)",
                                "menos o número esperado de jogadas que ainda faltam para terminar, jogando da melhor forma (uma perda são jogadas a mais)",
                                "menos la cantidad esperada de tiradas que faltan para terminar, jugando de la mejor manera (una pérdida son tiradas de más)"};
  return words;
}
const Translated& multiplicacao_measure_words() {
  static const Translated words{"expected score of this turn, refusing optimally from here",
                                "pontuação esperada desta vez, recusando da melhor forma daqui em diante",
                                "puntaje esperado de este turno, rechazando de la mejor manera desde acá"};
  return words;
}

namespace {
// Best first; equal values keep their order (the game's order of moves, accept before refuse).
void best_first(std::vector<RankedAction>& ranked) {
  std::stable_sort(ranked.begin(), ranked.end(), [](const RankedAction& a, const RankedAction& b) {
    return a.expected > b.expected;
  });
}

}  // namespace

std::vector<RankedAction> rank_matterhorn(uint32_t row1, uint32_t row2, const FaceCounts& dice,
                                          bool either_row) {
  const auto solver = matterhorn_solver_for(either_row);
  std::vector<uint32_t> moves;
  matterhorn_moves(row1, row2, dice, either_row, moves);
  std::vector<RankedAction> ranked;
  for (uint32_t m : moves)
    ranked.push_back({Action(m), matterhorn_move_name(m),
                      -solver->expected_throws(row1 | row1_part(m), row2 | row2_part(m))});
  best_first(ranked);
  return ranked;
}

std::vector<RankedAction> advise_matterhorn(const State& state) {
  const auto& s = static_cast<const MatterhornState&>(state);
  if (s.current_player() < 0) return {};
  const auto& game = static_cast<const MatterhornGame&>(s.game());
  const int p = s.player();
  return rank_matterhorn(s.row1(p), s.row2(p), game.dice().table().counts(s.last_throw()),
                         game.either_row());
}

std::vector<RankedAction> rank_multiplicacao(const std::vector<int>& set_aside,
                                             const FaceCounts& shown) {
  static const MultiplicacaoValues values;
  const auto v = values_of(shown);
  double accept = 0, refuse = 0;
  switch (set_aside.size()) {
    case 0:  // a triple: keep its value as a, or throw all three again
      accept = values.two[v.back()], refuse = values.value;
      break;
    case 1:  // a double: keep its value as b, or throw both again
      accept = values.last[set_aside[0] + v.back()], refuse = values.two[set_aside[0]];
      break;
    default: {  // the last die: keep it, or throw it again once with the penalty
      const int s = set_aside[0] + set_aside[1];
      accept = multiplicacao_score(s, v.back(), false), refuse = values.refused[s];
    }
  }
  std::vector<RankedAction> ranked = {{kAccept, "accept", accept}, {kRefuse, "refuse", refuse}};
  best_first(ranked);
  return ranked;
}

std::vector<RankedAction> advise_multiplicacao(const State& state) {
  const auto& s = static_cast<const MultiplicacaoState&>(state);
  if (s.current_player() < 0 || !s.deciding()) return {};
  std::vector<int> set_aside;
  if (s.stage() != MultStage::Three) set_aside.push_back(s.a());
  if (s.stage() == MultStage::Last) set_aside.push_back(s.b());
  const auto& game = static_cast<const MultiplicacaoGame&>(s.game());
  return rank_multiplicacao(set_aside, game.dice().table().counts(s.shown_index()));
}

}  // namespace cubilete::solve
