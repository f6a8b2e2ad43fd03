// The stored analyses (migration 4; issue 29) on both databases: kept for a finished room and
// read back after a restart, replaced only by a newer version's, refused for a room that is not
// over or does not exist.
#include "store_fixture.h"

namespace cubilete::store::test_db {
namespace {

class AnalysisStoreTest : public StoreTest {};
STORE_TEST_BACKENDS(AnalysisStoreTest);

TEST_P(AnalysisStoreTest, AFinishedRoomsAnalysisIsKeptAndOnlyANewerVersionReplacesIt) {
  create(playing_room("ANA001", "generala", {"human", "optimal"}, false));
  const auto save = [&](const std::string& room, int version, const std::string& doc) {
    return wait([&](Answer a) { store().save_analysis(room, version, doc, 5000, a); });
  };
  EXPECT_EQ(save("ANA001", 1, R"({"v":1})").code, "not_over");
  EXPECT_EQ(save("NOROOM", 1, R"({"v":1})").code, "no_such_room");
  EXPECT_FALSE(store().analysis("ANA001", 1));
  ASSERT_EQ(wait_done([&](Done d) { store().set_status("ANA001", "over", d); }), "");
  EXPECT_TRUE(save("ANA001", 2, R"({"v":2})").ok());
  EXPECT_TRUE(save("ANA001", 1, R"({"v":1})").ok());  // older: changes nothing
  EXPECT_FALSE(store().analysis("ANA001", 1));
  reopen();
  EXPECT_EQ(store().analysis("ANA001", 2), R"({"v":2})");
  EXPECT_TRUE(save("ANA001", 3, R"({"v":3})").ok());
  EXPECT_EQ(store().analysis("ANA001", 3), R"({"v":3})");
  EXPECT_FALSE(store().analysis("ANA001", 2));
}

}  // namespace
}  // namespace cubilete::store::test_db
