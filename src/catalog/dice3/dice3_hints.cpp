#include "catalog/dice3/dice3_hints.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/error.h"
#include "core/say.h"
#include "core/text.h"
#include "games/dice3/matterhorn.h"
#include "solve/dice3/dice3_advice.h"
#include "solve/dice3/dice3_commands.h"

namespace cubilete::dice3 {

namespace {

// A Matterhorn hint's facts beside its choices.
struct MatterhornHintFacts {
  std::string dice;
  double throws_needed_now = 0;  // expected, playing on optimally
  static constexpr std::string_view kTypeName = "MatterhornHintFacts";
  static constexpr auto fields() {
    return std::tuple{field("dice", &MatterhornHintFacts::dice),
                      field("throws_needed_now", &MatterhornHintFacts::throws_needed_now)};
  }
};

const Translated kThrowsToGo{"{n:.3f} throws to go", "faltam {n:.3f} jogadas", "faltan {n:.3f} tiros"};

HintResult matterhorn_hint_result(solve::MatterhornHint h) {
  MatterhornHintFacts facts{format_dice(h.dice), h.throws_needed_now};
  auto r = hint_result(std::move(h), std::move(facts));
  // The ranking measures minus the throws still needed (higher is better).
  for (const auto& c : r.ranking.choices) {
    r.notes.push_back(fmt::format("{:.3f} throws to go", -c.expected));
    r.told_notes.push_back(in_every_language([&c](Lang lang) {
      return decimals_in(lang, say(kThrowsToGo, lang, fmt::arg("n", -c.expected)));
    }));
  }
  r.measure_words = solve::matterhorn_measure_words();
  r.no_choice_note = "no group of these dice crosses an open number: the throw passes";
  return r;
}

// A Multiplicação hint's facts beside its choices.
struct MultiplicacaoHintFacts {
  std::vector<int> set_aside;
  std::string dice;
  static constexpr std::string_view kTypeName = "MultiplicacaoHintFacts";
  static constexpr auto fields() {
    return std::tuple{field("set_aside", &MultiplicacaoHintFacts::set_aside),
                      field("dice", &MultiplicacaoHintFacts::dice)};
  }
};

HintResult multiplicacao_hint_result(solve::MultiplicacaoHint h) {
  MultiplicacaoHintFacts facts{h.set_aside, format_dice(h.shown)};
  auto r = hint_result(std::move(h), std::move(facts));
  r.measure_words = solve::multiplicacao_measure_words();
  return r;
}

// "1 2 3 row2 12 11": the crossed numbers of each row, as a move names them.
std::pair<uint32_t, uint32_t> parse_crossed(const std::string& text) {
  uint32_t rows[2] = {0, 0};
  int row = 0;
  for (const auto& w : words_of(text)) {
    if (w == "cross" || w == "-") continue;
    if (w == "row1" || w == "r1") {
      row = 0;
      continue;
    }
    if (w == "row2" || w == "r2") {
      row = 1;
      continue;
    }
    int n = 0;
    try {
      n = std::stoi(w);
    } catch (...) {
      n = 0;
    }
    if (n < 1 || n > 12 || std::to_string(n) != w)
      throw UsageError(
          fmt::format("--crossed lists numbers 1 to 12, `row2` before those of row 2 (e.g. \"1 2 3 "
                      "row2 12\"); '{}' is not one",
                      w));
    rows[row] |= 1u << (n - 1);
  }
  return {rows[0], rows[1]};
}

// "6" or "6,2" (or "6 2"): a and b as set aside this turn.
std::vector<int> parse_set_aside(std::string text) {
  std::vector<int> set_aside;
  std::replace(text.begin(), text.end(), ',', ' ');
  for (const auto& w : words_of(text)) {
    if (w.size() != 1 || w[0] < '1' || w[0] > '6')
      throw UsageError(
          fmt::format("--set-aside lists the dice set aside this turn, 1 to 6 (\"6\" or \"6,2\"); "
                      "'{}' is not one",
                      w));
    set_aside.push_back(w[0] - '0');
  }
  if (set_aside.size() > 2)
    throw UsageError("--set-aside holds at most two dice (a and b); the third is the last die");
  return set_aside;
}

}  // namespace

std::vector<OptionSpec> matterhorn_hint_options() {
  return {
      hint_text("crossed",
                "the numbers crossed so far, `row2` before those of row 2, e.g. \"1 2 3 row2 12\" "
                "(left out: none)"),
      hint_text("dice", "the three dice thrown, e.g. 2-5-6")};
}

HintResult matterhorn_hint(const Game& game, const HintValues& values) {
  if (!values.has("dice"))
    throw UsageError("hint matterhorn needs --dice (the three dice thrown, e.g. 2-5-6)");
  solve::MatterhornPosition p;
  p.dice = counts_of(parse_dice(values.text("dice"), 3));
  std::tie(p.row1, p.row2) = parse_crossed(values.text("crossed"));
  return matterhorn_hint_result(solve::hint_matterhorn(static_cast<const MatterhornGame&>(game), p));
}

std::vector<OptionSpec> multiplicacao_hint_options() {
  return {
      hint_text("set-aside",
                "the dice set aside this turn: a, or a and b, e.g. 6,2 (left out: none)"),
      hint_text("dice", "the triple, the double or the last die the decision is about, e.g. 3-3")};
}

HintResult multiplicacao_hint(const Game&, const HintValues& values) {
  solve::MultiplicacaoPosition p;
  p.set_aside = parse_set_aside(values.text("set-aside"));
  const int thrown = 3 - int(p.set_aside.size());
  if (!values.has("dice"))
    throw UsageError(fmt::format("hint multiplicacao needs --dice: the {} thrown",
                                 thrown == 1 ? "last die" : fmt::format("{} dice", thrown)));
  p.shown = counts_of(parse_dice(values.text("dice"), thrown));
  return multiplicacao_hint_result(solve::hint_multiplicacao(p));
}

}  // namespace cubilete::dice3
