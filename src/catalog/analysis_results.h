#pragma once
// What the analysis commands of a game answer (GameAnalysis: `score`, `solve`, `hint`): each
// family's typed result, one of a closed set, so that present/ can write every one of them (as
// JSON and as the text the command line prints) and a caller can ask for the one it expects.
#include <variant>

#include "solve/bets/bets_commands.h"
#include "solve/category/category_commands.h"
#include "solve/common/ranking.h"
#include "solve/common/value_solve.h"
#include "solve/damma/damma_commands.h"
#include "solve/dice3/dice3_commands.h"
#include "solve/category/duel/duel_commands.h"
#include "solve/farkle/farkle_commands.h"

namespace cubilete {

struct ScoreResult : std::variant<solve::CategoryThrowScores, solve::FarkleThrowScores> {
  using variant::variant;
};

struct SolveResult
    : std::variant<solve::SolitaireSolve, solve::CategoryDuelSolve, solve::FarkleSolve,
                   solve::FarkleDuelSolve, solve::ValueSolve, solve::FloresSolve> {
  using variant::variant;
};

struct HintResult
    : std::variant<solve::CategoryHint, solve::FarkleHint, solve::MatterhornHint,
                   solve::MultiplicacaoHint, solve::TriploSeisHint, damma::DammaHint> {
  using variant::variant;
};

// Every hint is a ranking of the decision's choices, with facts of its own beside it.
const Ranking& ranking_of(const HintResult& hint);

}  // namespace cubilete
