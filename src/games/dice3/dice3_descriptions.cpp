#include "games/dice3/dice3_descriptions.h"

#include "games/dice3/ataque_yankee.h"
#include "games/dice3/buck_dice.h"
#include "games/dice3/centenario.h"
#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"

namespace cubilete::dice3 {

namespace {
OptionSpec players() {
  return OptionSpec::integer("players", 2, 1, 8, "number of players");
}

GameDescription described(GameInfo info, std::string summary, std::string rules_text,
                          std::vector<OptionSpec> options) {
  GameDescription d;
  d.info = std::move(info);
  d.summary = std::move(summary);
  d.rules_text = std::move(rules_text);
  d.options = std::move(options);
  return d;
}
}  // namespace

GameDescription centenario_description() {
  auto d = described(
      {"centenario", "Centenário", 1, 8, true, true},
      "Centenário: race across 1..12 and back to 1 with three dice, crossing automatic",
      "Centenário (Centennial): each sheet has 24 targets, 1 to 12 then 12 down to 1. A turn is "
      "one "
      "throw of three dice. The seven non-empty subsets of the dice count as distinct (equal "
      "values are different dice); each subset may be used once per throw, a die may be in several "
      "subsets. While an unused subset sums to your next target, that target is crossed. The first "
      "to cross the final 1 wins at once. Option throw_again_after_scoring: a throw that crosses "
      "something earns another throw. No decisions: the game plays itself.",
      {players(), OptionSpec::boolean("throw_again_after_scoring", false,
                                      "a throw that crosses something earns another throw")});
  d.create = game_creator<CentenarioGame>(d.info);
  return d;
}

GameDescription matterhorn_description() {
  auto d = described(
      {"matterhorn", "Matterhorn", 1, 8, true, true},
      "Matterhorn: cross the numbers up and down the mountain, choosing how the dice group",
      "Matterhorn: the sheet of Centenário (row 1: 1..12, row 2: 12..1), one throw of three dice "
      "per turn. Split the dice into disjoint groups (dice may stay unused); each group's sum "
      "crosses one uncrossed, open number. Row 1 numbers are open in any order; row 2 numbers only "
      "once all of row 1 is crossed, which may happen earlier in the same throw. Each die serves "
      "one number per throw. You may choose a smaller move; a throw with no possible group passes. "
      "First to complete row 2 wins. Write moves as `cross 2 11` (`row2` before numbers of row 2, "
      "when it matters). Option either_row_from_start: both rows open from the start; then the "
      "whole sheet must be complete to win.",
      {players(), OptionSpec::boolean("either_row_from_start", false,
                                      "row 2 numbers may be crossed from the start")});
  d.action_examples = "cross 2 11, cross 12 row2 1";
  d.create = game_creator<MatterhornGame>(d.info);
  return d;
}

GameDescription multiplicacao_description() {
  auto d = described(
      {"multiplicacao", "Multiplicação", 1, 8, true, true},
      "Multiplicação: (a + b) x c with three dice, refusing triples, doubles and the last die",
      "Multiplicação (Multiplication): `rounds` rounds (10); each round every player takes one "
      "turn; "
      "the highest total wins. A turn: throw 3 dice and set aside the highest (a); throw the other "
      "2 and set aside the higher (b); throw the last die (c). Score (a + b) x c. Decisions: a "
      "triple on the 3-dice throw may be refused and all three thrown again, as often as wanted; a "
      "double on the 2-dice throw likewise; the last die may be refused once, and the new value "
      "must be kept with a penalty: 4 off a + b when a + b is 10 or more, else 3; score (a + b - "
      "penalty) x c', never below 0. Answer `accept` or `refuse`.",
      {players(), OptionSpec::integer("rounds", 10, 1, 100, "rounds in a game")});
  d.action_examples = "accept, refuse";
  d.create = game_creator<MultiplicacaoGame>(d.info);
  return d;
}

GameDescription buck_dice_description() {
  auto d = described(
      {"buck_dice", "Buck Dice", 1, 8, true, true},
      "Buck Dice: throw on while the point number shows, to exactly the target; chips",
      "Buck Dice: each round opens with a throw of one die by the round's first player: the point "
      "number. A turn: throw three dice. Three of the point number is a Big Buck: the thrower wins "
      "at once. Three of another number is a Little Buck: +5. Otherwise each die showing the point "
      "number: +1. Any scoring throw earns another throw; a throw that scores nothing ends the "
      "turn. The target is exactly `target` (15): a throw that would pass it scores nothing and "
      "ends the turn. Chips at the end: each loser pays the winner target minus their points, "
      "double the target with 0 points. No decisions: the game plays itself.",
      {players(), OptionSpec::integer("target", 15, 1, 1000, "the exact score to reach")});
  d.create = game_creator<BuckDiceGame>(d.info);
  return d;
}

GameDescription ataque_yankee_description() {
  auto d = described(
      {"ataque_yankee", "Ataque Yankee", 1, 8, true, true},
      "Ataque Yankee: highest of 3, higher of 2, last die, bonuses for triples and pairs",
      "Ataque Yankee (Yankee Grab): a turn throws 3 dice and sets aside the highest, throws 2 and "
      "sets aside the higher, throws the last die. The turn scores the sum of the three set-aside "
      "dice, +30 if the 3-dice throw was a triple, +15 if the 2-dice throw was a pair. First to "
      "`target` (100) wins at once (finish_round=true: the round is finished and the highest total "
      "wins). Chips: each loser pays the winner the difference of their totals. No decisions.",
      {players(), OptionSpec::integer("target", 100, 1, 10000, "total that ends the game"),
       OptionSpec::boolean("finish_round", false,
                           "finish the round once someone reaches the target")});
  d.create = game_creator<AtaqueYankeeGame>(d.info);
  return d;
}

}  // namespace cubilete::dice3
