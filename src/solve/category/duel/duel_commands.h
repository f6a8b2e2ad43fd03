#pragma once
// The two-player side of the category games' commands as typed results: `solve GAME
// --players 2` (the first player's chance of winning) and the chances a `hint --players 2` ranks
// by.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "games/category/category_game.h"
#include "solve/common/ranked_action.h"
#include "solve/common/solve_options.h"

namespace cubilete::solve {

struct CategoryDuelSolve {
  double value = 0;  // the first player's chance of winning
  std::string meaning;
  size_t states = 0, card_pairs = 0;
  double seconds = 0;
  bool from_cache = false;
  std::string stored_as;
  struct Cache {
    std::string file;
    size_t bytes = 0;
    bool cached = false;  // the table is there now
  };
  std::optional<Cache> cache;  // where the cache is in use
  struct Computed {
    double seconds = 0;
    int threads = 0;
    size_t states_evaluated = 0, layer_memory_bytes = 0;
    std::string computed_in;  // "float" or "double"
  };
  std::optional<Computed> computed;  // where it was solved now, not read from the cache
};

// Presets with an upper bonus are refused (UsageError) with the size their table would have.
CategoryDuelSolve solve_category_duel(const category::CategoryGame& game,
                                      const SolveOptions& options);

// The opponent of a described two-player decision: their card, and the score difference (the
// player's total minus the opponent's) where it differs from that of the cards.
struct DuelOpponent {
  category::Card card;
  std::optional<int> score_diff;
};

// What a two-player hint adds to the ranking.
struct DuelHint {
  int score_diff = 0;
  bool plays_first = false;
  double win_chance = 0;     // the best choice's
  bool instant_win = false;  // a served five of a kind that wins at once: no choice is asked for
};

// Fills each of `choices` (the decision's, with `hand` in front of a player whose card is `card`)
// with its chance of winning against `opponent` and ranks them by it. Throws UsageError when the
// cards cannot be of one game at one decision, or the two-player table is not in the cache
// (saying how to solve it).
DuelHint rank_duel_hint(const category::CategoryGame& game, const category::Card& card, int hand,
                        int throws_left, const DuelOpponent& opponent,
                        std::vector<RankedAction>& choices);

}  // namespace cubilete::solve
