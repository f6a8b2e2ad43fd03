#pragma once
// The turn-start states of a two-player category game played to win, and where each
// one's value lives in the table.
//
// A turn-start state is (the mover's card, the other player's card, the score difference). The
// cards are their sets of written categories plus, where it matters, the generala box's flag
// (holds points or scratched: Double Generala and the instant win depend on it); the mover has
// written as many categories as the other player (the mover plays first) or one fewer.
//
// The table stores, for each pair of cards, the chance that the player who just moved (`other`)
// wins (a tie counts half) as a function of their lead over the mover. With the value seen from
// that side, writing a category is a plain shift: the mover with lead d who writes g points
// reaches the next turn-start state with lead d + g, whose stored value is the mover's own chance.
//
// Leads the remaining categories cannot overturn are decided: if the other player leads by more
// than the mover can still score, only an instant win can change the outcome, and whatever the
// lead beyond that, nothing else can; likewise the other way. So a pair stores the leads
// -R(other) - 1 .. R(mover) + 1, where R is the most points a card can still score, the two end
// lanes standing for every lead beyond them.
//
// Layers: layer L holds the pairs with L categories written in all (the mover L / 2, the other
// the rest); a turn moves from layer L to L + 1, so layers are solved from the last down, each
// needing only the next. Within a layer: by the mover's card, then the other's (in order of
// their ranks among cards with as many categories), then the mover's flag, the other's flag, the
// lead.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "solve/category/state_space.h"

namespace cubilete::solve {

class DuelSpace {
 public:
  // Throws UsageError for presets with an upper bonus (the subtotals of both players would
  // multiply the states; see two_player_estimate).
  explicit DuelSpace(const category::Scorer& scorer);

  // One player's card: masks, the generala box flag, legal writes and their points.
  const StateSpace& player() const { return player_; }
  const category::Scorer& scorer() const { return player_.scorer(); }
  int categories() const { return player_.categories(); }
  uint32_t full_mask() const { return player_.full_mask(); }
  // Most points category c can give; most points a card with `mask` written can still score.
  int most(int c) const { return most_[c]; }
  int reach(uint32_t mask) const { return reach_[mask]; }
  // Most and fewest points a card with `mask` written can hold so far.
  int most_held(uint32_t mask) const { return reach_[0] - reach_[mask]; }
  int least_held(uint32_t mask) const { return least_held_[mask]; }
  // The leads of `other` over the mover a game can reach with these cards: a score is never
  // above the most its written categories give, nor below the least.
  int lowest_lead(uint32_t mover, uint32_t other) const { return least_held(other) - most_held(mover); }
  int highest_lead(uint32_t mover, uint32_t other) const { return most_held(other) - least_held(mover); }
  // The stored leads (lanes) a game can reach; every turn from one of them ends at one.
  int lowest_reachable(uint32_t mover, uint32_t other) const {
    return std::max(-reach_[other] - 1, lowest_lead(mover, other));
  }
  int highest_reachable(uint32_t mover, uint32_t other) const {
    return std::min(reach_[mover] + 1, highest_lead(mover, other));
  }
  // A card's place among the cards with as many categories written.
  uint32_t rank(uint32_t mask) const { return rank_[mask]; }
  int groups(uint32_t mask) const {
    const int fc = player_.flag_category();
    return fc >= 0 && ((mask >> fc) & 1u) ? 2 : 1;
  }
  // Leads stored for a pair: -reach(other) - 1 .. reach(mover) + 1.
  int lanes(uint32_t mover, uint32_t other) const { return reach_[mover] + reach_[other] + 3; }

  int layers() const { return 2 * categories(); }  // layer layers(): both cards full
  int mover_size(int layer) const { return layer / 2; }
  int other_size(int layer) const { return layer - layer / 2; }
  // Cards with k categories written, in rank order.
  const std::vector<uint32_t>& cards(int k) const { return by_size_[k]; }
  size_t layer_begin(int layer) const { return layer_base_[layer]; }
  size_t layer_end(int layer) const { return layer_base_[layer + 1]; }
  size_t layer_pairs(int layer) const {
    return by_size_[mover_size(layer)].size() * by_size_[other_size(layer)].size();
  }
  size_t size() const { return layer_base_.back(); }  // values in the whole table

  // Where the values of the pair start: [mover flag][other flag][lane].
  size_t offset(uint32_t mover, uint32_t other) const;
  // The value of `other`, `lead` points ahead of the mover (clamped to the stored leads).
  size_t index(uint32_t mover, int mover_flag, uint32_t other, int other_flag, int lead) const {
    const int lanes = this->lanes(mover, other);
    const int lane = lead < -reach_[other] - 1 ? 0 : lead > reach_[mover] + 1 ? lanes - 1 : lead + reach_[other] + 1;
    return offset(mover, other) + size_t(mover_flag * groups(other) + other_flag) * lanes + lane;
  }

 private:
  StateSpace player_;
  std::vector<int> most_, reach_, least_held_;
  std::vector<std::vector<uint32_t>> by_size_;
  std::vector<uint32_t> rank_;
  // Per card, over the cards of its size ranked before it: the sum of their groups and of their
  // groups times reach; per size, the same over all of them.
  std::vector<uint64_t> groups_before_, weight_before_, groups_all_, weight_all_;
  // Per card: where its row starts in the layer where it moves first (0) or second (1).
  std::vector<uint64_t> row_base_[2];
  std::vector<uint64_t> layer_base_;
};

// The size of a two-player table for any category preset, upper bonus included (counted, not
// built): Yatzy and Yahtzee are reported with it instead of being solved.
struct DuelEstimate {
  double states = 0;  // turn-start values
  double biggest_layer = 0;
};
DuelEstimate two_player_estimate(const category::Scorer& scorer);

}  // namespace cubilete::solve
