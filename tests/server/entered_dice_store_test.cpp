// A score sheet's room in the store, on both databases: that its dice are entered and which seat
// entered each action (schema 14) come back after a restart; its last actions are taken back (the
// sheet's undo) and written again, while a room of drawn dice takes nothing back.
#include "store_fixture.h"

namespace cubilete::store::test_db {
namespace {

class EnteredDiceStoreTest : public StoreTest {
 protected:
  std::string append(const std::string& code, uint64_t first, const std::vector<std::string>& actions,
                     const std::vector<std::string>& by, const std::vector<int>& entered_by) {
    return wait_done([&](Done d) { store().rooms().append_actions(code, first, actions, by, entered_by, d); });
  }
  std::string take_back(const std::string& code, uint64_t first) {
    return wait_done([&](Done d) { store().rooms().take_back_actions(code, first, d); });
  }
  void create_sheet(const std::string& code) {
    auto sheet = playing_room(code, "generala", {"human", "human"}, false);
    sheet.dice_entered = true;
    create(sheet);
  }
};
STORE_TEST_BACKENDS(EnteredDiceStoreTest);

TEST_P(EnteredDiceStoreTest, KeepsThatTheDiceAreEnteredAndWhoEnteredEachAction) {
  create_sheet("SHEET1");
  create(playing_room("DRAWN1", "generala", {"human", "human"}, false));
  ASSERT_EQ(append("SHEET1", 0, {"throw 1-2-3-5-5", "keep 5-5"}, {"entered", "person"}, {1, 0}), "");
  ASSERT_EQ(append("SHEET1", 2, {"throw 5-5-5"}, {"entered"}, {}), "");  // nobody named: -1
  ASSERT_EQ(append("DRAWN1", 0, {"throw 1-2-3-5-5"}, {"chance"}, {}), "");
  reopen();
  const auto sheet = store().rooms().load("SHEET1", 0), drawn = store().rooms().load("DRAWN1", 0);
  ASSERT_TRUE(sheet && drawn);
  EXPECT_TRUE(sheet->dice_entered);
  EXPECT_EQ(sheet->entered_by, (std::vector<int>{1, 0, -1}));
  EXPECT_FALSE(drawn->dice_entered);
  EXPECT_TRUE(drawn->entered_by.empty());
}

TEST_P(EnteredDiceStoreTest, ARoomOfEnteredDiceTakesBackItsLastActionsAndWritesThemAgain) {
  create_sheet("SHEET2");
  create(playing_room("DRAWN2", "generala", {"human", "human"}, false));
  ASSERT_EQ(append("SHEET2", 0, {"throw 1-2-3-5-5", "keep 5-5", "throw 5-5-5"}, {"entered", "person", "entered"},
                   {1, 0, 1}),
            "");
  ASSERT_EQ(append("DRAWN2", 0, {"throw 1-2-3-5-5"}, {"chance"}, {}), "");
  EXPECT_EQ(take_back("SHEET2", 2), "");
  EXPECT_NE(take_back("SHEET2", 2), "") << "action 2 is gone already";
  EXPECT_NE(take_back("DRAWN2", 0), "") << "a room of drawn dice takes nothing back";
  EXPECT_EQ(append("SHEET2", 2, {"throw 2-4-6"}, {"entered"}, {0}), "");
  reopen();
  const auto sheet = store().rooms().load("SHEET2", 0), drawn = store().rooms().load("DRAWN2", 0);
  ASSERT_TRUE(sheet && drawn);
  EXPECT_EQ(sheet->actions, (std::vector<std::string>{"throw 1-2-3-5-5", "keep 5-5", "throw 2-4-6"}));
  EXPECT_EQ(sheet->entered_by, (std::vector<int>{1, 0, 0}));
  EXPECT_EQ(drawn->actions.size(), 1u);
}

}  // namespace
}  // namespace cubilete::store::test_db
