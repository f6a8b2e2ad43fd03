// A room's typed fields keep the words their columns have always held, and a corrupt row is an
// error that names its column, never a guess.
#include "store/room_columns.h"

#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

namespace cubilete::store {
namespace {

TEST(RoomColumns, StatusesKeepTheirWords) {
  for (const auto s : kRoomStatuses) EXPECT_EQ(status_from_text(status_name(s)), s) << s;
  EXPECT_STREQ(status_name(RoomStatus::Closed), "closed");
  std::ostringstream out;
  out << RoomStatus::Expired;
  EXPECT_EQ(out.str(), "expired");
  for (const char* corrupt : {"", "Over", "over ", "finished"}) {
    try {
      status_from_text(corrupt);
      ADD_FAILURE() << "read '" << corrupt << "'";
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find("status column"), std::string::npos) << e.what();
    }
  }
}

TEST(RoomColumns, HintsAreOnOrOff) {
  EXPECT_STREQ(hints_text(true), "on");
  EXPECT_STREQ(hints_text(false), "off");
  EXPECT_TRUE(hints_from_text("on"));
  EXPECT_FALSE(hints_from_text("off"));
  EXPECT_THROW(hints_from_text("yes"), std::runtime_error);
  EXPECT_THROW(hints_from_text(""), std::runtime_error);
}

TEST(RoomColumns, SeatListsRoundTrip) {
  EXPECT_EQ(seats_text({}), "");
  EXPECT_EQ(seats_text({1}), "1");
  EXPECT_EQ(seats_text({0, 2, 5}), "0 2 5");
  EXPECT_EQ(seats_from_text(""), std::vector<int>{});
  EXPECT_EQ(seats_from_text("0 2 5"), (std::vector<int>{0, 2, 5}));
  EXPECT_EQ(seats_from_text(" 3  4 "), (std::vector<int>{3, 4})) << "spaces around are no seat";
  for (const char* corrupt : {"1,2", "-1", "a", "1a", "99999999999"})
    EXPECT_THROW(seats_from_text(corrupt), std::runtime_error) << corrupt;
}

}  // namespace
}  // namespace cubilete::store
