// A room's last activity in the store on both databases: an action moves the stored updated_ms
// once the stored one is kActivityResolutionMs old, and leaves it alone before, so that a busy
// room's row is not rewritten with every action.
#include "store/clock.h"
#include "store_fixture.h"

namespace cubilete::store::test_db {
namespace {

class RoomActivityStoreTest : public StoreTest {
 protected:
  int64_t stored_activity(const std::string& code) {
    const auto room = store().rooms().load(code, 0);
    EXPECT_TRUE(room) << code;
    return room ? room->updated_ms : -1;
  }
  std::string append(const std::string& code, uint64_t index, const std::string& action) {
    return wait_done([&](Done d) { store().rooms().append_actions(code, index, {action}, d); });
  }
};
STORE_TEST_BACKENDS(RoomActivityStoreTest);

TEST_P(RoomActivityStoreTest, AnActionMovesTheActivityOnlyOnceTheStoredOneIsOld) {
  auto old_room = playing_room("OLDACT", "generala", {"human", "random"}, false);
  old_room.updated_ms = 1000;
  create(old_room);
  const int64_t before = now_ms();
  ASSERT_EQ(append("OLDACT", 0, "throw 1-2-3-4-5"), "");
  const int64_t moved = stored_activity("OLDACT");
  EXPECT_GE(moved, before);
  EXPECT_LE(moved, now_ms());
  // Seconds later it stands: within the resolution of the last one written.
  ASSERT_EQ(append("OLDACT", 1, "keep 1"), "");
  EXPECT_EQ(stored_activity("OLDACT"), moved);

  auto recent = playing_room("NEWACT", "generala", {"human", "random"}, false);
  recent.updated_ms = now_ms() - kActivityResolutionMs / 2;
  create(recent);
  ASSERT_EQ(append("NEWACT", 0, "throw 1-2-3-4-5"), "");
  EXPECT_EQ(stored_activity("NEWACT"), recent.updated_ms);
  // The actions themselves are all there.
  const auto room = store().rooms().load("OLDACT", 0);
  ASSERT_TRUE(room);
  EXPECT_EQ(room->actions, (std::vector<std::string>{"throw 1-2-3-4-5", "keep 1"}));
}

}  // namespace
}  // namespace cubilete::store::test_db
