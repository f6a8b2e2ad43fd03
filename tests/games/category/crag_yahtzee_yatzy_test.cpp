// RULES.md §1.3 (Crag) and §1.4 (Yahtzee, Yatzy).
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::test;
using Keys = std::vector<std::string>;

TEST(Crag, WorkedExamples) {
  auto g = category_game("crag");
  EXPECT_EQ(points(*g, "5-5-3", "crag"), 50);
  EXPECT_EQ(points(*g, "5-5-3", "thirteen"), 26);
  EXPECT_EQ(points(*g, "5-5-3", "5"), 10);
  EXPECT_EQ(points(*g, "5-5-3", "3"), 3);
  EXPECT_EQ(points(*g, "6-6-6", "three_kind"), 25);
  EXPECT_EQ(points(*g, "6-6-6", "6"), 18);
  EXPECT_EQ(points(*g, "6-2-1", "6"), 6);
  EXPECT_EQ(points(*g, "6-2-1", "2"), 2);
  EXPECT_EQ(points(*g, "6-2-1", "1"), 1);
  for (auto d : {"6-6-1", "5-5-3", "4-4-5"}) EXPECT_EQ(points(*g, d, "crag"), 50) << d;
  for (auto d : {"6-5-2", "6-4-3"}) {
    EXPECT_EQ(points(*g, d, "crag"), 0) << d;
    EXPECT_EQ(points(*g, d, "thirteen"), 26) << d;
  }
}

TEST(Crag, Straights) {
  auto g = category_game("crag");
  EXPECT_EQ(points(*g, "4-5-6", "high_straight"), 20);
  EXPECT_EQ(points(*g, "1-2-3", "low_straight"), 20);
  EXPECT_EQ(points(*g, "2-4-6", "even_straight"), 20);
  EXPECT_EQ(points(*g, "1-3-5", "odd_straight"), 20);
  EXPECT_EQ(points(*g, "1-3-5", "high_straight"), 0);
}

TEST(Crag, ShapeAndMaximum) {
  auto g = category_game("crag");
  EXPECT_EQ(g->category_rules().dice, 3);
  EXPECT_EQ(g->category_rules().throws, 2);
  EXPECT_EQ(g->category_rules().num_categories(), 13);
  EXPECT_EQ(g->scorer().max_total(), 244) << "the seed's Escore column totals 244";
}

TEST(Crag, ZeroOnlyWhenNothingQualifies) {
  auto g = category_game("crag");
  auto card = card_with_open(*g, {"1", "high_straight"});
  EXPECT_EQ(legal_on(*g, card, "1-2-2"), (Keys{"1"}));
  EXPECT_EQ(legal_on(*g, card, "2-2-3"), (Keys{"high_straight", "1"}))
      << "a number qualifies only with a die showing it";
  auto crag = card_with_open(*g, {"crag", "thirteen"});
  EXPECT_EQ(legal_on(*g, crag, "6-6-1"), (Keys{"crag", "thirteen"})) << "a crag may go to thirteen";
  auto any = category_game("crag", {{"scratch", "any"}});
  EXPECT_EQ(legal_on(*any, card_with_open(*any, {"1", "high_straight"}), "1-2-2"),
            (Keys{"high_straight", "1"}));
}

TEST(Yahtzee, LowerSection) {
  auto g = category_game("yahtzee");
  EXPECT_EQ(points(*g, "3-3-3-4-6", "three_kind"), 19);
  EXPECT_EQ(points(*g, "3-3-3-4-6", "four_kind"), 0);
  EXPECT_EQ(points(*g, "2-2-2-2-6", "four_kind"), 14);
  EXPECT_EQ(points(*g, "2-2-5-5-5", "full_house"), 25);
  EXPECT_EQ(points(*g, "5-5-5-5-5", "full_house"), 0) << "not a full house except as a joker";
  EXPECT_EQ(points(*g, "1-2-3-4-6", "small_straight"), 30);
  EXPECT_EQ(points(*g, "3-4-5-6-6", "small_straight"), 30);
  EXPECT_EQ(points(*g, "1-2-3-5-6", "small_straight"), 0);
  EXPECT_EQ(points(*g, "2-3-4-5-6", "large_straight"), 40);
  EXPECT_EQ(points(*g, "1-2-3-4-6", "large_straight"), 0);
  EXPECT_EQ(points(*g, "4-4-4-4-4", "yahtzee"), 50);
  EXPECT_EQ(points(*g, "1-4-4-5-6", "chance"), 20);
}

