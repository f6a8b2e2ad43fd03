#include "present/ranking_text.h"

#include <fmt/format.h>

#include "core/text.h"
#include "present/text_width.h"

namespace cubilete {

namespace {

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

std::string ranking_text(const Ranking& ranking, const std::vector<std::string>& notes) {
  const bool chances = ranking.in_chances();
  std::string out =
      (chances ? legend("win", ranking.win_measure) : "") + legend("expected", ranking.measure);
  out += chances
             ? fmt::format("{:>4}  {:<22} {:>8} {:>9} {:>10} {:>9}\n", "rank", "choice", "win",
                           "win loss", "expected", "loss")
             : fmt::format("{:>4}  {:<22} {:>12} {:>9}\n", "rank", "choice", "expected", "loss");
  for (size_t i = 0; i < ranking.choices.size(); ++i) {
    const auto& c = ranking.choices[i];
    const std::string note =
        i < notes.size() ? notes[i] : fmt::format("{}", fmt::join(c.line, " "));
    out += with_note(
        chances
            ? fmt::format("{:>4}  {:<22} {:>8.4f} {:>9.4f} {:>10.3f} {:>9.3f}", i + 1, c.name,
                          c.win_chance.value_or(0), c.win_loss.value_or(0), c.expected, c.loss)
            : fmt::format("{:>4}  {:<22} {:>12.4f} {:>9.4f}", i + 1, c.name, c.expected, c.loss),
        note);
  }
  return out;
}

}  // namespace cubilete
