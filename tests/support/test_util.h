#pragma once
// Small helpers for the tests: games from ids, hands from dice text, scripted play.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "catalog/registry.h"
#include "games/category/category_game.h"
#include "games/farkle/farkle_game.h"

namespace cubilete::test {

inline std::shared_ptr<const category::CategoryGame> category_game(const std::string& id,
                                                                   Assignments rules = {}) {
  return std::static_pointer_cast<const category::CategoryGame>(make_game(id, rules));
}

// Farkle with these rules, for `players` seats (0: as the rules say).
inline std::shared_ptr<const farkle::FarkleGame> farkle_game(Assignments rules = {}, int players = 0) {
  if (players > 0) rules.emplace_back("players", std::to_string(players));
  return std::static_pointer_cast<const farkle::FarkleGame>(make_game("farkle", rules));
}

// A preset cut down to a few categories (the generala box and Double Generala kept in their
// roles when among them), optionally with an upper bonus and another number of throws a turn
// (0: the preset's).
inline std::shared_ptr<category::CategoryGame> reduced_game(const std::string& preset, Assignments options,
                                                            const std::vector<std::string>& keys, int players,
                                                            int threshold = 0, int bonus = 0, int throws = 0) {
  options.emplace_back("players", std::to_string(players));
  const auto& entry = find_game(preset);
  auto rules_set = RuleSet::resolve(entry.description.options, options);
  auto rules = category::make_category_rules(preset, rules_set);
  std::vector<category::CategoryDef> kept;
  for (const auto& key : keys) kept.push_back(rules.categories[rules.index_of(key)]);
  const auto five_key = rules.five_kind_category >= 0 ? rules.categories[rules.five_kind_category].key : "";
  rules.categories = kept;
  rules.five_kind_category = rules.index_of(five_key);
  rules.double_category = rules.index_of("double");
  if (threshold > 0) rules.upper_bonus_threshold = threshold, rules.upper_bonus = bonus;
  if (throws > 0) rules.throws = throws;
  return std::make_shared<category::CategoryGame>(entry.description.info, rules_set, rules);
}

// Index of the hand written as dice text ("3-3-4-4-5").
inline int hand_of(const category::CategoryGame& g, const std::string& dice) {
  return g.table().index_of(counts_of(parse_dice(dice, g.category_rules().dice)));
}

// Points of `dice` in category `key` on an empty card.
inline int points(const category::CategoryGame& g, const std::string& dice, const std::string& key,
                  bool served = false) {
  int cat = g.category_rules().index_of(key);
  EXPECT_GE(cat, 0) << "no category " << key;
  return g.scorer().score(category::Card{}, cat, hand_of(g, dice), served).points;
}

// Net chips of each player (the ledger's extra accounts, such as a table, left out).
inline std::vector<int64_t> net_chips(const State& s) {
  auto n = s.chips()->net();
  return {n.begin(), n.begin() + s.game().num_players()};
}

// Applies each action text in turn, failing the test on any refusal.
inline void play(State& s, const std::vector<std::string>& actions) {
  for (const auto& text : actions) {
    auto parsed = s.parse_action(text);
    ASSERT_TRUE(parsed.ok) << "'" << text << "' refused: " << parsed.error;
    s.apply(parsed.action);
  }
}

// The action `text` reads as, failing the test when it is refused: comparing the `.action` of
// two parses without their `.ok` would find two refusals equal.
inline Action accepted(const State& s, const std::string& text) {
  const auto parsed = s.parse_action(text);
  EXPECT_TRUE(parsed.ok) << "'" << text << "' refused: " << parsed.error;
  return parsed.action;
}

// Keys of the categories the current player may write now.
inline std::vector<std::string> legal_categories(const State& s) {
  const auto& cs = static_cast<const category::CategoryState&>(s);
  std::vector<std::string> keys;
  for (Action a : s.legal_actions())
    if (a >= category::kScoreBase && a < category::kRollBase)
      keys.push_back(cs.category_game().category_rules().categories[a - category::kScoreBase].key);
  return keys;
}

// A card with every category but `open` written with the given points (0 by default).
inline category::Card card_with_open(const category::CategoryGame& g,
                                     const std::vector<std::string>& open, int16_t fill = 0) {
  category::Card c;
  const auto& r = g.category_rules();
  for (int i = 0; i < r.num_categories(); ++i) {
    if (std::find(open.begin(), open.end(), r.categories[i].key) != open.end()) continue;
    c.used |= 1u << i;
    c.points[i] = fill;
  }
  return c;
}

inline std::vector<std::string> legal_on(const category::CategoryGame& g, const category::Card& c,
                                         const std::string& dice) {
  std::vector<std::string> keys;
  uint32_t m = g.scorer().legal_categories(c, hand_of(g, dice));
  for (int i = 0; i < g.category_rules().num_categories(); ++i)
    if ((m >> i) & 1u) keys.push_back(g.category_rules().categories[i].key);
  return keys;
}

}  // namespace cubilete::test
