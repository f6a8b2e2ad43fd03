// What the JSON views of the three-dice games and Damma tell a front end beyond the state itself:
// each player's latest throw or turn, chip movements with a reason code, the Flores
// odds and betting range, the Triplo Seis showdown, the Damma last move and end, so the browser
// never needs its own copy of a game's rules to tell what happened.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "games/bets/flores_throws.h"
#include "present/view_json.h"
#include "solve/bets/bets_commands.h"
#include "support/test_util.h"

using namespace cubilete;
using cubilete::test::play;
using nlohmann::json;

namespace {

json view_after(const std::string& game, Assignments rules, const std::vector<std::string>& actions,
                int viewer = kSpectator) {
  auto g = make_game(game, rules);
  auto s = g->initial_state();
  play(*s, actions);
  return view_json(*s, viewer);
}

TEST(Views, CentenarioAndMatterhornTellEachPlayersLatestThrow) {
  auto v = view_after("centenario", {}, {"throw 1-2-4", "throw 2-5-6"});
  EXPECT_EQ(v["players"][0]["last"],
            json({{"dice", {1, 2, 4}}, {"crossed", {1, 2, 3, 4, 5, 6, 7}}}));
  EXPECT_EQ(v["players"][1]["last"], json({{"dice", {2, 5, 6}}, {"crossed", json::array()}}));
  v = view_after("matterhorn", {}, {"throw 2-5-6", "cross 2 11"});
  EXPECT_EQ(v["players"][0]["last"],
            json({{"dice", {2, 5, 6}}, {"row1", {2, 11}}, {"row2", json::array()}}));
  EXPECT_FALSE(v["players"][1].contains("last"));
  EXPECT_EQ(v["either_row"], false);
}

TEST(Views, MultiplicacaoAndAtaqueYankeeTellEachPlayersLastTurn) {
  // RULES.md §4.3: 2-2-1 -> 2; 1-1 refused; 6-2 -> 6; last die 1 refused (8 - 3 = 5); 3 -> 15.
  auto v = view_after(
      "multiplicacao", {{"players", "2"}},
      {"throw 2-2-1", "throw 1-1", "refuse", "throw 6-2", "throw 1", "refuse", "throw 3"});
  EXPECT_EQ(v["last_turns"][0],
            json({{"a", 2}, {"b", 6}, {"c", 3}, {"penalty", 3}, {"score", 15}}));
  EXPECT_TRUE(v["last_turns"][1].is_null());
  // RULES.md §4.7: 1-1-1 -> 1; 2-2 -> 2; 3 -> 1 + 2 + 3 + 30 + 15 = 51.
  v = view_after("ataque_yankee", {}, {"throw 1-1-1", "throw 2-2", "throw 3"});
  EXPECT_EQ(v["last_turns"][0], json({{"set_aside", {1, 2, 3}}, {"bonus", 45}, {"score", 51}}));
}

TEST(Views, BuckDiceTellsTheLatestThrowAndWhyEachLoserPays) {
  auto g = make_game("buck_dice", {{"players", "3"}, {"target", "3"}});
  auto s = g->initial_state();
  play(*s, {"point 4", "throw 4-4-1"});
  EXPECT_EQ(view_json(*s, kSpectator)["last_throw"],
            json({{"seat", 0}, {"dice", {1, 4, 4}}, {"outcome", "points"}, {"points", 2}}));
  play(*s, {"throw 4-4-2"});  // 2 + 2 passes 3: nothing, turn over
  EXPECT_EQ(view_json(*s, kSpectator)["last_throw"]["outcome"], "over_target");
  play(*s, {"throw 1-1-4", "throw 2-3-5", "throw 4-4-4"});  // P2 +1, nothing; P3 Big Buck
  const auto v = view_json(*s, kSpectator);
  ASSERT_TRUE(v["terminal"]);
  EXPECT_EQ(v["last_throw"]["outcome"], "big_buck");
  const auto& transfers = v["chips"]["transfers"];
  ASSERT_EQ(transfers.size(), 2u);
  EXPECT_EQ(transfers[0]["why"], "short 3 2");  // P1 had 2 of 3
  EXPECT_EQ(transfers[1]["why"], "short 3 1");
}

TEST(Views, FloresTellsTheRangeTheThrowsTheSettlementsAndTheOdds) {
  auto g = make_game("flores_amarradas", {{"players", "3"}, {"max_bet", "30"}});
  auto s = g->initial_state();
  play(*s, {"throw 6-6-6", "throw 1-1-1", "throw 1-1-2"});
  auto v = view_json(*s, kSpectator);
  EXPECT_EQ(v["amount"], json({{"verb", "bet"}, {"min", 3}, {"max", 30}, {"step", 3}}));
  EXPECT_EQ(v["last_throw"],
            json({{"seat", 2}, {"dice", {1, 1, 2}}, {"draw", true}, {"total", 4}}));
  play(*s, {"bet 6", "bet 9", "throw 2-2-3", "throw 1-1-5", "throw 6-6-2"});
  v = view_json(*s, kSpectator);
  EXPECT_EQ(
      v["last_throw"],
      json({{"seat", 2}, {"dice", {2, 6, 6}}, {"draw", false}, {"kind", "point"}, {"point", 2}}));
  std::vector<std::string> why;
  for (const auto& t : v["chips"]["transfers"]) {
    why.push_back(t["why"]);
    EXPECT_EQ(t["round"], 1);
  }
  EXPECT_EQ(why, (std::vector<std::string>{"point 5 3", "point 2 3"}));
  // The odds: exact fractions, the banker's edge as `solve` gives it.
  const auto& odds = v["odds"];
  EXPECT_EQ(odds["banker_edge"], solve::solve_flores().banker_edge.text());
  EXPECT_EQ(odds["throw"]["flores_amarradas"], "1/36");  // 6 of 216 ordered throws
  EXPECT_EQ(odds["throw"]["nothing"], "1/2");            // 108 of 216 are thrown again
  EXPECT_EQ(odds["decided"]["win"], bets::flores_odds().win.text());
  // Against a banker's point 2, a bettor loses only to 1-2-3 and Ás Negativo.
  EXPECT_EQ(odds["against_point"]["2"]["lose"], bets::flores_odds().lose.text());
  // A banker's own throw settles every bet with its kind.
  s = g->initial_state();
  play(*s, {"throw 6-6-6", "throw 1-1-1", "throw 1-1-2", "bet 3", "bet 3", "throw 6-6-2"});
  for (const auto& t : view_json(*s, kSpectator)["chips"]["transfers"])
    EXPECT_EQ(t["why"], "banker_throw seis_alto");
}

TEST(Views, TriploSeisShowsTheShowdownAndGivesEveryChipMoveAReason) {
  auto g = make_game("triplo_seis", {{"players", "3"}, {"rounds", "2"}});
  auto s = g->initial_state();
  play(*s, {"throw 2-1-1", "call 532", "believe", "keep 2", "throw 4-4", "call 652", "doubt"});
  const auto v = view_json(*s, 1);
  EXPECT_EQ(v["showdown"], json({{"round", 1},
                                 {"caller", 1},
                                 {"doubter", 2},
                                 {"call", 652},
                                 {"dice", {2, 4, 4}},
                                 {"reads", 442},
                                 {"winner", 2},
                                 {"loser", 1},
                                 {"table", 3}}));
  std::vector<std::string> why;
  for (const auto& t : v["chips"]["transfers"]) why.push_back(t["why"]);
  EXPECT_EQ(why, (std::vector<std::string>{"ante", "ante", "ante", "table", "fine", "ante"}));
}

TEST(Views, DammaTellsTheLastMoveAndWhyTheGameEnded) {
  auto v = view_after("damma", {}, {"d3-c3", "b3xd3"});
  EXPECT_EQ(v["last_move"], "b3xd3");
  EXPECT_EQ(v["draw_plies"], 100);
  EXPECT_FALSE(v.contains("end"));
  v = view_after("damma", {}, {"d3-c3", "resign"});
  EXPECT_EQ(v["end"], json({{"reason", "resignation"}, {"winner", 0}}));
  EXPECT_EQ(v["last_move"], "d3-c3") << "resigning is not a move";
  v = view_after("damma", {}, {"offer draw", "d3-c3", "accept draw"});
  EXPECT_EQ(v["end"], json({{"reason", "agreement"}, {"winner", -1}}));
}

// Where each decision was taken, for the end-of-game report (the browser tells it in its language).
TEST(Views, DecisionsSayWhereTheyWereTaken) {
  auto g = make_game("multiplicacao", {{"players", "1"}});
  auto s = g->initial_state();
  play(*s, {"throw 2-2-2"});
  EXPECT_EQ(s->situation(), "round 1, dice 2-2-2");
  play(*s, {"accept", "throw 5-5"});
  EXPECT_EQ(s->situation(), "round 1, set aside 2, dice 5-5");
  play(*s, {"accept", "throw 1"});
  EXPECT_EQ(s->situation(), "round 1, set aside 2,5, dice 1");
  auto m = make_game("matterhorn", {})->initial_state();
  play(*m, {"throw 2-5-6"});
  EXPECT_EQ(m->situation(), "dice 2-5-6");
  auto d = make_game("damma", {})->initial_state();
  EXPECT_EQ(d->situation(), "move 1 (White)");
  play(*d, {"d3-c3", "b3xd3"});
  EXPECT_EQ(d->situation(), "move 2 (White)");
}

}  // namespace
