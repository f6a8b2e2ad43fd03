// Matterhorn's and Multiplicação's puzzle themes (solve/dice3/dice3_themes.h): for each theme a
// hand-made decision where it holds and one where it does not, each with the exact list of
// themes, in both orders of the pair (a theme never says which side wins).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"
#include "solve/dice3/dice3_themes.h"
#include "support/test_util.h"

using namespace cubilete;

namespace dice3_themes_test {

using Themes = std::vector<std::string>;

// The themes of the Matterhorn decision reached by `actions` between the moves written `a` and
// `b`, the same whichever comes first.
Themes matterhorn_after(const Assignments& rules, const std::vector<std::string>& actions,
                        const std::string& a, const std::string& b) {
  const auto game = make_game("matterhorn", rules);
  auto s = game->initial_state();
  test::play(*s, actions);
  const auto& state = static_cast<const dice3::MatterhornState&>(*s);
  const Action first = test::accepted(state, a), second = test::accepted(state, b);
  const auto themes = solve::matterhorn_themes(state, first, second);
  EXPECT_EQ(solve::matterhorn_themes(state, second, first), themes) << a << " / " << b;
  return themes;
}

// The themes of the Multiplicação decision (accept or refuse) reached by `actions`.
Themes multiplicacao_after(const std::vector<std::string>& actions) {
  const auto game = make_game("multiplicacao", {{"players", "1"}, {"rounds", "2"}});
  auto s = game->initial_state();
  test::play(*s, actions);
  const auto& state = static_cast<const dice3::MultiplicacaoState&>(*s);
  const auto themes = solve::multiplicacao_themes(state, dice3::kAccept, dice3::kRefuse);
  EXPECT_EQ(solve::multiplicacao_themes(state, dice3::kRefuse, dice3::kAccept), themes);
  return themes;
}

const Assignments kAlone = {{"players", "1"}};

// Row 1 crossed but for 11, by throws that each cross what they show.
const std::vector<std::string> kRowOneButEleven = {
    "throw 1-2-3", "cross 1 2 3", "throw 4-5-6", "cross 4 5 6", "throw 1-2-4", "cross 7",  "throw 2-2-4",
    "cross 8",     "throw 3-3-3", "cross 9",     "throw 4-4-2", "cross 10",    "throw 4-4-4", "cross 12"};

}  // namespace dice3_themes_test

using dice3_themes_test::kAlone;
using dice3_themes_test::kRowOneButEleven;
using dice3_themes_test::matterhorn_after;
using dice3_themes_test::multiplicacao_after;
using dice3_themes_test::Themes;

TEST(Dice3Themes, KeysInDocsOrder) {
  EXPECT_EQ(solve::matterhorn_theme_keys(), (Themes{"more_numbers", "row_two"}));
  EXPECT_EQ(solve::multiplicacao_theme_keys(), (Themes{"refuse_triple", "refuse_double", "refuse_last"}));
}

TEST(Dice3Themes, MoreNumbers) {
  // 2-5-6 from the start: three numbers, or 5 and 6 grouped into 11 (the same 13 pips).
  EXPECT_EQ(matterhorn_after(kAlone, {"throw 2-5-6"}, "cross 2 5 6", "cross 2 11"), (Themes{"more_numbers"}));
  // 1-2-6 with 6, 7 and 8 crossed: 1 and 2, or all three dice into 9.
  EXPECT_EQ(matterhorn_after(kAlone,
                             {"throw 6-1-1", "cross 6", "throw 4-3-1", "cross 7", "throw 6-2-1", "cross 8",
                              "throw 1-2-6"},
                             "cross 1 2", "cross 9"),
            (Themes{"more_numbers"}));
  // Two numbers either way.
  EXPECT_EQ(matterhorn_after(kAlone, {"throw 2-5-6"}, "cross 2 11", "cross 5 8"), (Themes{}));
  // Fewer numbers and fewer pips: a part of the other move, not a grouping of its dice.
  EXPECT_EQ(matterhorn_after(kAlone, {"throw 2-5-6"}, "cross 2 5 6", "cross 5"), (Themes{}));
}

TEST(Dice3Themes, RowTwo) {
  // Only 11 left in row 1: 6-5-1 crosses it, and with the 1 left over may go on to 1 in row 2.
  auto actions = kRowOneButEleven;
  actions.push_back("throw 6-5-1");
  EXPECT_EQ(matterhorn_after(kAlone, actions, "cross 11 row2 1", "cross 11"), (Themes{"row_two"}));
  // Row 1 complete: every move is in row 2.
  actions = kRowOneButEleven;
  actions.insert(actions.end(), {"throw 6-5-1", "cross 11 row2 1", "throw 2-3-4"});
  EXPECT_EQ(matterhorn_after(kAlone, actions, "cross row2 2 3 4", "cross row2 2 7"),
            (Themes{"more_numbers", "row_two"}));
  // With either_row_from_start, 1-4-5 in row 1 or in row 2.
  EXPECT_EQ(matterhorn_after({{"players", "1"}, {"either_row_from_start", "true"}}, {"throw 1-4-5"},
                             "cross 1 4 5", "cross row2 1 4 5"),
            (Themes{"row_two"}));
  // Both moves in row 1.
  EXPECT_EQ(matterhorn_after(kAlone, {"throw 1-4-5"}, "cross 1 4 5", "cross 10"), (Themes{"more_numbers"}));
}

TEST(Dice3Themes, RefuseTriple) {
  EXPECT_EQ(multiplicacao_after({"throw 5-5-5"}), (Themes{"refuse_triple"}));
  // 6-1-1 is no triple: the 6 is set aside at once, and 3-3 is a double.
  EXPECT_EQ(multiplicacao_after({"throw 6-1-1", "throw 3-3"}), (Themes{"refuse_double"}));
}

TEST(Dice3Themes, RefuseDouble) {
  EXPECT_EQ(multiplicacao_after({"throw 5-5-5", "accept", "throw 1-1"}), (Themes{"refuse_double"}));
  // A triple refused and thrown again as a triple is still a triple.
  EXPECT_EQ(multiplicacao_after({"throw 1-1-1", "refuse", "throw 2-2-2"}), (Themes{"refuse_triple"}));
}

TEST(Dice3Themes, RefuseLast) {
  // a + b = 8, the last die 1: keep 8 points or refuse at a penalty of 3.
  EXPECT_EQ(multiplicacao_after({"throw 6-1-1", "throw 2-1", "throw 1"}), (Themes{"refuse_last"}));
  EXPECT_EQ(multiplicacao_after({"throw 6-1-1", "throw 4-4"}), (Themes{"refuse_double"}));
  // Once refused, the new last die is kept without a question: no decision, no theme.
  EXPECT_EQ(multiplicacao_after({"throw 6-1-1", "throw 2-1", "throw 1", "refuse"}), (Themes{}));
}
