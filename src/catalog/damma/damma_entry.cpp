// Damma wired to its bots (greedy, alphabeta), the engine's advice and `hint`.
#include "bots/damma/damma_bots.h"
#include "catalog/analysis_results.h"
#include "catalog/damma/damma_hint.h"
#include "catalog/damma/damma_observation.h"
#include "catalog/game_entry.h"
#include "games/damma/damma_description.h"
#include "games/damma/damma_game.h"
#include "solve/common/analysis_model.h"
#include "solve/damma/damma_advice.h"
#include "solve/damma/damma_analysis.h"

namespace cubilete::damma {

void add_entries(std::vector<GameEntry>& out) {
  GameEntry e{damma_description(), {}, {}, {}, damma_observation()};
  e.bots.names = {"greedy", "alphabeta"};
  e.bots.settings = {{"alphabeta", "depth=2"}};  // its default thinks a second per move
  e.bots.check_settings = [](const std::string& name) { (void)alphabeta_settings(name); };
  e.bots.make = [](const Game& game, const std::string& name) -> std::unique_ptr<Bot> {
    if (name == "greedy") return std::make_unique<DammaGreedyBot>();
    return std::make_unique<DammaAlphaBetaBot>(static_cast<const DammaGame&>(game).move_rules(),
                                               alphabeta_settings(name));
  };
  e.analysis.advise = [](const Game&, const State& state) { return advise_damma(state); };
  e.analysis.advice_measure = damma_measure_words();
  e.analysis.win_measure = damma_win_measure_words();
  e.analysis.hint_options = hint_options();
  e.analysis.hint_help =
      "damma: --position (default: the start) is searched after every legal action; --depth sets the plies after "
      "it (default 6, fewer where that would take more than 2 s on the 9x9 board); each line is what the engine "
      "expects.";
  e.analysis.hint = hint;
  e.analysis.analysis = [](const Game& game) { return damma_analysis(static_cast<const DammaGame&>(game)); };
  e.analysis.perft = [](const Game& game, int depth, bool divide) {
    const auto& g = static_cast<const DammaGame&>(game);
    const auto& root = g.start();
    PerftResult r;
    r.position = root.text();
    if (divide && depth > 0) {
      std::vector<Move> moves;
      generate_moves(root, g.move_rules(), moves);
      for (const auto& m : moves) {
        const int64_t n = damma::perft(apply_move(root, g.move_rules(), m), g.move_rules(), depth - 1);
        r.divide.emplace_back(move_name(m), n);
        r.nodes += n;
      }
    } else {
      r.nodes = damma::perft(root, g.move_rules(), depth);
    }
    return r;
  };
  e.table.advice_against_bots_only = true;
  // Measured on 2026-11-26: 100,000 games of each pairing in each seat order, 50 against
  // alphabeta; greedy never beat alphabeta (0 of 100), so that gap is a lower bound.
  e.bots.ratings = {{"random", 1000, 0}, {"greedy", 2228, 13}, {"alphabeta", 2831, 103}};
  // Rated on both of its boards, each from its own starting position.
  e.table.rated_presets = {{"default", {}}, {"9x9", {{"board", "9"}}}};
  out.push_back(std::move(e));
}

}  // namespace cubilete::damma
