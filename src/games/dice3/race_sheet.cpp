#include "games/dice3/race_sheet.h"

#include <fmt/format.h>

#include "core/say.h"

namespace cubilete::dice3 {

std::array<int, 19> subset_sums(const FaceCounts& c) {
  const auto v = values_of(c);
  std::array<int, 19> sums{};
  for (int mask = 1; mask < (1 << int(v.size())); ++mask) {
    int s = 0;
    for (size_t i = 0; i < v.size(); ++i)
      if ((mask >> i) & 1) s += v[i];
    ++sums[s];
  }
  return sums;
}

std::string row_heading(int row, Lang lang) {
  static const Translated kRow{"row {row}", "linha {row}", "fila {row}"};
  return say(kRow, lang, fmt::arg("row", row));
}

std::string sheet_row(const int numbers[12], const bool crossed[12]) {
  std::string s;
  for (int i = 0; i < 12; ++i) s += crossed[i] ? " --" : fmt::format("{:>3}", numbers[i]);
  return s;
}

}  // namespace cubilete::dice3
