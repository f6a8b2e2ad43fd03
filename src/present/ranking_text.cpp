#include "present/ranking_text.h"

#include <fmt/format.h>

#include "core/say.h"
#include "core/text.h"
#include "present/text_width.h"

namespace cubilete {

namespace {

// The columns' headings, and the labels the legends explain.
const Translated kRankHeading{"rank", "pos.", "pos."};
const Translated kChoiceHeading{"choice", "escolha", "opción"};
const Translated kWinLabel{"win", "vitória", "victoria"};
const Translated kWinLossHeading{"win loss", "perda v.", "pérdida v."};
const Translated kExpectedLabel{"expected", "esperado", "esperado"};
const Translated kLossHeading{"loss", "perda", "pérdida"};

std::string legend(const std::string& label, const std::string& meaning) {
  return wrap_text(label + " = " + meaning, kTextWidth, "  ");
}

std::string with_note(const std::string& row, const std::string& note) {
  if (note.empty()) return row + "\n";
  if (row.size() + 2 + note.size() <= kTextWidth) return row + "  " + note + "\n";
  const std::string indent(8, ' ');
  return row + "\n" + wrap_text(note, kTextWidth, indent, indent);
}

}  // namespace

std::string ranking_text(const Ranking& ranking, const std::vector<std::string>& notes, Lang lang) {
  const bool chances = ranking.in_chances();
  const std::string& expected = kExpectedLabel.in(lang);
  std::string out = (chances ? legend(kWinLabel.in(lang), ranking.win_measure) : "") + legend(expected, ranking.measure);
  out += chances ? fmt::format("{:>4}  {:<22} {:>8} {:>9} {:>10} {:>9}\n", kRankHeading.in(lang), kChoiceHeading.in(lang),
                               kWinLabel.in(lang), kWinLossHeading.in(lang), expected, kLossHeading.in(lang))
                 : fmt::format("{:>4}  {:<22} {:>12} {:>9}\n", kRankHeading.in(lang), kChoiceHeading.in(lang), expected,
                               kLossHeading.in(lang));
  for (size_t i = 0; i < ranking.choices.size(); ++i) {
    const auto& c = ranking.choices[i];
    const std::string note =
        i < notes.size() ? notes[i] : fmt::format("{}", fmt::join(c.line, " "));
    const std::string figures =
        chances ? fmt::format("{:>8.4f} {:>9.4f} {:>10.3f} {:>9.3f}", c.win_chance.value_or(0), c.win_loss.value_or(0),
                              c.expected, c.loss)
                : fmt::format("{:>12.4f} {:>9.4f}", c.expected, c.loss);
    out += with_note(fmt::format("{:>4}  {:<22} ", i + 1, c.name) + decimals_in(lang, figures), note);
  }
  return out;
}

}  // namespace cubilete
