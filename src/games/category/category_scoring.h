#pragma once
// Points of a throw in each category: plain tables per hand (precomputed once per rules), then
// the card-dependent rules on top (Yahtzee jokers and extra-yahtzee bonus, Double Generala,
// the served generala, which categories a roll may be written into).
#include <array>
#include <cstdint>
#include <vector>

#include "games/category/category_rules.h"

namespace cubilete::category {

// One player's score card. Hot-path value type (solvers and simulators copy it freely).
struct Card {
  uint32_t used = 0;                                // bit c: category c written
  std::array<int16_t, kMaxCategories> points{};     // points written in each category
  int16_t yahtzee_bonuses = 0;                      // extra five-of-a-kind bonuses earned

  bool is_used(int c) const { return (used >> c) & 1u; }
};

struct Written {
  int points = 0;  // written into the category
  int bonus = 0;   // extra-yahtzee bonus earned with it
};

class Scorer {
 public:
  explicit Scorer(CategoryRules rules);
  const CategoryRules& rules() const { return rules_; }
  int num_categories() const { return rules_.num_categories(); }

  // `hand` indexes multisets(rules.dice) and must hold exactly rules.dice dice.
  bool fits(int hand, int cat) const { return (fits_[hand] >> cat) & 1u; }
  uint32_t fits_mask(int hand) const { return fits_[hand]; }
  // Points on an empty card, served bonus included when `served`.
  int plain(int hand, int cat, bool served) const;
  bool five_of_a_kind(int hand) const { return five_face_[hand] != 0; }
  int five_face(int hand) const { return five_face_[hand]; }

  // Points for writing `hand` into open category `cat` of `card` (assumes it is legal).
  Written score(const Card& card, int cat, int hand, bool served) const;
  // Bit mask of the open categories this hand may be written into.
  uint32_t legal_categories(const Card& card, int hand) const;
  // Generala: a served five of a kind that wins the game at once on this card.
  bool instant_win(const Card& card, int hand) const;
  void write(Card& card, int cat, int hand, bool served) const;

  int upper_total(const Card& card) const;
  int upper_bonus(const Card& card) const;
  int total(const Card& card) const;
  bool full(const Card& card) const { return card.used == all_mask_; }
  // Most points a card can reach (for bounds checks).
  int max_total() const;

 private:
  bool joker_applies(const Card& card, int hand) const;
  bool generala_holds_points(const Card& card) const;

  CategoryRules rules_;
  uint32_t all_mask_ = 0;
  uint32_t upper_mask_ = 0;
  std::vector<int16_t> plain_;   // [hand * kMaxCategories + cat], not served
  std::vector<uint32_t> fits_;   // per hand
  std::vector<uint8_t> five_face_;  // per hand: the face of a five of a kind, or 0
};

// Plain scoring of one category (exposed for tests and for building tables).
struct PlainScore {
  bool fits = false;
  int points = 0;
};
PlainScore plain_score(const CategoryRules& rules, const CategoryDef& def, const FaceCounts& dice);

}  // namespace cubilete::category
