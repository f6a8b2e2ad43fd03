// A duplicate room's match as a machine (src/server/room/machine_match.cpp): its last seat makes
// one member per seat dealt by its game seed; it shows each seat the others' totals only through
// the rounds that seat finished itself (a spectator: the rounds every seat finished), and no
// member's room but its own until the end; it takes no move; a report from a room that is not
// the seat's member is ignored; it ends once every member is over, ranked by score, and tells
// the members so; its rematch is a new match.
#include <gtest/gtest.h>

#include "crypto/fair_seed.h"
#include "room_world.h"

namespace cubilete::test {
namespace {

json duplicate_yatzy(int seats) {
  json list = json::array();
  for (int i = 0; i < seats; ++i) list.push_back(json::object());
  return game_of("yatzy", list, {{"mode", "duplicate"}});
}

room::MemberReport report(int seat, std::vector<double> totals, bool over = false) {
  room::MemberReport r;
  r.seat = seat;
  r.room = "M" + std::to_string(seat);
  r.over = over;
  r.score = totals.empty() ? 0 : totals.back();
  r.round_totals = std::move(totals);
  return r;
}

const json& entry(const json& state, int seat) { return state["duplicate"][size_t(seat)]; }

TEST(RoomMachineMatch, ItsLastSeatMakesAMemberPerSeatDealtByItsGameSeed) {
  RoomWorld world(duplicate_yatzy(3));
  auto people = world.seat_everyone();
  EXPECT_EQ(world.parts().game.status, room::RoomStatus::Playing);
  EXPECT_FALSE(world.parts().game.table);  // a match has no game of its own
  EXPECT_EQ(world.parts().game.seed, fair::game_seed(world.server_seed(), world.parts().seats.client_seeds()));
  ASSERT_EQ(world.members_asked.size(), 1u);
  const auto& asked = world.members_asked[0];
  EXPECT_EQ(asked.seats, (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(asked.match->code, world.parts().setup.code);
  EXPECT_EQ(asked.match->server_seed, crypto::to_hex(world.server_seed()));
  EXPECT_NE(asked.match->rules.find("\"dice\":\"duplicate\""), std::string::npos) << asked.match->rules;
  // Its members are made: each seat hears its own room's code, and no other.
  world.run(room::MembersMade{{0, 1, 2}, {"M0", "M1", "M2"}, ""});
  for (int s = 0; s < 3; ++s) {
    const auto state = world.latest(people[size_t(s)]);
    for (int other = 0; other < 3; ++other)
      EXPECT_EQ(entry(state, other)["room"], other == s ? json("M" + std::to_string(s)) : json(nullptr)) << state.dump();
  }
  // A move, a hint or a claim is refused: each seat plays in its own room.
  world.act(people[0], "throw");
  world.run(room::AskHint{people[1].id});
  world.run(room::Claim{people[2].id});
  EXPECT_EQ(world.errors(people[0]), std::vector<std::string>{"duplicate_room"});
  EXPECT_EQ(world.errors(people[1]), std::vector<std::string>{"duplicate_room"});
  EXPECT_EQ(world.errors(people[2]), std::vector<std::string>{"duplicate_room"});
}

TEST(RoomMachineMatch, EachSeatSeesTheOthersTotalsOnlyThroughTheRoundsItFinished) {
  RoomWorld world(duplicate_yatzy(3));
  auto people = world.seat_everyone();
  world.run(room::MembersMade{{0, 1, 2}, {"M0", "M1", "M2"}, ""});
  world.run(report(0, {5, 10, 30, 32, 40}));
  world.run(report(1, {3, 9}));
  auto watcher = world.spectator();
  // Seat 1 finished two rounds: seat 0's total through two of its five, seat 2's through none.
  const auto seen_by_1 = world.latest(people[1]);
  EXPECT_EQ(entry(seen_by_1, 0)["rounds"], 5);
  EXPECT_EQ(entry(seen_by_1, 0)["through"], 2);
  EXPECT_EQ(entry(seen_by_1, 0)["total"], 10);
  EXPECT_EQ(entry(seen_by_1, 1)["through"], 2);
  EXPECT_EQ(entry(seen_by_1, 1)["total"], 9);
  // Seat 2 finished none: it sees no total at all; a spectator, the rounds every seat finished.
  for (const auto& state : {world.latest(people[2]), world.latest(watcher)}) {
    EXPECT_EQ(entry(state, 0)["through"], 0) << state.dump();
    EXPECT_EQ(entry(state, 0)["total"], 0) << state.dump();
    EXPECT_EQ(entry(state, 1)["total"], 0) << state.dump();
    for (int s = 0; s < 3; ++s) EXPECT_EQ(entry(world.latest(watcher), s)["room"], nullptr);
  }
  // A room that is not seat 2's member speaks for nobody.
  auto forged = report(2, {50, 60, 70});
  forged.room = "M0";
  world.run(forged);
  EXPECT_EQ(entry(world.latest(people[2]), 2)["rounds"], 0);
}

TEST(RoomMachineMatch, ItEndsOnceEveryMemberIsOverRankedByScoreAndTellsTheMembers) {
  RoomWorld world(duplicate_yatzy(3));
  auto people = world.seat_everyone();
  world.run(room::MembersMade{{0, 1, 2}, {"M0", "M1", "M2"}, ""});
  world.run(report(0, {100, 180}, true));
  world.run(report(1, {100, 200}, true));
  EXPECT_EQ(world.parts().game.status, room::RoomStatus::Playing);
  EXPECT_TRUE(world.told.empty());
  // The last member ends its game early (it left): it counts as it stands.
  auto left = report(2, {100});
  left.over = true;
  left.score = 120;
  world.run(left);
  world.settle();
  EXPECT_EQ(world.parts().game.status, room::RoomStatus::Over);
  EXPECT_EQ(world.games_finished, 1);
  const auto over = world.latest(people[0]);
  ASSERT_TRUE(over.contains("result")) << over.dump();
  EXPECT_EQ(over["result"]["scores"], json::array({180, 200, 120}));
  EXPECT_EQ(over["result"]["winners"], json::array({1}));
  EXPECT_EQ(over["result"]["returns"], json::array({0, 1, 0}));
  for (int s = 0; s < 3; ++s) {
    EXPECT_EQ(entry(over, s)["room"], "M" + std::to_string(s));  // every room is out now
  }
  EXPECT_EQ(entry(over, 2)["total"], 120);
  ASSERT_EQ(world.told.size(), 1u);
  EXPECT_TRUE(world.told[0].word.over);
  EXPECT_EQ(world.told[0].rooms, (std::vector<std::string>{"M0", "M1", "M2"}));
}

TEST(RoomMachineMatch, ItsRematchIsANewMatchOfTheSameSeats) {
  RoomWorld world(duplicate_yatzy(2));
  auto people = world.seat_everyone();
  world.run(room::MembersMade{{0, 1}, {"M0", "M1"}, ""});
  world.run(report(0, {100}, true));
  world.run(report(1, {90}, true));
  world.settle();
  world.run(room::AskRematch{people[0].id});
  world.run(room::AskRematch{people[1].id});
  ASSERT_EQ(world.rematches.size(), 1u);
  EXPECT_EQ(world.rematches[0]->mode, "duplicate");
  EXPECT_EQ(world.rematches[0]->seats.size(), 2u);
  EXPECT_TRUE(world.rematches[0]->match.empty());
}

TEST(RoomMachineMatch, BroughtBackItMakesTheMembersItLacksAndAsksTheOthers) {
  RoomWorld world(duplicate_yatzy(2));
  world.seat_everyone();
  world.run(room::MembersMade{{0, 1}, {"M0", ""}, "too_many_rooms"});
  world.stored.members = {"M0"};
  world.restart();
  ASSERT_EQ(world.members_asked.size(), 2u);
  EXPECT_EQ(world.members_asked[1].seats, (std::vector<int>{1}));
  ASSERT_EQ(world.told.size(), 1u);
  EXPECT_FALSE(world.told[0].word.over);
  EXPECT_EQ(world.told[0].rooms, (std::vector<std::string>{"M0"}));
}

}  // namespace
}  // namespace cubilete::test
