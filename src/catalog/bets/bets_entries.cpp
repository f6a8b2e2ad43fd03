// The two three-dice games played for chips wired to their bots, the banker's exact edge, the
// Triplo Seis advisor and `hint`.
#include "bots/bets/flores_bots.h"
#include "bots/bets/triplo_seis_bots.h"
#include "catalog/analysis_results.h"
#include "catalog/bets/bets_hint.h"
#include "catalog/game_entry.h"
#include "games/bets/bets_descriptions.h"
#include "solve/bets/bets_commands.h"
#include "solve/bets/triplo_seis_advice.h"
#include "solve/bets/triplo_seis_analysis.h"
#include "solve/common/analysis_model.h"

namespace cubilete::bets {

namespace {

GameEntry flores_amarradas() {
  GameEntry e{flores_amarradas_description(), {}, {}, {}};
  e.table.throws_by_hand = true;
  e.bots.names = {"steady"};
  e.bots.make = [](const Game&, const std::string&) -> std::unique_ptr<Bot> {
    return std::make_unique<FloresSteadyBot>();
  };
  e.analysis.solve = [](const Game&, const SolveOptions&) -> SolveResult {
    return solve::solve_flores();
  };
  return e;
}

GameEntry triplo_seis() {
  GameEntry e{triplo_seis_description(), {}, {}, {}};
  e.table.throws_by_hand = true;
  e.bots.names = {"bluffer"};
  e.bots.make = [](const Game&, const std::string&) -> std::unique_ptr<Bot> {
    return std::make_unique<TriploSeisBluffer>();
  };
  e.analysis.advise = [](const Game&, const State& state) {
    return solve::advise_triplo_seis(state);
  };
  e.analysis.quick_advisor = true;
  e.analysis.advice_kinds = {"keep"};  // the exact chances of a keep; calls and doubts are a matter of bluff
  e.analysis.advice_measure = solve::kTriploSeisMeasure;
  e.analysis.hint_options = triplo_seis_hint_options();
  e.analysis.hint_help =
      "triplo_seis: --dice is what is under the cup and --call the call to beat; every keep is ranked by the exact "
      "chance of reading more than the call after rethrowing the rest.";
  e.analysis.hint = triplo_seis_hint;
  e.analysis.analysis = [](const Game& game) {
    return solve::triplo_seis_analysis(static_cast<const TriploSeisGame&>(game));
  };
  return e;
}

}  // namespace

void add_entries(std::vector<GameEntry>& out) {
  out.push_back(flores_amarradas());
  out.push_back(triplo_seis());
}

}  // namespace cubilete::bets