TEST(Yahtzee, UpperBonusAt63) {
  auto g = category_game("yahtzee");
  category::Card c;
  const int vals[] = {3, 6, 9, 12, 15, 18};  // three of each: exactly 63
  for (int f = 0; f < 6; ++f) c.used |= 1u << f, c.points[f] = int16_t(vals[f]);
  EXPECT_EQ(g->scorer().upper_bonus(c), 35);
  EXPECT_EQ(g->scorer().total(c), 63 + 35);
  c.points[0] = 2;
  EXPECT_EQ(g->scorer().upper_bonus(c), 0);
}

namespace {
// A Yahtzee card where `yahtzee` holds `box`, with the given categories still open.
category::Card yahtzee_card(const category::CategoryGame& g, int box, const Keys& open) {
  auto c = card_with_open(g, open, 1);
  const int y = g.category_rules().index_of("yahtzee");
  c.used |= 1u << y;
  c.points[y] = int16_t(box);
  return c;
}
int written(const category::CategoryGame& g, const category::Card& c, const std::string& key,
            const std::string& dice) {
  return g.scorer().score(c, g.category_rules().index_of(key), hand_of(g, dice), false).points;
}
}  // namespace

TEST(Yahtzee, ForcedJoker) {
  auto g = category_game("yahtzee");
  auto own_open = yahtzee_card(*g, 50, {"4", "full_house", "chance"});
  EXPECT_EQ(legal_on(*g, own_open, "4-4-4-4-4"), (Keys{"4"})) << "own upper box first";
  auto lower = yahtzee_card(*g, 50, {"2", "full_house", "small_straight", "large_straight"});
  EXPECT_EQ(legal_on(*g, lower, "4-4-4-4-4"),
            (Keys{"full_house", "small_straight", "large_straight"}));
  EXPECT_EQ(written(*g, lower, "full_house", "4-4-4-4-4"), 25);
  EXPECT_EQ(written(*g, lower, "small_straight", "4-4-4-4-4"), 30);
  EXPECT_EQ(written(*g, lower, "large_straight", "4-4-4-4-4"), 40);
  auto upper_only = yahtzee_card(*g, 0, {"2", "5"});
  EXPECT_EQ(legal_on(*g, upper_only, "4-4-4-4-4"), (Keys{"2", "5"})) << "else a 0 in an upper box";
  EXPECT_EQ(written(*g, upper_only, "2", "4-4-4-4-4"), 0);
  // The joker applies with a 0 in the yahtzee box too.
  EXPECT_EQ(legal_on(*g, yahtzee_card(*g, 0, {"4", "chance"}), "4-4-4-4-4"), (Keys{"4"}));
}

TEST(Yahtzee, FreeJoker) {
  auto g = category_game("yahtzee", {{"joker", "free"}});
  auto own_open = yahtzee_card(*g, 50, {"2", "4", "full_house", "large_straight"});
  EXPECT_EQ(legal_on(*g, own_open, "4-4-4-4-4"), (Keys{"2", "4", "full_house", "large_straight"}));
  EXPECT_EQ(written(*g, own_open, "full_house", "4-4-4-4-4"), 0) << "own upper box open: plain";
  EXPECT_EQ(written(*g, own_open, "2", "4-4-4-4-4"), 0);
  auto own_filled = yahtzee_card(*g, 50, {"2", "full_house", "large_straight"});
  EXPECT_EQ(written(*g, own_filled, "full_house", "4-4-4-4-4"), 25);
  EXPECT_EQ(written(*g, own_filled, "large_straight", "4-4-4-4-4"), 40);
}

TEST(Yahtzee, NoJoker) {
  auto g = category_game("yahtzee", {{"joker", "none"}});
  auto c = yahtzee_card(*g, 50, {"2", "4", "full_house"});
  EXPECT_EQ(legal_on(*g, c, "4-4-4-4-4"), (Keys{"2", "4", "full_house"}));
  EXPECT_EQ(written(*g, c, "full_house", "4-4-4-4-4"), 0);
}

