#include "cli/ranking_text.h"

#include "core/text.h"

namespace cubilete::cli {

std::string ranking_legend(const std::string& label, const std::string& meaning) {
  return wrap_text(label + " = " + meaning, 80, "  ");
}

std::string ranking_row(const std::string& row, const std::string& note) {
  if (note.empty()) return row + "\n";
  if (row.size() + 2 + note.size() <= 80) return row + "  " + note + "\n";
  const std::string indent(8, ' ');
  return row + "\n" + indent + wrap_text(note, 80 - indent.size(), indent);
}

}  // namespace cubilete::cli
