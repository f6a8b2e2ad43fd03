#include "solve/damma/damma_advice.h"

#include <algorithm>

#include "games/damma/damma_game.h"
#include "solve/damma/damma_analysis.h"

namespace cubilete::damma {

const Translated& damma_measure_words() {
  static const Translated words{"the engine's evaluation in men for the side to move (1000 less a hundredth per ply: a forced win)",
                                "a avaliação do motor em peças para o lado que joga (1000 menos um centésimo por lance: vitória forçada)",
                                "la evaluación del motor en piezas para el bando que juega (1000 menos una centésima por jugada: victoria forzada)"};
  return words;
}
const Translated& damma_win_measure_words() {
  static const Translated words{"the chance of winning as the engine estimates it: its evaluation mapped as lichess maps centipawns, 1 / (1 + exp(-0.00368208 x centimen))",
                                "a chance de ganhar como o motor a estima: sua avaliação convertida como o lichess converte centipeões, 1 / (1 + exp(-0.00368208 x centipeças))",
                                "la probabilidad de ganar según la estima el motor: su evaluación convertida como lichess convierte centipeones, 1 / (1 + exp(-0.00368208 x centipiezas))"};
  return words;
}

std::vector<RankedAction> rank_damma(const Position& root, const std::vector<Move>& moves,
                                     const MoveRules& rules, const GameHistory& history, int depth) {
  Engine engine(rules, BoardWeights{}, 18);
  SearchLimits limits;
  limits.depth = std::max(1, depth);
  std::vector<RankedAction> ranked;
  std::vector<Move> replies;
  for (size_t i = 0; i < moves.size(); ++i) {
    const Move& m = moves[i];
    const Position next = apply_move(root, rules, m);
    RankedAction r{Action(i), move_name(m), 0.0, {move_name(m)}};
    GameHistory after = history;
    after.quiet_plies = m.huff || m.is_capture() ? 0 : history.quiet_plies + 1;
    generate_moves(next, rules, replies);
    int score = 0;
    if (replies.empty()) {
      score = kWin - 1;  // the opponent has no piece or no move left: this wins at once
    } else if (after.draw_plies > 0 && after.quiet_plies >= after.draw_plies) {
      score = 0;  // the quiet-plies rule draws
    } else {
      const SearchResult reply = engine.search(next, limits, after);
      score = -reply.score;
      for (const auto& x : reply.line) r.line.push_back(move_name(x));
    }
    r.expected = score / 100.0;
    // The chance of winning the analysis reads from the same score: the hint, the end report and
    // the analysis speak of one thing, in one unit (percentage points of that chance).
    r.win_chance = win_chance_of_score(score);
    ranked.push_back(std::move(r));
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](const RankedAction& a, const RankedAction& b) {
    return a.expected > b.expected;
  });
  return ranked;
}

std::vector<RankedAction> advise_damma(const State& state) {
  const auto& s = static_cast<const DammaState&>(state);
  if (s.is_terminal() || s.moves().empty()) return {};
  const auto& game = static_cast<const DammaGame&>(s.game());
  return rank_damma(s.position(), s.moves(), game.move_rules(),
                    GameHistory{s.played_positions(), s.quiet_plies(), game.draw_plies()}, advice_depth(game.board()));
}

}  // namespace cubilete::damma
