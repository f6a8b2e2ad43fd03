// The three-dice race and luck games wired to their bots, exact values, advisors and `hint`.
#include <functional>

#include "bots/dice3/dice3_bots.h"
#include "catalog/analysis_results.h"
#include "catalog/dice3/dice3_hints.h"
#include "catalog/dice3/dice3_observations.h"
#include "catalog/dice3/dice3_puzzles.h"
#include "catalog/dice3/dice3_sheet.h"
#include "catalog/game_entry.h"
#include "core/parallel.h"
#include "games/dice3/buck_dice.h"
#include "games/dice3/dice3_descriptions.h"
#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"
#include "solve/common/analysis_model.h"
#include "solve/dice3/dice3_advice.h"
#include "solve/dice3/dice3_analysis.h"
#include "solve/dice3/dice3_values.h"

namespace cubilete::dice3 {

namespace {

// `solve` of the five games: the value, what it means, and the time it took.
std::function<SolveResult(const Game&, const SolveOptions&)> solver(
    std::string meaning, std::function<double(const Game&)> value) {
  return [meaning, value](const Game& game, const SolveOptions&) -> SolveResult {
    const Stopwatch clock;
    const double v = value(game);
    return value_solve_result({v, meaning, clock.seconds()});
  };
}

GameEntry centenario() {
  GameEntry e{centenario_description(), {}, {}, {}, centenario_observation()};
  e.table.throws_by_hand = true;
  e.table.real_dice = one_throw_real_dice("Centenário");
  e.analysis.solve = solver("expected number of throws for one player to cross the whole sheet",
                            [](const Game&) { return solve::centenario_expected_throws(); });
  return e;
}

GameEntry matterhorn() {
  GameEntry e{matterhorn_description(), {}, {}, {}, matterhorn_observation()};
  e.table.throws_by_hand = true;
  e.table.real_dice = one_throw_real_dice("Matterhorn");
  e.bots.names = {"greedy", "optimal"};
  e.bots.aims = {{"optimal", "expected_throws"}};
  e.bots.make = [](const Game& game, const std::string& name) -> std::unique_ptr<Bot> {
    if (name == "optimal")
      return std::make_unique<MatterhornOptimalBot>(static_cast<const MatterhornGame&>(game));
    return std::make_unique<MatterhornGreedyBot>();
  };
  e.analysis.solve = solver(
      "least expected number of throws for one player to finish, under optimal choices",
      [](const Game& g) {
        return solve::matterhorn_solver_for(static_cast<const MatterhornGame&>(g).either_row())
            ->value();
      });
  e.analysis.advise = [](const Game&, const State& state) {
    return solve::advise_matterhorn(state);
  };
  e.analysis.quick_advisor = true;
  e.analysis.advice_measure = solve::matterhorn_measure_words();
  e.analysis.hint_options = matterhorn_hint_options();
  e.analysis.hint_help =
      "matterhorn: --crossed lists the numbers crossed so far (`row2` before those of row 2) and --dice the throw; "
      "every move is ranked by the expected throws still needed after it.";
  e.analysis.hint = matterhorn_hint;
  e.analysis.analysis = [](const Game& game) {
    return solve::matterhorn_analysis(static_cast<const MatterhornGame&>(game));
  };
  e.analysis.puzzles = matterhorn_puzzles();
  return e;
}

GameEntry multiplicacao() {
  GameEntry e{multiplicacao_description(), {}, {}, {}, multiplicacao_observation()};
  e.table.throws_by_hand = true;
  e.table.real_dice = multiplicacao_real_dice();
  e.bots.names = {"greedy", "optimal"};
  e.bots.aims = {{"optimal", "turn_score"}};
  e.bots.make = [](const Game&, const std::string& name) -> std::unique_ptr<Bot> {
    if (name == "optimal") return std::make_unique<MultiplicacaoOptimalBot>();
    return std::make_unique<MultiplicacaoGreedyBot>();
  };
  e.analysis.solve = solver("maximum expected score of one turn under optimal refusals",
                            [](const Game&) { return solve::MultiplicacaoValues().value; });
  e.analysis.advise = [](const Game&, const State& state) {
    return solve::advise_multiplicacao(state);
  };
  e.analysis.quick_advisor = true;
  e.analysis.advice_measure = solve::multiplicacao_measure_words();
  e.analysis.hint_options = multiplicacao_hint_options();
  e.analysis.hint_help =
      "multiplicacao: --set-aside lists a (and b) and --dice the triple, double or last die; accept and refuse are "
      "ranked by the expected score of the turn.";
  e.analysis.hint = multiplicacao_hint;
  e.analysis.analysis = [](const Game& game) {
    return solve::multiplicacao_analysis(static_cast<const MultiplicacaoGame&>(game));
  };
  e.analysis.puzzles = multiplicacao_puzzles();
  return e;
}

GameEntry buck_dice() {
  GameEntry e{buck_dice_description(), {}, {}, {}, buck_dice_observation()};
  e.table.throws_by_hand = true;
  e.analysis.solve = solver(
      "expected number of turns for one player to finish (exactly the target or a Big Buck); the "
      "point number "
      "does not change it",
      [](const Game& g) {
        return solve::buck_dice_expected_turns(static_cast<const BuckDiceGame&>(g).target());
      });
  return e;
}

GameEntry ataque_yankee() {
  GameEntry e{ataque_yankee_description(), {}, {}, {}, ataque_yankee_observation()};
  e.table.throws_by_hand = true;
  e.analysis.solve = solver("expected score of one turn",
                            [](const Game&) { return solve::ataque_yankee_expected_turn(); });
  return e;
}

}  // namespace

void add_entries(std::vector<GameEntry>& out) {
  for (auto make : {centenario, matterhorn, multiplicacao, buck_dice, ataque_yankee})
    out.push_back(make());
}

}  // namespace cubilete::dice3
