#include "catalog/farkle/farkle_puzzles.h"

#include <fmt/format.h>

#include <string>

#include "games/farkle/farkle_game.h"
#include "games/farkle/farkle_view.h"
#include "solve/farkle/farkle_themes.h"

namespace cubilete::farkle {

namespace {

const FarkleState& as_farkle(const State& s) {
  return static_cast<const FarkleState&>(s);
}

// The facts the advisor ranks the decision by: the throw to set dice aside from (or the dice the
// next throw would use, to bank or throw on), the turn's points so far, the mover's score and, in
// the final round, the score to beat; against one opponent, the opponent's score.
Assignments puzzle_hint(const State& before, bool two_players) {
  const auto& s = as_farkle(before);
  const auto view = s.view();
  Assignments out;
  if (s.phase() == Phase::Select)
    out.emplace_back("dice", fmt::format("{}", fmt::join(view.dice, "-")));
  else
    out.emplace_back("dice-left", std::to_string(s.dice_to_throw()));
  out.emplace_back("turn-total", std::to_string(s.turn_total()));
  out.emplace_back("banked", std::to_string(s.banked(s.player())));
  out.emplace_back("to-beat", std::to_string(s.score_to_beat()));
  if (two_players) {
    out.emplace_back("players", "2");
    // In the final round the opponent is the one who closed: the score to beat says it.
    if (!s.final_round()) out.emplace_back("opponent-banked", std::to_string(s.banked(1 - s.player())));
  }
  return out;
}

}  // namespace

GamePuzzles farkle_puzzles() {
  GamePuzzles p;
  p.hint = puzzle_hint;
  p.themes = [](const State& before, Action a, Action b) {
    return solve::farkle_themes(as_farkle(before), a, b);
  };
  p.theme_keys = solve::farkle_theme_keys();
  return p;
}

}  // namespace cubilete::farkle
