#include "games/bets/bets_descriptions.h"

#include "games/bets/flores_amarradas.h"
#include "games/bets/triplo_seis.h"

namespace cubilete::bets {

namespace {
OptionSpec chips() {
  return OptionSpec::integer("chips", 100, 1, 1000000, "chips each player starts with");
}
OptionSpec rounds() {
  return OptionSpec::integer("rounds", 10, 1, 1000, "rounds in a match");
}
}  // namespace

GameDescription flores_amarradas_description() {
  GameDescription d;
  d.info = {"flores_amarradas", "Flores Amarradas", 2, 8, true, true};
  d.default_players = 3;
  d.summary = "Flores Amarradas: a banker against everyone, bets on 4-5-6, triples and points";
  d.rules_text =
      "Flores Amarradas (Four-Five-Six): the highest total of three dice takes the bank (ties "
      "throw "
      "again). Each round the others bet a multiple of 3 chips (bet_mode=each, capped by max_bet "
      "if set; all bets together no more than the banker holds) or, with bet_mode=cover, the "
      "banker "
      "stakes a multiple of 3 and the others in seat order cover parts of it (3 at least while any "
      "is left). Throws: 4-5-6 Flores Amarradas, any triple, a pair with a 6 (Seis Alto) win; "
      "1-2-3 "
      "(Dragão Dançante) and a pair with a 1 (Ás Negativo) lose; a pair with a 2, 3, 4 or 5 is a "
      "point of that value; anything else is thrown again. The banker throws first: a win takes "
      "every bet, a loss pays every bet, a point sends each bettor to throw against it: win, lose, "
      "or point against point, where the higher point takes a third of the bet per point of "
      "difference (equal points: nothing). The bank passes to the first bettor who beat the point "
      "with 4-5-6 or a triple (bank_passing=rotate: to the next seat every round). The match lasts "
      "`rounds` rounds, or ends when a player has fewer than 3 chips. Most chips wins. Write "
      "`bet 6`, `stake 30`, `cover 9`.";
  d.options = {
      OptionSpec::integer("players", 3, 2, 8, "number of players"),
      chips(),
      rounds(),
      OptionSpec::choice(
          "bet_mode", "each", {"each", "cover"},
          "each: every bettor bets a multiple of 3; cover: the bettors cover the banker's stake"),
      OptionSpec::integer("max_bet", 0, 0, 1000000,
                          "largest bet or stake (0: no cap; else at least 3)"),
      OptionSpec::choice("bank_passing", "beat", {"beat", "rotate"},
                         "beat: to the first bettor who beat the point with 4-5-6 or a triple; "
                         "rotate: next seat")};
  d.action_examples = "bet 6";
  d.create = game_creator<FloresGame>(d.info);
  return d;
}

GameDescription triplo_seis_description() {
  GameDescription d;
  d.info = {"triplo_seis", "Triplo Seis", 2, 8, true, false};
  d.default_players = 4;
  d.summary =
      "Triplo Seis: bluffing with three dice under a cup; calls must rise; believe or doubt";
  d.rules_text =
      "Triplo Seis (Triple Six): three dice under a cup that only its holder sees. A call is three "
      "digits high to low, 111 to 666, compared as numbers; dice read the same way (6-4-4 reads "
      "644). The round's first player puts a chip on the table, throws secretly and calls "
      "anything. "
      "Each next player puts a chip on the table and believes or doubts. Believe: look under the "
      "cup, rethrow 0 to 3 dice secretly (everyone sees how many) and call higher than before, "
      "true or not. Doubt: the dice are shown; if they read at least the call the caller wins, "
      "otherwise the doubter. 111 cannot be doubted; 666 must be. The winner takes the table and "
      "the loser pays the winner a fine equal to what was on the table. `rounds` rounds, each "
      "started by the next player; the match also ends when a player has no chip for the ante. "
      "Most chips wins. Write `believe`, `doubt`, `keep 4-4` (or `rethrow 2`, `keep none`, `keep "
      "all`), `call 654`.";
  d.options = {OptionSpec::integer("players", 4, 2, 8, "number of players"), chips(), rounds()};
  d.action_examples = "believe, doubt, keep 4-4, call 654";
  d.create = game_creator<TriploSeisGame>(d.info);
  return d;
}

}  // namespace cubilete::bets
