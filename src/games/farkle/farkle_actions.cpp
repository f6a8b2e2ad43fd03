// Farkle action names, what they do in words, and the reading of a player's text, with the reason
// when it is refused.
#include <fmt/format.h>

#include <algorithm>

#include "core/dice_moves.h"
#include "core/dice_words.h"
#include "core/error.h"
#include "core/say.h"
#include "core/text.h"
#include "games/farkle/farkle_game.h"
#include "games/farkle/farkle_words.h"

namespace cubilete::farkle {

namespace {
// Farkle marks a throw that scores nothing in its name, so a record reads plainly.
constexpr std::string_view kFarkleMark = "(farkle)";
}  // namespace

std::string FarkleState::action_to_string(Action a) const {
  const auto& scoring = game_->scoring();
  const auto& table = scoring.table();
  if (a == kBank) return "bank";
  if (a == kRoll) return "roll";
  if (game_->dice().is_throw(a))
    return scoring.is_farkle(game_->dice().index(a)) ? fmt::format("{} {}", game_->dice().name(a), kFarkleMark)
                                                     : game_->dice().name(a);
  return fmt::format("keep {}", format_dice(table.counts(int(a - kKeepBase))));
}

std::string FarkleState::tell(Action a, int, const std::string& who, Lang lang) const {
  const auto& words = farkle_move_words();
  if (a == kBank) return say(words.banked, lang, fmt::arg("who", who));
  if (a == kRoll) return say(words.rolled_on, lang, fmt::arg("who", who));
  if (game_->dice().is_throw(a)) {
    const auto dice = game_->dice().move(a).dice;
    if (!game_->scoring().is_farkle(game_->dice().index(a))) return threw_line(dice, who, lang);
    return say(words.threw_farkle, lang, fmt::arg("who", who), fmt::arg("dice", spaced_dice(dice)));
  }
  return say(words.set_aside, lang, fmt::arg("who", who),
             fmt::arg("dice", spaced_dice(values_of(game_->scoring().table().counts(int(a - kKeepBase))))));
}

ParsedAction FarkleState::parse_keep(const std::string& dice_text) const {
  const auto& scoring = game_->scoring();
  const auto& table = scoring.table();
  std::vector<int> values;
  try {
    values = parse_dice(dice_text);
  } catch (const UsageError& e) {
    return ParsedAction::fail(e.what());
  }
  if (values.empty())
    return ParsedAction::fail("set aside at least one scoring die, e.g. `keep 1` or `keep 5 5 5`");
  const auto thrown = table.counts(throw_);
  const auto wanted = counts_of(values);
  for (int f = 0; f < 6; ++f) {
    if (wanted[f] <= thrown[f]) continue;
    if (thrown[f] == 0)
      return ParsedAction::fail(fmt::format("there is no {} in the throw {}", f + 1, format_dice(thrown)));
    return ParsedAction::fail(fmt::format("the throw {} has only {} {}{}", format_dice(thrown), int(thrown[f]),
                                          f + 1, thrown[f] == 1 ? "" : "s"));
  }
  const int keep = table.index_of(wanted);
  if (auto why = scoring.uncovered_reason(keep); !why.empty())
    return ParsedAction::fail(why + "; every die set aside must belong to a combination (" +
                              scoring_summary(scoring.three_ones()) + ")");
  return ParsedAction::of(kKeepBase + keep);
}

ParsedAction FarkleState::parse_action(std::string_view text) const {
  const auto words = words_of(text);
  const std::string word = words.empty() ? "" : words[0];
  const std::string rest = join_from(words, 1);
  const auto is = [&](std::initializer_list<const char*> names) {
    return words.size() == 1 && std::any_of(names.begin(), names.end(), [&](const char* n) { return word == n; });
  };
  const bool bank_word = is({"bank", "b", "stop"});
  const bool roll_word = is({"roll", "r", "throw", "continue"});
  switch (phase_) {
    case Phase::Over: return ParsedAction::fail("the game is over");
    case Phase::Throw: return game_->dice().parse(text, dice_to_throw_, kFarkleMark);
    case Phase::Select:
      if (bank_word || roll_word)
        return ParsedAction::fail(fmt::format(
            "first set aside scoring dice from {}: `keep DICE`, e.g. `keep {}`",
            format_dice(game_->scoring().table().counts(throw_)),
            format_dice(game_->scoring().table().counts(game_->scoring().selections(throw_).front().keep))));
      if (word == "keep" || word == "k" || word == "set") return parse_keep(rest);
      return parse_keep(join_from(words, 0));
    case Phase::BankOrRoll:
      if (bank_word) return ParsedAction::of(kBank);
      if (roll_word) return ParsedAction::of(kRoll);
      if (word == "keep" || word == "k")
        return ParsedAction::fail("the dice for this throw are already set aside: `bank` or `roll`");
      return ParsedAction::fail(fmt::format("write `bank` (turn total {}) or `roll` ({})", turn_total_,
                                            count_of(dice_to_throw_, "die", "dice")));
  }
  return ParsedAction::fail("unreadable action");
}

}  // namespace cubilete::farkle
