// Every game speaks every language: its summary and rules, and each box of a category game's card,
// written in English, Brazilian Portuguese and Argentine Spanish.
#include <gtest/gtest.h>

#include <set>

#include "catalog/registry.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::test;

TEST(Languages, EveryGamesSummaryAndRulesInEveryLanguage) {
  for (const auto& entry : game_registry()) {
    const auto& d = entry.description;
    for (const Translated* text : {&d.summary, &d.rules_text}) {
      for (Lang lang : kLangs) EXPECT_FALSE(text->in(lang).empty()) << d.info.id << " in " << lang_code(lang);
      // A translation, not the English copied over.
      EXPECT_NE(text->pt_br, text->en) << d.info.id;
      EXPECT_NE(text->es_ar, text->en) << d.info.id;
    }
  }
}

TEST(Languages, EveryBoxOfEveryCardNamedOnceInEveryLanguage) {
  // Double Generala's box is there only when the option gives it points.
  for (const auto& [id, rules] : std::vector<std::pair<std::string, Assignments>>{
           {"general", {}}, {"generala", {{"double_generala", "100"}}}, {"crag", {}}, {"yahtzee", {}}, {"yatzy", {}}}) {
    const auto game = category_game(id, rules);
    for (Lang lang : kLangs) {
      std::set<std::string> names;
      for (const auto& box : game->category_rules().categories) {
        const auto& name = box.name.in(lang);
        EXPECT_FALSE(name.empty()) << id << " " << box.key << " in " << lang_code(lang);
        // Two boxes of one name would leave `score NAME` to guess.
        EXPECT_TRUE(names.insert(name).second) << id << ": two boxes named " << name << " in " << lang_code(lang);
      }
    }
  }
}

TEST(Languages, ABoxIsWrittenByItsNameInAnyLanguage) {
  const auto game = category_game("generala");
  for (const char* name : {"poker", "Quadra", "póker", "Four of a kind"}) {
    auto s = game->initial_state();
    play(*s, {"throw 5-5-5-5-2"});
    const auto parsed = s->parse_action(std::string("score ") + name);
    ASSERT_TRUE(parsed.ok) << name << ": " << parsed.error;
    EXPECT_EQ(s->action_to_string(parsed.action), "score poker") << name;
  }
}
