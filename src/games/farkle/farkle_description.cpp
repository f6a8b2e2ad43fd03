#include "games/farkle/farkle_description.h"

#include "games/farkle/farkle_game.h"
#include "games/farkle/farkle_scoring.h"

namespace cubilete::farkle {

namespace {

std::vector<OptionSpec> options() {
  return {OptionSpec::integer("players", 2, 1, 8, "number of players"),
          OptionSpec::integer("target", 10000, 50, 1000000, "score that ends the game"),
          OptionSpec::integer("entry", 500, 0, 100000,
                              "least turn total a player with 0 points may bank"),
          OptionSpec::integer("three_ones", 300, 50, 3000,
                              "points for three 1s (300 in the Swedish source, 1000 in many "
                              "published rules; a multiple of 50)"),
          OptionSpec::integer("turns", 0, 0, 100,
                              "0: play to the target; N: every player plays N turns, then the highest "
                              "score wins (no target, no final round)"),
          dice_option()};
}

std::string rules_text() {
  return "Farkle: 6 dice. On your turn throw all six. Set aside at least one scoring combination "
         "from the throw (every die set aside must belong to a combination made in this throw), "
         "then bank the turn total or throw the remaining dice. Having set aside all six (hot "
         "dice) you may throw all six again. A throw with nothing that scores is a farkle: the "
         "turn total is lost. A player with 0 points may bank only a turn total of at least "
         "`entry` (500). When a player banks and reaches `target` (10000), every other player in "
         "seat order gets one last turn, in which they may not bank until their score is higher "
         "than the best so far; the highest score wins. With `turns` N (0: none) the game is instead "
         "N turns for each player, and the highest score wins.\nScoring (the reading that scores most "
         "counts): " +
         scoring_summary(300) + " (three 1s: option three_ones).";
}

}  // namespace

GameDescription farkle_description() {
  GameDescription d;
  d.info = {"farkle", "Farkle", 1, 8, true, true};
  d.default_players = 2;
  d.summary = "Farkle: 6 dice, push your luck to 10000 (Swedish rules: entry 500, final round)";
  d.rules_text = rules_text();
  d.options = options();
  d.action_examples = "keep 1 5, bank, roll";
  d.create = game_creator<FarkleGame>(d.info);
  return d;
}

}  // namespace cubilete::farkle
