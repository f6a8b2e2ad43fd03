#pragma once
// Farkle's measures for the analysis of a played game (analysis_model.h; docs/analysis.md): in a
// two-player game with a solved table, each seat's chance of winning; otherwise the expected points
// the turn in progress banks under optimal single-turn play, summed over each seat's turns. Both
// are the advisor's values (farkle_advice.h), so a decision's loss is the one `cubilete hint`
// shows.
#include <memory>

#include "games/farkle/farkle_game.h"
#include "solve/common/analysis_model.h"
#include "solve/farkle/farkle_duel.h"

namespace cubilete::solve {

std::unique_ptr<AnalysisModel> farkle_turn_analysis(const farkle::FarkleGame& game);
// `duel`: a solved table of the game's rules (the cache's, or one solved in memory).
std::unique_ptr<AnalysisModel> farkle_win_analysis(const farkle::FarkleGame& game,
                                                   std::shared_ptr<const SolvedFarkleDuel> duel);

}  // namespace cubilete::solve
