#pragma once
// win_optimal for the category games: plays to win. With two players it plays the
// exact two-player optimum, the choice with the highest chance of winning (a tie counts half),
// from the solved two-player table. With three or more it plays that same strategy against one
// opponent, the one with the highest expected final score (points on the card plus the
// solitaire optimum's expectation for the rest), as if the others were not there. Alone, it
// plays the solitaire optimum (no duel table: `duel` is null).
//
// Setting rounds=R: play to win in the last R rounds only (their table is solved in memory at
// once) and the solitaire optimum (`optimal`) before; without it the whole two-player table
// must be in the cache (cubilete solve GAME --players 2).
#include <memory>

#include "core/bot.h"
#include "solve/category/solitaire_solved.h"
#include "solve/category/duel/duel_solved.h"
#include "solve/category/duel/duel_turn.h"

namespace cubilete::category {

class WinOptimalBot : public Bot {
 public:
  WinOptimalBot(std::shared_ptr<const solve::SolvedDuel> duel, std::shared_ptr<const solve::Solved> solitaire);
  Action choose(const State& state, Rng& rng) override;

 private:
  int opponent(const CategoryState& s) const;

  std::shared_ptr<const solve::SolvedDuel> duel_;
  std::shared_ptr<const solve::Solved> solitaire_;
  // The current turn's values, kept for its later decisions.
  std::unique_ptr<solve::DuelTurn> turn_;
  solve::DuelPosition turn_at_;
};

// "win_optimal" or "win_optimal:rounds=R" for a category game (UsageError for bad settings, or
// when the table it needs is not in the cache).
std::unique_ptr<Bot> make_win_optimal(const CategoryGame& game, const std::string& name);
// The settings read as make_win_optimal reads them, for any card (rounds from 1 to 13, the most
// categories a card has); make_win_optimal then holds rounds to the game's own card. Throws
// UsageError.
void check_win_optimal_settings(const std::string& name);
// Why make_win_optimal would fail for this game now (rounds beyond its card, the two-player table
// not in the cache), or empty.
std::string win_optimal_unavailable(const CategoryGame& game, const std::string& name);

}  // namespace cubilete::category
