// Every kind of move each game declares, with its content (PROTOCOL.md v1.1 `moves`;
// docs/contract.md), and the form a viewer who may not know it is told: Triplo Seis' throws and
// keeps under the cup reach the others as how many dice, never which.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "present/view_json.h"
#include "support/test_util.h"

using namespace cubilete;
using cubilete::test::play;
using nlohmann::json;

namespace {

// A new game's initial state (states borrow their game: it is kept for the test's run).
std::unique_ptr<State> start(const std::string& game, const Assignments& rules) {
  static std::vector<std::shared_ptr<const Game>> games;
  games.push_back(make_game(game, rules));
  return games.back()->initial_state();
}

// The move `text` makes at `s` as `viewer` knows it; then it is played.
json move_of(State& s, const std::string& text, int viewer = kReferee) {
  const auto parsed = s.parse_action(text);
  EXPECT_TRUE(parsed.ok) << "'" << text << "' refused: " << parsed.error;
  return parsed.ok ? move_json(s, parsed.action, viewer) : json();
}
json played(State& s, const std::string& text, int viewer = kReferee) {
  auto move = move_of(s, text, viewer);
  play(s, {text});
  return move;
}

TEST(Moves, CategoryThrowsKeepsAndWrites) {
  auto s = start("generala", {{"players", "2"}});
  EXPECT_EQ(played(*s, "throw 2-2-5-5-6"), json({{"kind", "throw"}, {"dice", {2, 2, 5, 5, 6}}}));
  EXPECT_EQ(played(*s, "keep 5-5"), json({{"kind", "keep"}, {"dice", {5, 5}}}));
  EXPECT_EQ(played(*s, "throw 1-3-5"), json({{"kind", "throw"}, {"dice", {1, 3, 5}}}))
      << "only the dice thrown";
  EXPECT_EQ(played(*s, "keep none"), json({{"kind", "keep"}, {"dice", json::array()}}));
  play(*s, {"throw 4-4-4-6-6"});
  EXPECT_EQ(played(*s, "score full"),
            json({{"kind", "score"}, {"category", "full"}, {"points", 30}, {"bonus", 0}}));
  play(*s, {"throw 4-4-4-6-6"});
  EXPECT_EQ(move_of(*s, "score full")["points"], 35) << "served: RULES.md's served bonus";
  // Yahtzee's extra five of a kind: its bonus comes with the write.
  auto y = start("yahtzee", {{"players", "1"}});
  play(*y, {"throw 4-4-4-4-4", "score yahtzee", "throw 4-4-4-4-4"});
  EXPECT_EQ(move_of(*y, "score 4"),
            json({{"kind", "score"}, {"category", "4"}, {"points", 20}, {"bonus", 100}}));
}

TEST(Moves, FarkleThrowsSayWhetherTheyFarkled) {
  auto s = start("farkle", {{"players", "2"}});
  EXPECT_EQ(played(*s, "throw 1-2-3-4-6-6"),
            json({{"kind", "throw"}, {"dice", {1, 2, 3, 4, 6, 6}}, {"farkle", false}}));
  EXPECT_EQ(played(*s, "keep 1"), json({{"kind", "keep"}, {"dice", {1}}}));
  EXPECT_EQ(played(*s, "throw 2-3-4-6-6 (farkle)"),
            json({{"kind", "throw"}, {"dice", {2, 3, 4, 6, 6}}, {"farkle", true}}));
  play(*s, {"throw 1-1-5-5-5-2", "keep 1-1-5-5-5"});
  EXPECT_EQ(played(*s, "roll"), json({{"kind", "roll"}}));
  play(*s, {"throw 5", "keep 5"});
  EXPECT_EQ(move_of(*s, "bank"), json({{"kind", "bank"}}));
}

TEST(Moves, ThreeDiceGames) {
  auto buck = start("buck_dice", {{"players", "2"}});
  EXPECT_EQ(played(*buck, "point 4"), json({{"kind", "point"}, {"die", 4}}));
  EXPECT_EQ(played(*buck, "throw 4-4-1"), json({{"kind", "throw"}, {"dice", {1, 4, 4}}}));

  auto race = start("centenario", {{"players", "2"}});
  EXPECT_EQ(move_of(*race, "throw 1-2-4"), json({{"kind", "throw"}, {"dice", {1, 2, 4}}}));
  auto yankee = start("ataque_yankee", {{"players", "2"}});
  EXPECT_EQ(move_of(*yankee, "throw 6-6-6"), json({{"kind", "throw"}, {"dice", {6, 6, 6}}}));

  auto mult = start("multiplicacao", {{"players", "1"}});
  play(*mult, {"throw 3-3-3"});  // a triple: accept or refuse
  EXPECT_EQ(played(*mult, "refuse"), json({{"kind", "refuse"}}));
  play(*mult, {"throw 4-4-4"});
  EXPECT_EQ(played(*mult, "accept"), json({{"kind", "accept"}}));
}

TEST(Moves, MatterhornCrossesNumbersOfEachRow) {
  auto s = start("matterhorn", {{"players", "2"}});
  play(*s, {"throw 2-5-6"});
  EXPECT_EQ(move_of(*s, "cross 2 11"),
            json({{"kind", "cross"}, {"row1", {2, 11}}, {"row2", json::array()}}));
  // With row 2 open from the start, a move may cross numbers of both rows.
  auto either = start("matterhorn", {{"players", "2"}, {"either_row_from_start", "true"}});
  play(*either, {"throw 1-2-3"});
  EXPECT_EQ(move_of(*either, "cross 1 row2 5"),
            json({{"kind", "cross"}, {"row1", {1}}, {"row2", {5}}}));
}

TEST(Moves, FloresAmountsNameWhatTheyAre) {
  auto s = start("flores_amarradas", {{"players", "3"}});
  play(*s, {"throw 6-6-6", "throw 1-1-1"});
  EXPECT_EQ(played(*s, "throw 1-1-2"), json({{"kind", "throw"}, {"dice", {1, 1, 2}}}));
  EXPECT_EQ(played(*s, "bet 6"), json({{"kind", "bet"}, {"chips", 6}}));
  auto cover = start("flores_amarradas", {{"players", "3"}, {"bet_mode", "cover"}});
  play(*cover, {"throw 6-6-6", "throw 1-1-1", "throw 1-1-2"});
  EXPECT_EQ(played(*cover, "stake 30"), json({{"kind", "stake"}, {"chips", 30}}));
  EXPECT_EQ(played(*cover, "cover 9"), json({{"kind", "cover"}, {"chips", 9}}));
}

// The dice under the cup: their holder (and a referee) learns them; every other seat and the
// spectators learn how many dice were thrown, kept or rethrown.
TEST(Moves, TriploSeisTellsOthersHowManyDiceNeverWhich) {
  auto s = start("triplo_seis", {{"players", "3"}});
  const auto every = [&](const std::string& text) {
    std::vector<json> told;
    for (int v : {kReferee, kSpectator, 0, 1, 2}) told.push_back(move_of(*s, text, v));
    play(*s, {text});
    return told;  // referee, spectator, P1, P2, P3
  };
  const json opening = {{"kind", "throw"}, {"dice", {1, 1, 2}}},
             three = {{"kind", "cup_throw"}, {"count", 3}};
  EXPECT_EQ(every("throw 2-1-1"), (std::vector<json>{opening, three, opening, three, three}));
  const json call = {{"kind", "call"}, {"call", 532}};
  EXPECT_EQ(every("call 532"), (std::vector<json>{call, call, call, call, call}));
  const json believe = {{"kind", "believe"}};
  EXPECT_EQ(every("believe"), (std::vector<json>(5, believe)));
  // P2 looks and keeps the 2: P2 knows which, the others that one die stays.
  const json keep = {{"kind", "keep"}, {"dice", {2}}}, one = {{"kind", "cup_keep"}, {"count", 1}};
  EXPECT_EQ(every("keep 2"), (std::vector<json>{keep, one, one, keep, one}));
  const json rethrow = {{"kind", "throw"}, {"dice", {4, 4}}},
             two = {{"kind", "cup_rethrow"}, {"count", 2}};
  EXPECT_EQ(every("throw 4-4"), (std::vector<json>{rethrow, two, two, rethrow, two}));
  play(*s, {"call 652"});
  EXPECT_EQ(move_of(*s, "doubt", kSpectator), json({{"kind", "doubt"}}));
  // Keeping none or all: still only the count.
  auto t = start("triplo_seis", {{"players", "2"}});
  play(*t, {"throw 5-4-1", "call 541", "believe"});
  EXPECT_EQ(move_of(*t, "keep none", 0), json({{"kind", "cup_keep"}, {"count", 0}}));
  EXPECT_EQ(move_of(*t, "keep all", 0), json({{"kind", "cup_keep"}, {"count", 3}}));
  EXPECT_EQ(move_of(*t, "keep all", 1), json({{"kind", "keep"}, {"dice", {1, 4, 5}}}));
}

TEST(Moves, DammaMovesCapturesHuffsAndOffers) {
  auto s = start("damma", {});
  EXPECT_EQ(
      played(*s, "d3-c3"),
      json({{"kind", "move"}, {"from", "d3"}, {"path", {"c3"}}, {"captures", json::array()}}));
  EXPECT_EQ(played(*s, "b3xd3"),
            json({{"kind", "move"}, {"from", "b3"}, {"path", {"d3"}}, {"captures", {"c3"}}}));
  // A Damma flies a1 over c3 to d4, then down the d file over d2 to d1: each piece taken in
  // the order it is jumped.
  auto flying = start("damma", {{"start", "b..../...../..b../...b./W.... w -"}});
  EXPECT_EQ(
      move_of(*flying, "a1xd4xd1"),
      json({{"kind", "move"}, {"from", "a1"}, {"path", {"d4", "d1"}}, {"captures", {"c3", "d2"}}}));
  auto faults = start("damma", {{"start", "b..../..b../..w../...../w...b w -"}});
  play(*faults, {"a1-a2"});
  EXPECT_EQ(move_of(*faults, "huff c3"), json({{"kind", "huff"}, {"square", "c3"}}));
  // White offers a draw and moves on; Black may accept it.
  EXPECT_EQ(played(*s, "offer draw"), json({{"kind", "offer_draw"}}));
  s->apply(s->legal_actions().front());
  EXPECT_EQ(move_of(*s, "accept draw"), json({{"kind", "accept_draw"}}));
  EXPECT_EQ(move_of(*s, "resign"), json({{"kind", "resign"}}));
}

}  // namespace
