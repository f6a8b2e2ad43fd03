#include "core/dice_words.h"

#include "core/say.h"

namespace cubilete {

namespace {
const Translated kOneDie{"1 die", "1 dado", "1 dado"};
const Translated kDice{"{n} dice", "{n} dados", "{n} dados"};
const Translated kHotDice{" (hot dice)", " (dados quentes)", " (dados calientes)"};
const Translated kChips{"   chips {net:+d}", "   fichas {net:+d}", "   fichas {net:+d}"};
}  // namespace

std::string dice_count(int n, Lang lang) { return n == 1 ? kOneDie.in(lang) : say(kDice, lang, fmt::arg("n", n)); }

const std::string& hot_dice(Lang lang) { return kHotDice.in(lang); }

std::string chips_won(int64_t net, Lang lang) { return say(kChips, lang, fmt::arg("net", net)); }

}  // namespace cubilete
