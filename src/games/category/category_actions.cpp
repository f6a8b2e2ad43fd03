// Names of category-game actions, what they do in words, and the reading of what a player types.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <sstream>

#include "core/dice_words.h"
#include "core/error.h"
#include "core/say.h"
#include "core/text.h"
#include "games/category/category_game.h"
#include "games/category/category_words.h"

namespace cubilete::category {

std::string category_action_name(const CategoryRules& rules, Action a) {
  const auto& table = multisets(rules.dice);
  if (a >= kFinalBase) return "final " + format_dice(table.counts(int(a - kFinalBase)));
  if (a >= kRollBase) return "throw " + format_dice(table.counts(int(a - kRollBase)));
  if (a >= kScoreBase) return "score " + rules.categories[a - kScoreBase].key;
  if (a == kKeepBase + 0) return "keep none";
  return "keep " + format_dice(table.counts(int(a - kKeepBase)));
}

std::string CategoryState::action_to_string(Action a) const {
  return category_action_name(game_->category_rules(), a);
}

std::string CategoryState::tell(Action a, int, const std::string& who, Lang lang) const {
  const auto& table = game_->table();
  if (a >= kFinalBase) return threw_line(values_of(table.counts(int(a - kFinalBase))), who, lang);
  if (a >= kRollBase) return threw_line(values_of(table.counts(int(a - kRollBase))), who, lang);
  if (a >= kScoreBase)
    return say(category_move_words().wrote, lang, fmt::arg("who", who),
               fmt::arg("category", game_->category_rules().categories[a - kScoreBase].name.in(lang)));
  return kept_line(values_of(table.counts(int(a - kKeepBase))), who, lang);
}


ParsedAction CategoryState::parse_keep(const std::vector<int>& values, bool reroll) const {
  const auto& table = game_->table();
  const auto& hand = table.counts(hand_);
  FaceCounts chosen = counts_of(values);
  for (int f = 0; f < 6; ++f) {
    if (chosen[f] > hand[f])
      return ParsedAction::fail(fmt::format("you cannot {} {}: the dice are {}",
                                            reroll ? "rethrow" : "keep",
                                            format_dice(chosen), format_dice(hand)));
  }
  FaceCounts keep = chosen;
  if (reroll)
    for (int f = 0; f < 6; ++f) keep[f] = uint8_t(hand[f] - chosen[f]);
  if (dice_in(keep) == dice_in(hand))
    return ParsedAction::fail(
        "keeping every die throws nothing: to stop, write the dice into a category (score KEY)");
  return ParsedAction::of(kKeepBase + table.index_of(keep));
}

ParsedAction CategoryState::ask_which_dice(const std::string& verb) const {
  // An example from the dice in front of the player: keep the most frequent face (the higher
  // on a tie), throw the others again.
  const auto& hand = game_->table().counts(hand_);
  int most = 5;
  for (int f = 5; f >= 0; --f)
    if (hand[f] > hand[most]) most = f;
  FaceCounts kept{}, others = hand;
  kept[most] = hand[most];
  others[most] = 0;
  if (!dice_in(others)) kept[most] = uint8_t(hand[most] - 1), others[most] = 1;  // five of a kind
  auto spaced = [](const FaceCounts& c) {
    std::string text;
    for (int v : values_of(c)) {
      if (!text.empty()) text += ' ';
      text += std::to_string(v);
    }
    return text;
  };
  const int dice = game_->category_rules().dice;
  return ParsedAction::fail(fmt::format("{} which dice? name them, e.g. `{} {}` (the dice are {}); `roll` throws all {} again",
                                        verb, verb, spaced(verb == "keep" ? kept : others),
                                        format_dice(hand), dice == 5 ? "five" : dice == 3 ? "three" : std::to_string(dice)));
}

ParsedAction CategoryState::parse_category(std::string_view name) const {
  const auto& rules = game_->category_rules();
  const std::string want = lower(name);
  if (want.empty()) return ParsedAction::fail("say which category: score KEY");
  // A box by its key, its name in any language the program speaks, or an alias.
  auto named = [](const CategoryDef& d, auto&& test) {
    return test(d.key) || std::any_of(kLangs.begin(), kLangs.end(), [&](Lang l) { return test(d.name.in(l)); }) ||
           std::any_of(d.aliases.begin(), d.aliases.end(), test);
  };
  auto exact = [&](const CategoryDef& d) { return named(d, [&](const std::string& s) { return lower(s) == want; }); };
  auto prefix = [&](const CategoryDef& d) {
    return named(d, [&](const std::string& s) { return lower(s).rfind(want, 0) == 0; });
  };
  std::vector<int> matches;
  for (int c = 0; c < rules.num_categories(); ++c)
    if (exact(rules.categories[c])) matches.push_back(c);
  if (matches.empty())
    for (int c = 0; c < rules.num_categories(); ++c)
      if (prefix(rules.categories[c])) matches.push_back(c);
  std::vector<std::string> keys;
  for (const auto& d : rules.categories) keys.push_back(d.key);
  if (matches.empty())
    return ParsedAction::fail(fmt::format("no category '{}'; categories: {}", name,
                                          fmt::join(keys, ", ")));
  if (matches.size() > 1) {
    std::vector<std::string> m;
    for (int c : matches) m.push_back(rules.categories[c].key);
    return ParsedAction::fail(fmt::format("'{}' could be {}; say which", name, fmt::join(m, " or ")));
  }
  const int cat = matches[0];
  const auto& card = cards_[player_];
  if (card.is_used(cat))
    return ParsedAction::fail(fmt::format("category {} is already written ({} points)",
                                          rules.categories[cat].key, card.points[cat]));
  uint32_t legal = game_->scorer().legal_categories(card, hand_);
  if (!((legal >> cat) & 1u)) {
    std::vector<std::string> allowed;
    for (; legal; legal &= legal - 1) allowed.push_back(rules.categories[std::countr_zero(legal)].key);
    std::string why = game_->scorer().fits(hand_, cat)
                          ? "a five of a kind with the yahtzee box filled must go by the joker rule"
                          : fmt::format("{} does not fit {}, and a 0 may be written only when the "
                                        "throw fits no open category",
                                        format_dice(game_->table().counts(hand_)),
                                        rules.categories[cat].key);
    return ParsedAction::fail(
        fmt::format("{}; allowed now: {}", why, fmt::join(allowed, ", ")));
  }
  return ParsedAction::of(kScoreBase + cat);
}

ParsedAction CategoryState::parse_action(std::string_view text) const {
  if (over_) return ParsedAction::fail("the game is over");
  const auto words = words_of(lower(text));
  if (words.empty()) return ParsedAction::fail("type an action (help lists them)");
  const std::string& verb = words[0];
  const std::string rest = join_from(words, 1);
  if (awaiting_throw()) {
    const int dice = game_->category_rules().dice;
    if (verb == "final") {
      if (!final_dice_due())
        return ParsedAction::fail("a turn's final dice are entered only as the turn begins");
      try {
        return ParsedAction::of(kFinalBase + game_->table().index_of(counts_of(parse_dice(rest, dice))));
      } catch (const UsageError& e) {
        return ParsedAction::fail(e.what());
      }
    }
    if (verb != "throw") return ParsedAction::fail("the dice are to be thrown now");
    try {
      int to_throw = dice - game_->table().dice(kept_);
      auto values = parse_dice(rest, to_throw);
      return ParsedAction::of(kRollBase + game_->table().index_of(counts_of(values)));
    } catch (const UsageError& e) {
      return ParsedAction::fail(e.what());
    }
  }
  const bool can_rethrow = throws_left() > 0;
  auto no_rethrow = [&] {
    return ParsedAction::fail("no throws left this turn: write the dice into a category (score KEY)");
  };
  if (verb == "keep" || verb == "roll" || verb == "reroll" || verb == "rethrow") {
    if (!can_rethrow) return no_rethrow();
    const bool reroll = verb != "keep";
    const Action throw_all = kKeepBase + 0;
    // Only `roll` alone throws every die: `keep` or `reroll` without dice is most likely a
    // command sent too early (one stray Enter), and must not spend a throw.
    if (rest.empty()) return verb == "roll" ? ParsedAction::of(throw_all) : ask_which_dice(verb);
    if (rest == (reroll ? "all" : "none")) return ParsedAction::of(throw_all);
    if (rest == "all" || rest == "none")
      return ParsedAction::fail(fmt::format("{} {} throws nothing: to stop, write the dice into a category (score KEY)",
                                            verb, rest));
    try {
      return parse_keep(parse_dice(rest), reroll);
    } catch (const UsageError& e) {
      return ParsedAction::fail(e.what());
    }
  }
  if (verb == "score" || verb == "write") return parse_category(rest);
  auto as_category = parse_category(lower(text));
  if (as_category.ok) return as_category;
  return ParsedAction::fail(fmt::format(
      "'{}' is not an action here; try {}score KEY", text,
      can_rethrow ? "keep 3 3 5, reroll 1 2, roll (throw all again) or " : ""));
}

}  // namespace cubilete::category
