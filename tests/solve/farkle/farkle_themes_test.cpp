// Farkle's puzzle themes (solve/farkle/farkle_themes.h): for each theme a hand-made decision where
// it holds and one where it does not, each with the exact list of themes, in both orders of the
// pair (a theme says what the decision is about, never which side wins).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/farkle/farkle_game.h"
#include "solve/farkle/farkle_themes.h"
#include "support/test_util.h"

using namespace cubilete;

namespace farkle_themes_test {

using Themes = std::vector<std::string>;

// The themes of the decision reached by `actions` in a game of `rules`, between the choices
// written `a` and `b`, the same whichever comes first.
Themes themes_after(const Assignments& rules, const std::vector<std::string>& actions, const std::string& a,
                    const std::string& b) {
  const auto game = test::farkle_game(rules);
  auto s = game->initial_state();
  test::play(*s, actions);
  const auto& state = static_cast<const farkle::FarkleState&>(*s);
  const Action first = test::accepted(state, a), second = test::accepted(state, b);
  const auto themes = solve::farkle_themes(state, first, second);
  EXPECT_EQ(solve::farkle_themes(state, second, first), themes) << a << " / " << b;
  return themes;
}

const Assignments kNoEntry = {{"entry", "0"}};

}  // namespace farkle_themes_test

using farkle_themes_test::kNoEntry;
using farkle_themes_test::Themes;
using farkle_themes_test::themes_after;

TEST(FarkleThemes, KeysInDocsOrder) {
  EXPECT_EQ(solve::farkle_theme_keys(),
            (Themes{"bank_or_roll", "hot_dice", "fewer_dice", "on_the_board", "final_round"}));
}

TEST(FarkleThemes, BankOrRoll) {
  // 1-2-3-3-4-6: the lone 1 set aside, 100 with five dice to throw, and no entry to reach.
  EXPECT_EQ(themes_after(kNoEntry, {"throw 1-2-3-3-4-6", "keep 1"}, "bank", "roll"),
            (Themes{"bank_or_roll"}));
  // Choosing what to set aside is not it.
  EXPECT_EQ(themes_after(kNoEntry, {"throw 1-5-5-2-3-4"}, "keep 1", "keep 1 5 5"), (Themes{"fewer_dice"}));
}

TEST(FarkleThemes, HotDice) {
  // 200 set aside from six dice, then 1-5-5 thrown with the other three: all three give six fresh dice.
  EXPECT_EQ(themes_after(kNoEntry, {"throw 1-5-5-2-3-4", "keep 1 5 5", "roll", "throw 1-5-5"}, "keep 1 5 5",
                         "keep 1 5"),
            (Themes{"hot_dice", "fewer_dice"}));
  // From six dice neither 1 nor 1-5-5 sets every die aside.
  EXPECT_EQ(themes_after(kNoEntry, {"throw 1-5-5-2-3-4"}, "keep 1 5 5", "keep 1"), (Themes{"fewer_dice"}));
}

TEST(FarkleThemes, FewerDice) {
  // A lone 1 instead of 1-5-5: five dice to throw again instead of three.
  EXPECT_EQ(themes_after(kNoEntry, {"throw 1-5-5-2-3-4"}, "keep 1", "keep 1 5 5"), (Themes{"fewer_dice"}));
  // 1-5 or 5-5: two dice either way.
  EXPECT_EQ(themes_after(kNoEntry, {"throw 1-5-5-2-3-4"}, "keep 1 5", "keep 5 5"), (Themes{}));
}

TEST(FarkleThemes, OnTheBoard) {
  // Entry 500 and nothing banked: 5-5-5-1 makes 600, enough to bank and get on the board.
  EXPECT_EQ(themes_after({}, {"throw 5-5-5-1-2-3", "keep 5 5 5 1"}, "bank", "roll"),
            (Themes{"bank_or_roll", "on_the_board"}));
  EXPECT_EQ(themes_after({}, {"throw 1-5-5-2-3-4"}, "keep 1", "keep 1 5 5"),
            (Themes{"fewer_dice", "on_the_board"}));
  // P1 banked 600, P2 farkled: P1 is on the board, any total may be banked.
  EXPECT_EQ(themes_after({}, {"throw 5-5-5-1-2-3", "keep 5 5 5 1", "bank", "throw 2-2-3-3-4-6 (farkle)",
                              "throw 1-2-3-3-4-6", "keep 1"},
                         "bank", "roll"),
            (Themes{"bank_or_roll"}));
  // No entry threshold: no seat is ever off the board.
  EXPECT_EQ(themes_after(kNoEntry, {"throw 1-2-3-3-4-6", "keep 1"}, "bank", "roll"),
            (Themes{"bank_or_roll"}));
}

TEST(FarkleThemes, FinalRound) {
  // Target 1000: P1 banks four 1s (1000), so P2 plays a last turn needing more than 1000.
  const Assignments rules = {{"target", "1000"}, {"entry", "0"}};
  EXPECT_EQ(themes_after(rules, {"throw 1-1-1-1-2-3", "keep 1 1 1 1", "bank", "throw 1-5-5-2-3-4"},
                         "keep 1 5", "keep 5 5"),
            (Themes{"final_round"}));
  // The same choice before anyone reached the target.
  EXPECT_EQ(themes_after(rules, {"throw 1-5-5-2-3-4"}, "keep 1 5", "keep 5 5"), (Themes{}));
}