TEST(Yahtzee, ExtraYahtzeeBonus) {
  for (auto joker : {"forced", "free", "none"}) {
    auto g = category_game("yahtzee", {{"joker", joker}});
    auto fifty = yahtzee_card(*g, 50, {"4", "chance"});
    auto w = g->scorer().score(fifty, g->category_rules().index_of("4"), hand_of(*g, "4-4-4-4-4"), false);
    EXPECT_EQ(w.points, 20) << joker;
    EXPECT_EQ(w.bonus, 100) << joker;
    auto zero = yahtzee_card(*g, 0, {"4", "chance"});
    EXPECT_EQ(g->scorer().score(zero, g->category_rules().index_of("4"), hand_of(*g, "4-4-4-4-4"), false).bonus, 0)
        << "no bonus when the yahtzee box holds 0";
  }
  auto g = category_game("yahtzee", {{"yahtzee_bonus", "50"}});
  auto c = yahtzee_card(*g, 50, {"chance", "4"});
  g->scorer().write(c, g->category_rules().index_of("4"), hand_of(*g, "4-4-4-4-4"), false);
  EXPECT_EQ(c.yahtzee_bonuses, 1);
}

TEST(Yatzy, Categories) {
  auto g = category_game("yatzy");
  EXPECT_EQ(g->category_rules().num_categories(), 15);
  EXPECT_EQ(points(*g, "3-3-5-5-6", "pair"), 10);
  EXPECT_EQ(points(*g, "3-3-5-5-6", "two_pairs"), 16);
  EXPECT_EQ(points(*g, "3-3-3-3-6", "two_pairs"), 0) << "two pairs of different values";
  EXPECT_EQ(points(*g, "2-2-2-6-6", "two_pairs"), 16);
  EXPECT_EQ(points(*g, "4-4-4-1-2", "three_kind"), 12);
  EXPECT_EQ(points(*g, "4-4-4-4-2", "four_kind"), 16);
  EXPECT_EQ(points(*g, "4-4-4-4-4", "four_kind"), 16);
  EXPECT_EQ(points(*g, "1-2-3-4-5", "small_straight"), 15);
  EXPECT_EQ(points(*g, "2-3-4-5-6", "small_straight"), 0);
  EXPECT_EQ(points(*g, "2-3-4-5-6", "large_straight"), 20);
  EXPECT_EQ(points(*g, "2-2-6-6-6", "full_house"), 22);
  EXPECT_EQ(points(*g, "6-6-6-6-6", "full_house"), 0);
  EXPECT_EQ(points(*g, "1-2-4-5-6", "chance"), 18);
  EXPECT_EQ(points(*g, "1-1-1-1-1", "yatzy"), 50);
}

TEST(Yatzy, UpperBonusIs50) {
  auto g = category_game("yatzy");
  category::Card c;
  for (int f = 0; f < 6; ++f) c.used |= 1u << f, c.points[f] = int16_t(3 * (f + 1));
  EXPECT_EQ(g->scorer().upper_bonus(c), 50);
}

// The upper bonus's threshold is 63, tested on both sides (62 gets nothing, 63 and 64 the
// bonus), for Yatzy as for Yahtzee.
TEST(Yatzy, UpperBonusThresholdIs63) {
  for (const auto& [id, bonus] : {std::pair{"yatzy", 50}, std::pair{"yahtzee", 35}}) {
    auto g = category_game(id);
    auto card_with_ones = [](int ones) {  // 1s as given, three of each other face: 60 + ones
      category::Card c;
      for (int f = 0; f < 6; ++f) c.used |= 1u << f, c.points[f] = int16_t(f == 0 ? ones : 3 * (f + 1));
      return c;
    };
    EXPECT_EQ(g->scorer().upper_bonus(card_with_ones(2)), 0) << id << ": 62";
    EXPECT_EQ(g->scorer().total(card_with_ones(2)), 62) << id;
    EXPECT_EQ(g->scorer().upper_bonus(card_with_ones(3)), bonus) << id << ": 63";
    EXPECT_EQ(g->scorer().total(card_with_ones(3)), 63 + bonus) << id;
    EXPECT_EQ(g->scorer().upper_bonus(card_with_ones(4)), bonus) << id << ": 64";
  }
}
