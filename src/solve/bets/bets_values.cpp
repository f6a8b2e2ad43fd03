#include "solve/bets/bets_values.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "games/bets/flores_throws.h"
#include "games/bets/triplo_seis.h"
#include "games/bets/triplo_seis_calls.h"

namespace cubilete::solve {

using bets::flores_odds;

Fraction flores_banker_edge() {
  return bets::flores_banker_edge();
}

nlohmann::json solve_flores(const Game& game) {
  const auto& o = flores_odds();
  const Fraction edge = bets::flores_banker_edge();
  nlohmann::json points = nlohmann::json::object();
  for (int p = 2; p <= 5; ++p)
    points[std::to_string(p)] = {
        {"chance", o.point[p].text()},
        {"banker_edge_per_chip", bets::flores_banker_edge_against_point(p).text()}};
  return {{"game", game.info().id},
          {"rules", game.rules().to_json()},
          {"value", edge.value()},
          {"fraction", edge.text()},
          {"meaning", "the banker's expected profit per chip bet (the bettor's is its negative)"},
          {"banker_throw",
           {{"wins_every_bet", o.win.text()}, {"pays_every_bet", o.lose.text()}, {"points", points}}},
          {"notes", {"chances are of a throw that decides: the 108 of 216 throws that name nothing are thrown again"}},
          {"seconds", 0.0}};
}

nlohmann::json hint_triplo_seis(const HintRequest& r) {
  if (r.dice.empty()) throw UsageError("hint triplo_seis needs --dice (the three dice under the cup, e.g. 5-4-1)");
  if (r.call.empty()) throw UsageError("hint triplo_seis needs --call (the call to beat, e.g. 541)");
  const FaceCounts dice = counts_of(parse_dice(r.dice, 3));
  const int call = bets::parse_call(r.call);
  if (call == 666) throw UsageError("nothing beats 666: a call of 666 must be doubted");
  nlohmann::json choices = nlohmann::json::array();
  const auto ranked = bets::keep_chances(dice, call);
  for (const auto& k : ranked) {
    const FaceCounts rethrow = difference(dice, k.kept);
    choices.push_back({{"action", dice_in(k.kept) ? "keep " + format_dice(k.kept) : "keep none"},
                       {"keep", format_dice(k.kept)},
                       {"rethrow", format_dice(rethrow)},
                       {"probability", k.chance.text()},
                       {"expected", k.chance.value()},
                       {"loss", ranked.front().chance.value() - k.chance.value()}});
  }
  return {{"game", "triplo_seis"},
          {"dice", format_dice(dice)},
          {"reads", bets::reading(dice)},
          {"call", call},
          {"measure", fmt::format("chance of reading more than {} after the rethrow", call)},
          {"choices", choices}};
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
