#pragma once
// The category games' measures for the analysis of a played game (analysis_model.h;
// docs/analysis.md): each seat's chance of winning from the two-player table where one is given,
// else each seat's expected final score under optimal solitaire play from its own card (the
// values the advisor ranks by, so a decision's loss is the one `cubilete hint` shows).
#include <memory>

#include "games/category/category_game.h"
#include "solve/category/solitaire_solved.h"
#include "solve/common/analysis_model.h"
#include "solve/category/duel/duel_solved.h"

namespace cubilete::solve {

// Expected final score of every seat: the points on its card (the upper bonus aside, which the
// table's expectation holds) plus the solitaire optimum's expectation of the rest, within the turn
// from the turn's own values. At the end, the final scores. The values ignore a served generala's
// instant end, as the solitaire value does (RULES.md §1.5): where one ends a game, the points it
// cuts off show as a model gap.
std::unique_ptr<AnalysisModel> category_score_analysis(const category::CategoryGame& game,
                                                       std::shared_ptr<const Solved> solved);

// Each seat's chance of winning (a tie half) in a two-player game, from `duel`'s table (the whole
// game's, or an endgame's: then only positions it covers can be valued). `solitaire` breaks the
// advisor's ties between equal chances by expected score, as the advisor does.
std::unique_ptr<AnalysisModel> category_win_analysis(const category::CategoryGame& game,
                                                     std::shared_ptr<const SolvedDuel> duel,
                                                     std::shared_ptr<const Solved> solitaire);

}  // namespace cubilete::solve
