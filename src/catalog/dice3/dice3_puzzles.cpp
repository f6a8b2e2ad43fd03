#include "catalog/dice3/dice3_puzzles.h"

#include <fmt/format.h>

#include <string>
#include <vector>

#include "games/dice3/matterhorn.h"
#include "games/dice3/matterhorn_view.h"
#include "games/dice3/multiplicacao.h"
#include "games/dice3/multiplicacao_view.h"
#include "solve/dice3/dice3_themes.h"

namespace cubilete::dice3 {

namespace {

std::string dice_option(const std::vector<int>& dice) {
  return fmt::format("{}", fmt::join(dice, "-"));
}

// The numbers of a row's mask (bit n-1: number n), as --crossed lists them.
void add_numbers(std::vector<std::string>& words, uint32_t row) {
  for (int n = 1; n <= 12; ++n)
    if (row & (1u << (n - 1))) words.push_back(std::to_string(n));
}

// A Matterhorn move: the mover's crossed numbers (those of row 2 after `row2`) and the throw.
// The game's measure is one seat's expected throws, so two players change nothing.
Assignments matterhorn_puzzle_hint(const State& before, bool) {
  const auto& s = static_cast<const MatterhornState&>(before);
  std::vector<std::string> crossed;
  add_numbers(crossed, s.row1(s.player()));
  if (s.row2(s.player())) {
    crossed.push_back("row2");
    add_numbers(crossed, s.row2(s.player()));
  }
  Assignments out{{"dice", dice_option(s.view().dice)}};
  if (!crossed.empty()) out.emplace_back("crossed", fmt::format("{}", fmt::join(crossed, " ")));
  return out;
}

// A refusal decision: the dice set aside this turn (a, then b) and the dice it is about.
Assignments multiplicacao_puzzle_hint(const State& before, bool) {
  const auto& s = static_cast<const MultiplicacaoState&>(before);
  std::vector<int> set_aside;
  for (int d : {s.a(), s.b()})
    if (d > 0) set_aside.push_back(d);
  Assignments out{{"dice", dice_option(s.view().dice)}};
  if (!set_aside.empty()) out.emplace_back("set-aside", fmt::format("{}", fmt::join(set_aside, ",")));
  return out;
}

}  // namespace

GamePuzzles matterhorn_puzzles() {
  GamePuzzles p;
  p.hint = matterhorn_puzzle_hint;
  p.themes = [](const State& before, Action a, Action b) {
    return solve::matterhorn_themes(static_cast<const MatterhornState&>(before), a, b);
  };
  p.theme_keys = solve::matterhorn_theme_keys();
  return p;
}

GamePuzzles multiplicacao_puzzles() {
  GamePuzzles p;
  p.hint = multiplicacao_puzzle_hint;
  p.themes = [](const State& before, Action a, Action b) {
    return solve::multiplicacao_themes(static_cast<const MultiplicacaoState&>(before), a, b);
  };
  p.theme_keys = solve::multiplicacao_theme_keys();
  return p;
}

}  // namespace cubilete::dice3
