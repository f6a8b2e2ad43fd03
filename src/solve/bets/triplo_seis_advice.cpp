#include "solve/bets/triplo_seis_advice.h"

#include "games/bets/triplo_seis.h"
#include "games/bets/triplo_seis_calls.h"

namespace cubilete::solve {

const Translated& triplo_seis_measure_words() {
  static const Translated words{"chance of reading above the call after the rethrow",
                                "chance de ler acima do canto depois de jogar de novo",
                                "probabilidad de leer más que el canto después de volver a tirar"};
  return words;
}

std::vector<RankedAction> advise_triplo_seis(const State& state) {
  const auto& s = static_cast<const bets::TriploSeisState&>(state);
  if (s.phase() != bets::CupPhase::Keep) return {};
  std::vector<RankedAction> out;
  for (const auto& k : bets::keep_chances(s.dice(), s.call())) {
    const Action a = bets::kKeepBase + multisets(3).index_of(k.kept);
    out.push_back({a, state.action_to_string(a), k.chance.value()});
  }
  return out;
}

}  // namespace cubilete::solve
