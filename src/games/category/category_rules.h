#pragma once
// The category family (General, Generala, Crag, Yahtzee, Yatzy) as data: one rules struct,
// one list of categories per preset, every variant a named option (RULES.md §1).
#include <string>
#include <vector>

#include "core/dice.h"
#include "core/lang.h"
#include "core/options.h"

namespace cubilete::category {

constexpr int kMaxCategories = 16;

// What a category asks of the dice.
enum class Pattern {
  Number,       // param = face; points = face x count
  Sum,          // any dice; points = sum
  OfAKind,      // at least `param` equal dice
  FullHouse,    // three of one value and two of another
  FiveOfAKind,  // all dice equal
  DoubleFive,   // Double Generala: five of a kind once `generala` holds points
  ExactSet,     // the dice are one of `sets` (straights defined by their values)
  Run,          // the dice contain `param` consecutive values
  Pair,         // two equal dice (highest pair counts)
  TwoPairs,     // two pairs of different values
  Crag,         // total 13 with two equal dice
  Thirteen,     // total 13
};

enum class Points {
  Fixed,       // `value`
  SumOfDice,   // sum of all dice
  FaceTimes,   // the matched face x `value` (Number, Pair, OfAKind in Yatzy)
};

struct CategoryDef {
  std::string key;
  Translated name{"", "", ""};  // the box on the card, in each language
  Pattern pattern = Pattern::Sum;
  int param = 0;
  Points points = Points::Fixed;
  int value = 0;
  bool served_bonus = false;  // gets the served bonus when written from the first throw
  std::vector<std::string> aliases;
  std::vector<FaceCounts> sets;  // ExactSet

  bool is_upper() const { return pattern == Pattern::Number; }
};

enum class Scratch { WhenNothingFits, Any };
enum class Joker { None, Forced, Free };

struct CategoryRules {
  std::string game;  // preset id
  int players = 2;
  int dice = 5;
  int throws = 3;
  std::vector<CategoryDef> categories;
  Scratch scratch = Scratch::Any;
  // Under Scratch::WhenNothingFits: does a number category fit a roll without that number?
  bool number_fits_without_die = true;
  int served_bonus = 0;
  bool five_kind_is_four = true;
  bool five_kind_is_full = false;
  int upper_bonus_threshold = 0;  // 0: no upper bonus
  int upper_bonus = 0;
  int yahtzee_bonus = 0;  // extra points per further five of a kind once `yahtzee` holds points
  Joker joker = Joker::None;
  bool served_generala_wins = false;
  bool dice_by_position = false;  // dice=duplicate (core/deal.h)
  // Indices of special categories, or -1.
  int five_kind_category = -1;  // the generala / yahtzee box
  int double_category = -1;

  int num_categories() const { return int(categories.size()); }
  int index_of(const std::string& key) const;
  bool has_upper_bonus() const { return upper_bonus_threshold > 0; }
};

// Declared options of a preset (the public interface of RULES.md §1).
std::vector<OptionSpec> category_options(const std::string& game);
// The rules of a preset with its options applied.
CategoryRules make_category_rules(const std::string& game, const RuleSet& options);
// Plain-words description for `cubilete rules`.
Translated category_rules_text(const std::string& game);

}  // namespace cubilete::category
