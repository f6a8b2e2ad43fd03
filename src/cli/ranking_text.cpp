#include "cli/ranking_text.h"

#include <fmt/format.h>

#include "core/text.h"

namespace cubilete::cli {

namespace {

constexpr size_t kWidth = 80;

std::string legend(const std::string& label, const std::string& meaning) {
  return wrap_text(label + " = " + meaning, kWidth, "  ");
}

std::string with_note(const std::string& row, const std::string& note) {
  if (note.empty()) return row + "\n";
  if (row.size() + 2 + note.size() <= kWidth) return row + "  " + note + "\n";
  const std::string indent(8, ' ');
  return row + "\n" + wrap_text(note, kWidth, indent, indent);
}

}  // namespace

std::string ranking_table(const std::vector<RankingLine>& lines, const std::string& advice_measure,
                          const std::string& win_measure) {
  const bool chances = !lines.empty() && lines.front().win;
  std::string out = (chances ? legend("win", win_measure) : "") + legend("expected", advice_measure);
  out += chances ? fmt::format("{:>4}  {:<22} {:>8} {:>9} {:>10} {:>9}\n", "rank", "choice", "win", "win loss",
                               "expected", "loss")
                 : fmt::format("{:>4}  {:<22} {:>12} {:>9}\n", "rank", "choice", "expected", "loss");
  for (size_t i = 0; i < lines.size(); ++i) {
    const auto& l = lines[i];
    out += with_note(chances ? fmt::format("{:>4}  {:<22} {:>8.4f} {:>9.4f} {:>10.3f} {:>9.3f}", i + 1, l.choice,
                                           l.win.value_or(0), l.win_loss.value_or(0), l.expected, l.loss)
                             : fmt::format("{:>4}  {:<22} {:>12.4f} {:>9.4f}", i + 1, l.choice, l.expected, l.loss),
                     l.note);
  }
  return out;
}

}  // namespace cubilete::cli
