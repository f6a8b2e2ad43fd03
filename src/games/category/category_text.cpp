// The rules of each preset in plain words, for `cubilete rules`.
#include "games/category/category_rules.h"

namespace cubilete::category {

std::string category_rules_text(const std::string& game) {
  const std::string turn =
      "On your turn throw the dice; after each throw but the last you may keep any of them and "
      "throw the rest again (a die kept earlier may be thrown again later), or stop. The turn "
      "ends by writing the dice into one open category of your card. Every category is written "
      "exactly once; when every card is full the highest total wins.";
  if (game == "general")
    return "Brazilian General: 5 dice, 3 throws, 11 categories. " + turn +
           "\nCategories: 1..6 score the number times how many dice show it; S (Sequencia) "
           "1-2-3-4-5 or 2-3-4-5-6 = 20; F (Full-hand) three of one number and two of another "
           "= 30; Q (Quadra) four equal dice = 40; G (General) five equal dice = 50; X (Jogada "
           "aleatoria) the sum of the dice. S, F and Q score 5 more when served (from the first "
           "throw). A throw must go into an open category it fits; numbers and X fit every "
           "throw, so a 0 goes into S, F, Q or G only when nothing else is open (scratch=any "
           "allows a 0 anywhere).";
  if (game == "generala")
    return "Argentine Generala: 5 dice, 3 throws, 10 categories. " + turn +
           "\nCategories: 1..6 score the number times its count; escalera (1-2-3-4-5 or "
           "2-3-4-5-6) 20; full (three and a pair) 30; poker (four of a kind) 40; generala (five "
           "of a kind) 60. Escalera, full and poker score 5 more when served. A served generala "
           "(five of a kind on the first throw) wins the game at once, unless you scratched "
           "generala, or it is a double generala. Any throw may be written anywhere, for 0 if "
           "it does not qualify. Options give Double Generala, wrap-around straights, a 1 for "
           "the 2 in straights and the other common variants.";
  if (game == "crag")
    return "Crag: 3 dice, 2 throws (throw all three, keep any, throw the rest once more), 13 "
           "categories. " + turn +
           "\nCategories: crag (total 13 with two equal dice) 50; thirteen (total 13) 26; high "
           "straight 4-5-6, low straight 1-2-3, even straight 2-4-6, odd straight 1-3-5: 20 "
           "each; three of a kind 25; 6..1 the number times its count. A 0 may be written only "
           "when the throw qualifies for no open category (a number needs at least one die "
           "showing it); scratch=any allows a 0 anywhere.";
  if (game == "yahtzee")
    return "Yahtzee: 5 dice, 3 throws, 13 categories. " + turn +
           "\nUpper section 1..6 (number times count), 35 bonus points when they total 63 or "
           "more. three_kind and four_kind score the sum of all dice; full_house 25; "
           "small_straight (four in a row) 30; large_straight (five in a row) 40; yahtzee (five "
           "of a kind) 50; chance the sum. Zeros may be written anywhere. Each further yahtzee "
           "after a 50 in the yahtzee box earns 100 more, and may be used as a joker (see the "
           "joker option).";
  return "Yatzy (Scandinavian): 5 dice, 3 throws, 15 categories. " + turn +
         "\nUpper section 1..6, 50 bonus points at 63 or more. pair: twice the highest pair; "
         "two_pairs: the sum of two pairs of different values; three_kind and four_kind: the "
         "value times 3 or 4; small_straight 1-2-3-4-5 = 15; large_straight 2-3-4-5-6 = 20; "
         "full_house (three and two of different values) the sum of the dice; chance the sum; "
         "yatzy (five of a kind) 50. Zeros may be written anywhere.";
}

}  // namespace cubilete::category
