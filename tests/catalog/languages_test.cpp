// Every game speaks every language: its summary and rules, and each box of a category game's card,
// written in English, Brazilian Portuguese and Argentine Spanish.
#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "catalog/registry.h"
#include "core/dice_words.h"
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

namespace {
// The {blanks} a text fills, sorted: every language of a text must name the same ones.
std::multiset<std::string> blanks(const std::string& text) {
  static const std::regex blank(R"(\{[a-z_]+(:[^}]*)?\})");
  std::multiset<std::string> out;
  for (std::sregex_iterator it(text.begin(), text.end(), blank), end; it != end; ++it) out.insert(it->str());
  return out;
}
}  // namespace

// The words the terminal and the browser fill in (words.json): a translation that drops, adds or
// misnames a blank says the wrong thing or, in the terminal, throws.
TEST(Languages, EveryWordFillsTheSameBlanksInEveryLanguage) {
  std::vector<std::pair<std::string, Translated>> words = dice_move_words().by_key();
  for (const auto& entry : game_registry())
    for (const auto& group : entry.description.words)
      for (const auto& [key, text] : group.by_key) words.emplace_back(entry.description.info.id + " " + key, text);
  EXPECT_GT(words.size(), 80u);
  for (const auto& [where, text] : words) {
    EXPECT_EQ(blanks(text.pt_br), blanks(text.en)) << where << ": " << text.pt_br;
    EXPECT_EQ(blanks(text.es_ar), blanks(text.en)) << where << ": " << text.es_ar;
  }
}
