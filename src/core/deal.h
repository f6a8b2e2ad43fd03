#pragma once
// Dice by position (RULES.md §5, `dice=duplicate`): the dice of throw t of round r are drawn from
// a stream of (seed, r, t), one die at a time, so re-throwing k dice shows the first k values of
// that stream whatever was kept and whoever throws. Every seat of a round then faces the same
// dice, and two people who keep alike see alike. The default (`dice=sequential`) draws the k-th
// throw of a game from (seed, k) instead (core/match.h).
#include <cstdint>

#include "core/options.h"

namespace cubilete {

// Where a throw falls in a game dealt by position: the round (a seat's turn number in Farkle),
// from 1, and the throw within that round's turn, from 1.
struct DealPosition {
  uint32_t round = 0;
  uint32_t throw_index = 0;
  bool operator==(const DealPosition&) const = default;
};

// The stream of `seed` a position deals from. The top bit keeps it apart from the sequential
// streams (chance node k, far below 2^63); the bots' (~seat) and the openings' (~0 - 1000) have a
// round of 2^32 - 1, which no game reaches.
inline uint64_t position_stream(DealPosition p) {
  return (uint64_t(1) << 63) | (uint64_t(p.round) << 32) | p.throw_index;
}

// The `dice` option the games with dice by position declare: sequential (default) or duplicate.
OptionSpec dice_option();
// Whether `options` (which declare dice_option) deal by position.
bool deals_by_position(const RuleSet& options);

}  // namespace cubilete
