#include "solve/category/category_themes.h"

#include <algorithm>
#include <array>
#include <bit>

namespace cubilete::solve {

// A named namespace, not an unnamed one: a unity build compiles this file in one unit with the
// layer's other files, whose unnamed namespaces would share these short names.
namespace category_themes_impl {

using category::CategoryDef;
using category::CategoryRules;
using category::CategoryState;

const CategoryRules& rules_of(const CategoryState& s) { return s.category_game().category_rules(); }
const category::Card& mover_card(const CategoryState& s) { return s.card(s.player()); }

// ---- the two kinds of choice: keep some dice and throw the rest, or write a category ----------

bool is_keep(Action a) { return a >= category::kKeepBase && a < category::kScoreBase; }
bool is_write(Action a) { return a >= category::kScoreBase && a < category::kRollBase; }
int written_category(Action write) { return int(write - category::kScoreBase); }
const FaceCounts& kept_dice(const CategoryState& s, Action keep) {
  return s.category_game().table().counts(int(keep - category::kKeepBase));
}

// Points the box receives (an extra five-of-a-kind bonus earned with it left aside: a box written
// 0 is sacrificed whatever bonus comes with it).
int box_points(const CategoryState& s, Action write) { return s.score_now(written_category(write)).points; }
bool writes_points(const CategoryState& s, Action a) { return is_write(a) && box_points(s, a) > 0; }

int most_dice_on_one_face(const FaceCounts& dice) { return *std::max_element(dice.begin(), dice.end()); }

// The longest run of consecutive faces among the dice.
int longest_run(const FaceCounts& dice) {
  int longest = 0, run = 0;
  for (auto count : dice) {
    run = count > 0 ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  return longest;
}

bool is_open(const CategoryState& s, int cat) { return !mover_card(s).is_used(cat); }

int open_categories(const CategoryState& s) {
  return rules_of(s).num_categories() - std::popcount(mover_card(s).used);
}

// True when f holds for (a, b) or for (b, a): a theme never says which side is which.
template <typename Test>
bool either_way(Action a, Action b, Test f) {
  return f(a, b) || f(b, a);
}

// ---- top_category ---------------------------------------------------------------------------

bool five_kind_box_holds_points(const CategoryRules& rules, const category::Card& card) {
  const int g = rules.five_kind_category;
  return g >= 0 && card.is_used(g) && card.points[g] > 0;
}

// The card's highest fixed-value category (the generala, yahtzee, yatzy, General or crag box), or
// -1. A Double Generala box pays only once the generala box holds points, so until then it is not
// the prize being chased, whatever its value.
int top_category(const CategoryState& s) {
  const auto& rules = rules_of(s);
  int top = -1;
  for (int c = 0; c < rules.num_categories(); ++c) {
    const CategoryDef& def = rules.categories[c];
    if (def.points != category::Points::Fixed) continue;
    if (def.pattern == category::Pattern::DoubleFive && !five_kind_box_holds_points(rules, mover_card(s)))
      continue;
    if (top < 0 || def.value > rules.categories[top].value) top = c;
  }
  return top;
}

// Half the dice or more on one face: three of five, two of Crag's three.
bool keeps_half_on_one_face(const CategoryState& s, Action a) {
  return is_keep(a) && 2 * most_dice_on_one_face(kept_dice(s, a)) >= rules_of(s).dice;
}

bool chases_top_category(const CategoryState& s, Action a, Action b) {
  const int top = top_category(s);
  if (top < 0 || !is_open(s, top) || s.throws_left() == 0) return false;
  return either_way(a, b, [&](Action keep, Action write) {
    return keeps_half_on_one_face(s, keep) && writes_points(s, write);
  });
}

// ---- scratch --------------------------------------------------------------------------------

bool sacrifices_a_category(const CategoryState& s, Action a, Action b) {
  return is_write(a) && is_write(b) && (box_points(s, a) == 0 || box_points(s, b) == 0);
}

// ---- upper_bonus ----------------------------------------------------------------------------

// A number box holds its face times the dice showing it: at most the face times every die.
int upper_points_still_possible(const CategoryState& s) {
  const auto& rules = rules_of(s);
  int possible = 0;
  for (int c = 0; c < rules.num_categories(); ++c)
    if (rules.categories[c].is_upper() && is_open(s, c)) possible += rules.categories[c].param * rules.dice;
  return possible;
}

bool upper_bonus_in_reach(const CategoryState& s) {
  const auto& rules = rules_of(s);
  if (!rules.has_upper_bonus()) return false;
  const int upper = s.category_game().scorer().upper_total(mover_card(s));
  return upper < rules.upper_bonus_threshold &&
         upper + upper_points_still_possible(s) >= rules.upper_bonus_threshold;
}

bool writes_upper(const CategoryState& s, Action a) {
  return is_write(a) && rules_of(s).categories[written_category(a)].is_upper();
}

bool weighs_upper_bonus(const CategoryState& s, Action a, Action b) {
  return upper_bonus_in_reach(s) && writes_upper(s, a) != writes_upper(s, b);
}

// ---- straight_draw --------------------------------------------------------------------------

// Straights are the categories of consecutive values (Run) or of listed value sets (ExactSet,
// which the rules use for straights only).
bool straight_open(const CategoryState& s) {
  const auto& rules = rules_of(s);
  for (int c = 0; c < rules.num_categories(); ++c) {
    const auto pattern = rules.categories[c].pattern;
    if ((pattern == category::Pattern::Run || pattern == category::Pattern::ExactSet) && is_open(s, c))
      return true;
  }
  return false;
}

// No face kept twice, and three consecutive faces among them (2-3-4, 1-2-3-5, 3-4-5-6). A keep
// holds fewer dice than the hand, so with Crag's three dice this never holds: its straights are
// whole throws, never drawn to.
bool keeps_straight_draw(const CategoryState& s, Action a) {
  if (!is_keep(a)) return false;
  const auto& kept = kept_dice(s, a);
  return most_dice_on_one_face(kept) == 1 && longest_run(kept) >= 3;
}

bool keeps_several_of_one_face(const CategoryState& s, Action a) {
  return is_keep(a) && most_dice_on_one_face(kept_dice(s, a)) >= 2;
}

bool draws_to_straight_or_kind(const CategoryState& s, Action a, Action b) {
  if (!straight_open(s)) return false;
  return either_way(a, b, [&](Action straight, Action kind) {
    return keeps_straight_draw(s, straight) && keeps_several_of_one_face(s, kind);
  });
}

// ---- stop_or_throw --------------------------------------------------------------------------

bool stops_or_throws(const CategoryState& s, Action a, Action b) {
  if (s.throws_left() == 0) return false;
  return either_way(a, b, [](Action write, Action keep) { return is_write(write) && is_keep(keep); });
}

// ---- served ---------------------------------------------------------------------------------

// The served bonus this write earns: zero unless the rules pay one, the category takes it and the
// dice fit it.
bool writes_served_points(const CategoryState& s, Action a) {
  if (!is_write(a)) return false;
  const auto& scorer = s.category_game().scorer();
  const int cat = written_category(a);
  return scorer.plain(s.hand(), cat, true) > scorer.plain(s.hand(), cat, false);
}

bool takes_served_points(const CategoryState& s, Action a, Action b) {
  return s.served() && (writes_served_points(s, a) || writes_served_points(s, b));
}

// ---- endgame --------------------------------------------------------------------------------

bool near_the_end(const CategoryState& s, Action, Action) { return open_categories(s) <= 3; }

// ---- the family's themes, in docs/puzzles.md's order ------------------------------------------

struct CategoryTheme {
  const char* key;
  bool (*holds)(const CategoryState&, Action, Action);
};

const std::array<CategoryTheme, 7> kCategoryThemes{{
    {"top_category", chases_top_category},
    {"scratch", sacrifices_a_category},
    {"upper_bonus", weighs_upper_bonus},
    {"straight_draw", draws_to_straight_or_kind},
    {"stop_or_throw", stops_or_throws},
    {"served", takes_served_points},
    {"endgame", near_the_end},
}};

}  // namespace category_themes_impl

using category_themes_impl::kCategoryThemes;

std::vector<std::string> category_themes(const category::CategoryState& before, Action a, Action b) {
  std::vector<std::string> themes;
  // Only a player's decision has themes: while dice are to be thrown there is no hand to read.
  if (before.current_player() < 0) return themes;
  for (const auto& theme : kCategoryThemes)
    if (theme.holds(before, a, b)) themes.emplace_back(theme.key);
  return themes;
}

const std::vector<std::string>& category_theme_keys() {
  static const std::vector<std::string> keys = [] {
    std::vector<std::string> k;
    for (const auto& theme : kCategoryThemes) k.emplace_back(theme.key);
    return k;
  }();
  return keys;
}

}  // namespace cubilete::solve
