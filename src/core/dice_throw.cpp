#include "core/dice_throw.h"

#include <fmt/format.h>

#include "core/dice_moves.h"
#include "core/error.h"
#include "core/text.h"

namespace cubilete {

void DiceThrow::outcomes(int k, std::vector<ChanceOutcome>& out) const {
  out.clear();
  for (int i : table_->of_size(k)) out.push_back({base_ + i, table_->probability(i)});
}

ThrowMove DiceThrow::move(Action a) const { return {values_of(counts(a)), {}}; }

ParsedAction DiceThrow::parse(std::string_view text, int k, std::string_view suffix) const {
  auto words = words_of(text);
  if (words.empty() || (words[0] != "throw" && words[0] != "roll"))
    return ParsedAction::fail(fmt::format("the dice are to be thrown ({} {}): write `throw DICE`", k, k == 1 ? "die" : "dice"));
  if (!suffix.empty() && words.size() > 1 && words.back() == lower(suffix)) words.pop_back();
  try {
    return ParsedAction::of(base_ + table_->index_of(counts_of(parse_dice(join_from(words, 1), k))));
  } catch (const UsageError& e) {
    return ParsedAction::fail(e.what());
  }
}

}  // namespace cubilete
