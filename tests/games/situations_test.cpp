// Where a player stands at a decision, in words (State::situation, the report's `where`) and as
// the game's declared situation type (State::write_situation: the browser words it in its own
// language): the two say the same, at every decision of random games of every game, and name a
// situation exactly where the game has one.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "core/rng.h"
#include "present/view_json.h"
#include "support/test_util.h"

using namespace cubilete;
using cubilete::test::play;
using nlohmann::json;

namespace {

json situation_after(const std::string& game, Assignments rules,
                     const std::vector<std::string>& actions) {
  const auto g = make_game(game, rules);  // a state refers to its game: it lives as long
  auto s = g->initial_state();
  play(*s, actions);
  return json::parse(situation_text(*s));
}

std::string words_after(const std::string& game, Assignments rules,
                        const std::vector<std::string>& actions) {
  const auto g = make_game(game, rules);
  auto s = g->initial_state();
  play(*s, actions);
  return s->situation();
}

TEST(Situations, EachGameTellsWhereADecisionStandsInItsOwnType) {
  EXPECT_EQ(situation_after("generala", {}, {"throw 3-3-4-5-6"}),
            json({{"round", 1}, {"dice", {3, 3, 4, 5, 6}}, {"throws_left", 2}}));
  EXPECT_EQ(words_after("generala", {}, {"throw 3-3-4-5-6"}),
            "round  1, dice 3-3-4-5-6, 2 throws left");
  EXPECT_EQ(situation_after("farkle", {}, {"throw 1-2-3-4-4-6"}),
            json({{"kind", "select"}, {"turn_total", 0}, {"dice", {1, 2, 3, 4, 4, 6}}}));
  EXPECT_EQ(situation_after("farkle", {{"entry", "0"}}, {"throw 1-2-3-4-4-6", "keep 1"}),
            json({{"kind", "bank_or_roll"}, {"turn_total", 100}, {"dice_to_throw", 5}}));
  EXPECT_EQ(words_after("farkle", {{"entry", "0"}}, {"throw 1-2-3-4-4-6", "keep 1"}),
            "turn total 100, 5 dice to throw");
  EXPECT_EQ(situation_after("matterhorn", {}, {"throw 2-5-6"}), json({{"dice", {2, 5, 6}}}));
  EXPECT_EQ(situation_after("multiplicacao", {{"players", "2"}}, {"throw 6-2-1", "throw 5-5"}),
            json({{"round", 1}, {"set_aside", {6}}, {"dice", {5, 5}}}));
  EXPECT_EQ(words_after("multiplicacao", {{"players", "2"}}, {"throw 6-2-1", "throw 5-5"}),
            "round 1, set aside 6, dice 5-5");
  EXPECT_EQ(situation_after("damma", {}, {"d3-c3", "b3xd3"}), json({{"move", 2}, {"side", "w"}}));
  EXPECT_EQ(words_after("damma", {}, {"d3-c3", "b3xd3"}), "move 2 (White)");
  EXPECT_EQ(
      situation_after("triplo_seis", {{"players", "3"}}, {"throw 2-1-1", "call 532", "believe"}),
      json({{"round", 1}, {"phase", "keep"}, {"seat", 1}, {"call", 532}}));
  EXPECT_EQ(words_after("triplo_seis", {{"players", "3"}}, {"throw 2-1-1", "call 532", "believe"}),
            "round 1, P2 holds the cup against 532");
  // Nothing to decide yet: no situation.
  EXPECT_TRUE(situation_after("generala", {}, {}).is_null());
  // A game without a situation type names none.
  EXPECT_TRUE(situation_after("centenario", {}, {}).is_null());
}

class EveryGame : public ::testing::TestWithParam<std::string> {};

// The words and the value come from one place in each game (the words are written from the
// value): a situation in words exactly where there is one as a value, and only in games that
// declare its type.
TEST_P(EveryGame, NamesASituationInWordsExactlyWhereItNamesOneAsAValue) {
  const auto& entry = find_game(GetParam());
  const auto game = make_game(entry, {});
  int named = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    Rng rng(seed);
    auto s = game->initial_state();
    for (int step = 0; step < 400 && !s->is_terminal(); ++step) {
      const auto value = json::parse(situation_text(*s));
      if (game->situation_schema() == nullptr) {
        EXPECT_TRUE(value.is_null()) << "a situation of a type the game does not declare";
      } else {
        EXPECT_EQ(value.is_null(), s->situation().empty()) << s->situation() << " / " << value;
      }
      named += !value.is_null();
      if (s->is_chance()) {
        s->apply(s->sample_chance(rng));
        continue;
      }
      const auto legal = s->legal_actions();
      s->apply(legal[rng.below(uint32_t(legal.size()))]);
    }
  }
  if (game->situation_schema()) {
    EXPECT_GT(named, 0);
  }
}

std::vector<std::string> every_game() {
  std::vector<std::string> ids;
  for (const auto& e : game_registry()) ids.push_back(e.description.info.id);
  return ids;
}

INSTANTIATE_TEST_SUITE_P(All, EveryGame, ::testing::ValuesIn(every_game()));

}  // namespace
