// RULES.md §1.2: Argentine Generala and its variants.
#include <nlohmann/json.hpp>

#include "present/view_json.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::test;
using Keys = std::vector<std::string>;

TEST(Generala, CategoriesAndPoints) {
  auto g = category_game("generala");
  EXPECT_EQ(g->category_rules().num_categories(), 10);
  EXPECT_EQ(points(*g, "6-6-4-4-4", "4"), 12);
  EXPECT_EQ(points(*g, "1-2-3-4-5", "escalera"), 20);
  EXPECT_EQ(points(*g, "2-3-4-5-6", "escalera"), 20);
  EXPECT_EQ(points(*g, "6-6-4-4-4", "full"), 30);
  EXPECT_EQ(points(*g, "2-2-2-2-5", "poker"), 40);
  EXPECT_EQ(points(*g, "5-5-5-5-5", "generala"), 60);
}

TEST(Generala, ServedBonusNeverOnGenerala) {
  auto g = category_game("generala");
  EXPECT_EQ(points(*g, "1-2-3-4-5", "escalera", true), 25);
  EXPECT_EQ(points(*g, "6-6-4-4-4", "full", true), 35);
  EXPECT_EQ(points(*g, "2-2-2-2-5", "poker", true), 45);
  EXPECT_EQ(points(*g, "5-5-5-5-5", "generala", true), 60);
  auto ten = category_game("generala", {{"served_bonus", "10"}, {"generala_points", "50"}});
  EXPECT_EQ(points(*ten, "6-6-4-4-4", "full", true), 40);
  EXPECT_EQ(points(*ten, "5-5-5-5-5", "generala", true), 50);
}

TEST(Generala, StraightVariants) {
  auto plain = category_game("generala");
  auto wraps = category_game("generala", {{"straight_wraps", "true"}});
  auto one = category_game("generala", {{"straight_one_as_two", "true"}});
  auto both = category_game("generala", {{"straight_wraps", "true"}, {"straight_one_as_two", "true"}});
  for (auto dice : {"3-4-5-6-1", "4-5-6-1-2", "5-6-1-2-3", "6-1-2-3-4"}) {
    EXPECT_EQ(points(*plain, dice, "escalera"), 0) << dice;
    EXPECT_EQ(points(*wraps, dice, "escalera"), 20) << dice;
    EXPECT_EQ(points(*both, dice, "escalera"), 20) << dice;
  }
  // 3-4-5-6-1 is also 1-3-4-5-6, which 1-as-2 accepts on its own.
  EXPECT_EQ(points(*one, "1-3-4-5-6", "escalera"), 20);
  EXPECT_EQ(points(*one, "1-1-3-4-5", "escalera"), 20);
  EXPECT_EQ(points(*plain, "1-1-3-4-5", "escalera"), 0);
  EXPECT_EQ(points(*wraps, "1-1-3-4-5", "escalera"), 0);
  EXPECT_EQ(points(*both, "1-1-3-4-5", "escalera"), 20);
  EXPECT_EQ(points(*one, "4-5-6-1-2", "escalera"), 0);
}

TEST(Generala, FiveOfAKindAsFullOrPoker) {
  auto g = category_game("generala");
  EXPECT_EQ(points(*g, "4-4-4-4-4", "poker"), 40);
  EXPECT_EQ(points(*g, "4-4-4-4-4", "full"), 0);
  auto v = category_game("generala", {{"five_kind_is_full", "true"}, {"five_kind_is_four", "false"}});
  EXPECT_EQ(points(*v, "4-4-4-4-4", "poker"), 0);
  EXPECT_EQ(points(*v, "4-4-4-4-4", "full"), 30);
}

TEST(Generala, VanillaPresetAsPublished) {
  auto v = category_game("generala", {{"generala_points", "50"},
                                      {"served_bonus", "0"},
                                      {"served_generala_wins", "false"},
                                      {"five_kind_is_full", "true"},
                                      {"five_kind_is_four", "true"}});
  EXPECT_EQ(points(*v, "2-2-2-2-2", "generala", true), 50);
  EXPECT_EQ(points(*v, "2-2-2-2-2", "full", true), 30);
  EXPECT_EQ(points(*v, "2-2-2-2-2", "poker", true), 40);
  EXPECT_FALSE(v->scorer().instant_win(category::Card{}, hand_of(*v, "2-2-2-2-2")));
}

TEST(Generala, ScratchAnywhereByDefault) {
  auto g = category_game("generala");
  auto card = card_with_open(*g, {"1", "generala"});
  EXPECT_EQ(legal_on(*g, card, "6-6-6-5-5"), (Keys{"1", "generala"}));
}

TEST(Generala, ServedGeneralaWinsAtOnce) {
  auto g = category_game("generala");
  auto s = g->initial_state();
  play(*s, {"throw 2-2-3-4-6", "score 6", "throw 1-1-1-1-1"});
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 1}));
}

