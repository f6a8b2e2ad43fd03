#include "solve/bets/bets_commands.h"

#include <fmt/format.h>

#include "core/error.h"
#include "games/bets/flores_throws.h"
#include "games/bets/triplo_seis.h"
#include "games/bets/triplo_seis_calls.h"

namespace cubilete::solve {

FloresSolve solve_flores() {
  const auto& o = bets::flores_odds();
  FloresSolve r;
  r.banker_edge = bets::flores_banker_edge();
  r.meaning = "the banker's expected profit per chip bet (the bettor's is its negative)";
  r.wins_every_bet = o.win;
  r.pays_every_bet = o.lose;
  for (int p = 2; p <= 5; ++p)
    r.points[size_t(p)] = {o.point[p], bets::flores_banker_edge_against_point(p)};
  return r;
}

TriploSeisHint hint_triplo_seis(const TriploSeisPosition& p) {
  if (p.call == 666) throw UsageError("nothing beats 666: a call of 666 must be doubted");
  TriploSeisHint hint;
  hint.dice = p.dice;
  hint.call = p.call;
  hint.reads = bets::reading(p.dice);
  std::vector<RankedAction> ranked;
  for (const auto& k : bets::keep_chances(p.dice, p.call)) {
    hint.keeps.push_back({k.kept, difference(p.dice, k.kept), k.chance});
    ranked.push_back({bets::kKeepBase + multisets(3).index_of(k.kept),
                      dice_in(k.kept) ? "keep " + format_dice(k.kept) : "keep none",
                      k.chance.value()});
  }
  hint.ranking =
      Ranking(fmt::format("chance of reading more than {} after the rethrow", p.call), "", ranked);
  return hint;
}

}  // namespace cubilete::solve
