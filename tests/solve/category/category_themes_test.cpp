// The category family's puzzle themes (docs/plans/puzzles.md §4): for each, a hand-made position
// where it holds and one where it does not, in one-player games so every turn is the same card's.
#include "solve/category/category_themes.h"

#include "support/test_util.h"

namespace category_themes_test {

using namespace cubilete;
using Themes = std::vector<std::string>;

// A one-player game of `game` after `moves` (action texts), kept with its game alive.
struct Position {
  std::shared_ptr<const category::CategoryGame> game;
  std::unique_ptr<State> state;

  const category::CategoryState& at() const { return static_cast<const category::CategoryState&>(*state); }
  // The themes of choosing between `a` and `b` (action texts), checked to be the same in either
  // order: a theme says what the decision is about, not which side is better.
  Themes themes(const std::string& a, const std::string& b) const {
    const Action first = test::accepted(*state, a), second = test::accepted(*state, b);
    const Themes found = solve::category_themes(at(), first, second);
    EXPECT_EQ(solve::category_themes(at(), second, first), found) << a << " against " << b;
    return found;
  }
};

Position position(const std::string& game, const std::vector<std::string>& moves, Assignments rules = {}) {
  rules.emplace_back("players", "1");
  Position p{test::category_game(game, rules), nullptr};
  p.state = p.game->initial_state();
  test::play(*p.state, moves);
  return p;
}

// Turns that write `keys` in order, each from the throw `dice`.
std::vector<std::string> writing(const std::vector<std::string>& keys, const std::string& dice) {
  std::vector<std::string> moves;
  for (const auto& key : keys) {
    moves.push_back("throw " + dice);
    moves.push_back("score " + key);
  }
  return moves;
}

std::vector<std::string> then(std::vector<std::string> moves, const std::vector<std::string>& more) {
  moves.insert(moves.end(), more.begin(), more.end());
  return moves;
}


TEST(CategoryThemes, KeysInTheDocumentsOrder) {
  EXPECT_EQ(solve::category_theme_keys(),
            (Themes{"top_category", "scratch", "upper_bonus", "straight_draw", "stop_or_throw", "served",
                    "endgame"}));
}

TEST(CategoryThemes, TopCategoryKeepsHalfTheDiceOnOneFaceAgainstPointsNow) {
  // 6-6-6-2-3, two throws left, generala open: three sixes kept against 18 in the sixes.
  auto fresh = position("generala", {"throw 6-6-6-2-3"});
  EXPECT_EQ(fresh.themes("keep 6-6-6", "score 6"), (Themes{"top_category", "stop_or_throw"}));
  // Two sixes are fewer than half the dice.
  EXPECT_EQ(fresh.themes("keep 6-6", "score 6"), (Themes{"stop_or_throw"}));
  // The generala box written already: nothing left to chase.
  auto written = position("generala", {"throw 6-6-6-6-2", "keep 6-6-6-6", "throw 6", "score generala",
                                       "throw 6-6-6-2-3"});
  EXPECT_EQ(written.themes("keep 6-6-6", "score 6"), (Themes{"stop_or_throw"}));
  // Crag's three dice: a pair is half of them, chasing the crag (50) against 10 in the fives.
  auto crag = position("crag", {"throw 5-5-2"});
  EXPECT_EQ(crag.themes("keep 5-5", "score 5"), (Themes{"top_category", "stop_or_throw"}));
}

TEST(CategoryThemes, ScratchWritesZeroAgainstAnotherWrite) {
  auto generala = position("generala", {"throw 6-6-6-2-3"});
  EXPECT_EQ(generala.themes("score 1", "score 6"), (Themes{"scratch"}));
  // A keep against a zero is no sacrifice yet, nor points now against the chase.
  EXPECT_EQ(generala.themes("keep 6-6-6", "score generala"), (Themes{"stop_or_throw"}));
  EXPECT_EQ(generala.themes("score 3", "score 6"), (Themes{}));
  auto yatzy = position("yatzy", {"throw 6-6-6-2-3"});
  EXPECT_EQ(yatzy.themes("score yatzy", "score 6"), (Themes{"scratch", "upper_bonus"}));
}

TEST(CategoryThemes, UpperBonusWhenOneWritesAnUpperBoxAndTheBonusIsInReach) {
  auto yatzy = position("yatzy", {"throw 6-6-6-2-3"});
  EXPECT_EQ(yatzy.themes("score 6", "score three_kind"), (Themes{"upper_bonus"}));
  // Both upper: the bonus does not tell them apart.
  EXPECT_EQ(yatzy.themes("score 6", "score 3"), (Themes{}));
  // Ones to fives written for 8: the sixes' 30 at most cannot reach 63.
  auto beyond = position("yatzy", then(writing({"1", "2", "3", "4", "5"}, "6-6-6-4-4"), {"throw 6-6-6-2-3"}));
  EXPECT_EQ(beyond.themes("score 6", "score three_kind"), (Themes{}));
  // Generala has no upper bonus.
  auto generala = position("generala", {"throw 6-6-6-2-2"});
  EXPECT_EQ(generala.themes("score 6", "score full"), (Themes{"served"}));
}

TEST(CategoryThemes, StraightDrawAgainstSeveralOfOneFace) {
  auto generala = position("generala", {"throw 2-3-4-6-6"});
  EXPECT_EQ(generala.themes("keep 2-3-4", "keep 6-6"), (Themes{"straight_draw"}));
  EXPECT_EQ(generala.themes("keep 2-3-4-6", "keep 6-6"), (Themes{"straight_draw"}));
  // 2-4-6 holds no three consecutive faces.
  EXPECT_EQ(generala.themes("keep 2-4-6", "keep 6-6"), (Themes{}));
  // The escalera written: no straight to draw to.
  auto written = position("generala", {"throw 1-2-3-4-5", "score escalera", "throw 2-3-4-6-6"});
  EXPECT_EQ(written.themes("keep 2-3-4", "keep 6-6"), (Themes{}));
  auto yatzy = position("yatzy", {"throw 1-2-3-5-5"});
  EXPECT_EQ(yatzy.themes("keep 1-2-3-5", "keep 5-5"), (Themes{"straight_draw"}));
}

TEST(CategoryThemes, StopOrThrowWritesAgainstThrowingAgain) {
  auto yatzy = position("yatzy", {"throw 1-2-3-5-5"});
  EXPECT_EQ(yatzy.themes("keep 1-2-3-5", "score chance"), (Themes{"stop_or_throw"}));
  // The last throw: both write.
  auto last = position("generala", {"throw 6-6-6-2-3", "keep 6-6-6", "throw 2-3", "keep 6-6-6", "throw 2-3"});
  EXPECT_EQ(last.themes("score 6", "score poker"), (Themes{"scratch"}));
}

TEST(CategoryThemes, ServedWritesForTheFirstThrowsBonus) {
  // A served full writes 35 in Generala, 30 after a rethrow.
  auto served = position("generala", {"throw 6-6-6-2-2"});
  EXPECT_EQ(served.themes("score full", "score 6"), (Themes{"served"}));
  auto rethrown = position("generala", {"throw 6-6-6-2-3", "keep 6-6-6", "throw 2-2"});
  EXPECT_EQ(rethrown.themes("score full", "score 6"), (Themes{}));
  // Yatzy pays nothing for serving.
  auto yatzy = position("yatzy", {"throw 6-6-6-2-2"});
  EXPECT_EQ(yatzy.themes("score full_house", "score 6"), (Themes{"upper_bonus"}));
}

TEST(CategoryThemes, EndgameWithThreeCategoriesOrFewerOpen) {
  // full, poker and generala open.
  const auto seven = writing({"1", "2", "3", "4", "5", "6", "escalera"}, "6-6-6-2-3");
  auto three = position("generala", then(seven, {"throw 6-6-6-2-2"}));
  EXPECT_EQ(three.themes("keep 6-6-6", "score full"),
            (Themes{"top_category", "stop_or_throw", "served", "endgame"}));
  // The escalera open too: four.
  const auto six = writing({"1", "2", "3", "4", "5", "6"}, "6-6-6-2-3");
  auto four = position("generala", then(six, {"throw 6-6-6-2-2"}));
  EXPECT_EQ(four.themes("keep 6-6-6", "score full"), (Themes{"top_category", "stop_or_throw", "served"}));
  // small_straight, large_straight and yatzy open.
  const auto twelve = writing({"1", "2", "3", "4", "5", "6", "pair", "two_pairs", "three_kind", "four_kind",
                               "full_house", "chance"},
                              "6-6-6-4-4");
  auto yatzy = position("yatzy", then(twelve, {"throw 1-2-3-4-5"}));
  EXPECT_EQ(yatzy.themes("keep 1-2-3-4", "score small_straight"), (Themes{"stop_or_throw", "endgame"}));
}

TEST(CategoryThemes, NoneWhileDiceAreToBeThrown) {
  auto p = position("generala", {"throw 6-6-6-2-3", "keep 6-6-6"});
  EXPECT_EQ(solve::category_themes(p.at(), category::kKeepBase, category::kScoreBase), (Themes{}));
}

}  // namespace category_themes_test
