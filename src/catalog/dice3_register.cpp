// The three-dice race and luck games in the registry: options, rules text, bots and exact values.
#include "catalog/dice3_register.h"

#include <functional>
#include <nlohmann/json.hpp>

#include "bots/dice3/dice3_bots.h"
#include "core/parallel.h"
#include "games/dice3/ataque_yankee.h"
#include "games/dice3/buck_dice.h"
#include "games/dice3/centenario.h"
#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"
#include "solve/dice3/dice3_advice.h"
#include "solve/dice3/dice3_values.h"

namespace cubilete::dice3 {

namespace {

OptionSpec players() { return OptionSpec::integer("players", 2, 1, 8, "number of players"); }

// `solve` output shared by the five games: the value, what it means, and the time it took.
std::function<nlohmann::json(const Game&, const SolveOptions&)> solver(std::string meaning,
                                                                       std::function<double(const Game&)> value) {
  return [meaning, value](const Game& game, const SolveOptions&) -> nlohmann::json {
    const Stopwatch clock;
    const double v = value(game);
    const double seconds = clock.seconds();
    return {{"game", game.info().id}, {"rules", game.rules().to_json()}, {"value", v},
            {"meaning", meaning},     {"seconds", seconds}};
  };
}

GameEntry centenario() {
  GameEntry e;
  e.info = {"centenario", "Centenário", 1, 8, true, true};
  e.summary = "Centenário: race across 1..12 and back to 1 with three dice, crossing automatic";
  e.rules_text =
      "Centenário (Centennial): each sheet has 24 targets, 1 to 12 then 12 down to 1. A turn is one "
      "throw of three dice. The seven non-empty subsets of the dice count as distinct (equal "
      "values are different dice); each subset may be used once per throw, a die may be in several "
      "subsets. While an unused subset sums to your next target, that target is crossed. The first "
      "to cross the final 1 wins at once. Option throw_again_after_scoring: a throw that crosses "
      "something earns another throw. No decisions: the game plays itself.";
  e.options = {players(), OptionSpec::boolean("throw_again_after_scoring", false,
                                              "a throw that crosses something earns another throw")};
  e.create = game_creator<CentenarioGame>(e.info);
  e.throws_by_hand = true;
  e.solve = solver("expected number of throws for one player to cross the whole sheet",
                   [](const Game&) { return solve::centenario_expected_throws(); });
  return e;
}

GameEntry matterhorn() {
  GameEntry e;
  e.info = {"matterhorn", "Matterhorn", 1, 8, true, true};
  e.summary = "Matterhorn: cross the numbers up and down the mountain, choosing how the dice group";
  e.rules_text =
      "Matterhorn: the sheet of Centenário (row 1: 1..12, row 2: 12..1), one throw of three dice "
      "per turn. Split the dice into disjoint groups (dice may stay unused); each group's sum "
      "crosses one uncrossed, open number. Row 1 numbers are open in any order; row 2 numbers only "
      "once all of row 1 is crossed, which may happen earlier in the same throw. Each die serves "
      "one number per throw. You may choose a smaller move; a throw with no possible group passes. "
      "First to complete row 2 wins. Write moves as `cross 2 11` (`row2` before numbers of row 2, "
      "when it matters). Option either_row_from_start: both rows open from the start; then the "
      "whole sheet must be complete to win.";
  e.options = {players(), OptionSpec::boolean("either_row_from_start", false,
                                              "row 2 numbers may be crossed from the start")};
  e.create = game_creator<MatterhornGame>(e.info);
  e.throws_by_hand = true;
  e.bots = {"greedy", "optimal"};
  e.make_bot = [](const Game& game, const std::string& name) -> std::unique_ptr<Bot> {
    if (name == "optimal") return std::make_unique<MatterhornOptimalBot>(static_cast<const MatterhornGame&>(game));
    return std::make_unique<MatterhornGreedyBot>();
  };
  e.solve = solver("least expected number of throws for one player to finish, under optimal choices",
                   [](const Game& g) {
                     return matterhorn_solver_for(static_cast<const MatterhornGame&>(g).either_row())->value();
                   });
  e.advise = [](const Game&, const State& state) { return solve::advise_matterhorn(state); };
  e.advice_measure = solve::kMatterhornMeasure;
  e.hint = solve::hint_matterhorn;
  e.hint_options = {"crossed", "dice"};
  return e;
}

GameEntry multiplicacao() {
  GameEntry e;
  e.info = {"multiplicacao", "Multiplicação", 1, 8, true, true};
  e.summary = "Multiplicação: (a + b) x c with three dice, refusing triples, doubles and the last die";
  e.rules_text =
      "Multiplicação (Multiplication): `rounds` rounds (10); each round every player takes one turn; "
      "the highest total wins. A turn: throw 3 dice and set aside the highest (a); throw the other "
      "2 and set aside the higher (b); throw the last die (c). Score (a + b) x c. Decisions: a "
      "triple on the 3-dice throw may be refused and all three thrown again, as often as wanted; a "
      "double on the 2-dice throw likewise; the last die may be refused once, and the new value "
      "must be kept with a penalty: 4 off a + b when a + b is 10 or more, else 3; score (a + b - "
      "penalty) x c', never below 0. Answer `accept` or `refuse`.";
  e.options = {players(), OptionSpec::integer("rounds", 10, 1, 100, "rounds in a game")};
  e.create = game_creator<MultiplicacaoGame>(e.info);
  e.throws_by_hand = true;
  e.bots = {"greedy", "optimal"};
  e.make_bot = [](const Game&, const std::string& name) -> std::unique_ptr<Bot> {
    if (name == "optimal") return std::make_unique<MultiplicacaoOptimalBot>();
    return std::make_unique<MultiplicacaoGreedyBot>();
  };
  e.solve = solver("maximum expected score of one turn under optimal refusals",
                   [](const Game&) { return solve::MultiplicacaoValues().value; });
  e.advise = [](const Game&, const State& state) { return solve::advise_multiplicacao(state); };
  e.advice_measure = solve::kMultiplicacaoMeasure;
  e.hint = solve::hint_multiplicacao;
  e.hint_options = {"set-aside", "dice"};
  return e;
}

GameEntry buck_dice() {
  GameEntry e;
  e.info = {"buck_dice", "Buck Dice", 1, 8, true, true};
  e.summary = "Buck Dice: throw on while the point number shows, to exactly the target; chips";
  e.rules_text =
      "Buck Dice: each round opens with a throw of one die by the round's first player: the point "
      "number. A turn: throw three dice. Three of the point number is a Big Buck: the thrower wins "
      "at once. Three of another number is a Little Buck: +5. Otherwise each die showing the point "
      "number: +1. Any scoring throw earns another throw; a throw that scores nothing ends the "
      "turn. The target is exactly `target` (15): a throw that would pass it scores nothing and "
      "ends the turn. Chips at the end: each loser pays the winner target minus their points, "
      "double the target with 0 points. No decisions: the game plays itself.";
  e.options = {players(), OptionSpec::integer("target", 15, 1, 1000, "the exact score to reach")};
  e.create = game_creator<BuckDiceGame>(e.info);
  e.throws_by_hand = true;
  e.solve = solver("expected number of turns for one player to finish (exactly the target or a Big Buck); "
                   "the point number does not change it",
                   [](const Game& g) { return solve::buck_dice_expected_turns(static_cast<const BuckDiceGame&>(g).target()); });
  return e;
}

GameEntry ataque_yankee() {
  GameEntry e;
  e.info = {"ataque_yankee", "Ataque Yankee", 1, 8, true, true};
  e.summary = "Ataque Yankee: highest of 3, higher of 2, last die, bonuses for triples and pairs";
  e.rules_text =
      "Ataque Yankee (Yankee Grab): a turn throws 3 dice and sets aside the highest, throws 2 and "
      "sets aside the higher, throws the last die. The turn scores the sum of the three set-aside "
      "dice, +30 if the 3-dice throw was a triple, +15 if the 2-dice throw was a pair. First to "
      "`target` (100) wins at once (finish_round=true: the round is finished and the highest total "
      "wins). Chips: each loser pays the winner the difference of their totals. No decisions.";
  e.options = {players(), OptionSpec::integer("target", 100, 1, 10000, "total that ends the game"),
               OptionSpec::boolean("finish_round", false, "finish the round once someone reaches the target")};
  e.create = game_creator<AtaqueYankeeGame>(e.info);
  e.throws_by_hand = true;
  e.solve = solver("expected score of one turn", [](const Game&) { return solve::ataque_yankee_expected_turn(); });
  return e;
}

}  // namespace

void register_games(std::vector<GameEntry>& out) {
  for (auto make : {centenario, matterhorn, multiplicacao, buck_dice, ataque_yankee}) out.push_back(make());
}

}  // namespace cubilete::dice3