TEST(Generala, InstantWinEvenWithItsNumberUsed) {
  auto g = category_game("generala");
  auto card = card_with_open(*g, {"generala", "escalera"}, 3);  // `6` already written
  EXPECT_TRUE(g->scorer().instant_win(card, hand_of(*g, "6-6-6-6-6")));
}

TEST(Generala, NoInstantWinAfterScratchingGenerala) {
  auto g = category_game("generala");
  auto s = g->initial_state();
  play(*s, {"throw 1-2-2-4-6", "score generala", "throw 3-3-4-5-6", "score 3",
            "throw 5-5-5-5-5"});
  EXPECT_FALSE(s->is_terminal()) << "generala was scratched: a served one does not win";
  EXPECT_EQ(legal_categories(*s), (Keys{"1", "2", "3", "4", "5", "6", "escalera", "full", "poker"}));
}

TEST(Generala, NotServedIsNotAnInstantWin) {
  auto g = category_game("generala");
  auto s = g->initial_state();
  play(*s, {"throw 1-1-1-1-2", "keep 1 1 1 1", "throw 1"});
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(static_cast<const category::CategoryState&>(*s).score_now(
                g->category_rules().index_of("generala")).points, 60);
}

TEST(Generala, LaterFiveOfAKindGoesToItsNumber) {
  auto g = category_game("generala", {{"served_generala_wins", "false"}});
  auto card = card_with_open(*g, {"6"});
  card.points[g->category_rules().index_of("generala")] = 60;
  EXPECT_EQ(g->scorer().score(card, g->category_rules().index_of("6"), hand_of(*g, "6-6-6-6-6"), true).points, 30);
}

TEST(Generala, DoubleGenerala) {
  auto g = category_game("generala", {{"double_generala", "100"}});
  const auto& r = g->category_rules();
  ASSERT_EQ(r.num_categories(), 11);
  const int gen = r.index_of("generala"), dbl = r.index_of("double");
  const int five = hand_of(*g, "4-4-4-4-4");
  category::Card empty;
  // Before generala holds points the double scores nothing and is no place for a five of a kind.
  EXPECT_EQ(g->scorer().score(empty, dbl, five, false).points, 0);
  category::Card scored = empty;
  scored.used |= 1u << gen;
  scored.points[gen] = 60;
  EXPECT_EQ(g->scorer().score(scored, dbl, five, false).points, 100);
  // A served double generala is not an instant win; a first served generala still is.
  EXPECT_TRUE(g->scorer().instant_win(empty, five));
  EXPECT_FALSE(g->scorer().instant_win(scored, five));
  auto scratched = empty;
  scratched.used |= 1u << gen;
  EXPECT_FALSE(g->scorer().instant_win(scratched, five));
}

TEST(Generala, DoubleGeneralaFitsOnlyAfterGeneralaUnderStrictScratch) {
  auto g = category_game("generala", {{"double_generala", "120"}, {"scratch", "when_nothing_fits"}});
  auto card = card_with_open(*g, {"generala", "double"});
  EXPECT_EQ(legal_on(*g, card, "3-3-3-3-3"), (Keys{"generala"}));
  card.used |= 1u << g->category_rules().index_of("generala");
  card.points[g->category_rules().index_of("generala")] = 60;
  EXPECT_EQ(legal_on(*g, card, "3-3-3-3-3"), (Keys{"double"}));
  EXPECT_EQ(legal_on(*g, card, "1-2-3-4-6"), (Keys{"double"})) << "nothing fits: 0 anywhere";
}

TEST(CategoryTurn, KeptDiceMayBeThrownAgainAndThrowsAreLimited) {
  auto g = category_game("generala");
  auto s = g->initial_state();
  // RULES.md §1: any die may be rethrown later, even one kept earlier.
  play(*s, {"throw 1-1-1-1-2", "keep 1 1 1 1", "throw 6", "keep 6", "throw 2-3-4-5"});
  EXPECT_EQ(static_cast<const category::CategoryState&>(*s).throws_left(), 0);
  auto after_three = s->parse_action("keep 6");
  EXPECT_FALSE(after_three.ok) << "no fourth throw";
  EXPECT_NE(after_three.error.find("no throws left"), std::string::npos);
  for (Action a : s->legal_actions()) EXPECT_GE(a, category::kScoreBase) << "only writing is left";

  auto crag = category_game("crag");
  auto c = crag->initial_state();
  play(*c, {"throw 1-2-6", "keep 6", "throw 5-2"});
  EXPECT_FALSE(c->parse_action("keep 6").ok) << "crag has two throws";
  play(*c, {"score thirteen"});
  EXPECT_EQ(static_cast<const category::CategoryState&>(*c).card(0).points[crag->category_rules().index_of("thirteen")], 26);
}

