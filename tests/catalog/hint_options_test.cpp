// Each game's `cubilete hint` options are declared in the catalog: the
// command line offers and checks them through their declarations, and a game refuses the
// options it does not declare, naming those it does.
#include <gtest/gtest.h>

#include <functional>
#include <set>

#include "catalog/analysis_results.h"
#include "catalog/hint_values.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "solve/category/category_commands.h"
#include "support/hint_util.h"

using namespace cubilete;

namespace {
std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const UsageError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST(HintOptions, ValuesAreCheckedAgainstTheirDeclarations) {
  const std::vector<OptionSpec> declared = {hint_integer("depth", 0, 20, "plies searched"),
                                            hint_text("position", "a position")};
  const HintValues values("damma", declared, {{"depth", "007"}, {"position", "w"}});
  EXPECT_EQ(values.integer("depth"), 7);
  EXPECT_EQ(values.text("position"), "w");
  EXPECT_TRUE(values.has("position"));
  const HintValues none("damma", declared, {});
  EXPECT_FALSE(none.has("depth"));
  EXPECT_EQ(none.integer("depth"), std::nullopt);
  EXPECT_EQ(none.text("position"), "");
  EXPECT_EQ(error_of([&] {
              HintValues("damma", declared, {{"depth", "21"}});
            }),
            "--depth must be 0 to 20 (plies searched); got 21");
  EXPECT_EQ(error_of([&] {
              HintValues("damma", declared, {{"depth", "six"}});
            }),
            "--depth must be 0 to 20 (plies searched); got six");
  EXPECT_EQ(error_of([&] {
              HintValues("damma", declared, {{"dice", "1-2-3"}});
            }),
            "hint damma takes --depth, --position, not --dice");
}

TEST(HintOptions, EveryAdvisorDeclaresItsOptionsOnceWithRangesAndDescriptions) {
  for (const auto& e : game_registry()) {
    std::set<std::string> keys;
    for (const auto& o : e.analysis.hint_options) {
      EXPECT_TRUE(keys.insert(o.key).second)
          << e.description.info.id << " declares --" << o.key << " twice";
      EXPECT_FALSE(o.description.empty()) << e.description.info.id << " --" << o.key;
      if (o.type == OptionType::Int) {
        EXPECT_LE(o.min, o.max) << e.description.info.id << " --" << o.key;
      }
    }
    // The same option means the same kind of value in every game (the command line has one
    // --dice, one --players).
    for (const auto& other : game_registry())
      for (const auto& o : e.analysis.hint_options)
        for (const auto& p : other.analysis.hint_options)
          if (o.key == p.key) {
            EXPECT_EQ(o.type, p.type) << "--" << o.key;
          }
  }
}

// `hint --help` says how to describe each game's decision: every game `hint` answers has its
// paragraph there.
TEST(HintOptions, EveryGameWithAHintExplainsItInTheHelp) {
  for (const auto& e : game_registry()) {
    if (!e.analysis.hint) continue;
    EXPECT_FALSE(e.analysis.hint_help.empty()) << e.description.info.id;
  }
}

// A category game's throws left run to its turn's throws (Crag has two).
TEST(HintOptions, RangesComeFromTheRules) {
  const auto& crag = find_game("crag");
  const auto game = make_game(crag, {});
  EXPECT_EQ(error_of([&] {
              test::ask_hint(crag, *game, {{"dice", "5-5-3"}, {"throws-left", "2"}});
            }),
            "--throws-left must be 0 to 1 (throws still allowed this turn); got 2");
  const auto hint = test::ask_hint(crag, *game, {{"dice", "5-5-3"}, {"throws-left", "1"}});
  EXPECT_EQ(hint_as<solve::CategoryHint>(hint).throws_left, 1);
}

// Options that do not go together are refused by the game's reader, naming them.
TEST(HintOptions, ReadersRefuseWhatNoDecisionCouldBe) {
  const auto& farkle = find_game("farkle");
  const auto game = make_game(farkle, {});
  EXPECT_EQ(error_of([&] {
              test::ask_hint(farkle, *game, {{"dice", "1-5"}, {"turn-total", "-100"}});
            }),
            "--turn-total must be 0 to 10000000 (the points set aside this turn before this "
            "decision; 0 if left "
            "out); got -100")
      << "a negative turn total was read as none";
  EXPECT_NE(error_of([&] {
              test::ask_hint(farkle, *game,
                             {{"players", "2"},
                              {"dice-left", "3"},
                              {"turn-total", "350"},
                              {"banked", "6000"},
                              {"to-beat", "9000"}});
            }).find("the final round starts when a score reaches the target 10000"),
            std::string::npos);
  const auto& general = find_game("general");
  const auto g = make_game(general, {});
  EXPECT_EQ(error_of([&] {
              test::ask_hint(general, *g,
                             {{"dice", "33445"}, {"throws-left", "1"}, {"opponent-card", "1=3"}});
            }),
            "--opponent-card and --score-diff need --players 2");
  // Five dice give at most 5 in the ones: no game has the opponent 50 behind.
  EXPECT_EQ(error_of([&] {
              test::ask_hint(general, *make_game(general, {{"players", "2"}}),
                             {{"players", "2"}, {"dice", "33445"}, {"throws-left", "1"}, {"opponent-card", "1=3"},
                              {"score-diff", "50"}});
            }),
            "a score difference of 50 cannot happen with these cards: what the two have written puts it "
            "between -5 and 0");
  EXPECT_EQ(error_of([&] {
              test::ask_hint(general, *g,
                             {{"dice", "33445"},
                              {"throws-left", "1"},
                              {"card", "1=0,2=0,3=0,4=0,5=0,6=0,S=0,F=0,Q=0,G=0,X=0"}});
            }),
            "the card is full: there is no decision left");
}
