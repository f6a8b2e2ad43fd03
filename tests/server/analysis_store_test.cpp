// The stored analyses (migrations 4 and 6) on both databases: kept for a finished room
// and read back after a restart, replaced only by a newer version's (its seats' summaries with
// it), refused for a room that is not over or does not exist; and an account's analysed games
// gathered by game and measure for its profile.
#include "store_fixture.h"

namespace cubilete::store::test_db {
namespace {

class AnalysisStoreTest : public StoreTest {};
STORE_TEST_BACKENDS(AnalysisStoreTest);

TEST_P(AnalysisStoreTest, AFinishedRoomsAnalysisIsKeptAndOnlyANewerVersionReplacesIt) {
  create(playing_room("ANA001", "generala", {"human", "optimal"}, false));
  const auto save = [&](const std::string& room, int version, const std::string& doc) {
    const std::vector<AnalysisSeat> seats = {{0, 90.0 + version, 0.25 * version, 7}, {1, std::nullopt, -0.5, 0}};
    return wait([&](Answer a) { store().analyses().save(room, version, doc, "win_chance", seats, 5000, a); });
  };
  const auto seats_of = [&](const std::string& room) {
    return db().query("SELECT seat, measure, accuracy, luck, decisions FROM analysis_seats WHERE room = '" + room +
                      "' ORDER BY seat");
  };
  EXPECT_EQ(save("ANA001", 1, R"({"v":1})").code, "not_over");
  EXPECT_EQ(save("NOROOM", 1, R"({"v":1})").code, "no_such_room");
  EXPECT_FALSE(store().analyses().document("ANA001", 1));
  ASSERT_EQ(wait_done([&](Done d) { store().rooms().set_status("ANA001", RoomStatus::Over, d); }), "");
  EXPECT_TRUE(save("ANA001", 2, R"({"v":2})").ok());
  EXPECT_TRUE(save("ANA001", 1, R"({"v":1})").ok());  // older: changes nothing
  EXPECT_FALSE(store().analyses().document("ANA001", 1));
  const auto seats = seats_of("ANA001");
  ASSERT_EQ(seats.size(), 2u);
  EXPECT_EQ(seats[0][1], "win_chance");
  EXPECT_DOUBLE_EQ(std::stod(seats[0][2]), 92.0) << "version 2's, not the older one's";
  EXPECT_DOUBLE_EQ(std::stod(seats[0][3]), 0.5);
  EXPECT_EQ(seats[0][4], "7");
  EXPECT_EQ(seats[1][2], "<null>") << "no decision: no accuracy";
  reopen();
  EXPECT_EQ(store().analyses().document("ANA001", 2), R"({"v":2})");
  EXPECT_TRUE(save("ANA001", 3, R"({"v":3})").ok());
  EXPECT_EQ(store().analyses().document("ANA001", 3), R"({"v":3})");
  EXPECT_FALSE(store().analyses().document("ANA001", 2));
  EXPECT_DOUBLE_EQ(std::stod(seats_of("ANA001")[0][2]), 93.0);
  EXPECT_EQ(seats_of("ANA001").size(), 2u) << "replaced, not added to";
}

TEST_P(AnalysisStoreTest, AnAccountsAnalysedGamesAreGatheredByGameAndMeasureNewestLast) {
  const int64_t ana = new_account("Ana");
  // Four Generala games of Ana's (seat 0 or 1), three analysed as chances of winning, one as
  // points; a Crag game; and a game of someone else.
  const auto play = [&](const std::string& code, const std::string& game, std::vector<std::string> players,
                        int64_t ended_ms, const std::string& measure, std::vector<AnalysisSeat> seats) {
    create(playing_room(code, game, players, false));
    ASSERT_TRUE(wait([&](Answer a) { store().profiles().finish_game(code, scored({100, 90}, ended_ms), a); }).ok());
    ASSERT_TRUE(wait([&](Answer a) { store().analyses().save(code, 1, "{}", measure, seats, ended_ms, a); }).ok());
  };
  play("G1", "generala", {at(ana), "optimal"}, 1000, "win_chance", {{0, 80.0, 0.1, 5}, {1, 100.0, -0.1, 5}});
  play("G2", "generala", {"greedy", at(ana)}, 3000, "win_chance", {{0, 70.0, 0.3, 5}, {1, 90.0, -0.3, 5}});
  play("G3", "generala", {at(ana), "optimal"}, 2000, "win_chance", {{0, std::nullopt, 0.2, 0}, {1, 99.0, -0.2, 5}});
  play("G4", "generala", {at(ana), "optimal"}, 4000, "expected_score", {{0, 60.0, 12.0, 9}, {1, 100.0, -3.0, 9}});
  play("C1", "crag", {at(ana), "optimal"}, 5000, "win_chance", {{0, 50.0, -0.4, 3}, {1, 100.0, 0.4, 3}});
  play("X1", "generala", {"human", "optimal"}, 6000, "win_chance", {{0, 10.0, 0.9, 5}, {1, 100.0, -0.9, 5}});

  const auto all = store().analyses().summaries(ana, 2);
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].game, "crag");
  EXPECT_EQ(all[1].game, "generala");
  EXPECT_EQ(all[1].measure, "expected_score");
  EXPECT_EQ(all[1].games, 1);
  EXPECT_DOUBLE_EQ(*all[1].accuracy, 60.0);
  const auto& wins = all[2];
  EXPECT_EQ(wins.measure, "win_chance");
  EXPECT_EQ(wins.games, 3);
  EXPECT_DOUBLE_EQ(*wins.accuracy, (80.0 + 90.0) / 2) << "the mean over the games with decisions";
  EXPECT_NEAR(wins.luck, (0.1 - 0.3 + 0.2) / 3, 1e-12) << "her seat's luck, seat 1 in G2";
  ASSERT_EQ(wins.recent.size(), 2u) << "the two newest";
  EXPECT_EQ(wins.recent[0].room, "G3");
  EXPECT_FALSE(wins.recent[0].accuracy);
  EXPECT_EQ(wins.recent[1].room, "G2");
  EXPECT_EQ(wins.recent[1].ended_ms, 3000);
  EXPECT_DOUBLE_EQ(*wins.recent[1].accuracy, 90.0);
  EXPECT_TRUE(store().analyses().summaries(new_account("Bia"), 5).empty());
}

}  // namespace
}  // namespace cubilete::store::test_db
