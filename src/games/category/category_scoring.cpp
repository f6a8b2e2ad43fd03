#include "games/category/category_scoring.h"

#include <algorithm>

namespace cubilete::category {

namespace {
int max_count(const FaceCounts& c) { return *std::max_element(c.begin(), c.end()); }

// Highest face with at least n dice, or 0.
int highest_with(const FaceCounts& c, int n) {
  for (int f = 6; f >= 1; --f)
    if (c[f - 1] >= n) return f;
  return 0;
}

bool is_full_house(const FaceCounts& c) {
  bool three = false, two = false;
  for (auto x : c) {
    three |= x == 3;
    two |= x == 2;
  }
  return three && two;
}

bool has_run(const FaceCounts& c, int length) {
  int run = 0;
  for (auto x : c) {
    run = x > 0 ? run + 1 : 0;
    if (run >= length) return true;
  }
  return false;
}
}  // namespace

PlainScore plain_score(const CategoryRules& rules, const CategoryDef& def, const FaceCounts& c) {
  const int sum = pip_sum(c), most = max_count(c), n = dice_in(c);
  auto points_for = [&](int face) {
    switch (def.points) {
      case Points::Fixed: return def.value;
      case Points::SumOfDice: return sum;
      case Points::FaceTimes: return face * def.value;
    }
    return 0;
  };
  auto yes = [&](int face = 0) { return PlainScore{true, points_for(face)}; };
  const PlainScore no{false, 0};
  switch (def.pattern) {
    case Pattern::Number: {
      int count = c[def.param - 1];
      return {count > 0 || rules.number_fits_without_die, def.param * count};
    }
    case Pattern::Sum: return yes();
    case Pattern::OfAKind: {
      int face = highest_with(c, def.param);
      if (!face) return no;
      if (def.param == 4 && most == 5 && n == 5 && !rules.five_kind_is_four) return no;
      return yes(face);
    }
    case Pattern::FullHouse:
      if (is_full_house(c) || (most == n && rules.five_kind_is_full)) return yes();
      return no;
    case Pattern::FiveOfAKind:
    case Pattern::DoubleFive: return most == n ? yes() : no;
    case Pattern::ExactSet:
      for (const auto& s : def.sets)
        if (s == c) return yes();
      return no;
    case Pattern::Run: return has_run(c, def.param) ? yes() : no;
    case Pattern::Pair: {
      int face = highest_with(c, 2);
      return face ? yes(face) : no;
    }
    case Pattern::TwoPairs: {
      int pairs = 0, total = 0;
      for (int f = 6; f >= 1 && pairs < 2; --f)
        if (c[f - 1] >= 2) ++pairs, total += 2 * f;
      return pairs == 2 ? PlainScore{true, total} : no;
    }
    case Pattern::Crag: return sum == 13 && most >= 2 ? yes() : no;
    case Pattern::Thirteen: return sum == 13 ? yes() : no;
  }
  return no;
}

Scorer::Scorer(CategoryRules rules) : rules_(std::move(rules)) {
  const auto& table = multisets(rules_.dice);
  const int n = rules_.num_categories();
  all_mask_ = (1u << n) - 1;
  for (int c = 0; c < n; ++c)
    if (rules_.categories[c].is_upper()) upper_mask_ |= 1u << c;
  plain_.assign(size_t(table.size()) * kMaxCategories, 0);
  fits_.assign(table.size(), 0);
  five_face_.assign(table.size(), 0);
  for (int h : table.of_size(rules_.dice)) {
    const auto& counts = table.counts(h);
    for (int c = 0; c < n; ++c) {
      auto s = plain_score(rules_, rules_.categories[c], counts);
      plain_[size_t(h) * kMaxCategories + c] = int16_t(s.points);
      if (s.fits) fits_[h] |= 1u << c;
    }
    if (max_count(counts) == rules_.dice) five_face_[h] = uint8_t(highest_with(counts, rules_.dice));
  }
}

int Scorer::plain(int hand, int cat, bool served) const {
  int p = plain_[size_t(hand) * kMaxCategories + cat];
  if (served && rules_.categories[cat].served_bonus && fits(hand, cat)) p += rules_.served_bonus;
  return p;
}

bool Scorer::generala_holds_points(const Card& card) const {
  int g = rules_.five_kind_category;
  return g >= 0 && card.is_used(g) && card.points[g] > 0;
}

// Yahtzee's joker: a five of a kind when the yahtzee box is already filled (with 50 or 0).
bool Scorer::joker_applies(const Card& card, int hand) const {
  return rules_.joker != Joker::None && five_of_a_kind(hand) && rules_.five_kind_category >= 0 &&
         card.is_used(rules_.five_kind_category);
}

Written Scorer::score(const Card& card, int cat, int hand, bool served) const {
  Written w;
  const auto& def = rules_.categories[cat];
  w.points = plain(hand, cat, served);
  if (def.pattern == Pattern::DoubleFive && !generala_holds_points(card)) w.points = 0;
  if (joker_applies(card, hand)) {
    const int own = rules_.index_of(std::to_string(five_face(hand)));
    const bool own_filled = own < 0 || card.is_used(own);
    const bool full_values = rules_.joker == Joker::Forced || own_filled;
    if (full_values && (def.pattern == Pattern::FullHouse || def.pattern == Pattern::Run))
      w.points = def.value;
  }
  const int y = rules_.five_kind_category;
  if (rules_.yahtzee_bonus > 0 && five_of_a_kind(hand) && y >= 0 && card.is_used(y) &&
      card.points[y] > 0)
    w.bonus = rules_.yahtzee_bonus;
  return w;
}

uint32_t Scorer::legal_categories(const Card& card, int hand) const {
  const uint32_t open = all_mask_ & ~card.used;
  if (rules_.joker == Joker::Forced && joker_applies(card, hand)) {
    // Own upper box first, then any lower box, else a zero in an upper box.
    const int own = rules_.index_of(std::to_string(five_face(hand)));
    if (own >= 0 && !card.is_used(own)) return 1u << own;
    if (uint32_t lower = open & ~upper_mask_) return lower;
    return open;
  }
  if (rules_.scratch == Scratch::Any) return open;
  uint32_t fitting = open & fits_[hand];
  if (rules_.double_category >= 0 && !generala_holds_points(card))
    fitting &= ~(1u << rules_.double_category);
  return fitting ? fitting : open;
}

bool Scorer::instant_win(const Card& card, int hand) const {
  if (!rules_.served_generala_wins || !five_of_a_kind(hand)) return false;
  const int g = rules_.five_kind_category;
  if (card.is_used(g) && card.points[g] == 0) return false;  // scratched generala
  if (rules_.double_category >= 0 && generala_holds_points(card)) return false;  // a double
  return true;
}

void Scorer::write(Card& card, int cat, int hand, bool served) const {
  Written w = score(card, cat, hand, served);
  card.used |= 1u << cat;
  card.points[cat] = int16_t(w.points);
  if (w.bonus) ++card.yahtzee_bonuses;
}

int Scorer::upper_total(const Card& card) const {
  int t = 0;  // only written upper boxes hold points (the optimal bot asks at every decision)
  for (uint32_t m = upper_mask_ & card.used; m; m &= m - 1) t += card.points[__builtin_ctz(m)];
  return t;
}

int Scorer::upper_bonus(const Card& card) const {
  return rules_.has_upper_bonus() && upper_total(card) >= rules_.upper_bonus_threshold
             ? rules_.upper_bonus
             : 0;
}

int Scorer::total(const Card& card) const {
  int t = upper_bonus(card) + card.yahtzee_bonuses * rules_.yahtzee_bonus;
  for (int c = 0; c < num_categories(); ++c) t += card.points[c];
  return t;
}

int Scorer::max_total() const {
  const auto& table = multisets(rules_.dice);
  int t = rules_.upper_bonus + (num_categories() - 1) * rules_.yahtzee_bonus;
  for (int c = 0; c < num_categories(); ++c) {
    int best = rules_.categories[c].value;  // jokers and Double Generala reach their value
    for (int h : table.of_size(rules_.dice)) best = std::max(best, plain(h, c, true));
    t += best;
  }
  return t;
}

}  // namespace cubilete::category
