#include "core/dice_words.h"

#include <fmt/ranges.h>

#include "core/say.h"

namespace cubilete {

namespace {
const Translated kOneDie{"1 die", "1 dado", "1 dado"};
const Translated kDice{"{n} dice", "{n} dados", "{n} dados"};
const Translated kHotDice{" (hot dice)", " (dados quentes)", " (dados calientes)"};
const Translated kChips{"   chips {net:+d}", "   fichas {net:+d}", "   fichas {net:+d}"};
}  // namespace

const DiceMoveWords& dice_move_words() {
  static const DiceMoveWords words;
  return words;
}

std::string spaced_dice(const std::vector<int>& values) { return fmt::format("{}", fmt::join(values, " ")); }

std::string threw_line(const std::vector<int>& dice, const std::string& who, Lang lang) {
  return say(dice_move_words().threw, lang, fmt::arg("who", who), fmt::arg("dice", spaced_dice(dice)));
}

std::string kept_line(const std::vector<int>& dice, const std::string& who, Lang lang) {
  const auto& words = dice_move_words();
  if (dice.empty()) return say(words.kept_none, lang, fmt::arg("who", who));
  return say(words.kept, lang, fmt::arg("who", who), fmt::arg("dice", spaced_dice(dice)));
}

std::string dice_where(const std::vector<int>& dice, const std::vector<int>& set_aside, Lang lang) {
  const auto& words = dice_move_words();
  const std::string shown = spaced_dice(dice);
  if (set_aside.empty()) return say(words.where_dice, lang, fmt::arg("dice", shown));
  const std::string kept = spaced_dice(set_aside);
  return say(words.where_set_aside, lang, fmt::arg("kept", kept), fmt::arg("dice", shown));
}

std::string dice_count(int n, Lang lang) { return n == 1 ? kOneDie.in(lang) : say(kDice, lang, fmt::arg("n", n)); }

const std::string& hot_dice(Lang lang) { return kHotDice.in(lang); }

std::string chips_won(int64_t net, Lang lang) { return say(kChips, lang, fmt::arg("net", net)); }

}  // namespace cubilete
