#include "solve/category/state_space.h"

#include <algorithm>

namespace cubilete::solve {

using category::Card;

StateSpace::StateSpace(const category::Scorer& scorer, bool instant_wins)
    : scorer_(&scorer),
      ncat_(scorer.num_categories()),
      dice_(scorer.rules().dice),
      throws_(scorer.rules().throws),
      threshold_(scorer.rules().upper_bonus_threshold) {
  const auto& r = scorer.rules();
  lanes_ = r.has_upper_bonus() ? threshold_ + 1 : 1;
  instant_wins_ = instant_wins && r.served_generala_wins && r.five_kind_category >= 0;
  if (r.yahtzee_bonus > 0 || r.joker != category::Joker::None || r.double_category >= 0 || instant_wins_)
    flag_cat_ = r.five_kind_category;
  for (int c = 0; c < ncat_; ++c)
    if (r.categories[c].is_upper()) upper_mask_ |= 1u << c;
  scratch_any_ = r.scratch == category::Scratch::Any;
  const auto& table = multisets(dice_);
  special_.assign(table.size(), 0);
  for (int h : table.of_size(dice_))
    special_[h] = flag_cat_ >= 0 && scorer.five_of_a_kind(h);
  nsets_ = table.size();
  plain_moves_.assign(size_t(2) * nsets_ * ncat_, Move{0, 0, 0});
  for (int served = 0; served < 2; ++served)
    for (int h : table.of_size(dice_))
      for (int c = 0; c < ncat_; ++c) {
        const int points = scorer.plain(h, c, served);
        plain_moves_[(size_t(served) * nsets_ + h) * ncat_ + c] =
            Move{points, has_bonus() && is_upper(c) ? points : 0, 0};
      }
  plus_.assign(size_t(nsets_) * 6, -1);
  minus_.assign(size_t(nsets_) * 6, -1);
  for (int k = 0; k < nsets_; ++k)
    for (int f = 0; f < 6; ++f) {
      FaceCounts c = table.counts(k);
      if (table.dice(k) < dice_) {
        ++c[f];
        plus_[k * 6 + f] = table.index_of(c);
        --c[f];
      }
      if (c[f] > 0) {
        --c[f];
        minus_[k * 6 + f] = table.index_of(c);
      }
    }
}

int StateSpace::max_upper(uint32_t mask) const {
  if (!has_bonus()) return 0;
  int m = 0;
  for (int c = 0; c < ncat_; ++c)
    if (is_upper(c) && ((mask >> c) & 1u)) m += dice_ * scorer_->rules().categories[c].param;
  return std::min(m, threshold_);
}

int StateSpace::live_upper(uint32_t mask) const {
  if (!has_bonus()) return 0;
  int remaining = 0;
  for (int c = 0; c < ncat_; ++c)
    if (is_upper(c) && !((mask >> c) & 1u)) remaining += dice_ * scorer_->rules().categories[c].param;
  return std::max(0, threshold_ - remaining);
}

double StateSpace::terminal_value(int upper) const {
  return has_bonus() && upper >= threshold_ ? scorer_->rules().upper_bonus : 0.0;
}

StateKey StateSpace::key_of(const Card& card) const {
  StateKey k;
  k.mask = card.used;
  if (flag_cat_ >= 0) k.flag = card.is_used(flag_cat_) && card.points[flag_cat_] > 0;
  if (has_bonus()) k.upper = std::min(scorer_->upper_total(card), threshold_);
  return k;
}

Card StateSpace::card_of(uint32_t mask, int flag) const {
  Card c;
  c.used = mask;
  if (flag_cat_ >= 0 && flag) c.points[flag_cat_] = int16_t(scorer_->rules().categories[flag_cat_].value);
  return c;
}

uint32_t StateSpace::legal_special(uint32_t mask, int flag, int hand) const {
  return scorer_->legal_categories(card_of(mask, flag), hand);
}

StateSpace::Move StateSpace::special_move(uint32_t mask, int flag, int hand, int cat,
                                          bool served) const {
  const auto w = scorer_->score(card_of(mask, flag), cat, hand, served);
  return {w.points + w.bonus, has_bonus() && is_upper(cat) ? w.points : 0,
          cat == flag_cat_ ? (w.points > 0) : flag};
}

}  // namespace cubilete::solve
