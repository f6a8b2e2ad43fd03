#pragma once
// The states of the optimal-solitaire DP for a category preset (RULES.md §1.5), and the facts
// about a turn that the DP and the turn evaluator share. A state is (used categories, upper
// subtotal capped at the bonus threshold, flag), where the flag says whether the category whose
// value matters later (the yahtzee box for extra-yahtzee bonus and jokers, the generala box for
// Double Generala) holds points. The upper bonus is paid by the terminal states, so writing an
// upper category only moves the subtotal.
#include <cstdint>
#include <vector>

#include "games/category/category_scoring.h"

namespace cubilete::solve {

struct StateKey {
  uint32_t mask = 0;
  int flag = 0;
  int upper = 0;  // capped at the threshold
};

class StateSpace {
 public:
  // `instant_wins`: the flag also tracks the generala box where a served five of a kind wins at
  // once (it does not if the box was scratched), which matters once players play to win.
  explicit StateSpace(const category::Scorer& scorer, bool instant_wins = false);

  const category::Scorer& scorer() const { return *scorer_; }
  int categories() const { return ncat_; }
  uint32_t masks() const { return 1u << ncat_; }
  uint32_t full_mask() const { return masks() - 1; }
  int groups() const { return flag_cat_ >= 0 ? 2 : 1; }
  int upper_lanes() const { return lanes_; }  // threshold + 1, or 1 without a bonus
  int flag_category() const { return flag_cat_; }
  bool has_bonus() const { return lanes_ > 1; }
  bool is_upper(int c) const { return (upper_mask_ >> c) & 1u; }
  int dice() const { return dice_; }
  int throws() const { return throws_; }
  size_t size() const { return size_t(masks()) * groups() * lanes_; }
  size_t index(const StateKey& k) const {
    return (size_t(k.mask) * groups() + k.flag) * lanes_ + k.upper;
  }
  // Highest upper subtotal (capped) reachable with these categories used.
  int max_upper(uint32_t mask) const;
  // Below this subtotal the open upper categories can no longer reach the bonus, so every such
  // subtotal has the same value (their successors stay below the bonus too).
  int live_upper(uint32_t mask) const;
  // Terminal value (the upper bonus when earned).
  double terminal_value(int upper) const;

  // The state of a player's card.
  StateKey key_of(const category::Card& card) const;
  // A card standing for a state (points only where scoring looks at them).
  category::Card card_of(uint32_t mask, int flag) const;

  // Hands whose scoring depends on the card beyond the used mask (five of a kind in presets
  // with jokers, extra-yahtzee bonus or Double Generala).
  bool special(int hand) const { return special_[hand]; }
  // Open categories the hand may be written into.
  uint32_t legal(uint32_t mask, int flag, int hand) const {
    return special_[hand] ? legal_special(mask, flag, hand) : legal_fast(mask, hand);
  }
  // A served `hand` wins the game at once (only with `instant_wins`; always false otherwise).
  bool instant_win(uint32_t mask, int flag, int hand) const {
    return instant_wins_ && special_[hand] && scorer_->instant_win(card_of(mask, flag), hand);
  }

  // What writing `hand` into `cat` does: points added to the total (bonus included), how far the
  // upper subtotal moves, and the flag afterwards.
  struct Move {
    int gain, shift, flag;
  };
  Move move(uint32_t mask, int flag, int hand, int cat, bool served) const {
    if (special_[hand]) return special_move(mask, flag, hand, cat, served);
    const auto& m = plain_moves(hand, served)[cat];
    return {m.gain, m.shift, cat == flag_cat_ ? (m.gain > 0) : flag};
  }
  // A hand that is not special's moves by category, whatever the card (their `flag` unset).
  const Move* plain_moves(int hand, bool served) const {
    return &plain_moves_[(size_t(served) * nsets_ + hand) * ncat_];
  }

  // Multiset neighbours: index of k + f and of k - f (-1 where there is none).
  int plus(int k, int face0) const { return plus_[k * 6 + face0]; }
  int minus(int k, int face0) const { return minus_[k * 6 + face0]; }

 private:
  const category::Scorer* scorer_;
  int ncat_, lanes_, flag_cat_ = -1, dice_, throws_, threshold_;
  uint32_t upper_mask_ = 0;
  bool scratch_any_;
  bool instant_wins_ = false;
  std::vector<uint8_t> special_;
  int nsets_;
  std::vector<Move> plain_moves_;  // [served][hand][cat] for non-special hands
  std::vector<int> plus_, minus_;
  uint32_t legal_fast(uint32_t mask, int hand) const {  // exact for non-special hands
    const uint32_t open = full_mask() & ~mask;
    if (scratch_any_) return open;
    const uint32_t fitting = open & scorer_->fits_mask(hand);
    return fitting ? fitting : open;
  }
  uint32_t legal_special(uint32_t mask, int flag, int hand) const;
  Move special_move(uint32_t mask, int flag, int hand, int cat, bool served) const;
};

}  // namespace cubilete::solve
