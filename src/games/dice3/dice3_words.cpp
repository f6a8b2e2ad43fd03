#include "games/dice3/dice3_words.h"

#include <fmt/format.h>

#include "core/say.h"

namespace cubilete::dice3 {

std::string MatterhornWords::numbers(const std::vector<int>& row1, const std::vector<int>& row2, Lang lang) const {
  const auto first = fmt::format("{}", fmt::join(row1, " ")), second = fmt::format("{}", fmt::join(row2, " "));
  if (row2.empty()) return first;
  return say(row1.empty() ? this->row2 : both_rows, lang, fmt::arg("row1", first), fmt::arg("row2", second));
}

const MatterhornWords& matterhorn_words() {
  static const MatterhornWords words;
  return words;
}

const MultiplicacaoWords& multiplicacao_words() {
  static const MultiplicacaoWords words;
  return words;
}

const BuckDiceWords& buck_dice_words() {
  static const BuckDiceWords words;
  return words;
}

}  // namespace cubilete::dice3