// The JSON view tells front ends what the dice would score in each category open to the player
// (served bonus included), so they need no copy of the scoring rules.
TEST(Generala, ViewSaysWhatTheDiceWouldScore) {
  auto g = category_game("generala", {{"players", "1"}});
  auto s = g->initial_state();
  play(*s, {"throw 6-6-4-4-4"});
  auto would = view_json(*s, kSpectator)["would_score"];
  EXPECT_EQ(would.size(), legal_categories(*s).size());
  for (const auto& key : legal_categories(*s))
    EXPECT_EQ(would[key]["points"], points(*g, "6-6-4-4-4", key, true)) << key;
  EXPECT_EQ(would["full"]["points"], 35);  // served
  play(*s, {"score full"});
  EXPECT_TRUE(view_json(*s, kSpectator)["would_score"].empty());
}

// `keep` or `reroll` without dice (one stray Enter) must not throw all the dice
// again and spend the throw: it asks which dice, and names `roll` for throwing them all.
TEST(CategoryTurn, KeepOrRerollWithoutDiceAsksWhichDice) {
  auto g = category_game("generala");
  auto s = g->initial_state();
  play(*s, {"throw 2-4-4-5-6"});
  const Action throw_all = category::kKeepBase + 0;
  for (const char* text : {"keep", "reroll", "rethrow", "KEEP  "}) {
    const auto parsed = s->parse_action(text);
    EXPECT_FALSE(parsed.ok) << text;
    EXPECT_NE(parsed.error.find("which dice?"), std::string::npos) << parsed.error;
    EXPECT_NE(parsed.error.find("`roll` throws all five again"), std::string::npos) << parsed.error;
  }
  EXPECT_EQ(s->parse_action("keep").error,
            "keep which dice? name them, e.g. `keep 4 4` (the dice are 2-4-4-5-6); `roll` throws all five again");
  EXPECT_EQ(s->parse_action("reroll").error,
            "reroll which dice? name them, e.g. `reroll 2 5 6` (the dice are 2-4-4-5-6); `roll` throws all five again");
  for (const char* text : {"roll", "keep none", "reroll all", "rethrow all"}) {
    const auto parsed = s->parse_action(text);
    ASSERT_TRUE(parsed.ok) << text << ": " << parsed.error;
    EXPECT_EQ(parsed.action, throw_all) << text;
  }
  for (const char* text : {"keep all", "reroll none"}) {
    const auto parsed = s->parse_action(text);
    EXPECT_FALSE(parsed.ok) << text;
    EXPECT_NE(parsed.error.find("throws nothing"), std::string::npos) << parsed.error;
  }
  // Crag's three dice, five of a kind's example.
  auto crag = category_game("crag");
  auto c = crag->initial_state();
  play(*c, {"throw 3-3-3"});
  EXPECT_EQ(c->parse_action("reroll").error,
            "reroll which dice? name them, e.g. `reroll 3` (the dice are 3-3-3); `roll` throws all three again");
  EXPECT_EQ(c->parse_action("keep").error,
            "keep which dice? name them, e.g. `keep 3 3` (the dice are 3-3-3); `roll` throws all three again");
}

// One die thrown reads "throwing 1 die".
TEST(CategoryView, OneDieIsSingular) {
  auto g = category_game("generala");
  auto s = g->initial_state();
  play(*s, {"throw 1-1-1-1-2", "keep 1 1 1 1"});
  EXPECT_NE(s->render(0, Lang::En).find("throwing 1 die\n"), std::string::npos) << s->render(0, Lang::En);
}

// The view gives the card's categories in card order (JSON objects come with sorted keys), the
// upper section, and the points a served write shows, so a front end can draw the card alone.
TEST(Generala, ViewGivesTheCardInOrder) {
  auto g = category_game("generala", {{"double_generala", "100"}});
  const auto view = view_json(*g->initial_state(), kSpectator);
  std::vector<std::string> keys;
  for (const auto& c : view["categories"]) keys.push_back(c["key"]);
  EXPECT_EQ(keys, (std::vector<std::string>{"1", "2", "3", "4", "5", "6", "escalera", "full",
                                            "poker", "generala", "double"}));
  EXPECT_TRUE(view["categories"][0]["upper"]);
  EXPECT_FALSE(view["categories"][6]["upper"]);
  EXPECT_EQ(view["categories"][7]["served_points"], 35);  // full: 30 + 5 served
  EXPECT_FALSE(view["categories"][9].contains("served_points"));
  EXPECT_FALSE(view.contains("upper_bonus"));
  const auto yahtzee = view_json(*category_game("yahtzee")->initial_state(), kSpectator);
  EXPECT_EQ(yahtzee["upper_bonus"]["threshold"], 63);
  EXPECT_EQ(yahtzee["upper_bonus"]["points"], 35);
  EXPECT_EQ(yahtzee["extra_five_kind_bonus"], 100);
}
