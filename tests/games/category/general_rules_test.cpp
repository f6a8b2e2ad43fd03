// RULES.md §1.1: Brazilian General.
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::test;
using Keys = std::vector<std::string>;

TEST(General, NumberCategoriesCountTheirDice) {
  auto g = category_game("general");
  EXPECT_EQ(points(*g, "1-1-1-4-5", "1"), 3);
  EXPECT_EQ(points(*g, "3-3-4-4-5", "3"), 6);
  EXPECT_EQ(points(*g, "3-3-4-4-5", "4"), 8);
  EXPECT_EQ(points(*g, "3-3-4-4-5", "5"), 5);
  EXPECT_EQ(points(*g, "3-3-4-4-5", "6"), 0);
}

TEST(General, RandomPlayIsTheSum) {
  auto g = category_game("general");
  EXPECT_EQ(points(*g, "1-4-4-5-5", "X"), 19);
}

TEST(General, StraightsAndServedBonus) {
  auto g = category_game("general");
  EXPECT_EQ(points(*g, "1-2-3-4-5", "S"), 20);
  EXPECT_EQ(points(*g, "2-3-4-5-6", "S"), 20);
  EXPECT_EQ(points(*g, "2-3-4-5-6", "S", true), 25);
  EXPECT_EQ(points(*g, "3-4-5-6-1", "S"), 0) << "3-4-5-6-1 is not a straight";
  EXPECT_EQ(points(*g, "3-4-5-6-1", "S", true), 0) << "no served bonus on a non-straight";
}

TEST(General, FullQuadraGeneral) {
  auto g = category_game("general");
  EXPECT_EQ(points(*g, "2-2-2-5-5", "F"), 30);
  EXPECT_EQ(points(*g, "2-2-2-5-5", "F", true), 35);
  EXPECT_EQ(points(*g, "4-4-4-4-1", "Q"), 40);
  EXPECT_EQ(points(*g, "4-4-4-4-1", "Q", true), 45);
  EXPECT_EQ(points(*g, "6-6-6-6-6", "G"), 50);
  EXPECT_EQ(points(*g, "6-6-6-6-6", "G", true), 50) << "no served bonus on General";
  EXPECT_EQ(points(*g, "2-2-2-5-6", "F"), 0);
}

TEST(General, FiveOfAKindOptions) {
  auto g = category_game("general");
  EXPECT_EQ(points(*g, "3-3-3-3-3", "Q"), 40) << "five_kind_is_four defaults to true";
  EXPECT_EQ(points(*g, "3-3-3-3-3", "Q", true), 45) << "a served five of a kind in Q scores 45";
  EXPECT_EQ(points(*g, "3-3-3-3-3", "F"), 0) << "five_kind_is_full defaults to false";
  auto alt = category_game("general", {{"five_kind_is_four", "false"}, {"five_kind_is_full", "true"}});
  EXPECT_EQ(points(*alt, "3-3-3-3-3", "Q"), 0);
  EXPECT_EQ(points(*alt, "3-3-3-3-3", "F"), 30);
  auto bonus = category_game("general", {{"served_bonus", "10"}});
  EXPECT_EQ(points(*bonus, "1-2-3-4-5", "S", true), 30);
}

TEST(General, ZeroOnlyWhenNothingFits) {
  auto g = category_game("general");
  // Numbers and X fit every throw: with them open, only fitting categories may be chosen.
  auto all_open = card_with_open(*g, {"1", "2", "3", "4", "5", "6", "S", "F", "Q", "G", "X"});
  EXPECT_EQ(legal_on(*g, all_open, "1-2-3-4-6"), (Keys{"1", "2", "3", "4", "5", "6", "X"}));
  EXPECT_EQ(legal_on(*g, all_open, "1-2-3-4-5"), (Keys{"1", "2", "3", "4", "5", "6", "S", "X"}));
  // Only the combinations open: a throw that fits one must go there...
  auto lower = card_with_open(*g, {"S", "F", "Q", "G"});
  EXPECT_EQ(legal_on(*g, lower, "2-2-2-5-5"), (Keys{"F"}));
  EXPECT_EQ(legal_on(*g, lower, "5-5-5-5-5"), (Keys{"Q", "G"}));
  // ...and one that fits none may write 0 anywhere open.
  EXPECT_EQ(legal_on(*g, lower, "1-2-3-4-6"), (Keys{"S", "F", "Q", "G"}));
  auto any = category_game("general", {{"scratch", "any"}});
  EXPECT_EQ(legal_on(*any, card_with_open(*any, {"S", "F", "Q", "G"}), "2-2-2-5-5"),
            (Keys{"S", "F", "Q", "G"}));
}

TEST(General, ElevenRounds) {
  auto g = category_game("general");
  EXPECT_EQ(g->category_rules().num_categories(), 11);
  EXPECT_EQ(g->category_rules().dice, 5);
  EXPECT_EQ(g->category_rules().throws, 3);
  EXPECT_EQ(g->num_players(), 2);
}
