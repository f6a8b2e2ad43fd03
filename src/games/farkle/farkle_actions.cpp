// Farkle action names and the reading of a player's text, with the reason when it is refused.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "core/error.h"
#include "games/farkle/farkle_game.h"

namespace cubilete::farkle {

namespace {

std::string lower_trimmed(std::string_view text) {
  std::string s(text);
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

// Splits "word rest" into the word and the trimmed rest.
std::pair<std::string, std::string> first_word(const std::string& s) {
  const auto space = s.find(' ');
  if (space == std::string::npos) return {s, {}};
  return {s.substr(0, space), lower_trimmed(s.substr(space + 1))};
}

bool is_one_of(const std::string& word, std::initializer_list<const char*> words) {
  return std::any_of(words.begin(), words.end(), [&](const char* w) { return word == w; });
}

}  // namespace

std::string FarkleState::action_to_string(Action a) const {
  const auto& scoring = game_->scoring();
  const auto& table = scoring.table();
  if (a == kBank) return "bank";
  if (a == kRoll) return "roll";
  if (a >= kThrowBase) {
    const int i = int(a - kThrowBase);
    return fmt::format("throw {}{}", format_dice(table.counts(i)), scoring.is_farkle(i) ? " (farkle)" : "");
  }
  return fmt::format("keep {}", format_dice(table.counts(int(a - kKeepBase))));
}

ParsedAction FarkleState::parse_keep(std::string_view dice_text) const {
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
  const std::string s = lower_trimmed(text);
  auto [word, rest] = first_word(s);
  const bool bank_word = is_one_of(word, {"bank", "b", "stop"}) && rest.empty();
  const bool roll_word = is_one_of(word, {"roll", "r", "throw", "continue"}) && rest.empty();
  switch (phase_) {
    case Phase::Over: return ParsedAction::fail("the game is over");
    case Phase::Throw: {
      if (word != "throw" && word != "roll")
        return ParsedAction::fail(fmt::format("P{} is about to throw {} dice: write `throw DICE`",
                                              player_ + 1, dice_to_throw_));
      const std::string mark = "(farkle)";  // the name of a throw that farkles carries it
      if (rest.size() >= mark.size() && rest.compare(rest.size() - mark.size(), mark.size(), mark) == 0)
        rest = lower_trimmed(rest.substr(0, rest.size() - mark.size()));
      try {
        const auto values = parse_dice(rest, dice_to_throw_);
        return ParsedAction::of(kThrowBase + game_->scoring().table().index_of(counts_of(values)));
      } catch (const UsageError& e) {
        return ParsedAction::fail(e.what());
      }
    }
    case Phase::Select:
      if (bank_word || roll_word)
        return ParsedAction::fail(fmt::format(
            "first set aside scoring dice from {}: `keep DICE`, e.g. `keep {}`",
            format_dice(game_->scoring().table().counts(throw_)),
            format_dice(game_->scoring().table().counts(game_->scoring().selections(throw_).front().keep))));
      if (word == "keep" || word == "k" || word == "set") return parse_keep(rest);
      return parse_keep(s);
    case Phase::BankOrRoll:
      if (bank_word) return ParsedAction::of(kBank);
      if (roll_word) return ParsedAction::of(kRoll);
      if (word == "keep" || word == "k")
        return ParsedAction::fail("the dice for this throw are already set aside: `bank` or `roll`");
      return ParsedAction::fail(fmt::format("write `bank` (turn total {}) or `roll` ({} dice)",
                                            turn_total_, dice_to_throw_));
  }
  return ParsedAction::fail("unreadable action");
}

}  // namespace cubilete::farkle
