// The two three-dice games played for chips wired to their bots, the banker's exact edge, the
// Triplo Seis advisor and `hint`.
#include <string>
#include <tuple>
#include <utility>

#include "bots/bets/flores_bots.h"
#include "bots/bets/triplo_seis_bots.h"
#include "catalog/analysis_results.h"
#include "catalog/bets/bets_hint.h"
#include "catalog/bets/bets_observations.h"
#include "catalog/game_entry.h"
#include "games/bets/bets_descriptions.h"
#include "solve/bets/bets_commands.h"
#include "solve/bets/triplo_seis_advice.h"
#include "solve/bets/triplo_seis_analysis.h"
#include "solve/common/analysis_model.h"

namespace cubilete::bets {

namespace {

// The banker's edge in Flores Amarradas, exactly: as a fraction, and the banker's throw that
// decides, point by point.
struct FloresPointFacts {
  std::string chance, banker_edge_per_chip;
  static constexpr std::string_view kTypeName = "FloresPointFacts";
  static constexpr auto fields() {
    return std::tuple{field("chance", &FloresPointFacts::chance),
                      field("banker_edge_per_chip", &FloresPointFacts::banker_edge_per_chip)};
  }
};
struct FloresBankerThrowFacts {
  std::string wins_every_bet, pays_every_bet;
  Entries<FloresPointFacts, std::string> points;  // by the point the banker throws, 2 to 5
  static constexpr std::string_view kTypeName = "FloresBankerThrowFacts";
  static constexpr auto fields() {
    return std::tuple{field("wins_every_bet", &FloresBankerThrowFacts::wins_every_bet),
                      field("pays_every_bet", &FloresBankerThrowFacts::pays_every_bet),
                      field("points", &FloresBankerThrowFacts::points)};
  }
};
struct FloresSolveFacts {
  std::string fraction;
  FloresBankerThrowFacts banker_throw;
  static constexpr std::string_view kTypeName = "FloresSolveFacts";
  static constexpr auto fields() {
    return std::tuple{field("fraction", &FloresSolveFacts::fraction),
                      field("banker_throw", &FloresSolveFacts::banker_throw)};
  }
};

SolveResult flores_solve_result(solve::FloresSolve s) {
  SolveResult r;
  r.value = s.banker_edge.value();
  r.meaning = s.meaning;
  r.found = OnePlayerSolve{0.0, std::nullopt, std::nullopt};  // found at once, by exact counting
  FloresSolveFacts facts{s.banker_edge.text(), {s.wins_every_bet.text(), s.pays_every_bet.text(), {}}};
  for (int p = 2; p <= 5; ++p)
    facts.banker_throw.points.emplace_back(
        std::to_string(p),
        FloresPointFacts{s.points[size_t(p)].chance.text(), s.points[size_t(p)].banker_edge_per_chip.text()});
  r.notes = {"chances are of a throw that decides: the 108 of 216 throws that name nothing are thrown again"};
  r.facts = writer_of(std::move(facts));
  r.typed = std::move(s);
  return r;
}

GameEntry flores_amarradas() {
  GameEntry e{flores_amarradas_description(), {}, {}, {}, flores_amarradas_observation()};
  e.table.throws_by_hand = true;
  e.bots.names = {"steady"};
  e.bots.make = [](const Game&, const std::string&) -> std::unique_ptr<Bot> {
    return std::make_unique<FloresSteadyBot>();
  };
  e.analysis.solve = [](const Game&, const SolveOptions&) { return flores_solve_result(solve::solve_flores()); };
  return e;
}

GameEntry triplo_seis() {
  GameEntry e{triplo_seis_description(), {}, {}, {}, triplo_seis_observation()};
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
  e.analysis.advice_measure = solve::triplo_seis_measure_words();
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
