#include "games/category/category_rules.h"

#include <array>
#include <stdexcept>

#include "core/deal.h"
#include "core/error.h"

namespace cubilete::category {

int CategoryRules::index_of(const std::string& key) const {
  for (int i = 0; i < num_categories(); ++i)
    if (categories[i].key == key) return i;
  return -1;
}

namespace {

const char* kFaceWords[] = {"ones", "twos", "threes", "fours", "fives", "sixes"};

CategoryDef number(int face, Translated name) {
  CategoryDef c;
  c.key = std::to_string(face);
  c.name = std::move(name);
  c.pattern = Pattern::Number;
  c.param = face;
  c.points = Points::FaceTimes;
  c.value = 1;
  c.aliases = {kFaceWords[face - 1]};
  return c;
}

CategoryDef make(std::string key, Translated name, Pattern pattern, int param, Points points,
                 int value, std::vector<std::string> aliases = {}) {
  CategoryDef c;
  c.key = std::move(key);
  c.name = std::move(name);
  c.pattern = pattern;
  c.param = param;
  c.points = points;
  c.value = value;
  c.aliases = std::move(aliases);
  return c;
}

FaceCounts set_of(std::initializer_list<int> values) {
  return counts_of(std::vector<int>(values));
}

CategoryDef served(CategoryDef c) {
  c.served_bonus = true;
  return c;
}

void upper_section(CategoryRules& r, const std::array<Translated, 6>& names) {
  for (int face = 1; face <= 6; ++face) r.categories.push_back(number(face, names[size_t(face - 1)]));
}

// The names of the boxes of a card in each language. Each language names them in its own words,
// so a Brazilian playing the Argentine Generala, or anyone in English, reads what each box is;
// only a game's own name stays (General, Generala, Yahtzee, Yatzy, Crag):
// - pt-BR: General as Brazilians play it (Jogada do 1 ... Jogada aleatória), and Generala in the same
//   words; es-AR: Generala as Argentines play it (Uno ... Seis, Escalera, Full, Póker), and General
//   in the same words; en: Yahtzee's English words (Ones, Straight, Full house, Four of a kind).
// - The other games' number boxes in the plural of each language (Uns, Dois; Unos, Dos).
const std::array<Translated, 6> kGeneralNumbers{{{"Ones", "Jogada do 1", "Uno"},
                                                 {"Twos", "Jogada do 2", "Dos"},
                                                 {"Threes", "Jogada do 3", "Tres"},
                                                 {"Fours", "Jogada do 4", "Cuatro"},
                                                 {"Fives", "Jogada do 5", "Cinco"},
                                                 {"Sixes", "Jogada do 6", "Seis"}}};
const std::array<Translated, 6> kNumbers{{{"Ones", "Uns", "Unos"},
                                          {"Twos", "Dois", "Dos"},
                                          {"Threes", "Três", "Tres"},
                                          {"Fours", "Quatros", "Cuatros"},
                                          {"Fives", "Cincos", "Cincos"},
                                          {"Sixes", "Seis", "Seis"}}};
const Translated kStraight{"Straight", "Sequência", "Escalera"};
const Translated kFullHouse{"Full house", "Full-hand", "Full"};
const Translated kFourOfAKind{"Four of a kind", "Quadra", "Póker"};
const Translated kThreeOfAKind{"Three of a kind", "Trinca", "Trío"};
const Translated kChance{"Chance", "Chance", "Chance"};
Translated same_everywhere(const char* name) { return {name, name, name}; }

OptionSpec players_option() {
  return OptionSpec::integer("players", 2, 1, 8, "number of players");
}

OptionSpec scratch_option(const char* def) {
  return OptionSpec::choice("scratch", def, {"when_nothing_fits", "any"},
                            "when a 0 may be written: only when the roll fits no open category, "
                            "or in any open category at any time");
}

Scratch scratch_of(const RuleSet& o) {
  return o.get_choice("scratch") == "any" ? Scratch::Any : Scratch::WhenNothingFits;
}

void general(CategoryRules& r, const RuleSet& o) {
  upper_section(r, kGeneralNumbers);
  auto straight = served(make("S", kStraight, Pattern::ExactSet, 0, Points::Fixed, 20,
                              {"sequencia", "straight"}));
  straight.sets = {set_of({1, 2, 3, 4, 5}), set_of({2, 3, 4, 5, 6})};
  r.categories.push_back(straight);
  r.categories.push_back(
      served(make("F", kFullHouse, Pattern::FullHouse, 0, Points::Fixed, 30, {"full"})));
  r.categories.push_back(
      served(make("Q", kFourOfAKind, Pattern::OfAKind, 4, Points::Fixed, 40, {"quadra", "four"})));
  r.categories.push_back(make("G", same_everywhere("General"), Pattern::FiveOfAKind, 0, Points::Fixed, 50));
  r.categories.push_back(
      make("X", {"Chance", "Jogada aleatória", "Chance"}, Pattern::Sum, 0, Points::SumOfDice, 0, {"aleatoria", "chance"}));
  r.five_kind_category = r.index_of("G");
  r.scratch = scratch_of(o);
  r.served_bonus = int(o.get_int("served_bonus"));
  r.five_kind_is_four = o.get_bool("five_kind_is_four");
  r.five_kind_is_full = o.get_bool("five_kind_is_full");
}

void generala(CategoryRules& r, const RuleSet& o) {
  upper_section(r, kGeneralNumbers);
  auto escalera = served(make("escalera", kStraight, Pattern::ExactSet, 0, Points::Fixed, 20,
                              {"straight"}));
  std::vector<FaceCounts> sets = {set_of({1, 2, 3, 4, 5}), set_of({2, 3, 4, 5, 6})};
  if (o.get_bool("straight_wraps")) {
    for (auto s : {set_of({3, 4, 5, 6, 1}), set_of({4, 5, 6, 1, 2}), set_of({5, 6, 1, 2, 3}),
                   set_of({6, 1, 2, 3, 4})})
      sets.push_back(s);
  }
  if (o.get_bool("straight_one_as_two")) {
    sets.push_back(set_of({1, 1, 3, 4, 5}));
    sets.push_back(set_of({1, 3, 4, 5, 6}));
  }
  escalera.sets = sets;
  r.categories.push_back(escalera);
  r.categories.push_back(
      served(make("full", kFullHouse, Pattern::FullHouse, 0, Points::Fixed, 30, {"full house"})));
  r.categories.push_back(
      served(make("poker", kFourOfAKind, Pattern::OfAKind, 4, Points::Fixed, 40, {"four"})));
  r.categories.push_back(make("generala", same_everywhere("Generala"), Pattern::FiveOfAKind, 0, Points::Fixed,
                              int(o.get_int("generala_points"))));
  r.five_kind_category = r.index_of("generala");
  if (int d = int(o.get_int("double_generala")); d > 0) {
    r.categories.push_back(
        make("double", {"Double Generala", "Generala dupla", "Doble Generala"}, Pattern::DoubleFive, 0, Points::Fixed, d, {"doble"}));
    r.double_category = r.index_of("double");
  }
  r.scratch = scratch_of(o);
  r.served_bonus = int(o.get_int("served_bonus"));
  r.served_generala_wins = o.get_bool("served_generala_wins");
  r.five_kind_is_four = o.get_bool("five_kind_is_four");
  r.five_kind_is_full = o.get_bool("five_kind_is_full");
}

void crag(CategoryRules& r, const RuleSet& o) {
  r.dice = 3;
  r.throws = 2;
  r.categories.push_back(make("crag", same_everywhere("Crag"), Pattern::Crag, 0, Points::Fixed, 50));
  r.categories.push_back(make("thirteen", {"Thirteen", "Treze", "Trece"}, Pattern::Thirteen, 0, Points::Fixed, 26));
  auto straight = [&](const char* key, Translated name, FaceCounts set) {
    auto c = make(key, name, Pattern::ExactSet, 0, Points::Fixed, 20);
    c.sets = {set};
    r.categories.push_back(c);
  };
  straight("high_straight", {"High straight", "Sequência alta", "Escalera alta"}, set_of({4, 5, 6}));
  straight("low_straight", {"Low straight", "Sequência baixa", "Escalera baja"}, set_of({1, 2, 3}));
  straight("even_straight", {"Even straight", "Sequência par", "Escalera par"}, set_of({2, 4, 6}));
  straight("odd_straight", {"Odd straight", "Sequência ímpar", "Escalera impar"}, set_of({1, 3, 5}));
  r.categories.push_back(make("three_kind", kThreeOfAKind, Pattern::OfAKind, 3, Points::Fixed, 25));
  for (int face = 6; face >= 1; --face) r.categories.push_back(number(face, kNumbers[size_t(face - 1)]));
  r.scratch = scratch_of(o);
  r.number_fits_without_die = false;
}

void yahtzee(CategoryRules& r, const RuleSet& o) {
  auto numbers = kNumbers;
  numbers[0] = {"Aces", "Ases", "Ases"};
  upper_section(r, numbers);
  r.categories.push_back(make("three_kind", kThreeOfAKind, Pattern::OfAKind, 3, Points::SumOfDice, 0));
  r.categories.push_back(make("four_kind", kFourOfAKind, Pattern::OfAKind, 4, Points::SumOfDice, 0));
  r.categories.push_back(
      make("full_house", kFullHouse, Pattern::FullHouse, 0, Points::Fixed, 25, {"full"}));
  r.categories.push_back(make("small_straight", {"Small straight", "Sequência baixa", "Escalera corta"},
                              Pattern::Run, 4, Points::Fixed, 30, {"small"}));
  r.categories.push_back(make("large_straight", {"Large straight", "Sequência alta", "Escalera larga"},
                              Pattern::Run, 5, Points::Fixed, 40, {"large"}));
  r.categories.push_back(
      make("yahtzee", same_everywhere("Yahtzee"), Pattern::FiveOfAKind, 0, Points::Fixed, 50));
  r.categories.push_back(make("chance", kChance, Pattern::Sum, 0, Points::SumOfDice, 0));
  r.five_kind_category = r.index_of("yahtzee");
  r.upper_bonus_threshold = 63;
  r.upper_bonus = 35;
  r.yahtzee_bonus = int(o.get_int("yahtzee_bonus"));
  const auto& j = o.get_choice("joker");
  r.joker = j == "forced" ? Joker::Forced : j == "free" ? Joker::Free : Joker::None;
}

void yatzy(CategoryRules& r, const RuleSet&) {
  upper_section(r, kNumbers);
  r.categories.push_back(
      make("pair", {"One pair", "Um par", "Un par"}, Pattern::Pair, 0, Points::FaceTimes, 2));
  r.categories.push_back(make("two_pairs", {"Two pairs", "Dois pares", "Dos pares"}, Pattern::TwoPairs,
                              0, Points::SumOfDice, 0));
  r.categories.push_back(make("three_kind", kThreeOfAKind, Pattern::OfAKind, 3, Points::FaceTimes, 3));
  r.categories.push_back(make("four_kind", kFourOfAKind, Pattern::OfAKind, 4, Points::FaceTimes, 4));
  auto small = make("small_straight", {"Small straight", "Sequência 1-5", "Escalera 1-5"},
                    Pattern::ExactSet, 0, Points::Fixed, 15, {"small"});
  small.sets = {set_of({1, 2, 3, 4, 5})};
  r.categories.push_back(small);
  auto large = make("large_straight", {"Large straight", "Sequência 2-6", "Escalera 2-6"},
                    Pattern::ExactSet, 0, Points::Fixed, 20, {"large"});
  large.sets = {set_of({2, 3, 4, 5, 6})};
  r.categories.push_back(large);
  r.categories.push_back(
      make("full_house", kFullHouse, Pattern::FullHouse, 0, Points::SumOfDice, 0, {"full"}));
  r.categories.push_back(make("chance", kChance, Pattern::Sum, 0, Points::SumOfDice, 0));
  r.categories.push_back(make("yatzy", same_everywhere("Yatzy"), Pattern::FiveOfAKind, 0, Points::Fixed, 50));
  r.five_kind_category = r.index_of("yatzy");
  r.upper_bonus_threshold = 63;
  r.upper_bonus = 50;
}

}  // namespace

std::vector<OptionSpec> category_options(const std::string& game) {
  std::vector<OptionSpec> o{players_option()};
  if (game == "general") {
    o.push_back(scratch_option("when_nothing_fits"));
    o.push_back(OptionSpec::integer("served_bonus", 5, 0, 1000,
                                    "extra points for a served S, F or Q"));
    o.push_back(OptionSpec::boolean("five_kind_is_four", true,
                                    "five equal dice also qualify as Quadra"));
    o.push_back(OptionSpec::boolean("five_kind_is_full", false,
                                    "five equal dice also qualify as Full-hand"));
  } else if (game == "generala") {
    o.push_back(OptionSpec::integer("generala_points", 60, 0, 1000, "points for generala"));
    o.push_back(OptionSpec::integer("served_bonus", 5, 0, 1000,
                                    "extra points for a served escalera, full or poker"));
    o.push_back(OptionSpec::boolean("served_generala_wins", true,
                                    "five of a kind on the first throw wins the game at once"));
    o.push_back(OptionSpec::integer(
        "double_generala", 0, 0, 1000,
        "0 = off; otherwise an extra category 'double' worth that many points"));
    o.push_back(OptionSpec::boolean("straight_wraps", false,
                                    "3-4-5-6-1, 4-5-6-1-2, 5-6-1-2-3, 6-1-2-3-4 are straights"));
    o.push_back(OptionSpec::boolean("straight_one_as_two", false,
                                    "a 1 may replace the 2 in a straight (1-1-3-4-5, 1-3-4-5-6)"));
    o.push_back(OptionSpec::boolean("five_kind_is_full", false,
                                    "five equal dice also qualify as full"));
    o.push_back(OptionSpec::boolean("five_kind_is_four", true,
                                    "five equal dice also qualify as poker"));
    o.push_back(scratch_option("any"));
  } else if (game == "crag") {
    o.push_back(scratch_option("when_nothing_fits"));
  } else if (game == "yahtzee") {
    o.push_back(OptionSpec::integer("yahtzee_bonus", 100, 0, 1000,
                                    "extra points for each further yahtzee once the box holds 50"));
    o.push_back(OptionSpec::choice("joker", "forced", {"forced", "free", "none"},
                                   "where a five of a kind may go once the yahtzee box is filled"));
  } else if (game != "yatzy") {
    throw std::logic_error("not a category game: " + game);
  }
  o.push_back(dice_option());
  return o;
}

CategoryRules make_category_rules(const std::string& game, const RuleSet& options) {
  CategoryRules r;
  r.game = game;
  r.players = int(options.get_int("players"));
  if (game == "general") general(r, options);
  else if (game == "generala") generala(r, options);
  else if (game == "crag") crag(r, options);
  else if (game == "yahtzee") yahtzee(r, options);
  else if (game == "yatzy") yatzy(r, options);
  else throw std::logic_error("not a category game: " + game);
  r.dice_by_position = deals_by_position(options);
  // Every seat of a round is served the same first throw: a served generala would be everyone's.
  if (r.dice_by_position && r.served_generala_wins && r.players > 1)
    throw UsageError(
        "dice=duplicate with served_generala_wins=true needs players=1: every seat of a round is "
        "served the same first throw, so a served generala would win for whoever throws first; "
        "set served_generala_wins=false");
  return r;
}

}  // namespace cubilete::category
