#include "catalog/damma/damma_hint.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <string>
#include <tuple>
#include <utility>

#include "games/damma/damma_game.h"
#include "solve/damma/damma_advice.h"
#include "solve/damma/damma_commands.h"

namespace cubilete::damma {

namespace {

// A Damma hint's facts beside its choices.
struct DammaHintFacts {
  std::string position;  // as the `start` rule writes it
  static constexpr std::string_view kTypeName = "DammaHintFacts";
  static constexpr auto fields() { return std::tuple{field("position", &DammaHintFacts::position)}; }
};

HintResult damma_hint_result(DammaHint h) {
  DammaHintFacts facts{h.position.text()};
  auto r = hint_result(std::move(h), std::move(facts));
  // Each choice's note is the line the engine expects after it.
  for (const auto& c : r.ranking.choices) r.notes.push_back(fmt::format("{}", fmt::join(c.line, " ")));
  r.measure_words = damma_measure_words();
  r.win_measure_words = damma_win_measure_words();
  return r;
}

}  // namespace

std::vector<OptionSpec> hint_options() {
  return {
      hint_text(
          "position",
          "the position, as the `start` rule writes it, e.g. 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -' "
          "(left out: the game's start; a 9x9 position needs the rule board=9)"),
      hint_integer("depth", 0, 20,
                   "plies searched after each action; 0 or left out: the table's hint, 6 on the 5x5 "
                   "board and 2 on the 9x9 board (the report and the analysis search as deep)")};
}

HintResult hint(const Game& game, const HintValues& values) {
  const auto& g = static_cast<const DammaGame&>(game);
  const std::string given = values.text("position");
  const int depth = int(values.integer("depth").value_or(0));
  return damma_hint_result(hint_damma(g, given.empty() ? g.start() : Position::parse(given), depth));
}

}  // namespace cubilete::damma
