// A room's life beyond its game: expiry of waiting and finished rooms, coming back from the store
// after a restart, handing it over to another instance, the server closing; and, over a whole
// game with hidden dice, that no socket ever received what its seat may not know.
#include <gtest/gtest.h>

#include "core/error.h"

#include <algorithm>
#include <map>
#include <random>
#include "room_world.h"

namespace cubilete::test {
namespace {

using room::Timer;



TEST(RoomMachineLife, AWaitingRoomNobodyCameToExpiresSoon) {
  RoomWorld world(game_of("generala", two_people()));
  auto watcher = world.spectator();  // a spectator is nobody come to play
  world.now += 599'000;
  world.run(room::CheckExpiry{});
  EXPECT_TRUE(world.last().empty());
  world.now += 1'000;
  world.run(room::CheckExpiry{});
  EXPECT_EQ(world.parts().game.status, room::RoomStatus::Expired);
  EXPECT_EQ(world.closed.at(watcher.id), "the room expired: nobody came to play");
  ASSERT_EQ(world.writes.size(), 1u);
  EXPECT_EQ(std::get<room::write::SetStatus>(world.writes.front().write).status, room::RoomStatus::Expired);
  EXPECT_EQ(world.forgotten, 1);
  world.answer_write();
  EXPECT_EQ(world.stored.status, store::RoomStatus::Expired);
}

TEST(RoomMachineLife, AWaitingRoomAPersonConnectedToWaitsADay) {
  RoomWorld world(game_of("generala", two_people()));
  world.connect_seat(0);
  world.now += 3'600'000;
  world.run(room::CheckExpiry{});
  EXPECT_TRUE(world.last().empty());
  world.now = RoomWorld::kStart + 24 * 3'600'000;
  world.run(room::CheckExpiry{});
  EXPECT_EQ(world.forgotten, 1);
}

TEST(RoomMachineLife, AFinishedRoomLeavesMemoryOnceUnwatchedForTenMinutesAndAPlayingOneNever) {
  RoomWorld playing(game_of("generala", two_people()));
  auto people = playing.seat_everyone();
  playing.now += 48 * 3'600'000;
  playing.run(room::CheckExpiry{});
  EXPECT_TRUE(playing.last().empty());

  RoomWorld world(game_of("buck_dice", person_and_bot()));
  people = world.seat_everyone();
  world.play_out(people, 2);
  world.now += 11 * 60'000;
  world.run(room::CheckExpiry{});
  EXPECT_TRUE(world.last().empty()) << "someone still watches";
  world.disconnect(people[0]);
  world.run(room::CheckExpiry{});
  ASSERT_EQ(world.last().size(), 1u);
  EXPECT_TRUE(std::holds_alternative<room::Forget>(world.last()[0])) << "the store keeps it as it is";
}

TEST(RoomMachineLife, ARestartBringsTheRoomBackAtTheVersionEveryoneSawWithThePeopleGone) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  for (int i = 0; i < 6; ++i) {
    const Socket& mover = *world.mover(people);
    world.act(mover, world.latest(mover)["legal"][i % 2 == 0 ? 0 : 1]);
    world.settle();
  }
  const auto before = world.latest(people[0]);
  // A write in flight when the process dies is lost with it; nobody had heard of it.
  const Socket& mover = *world.mover(people);
  world.act(mover, world.latest(mover)["legal"][0]);
  world.now += 5'000;
  world.restart();
  EXPECT_EQ(world.parts().game.committed, before["version"].get<uint64_t>());
  EXPECT_TRUE(world.armed(Timer::Away, 0) && world.armed(Timer::Away, 1)) << "nobody is connected to a room brought back";
  EXPECT_EQ(world.parts().seats[0].gone_since_ms, world.now);
  auto back = world.connect_seat(0);
  const auto snapshot = world.latest(back);
  EXPECT_EQ(snapshot["version"], before["version"]);
  EXPECT_EQ(snapshot["view"], before["view"]);
  EXPECT_EQ(snapshot["events"].size(), snapshot["version"].get<size_t>());
  EXPECT_EQ(snapshot["moves"][0]["by"], "chance") << "who decided each action comes back from the store";
}

TEST(RoomMachineLife, ARestartResumesABotThatWasToMove) {
  RoomWorld world(game_of("generala", person_and_bot()));
  auto people = world.seat_everyone();
  world.act(people[0], world.latest(people[0])["legal"].back());
  world.answer_writes();
  ASSERT_TRUE(world.armed(Timer::Bot));
  world.restart();
  EXPECT_TRUE(world.armed(Timer::Bot));
  world.settle();
  EXPECT_EQ(world.table().seat_to_act(), 0);
}

TEST(RoomMachineLife, ARoomKilledBetweenItsLastJoinAndItsStartStartsWhenItComesBack) {
  RoomWorld world(game_of("generala", two_people()));
  world.join();
  world.writes.clear();  // the start's writes never reached the store
  world.stored.status = store::RoomStatus::Waiting;
  world.restart();
  EXPECT_EQ(world.parts().game.status, room::RoomStatus::Playing);
  world.settle();
  EXPECT_EQ(world.stored.status, store::RoomStatus::Playing);
  EXPECT_GT(world.stored.actions.size(), 0u);
}

TEST(RoomMachineLife, AClaimedGameComesBackClaimed) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  const Socket gone = *world.mover(people);
  const Socket stays = people[gone.seat == 0 ? 1 : 0];
  world.disconnect(gone);
  world.now += 120'000;
  world.run(room::Claim{stays.id});
  world.settle();
  world.restart();
  ASSERT_EQ(world.work.size(), 1u) << "the result is worked out again";
  world.run_work();
  auto again = world.connect_seat(stays.seat);
  EXPECT_EQ(world.latest(again)["status"], "over");
  EXPECT_EQ(world.latest(again)["result"]["abandoned_by"], json::array({gone.seat}));
}

TEST(RoomMachineLife, ARecordThatDoesNotReplayOrStopsBeforeItsEndIsRefused) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  const Socket& mover = *world.mover(people);
  world.act(mover, world.latest(mover)["legal"].back());
  world.settle();
  const auto good = world.stored;
  // A throw the seed does not deal there.
  const auto throw_at = std::find(world.stored.decided_by.begin(), world.stored.decided_by.end(), "chance");
  auto& dice = world.stored.actions[size_t(throw_at - world.stored.decided_by.begin())];
  dice = dice == "throw 6-6-6-6-6" ? "throw 1-1-1-1-1" : "throw 6-6-6-6-6";
  EXPECT_THROW(world.restart(), UsageError);
  // Over, yet neither played to the end nor claimed.
  world.stored = good;
  world.stored.status = store::RoomStatus::Over;
  EXPECT_THROW(world.restart(), UsageError);
}

TEST(RoomMachineLife, HandedOverTheRoomTellsEverySocketMovedAndWritesNothingMore) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  auto watcher = world.spectator();
  const Socket& mover = *world.mover(people);
  world.act(mover, world.latest(mover)["legal"][0]);
  for (const auto& s : {people[0], people[1], watcher}) world.take(s);
  world.run(room::HandOver{"another server instance serves this room now; reconnect"});
  for (const auto& s : {people[0], people[1], watcher}) {
    EXPECT_EQ(world.errors(s), std::vector<std::string>{"moved"});
    EXPECT_EQ(world.closed.at(s.id), "another server instance serves this room now; reconnect");
  }
  EXPECT_EQ(world.work_cancelled, 1);
  EXPECT_TRUE(world.timers.empty());
  // The write in flight answers: nobody is told, nothing more is written.
  world.answer_writes();
  EXPECT_TRUE(world.writes.empty());
  EXPECT_EQ(world.forgotten, 0) << "the registry let it go already";
  world.run(room::HandOver{"again"});
  EXPECT_TRUE(world.last().empty());
  EXPECT_EQ(world.machine().record(world.now).status, 503);
}

TEST(RoomMachineLife, TheServerStoppingClosesEverySocketWithItsReason) {
  RoomWorld world(game_of("generala", person_and_bot(), {{"turn_seconds", 60}}));
  auto people = world.seat_everyone();
  ASSERT_TRUE(world.armed(Timer::Turn));
  world.run(room::CloseAll{"server shutting down; reconnect soon"});
  EXPECT_EQ(world.closed.at(people[0].id), "server shutting down; reconnect soon");
  EXPECT_TRUE(world.errors(people[0]).empty());
  EXPECT_TRUE(world.timers.empty());
  EXPECT_EQ(world.work_cancelled, 1);
  EXPECT_TRUE(world.parts().watchers.empty());
}

TEST(RoomMachineLife, EverySocketOfAGameWithHiddenDiceHearsOnlyWhatItsSeatMayKnow) {
  // The world checks every message as it goes out (room_world.h): each state is its seat's view
  // at its version and its events as that seat may know them; no token goes to another seat.
  RoomWorld world(game_of("triplo_seis", json::array({json::object(), json::object(), json::object()}),
                          {{"rules", {{"rounds", 4}}}, {"hints", "on"}}));
  auto people = world.seat_everyone();
  auto watcher = world.spectator();
  std::mt19937_64 rng(9);
  int hidden = 0;
  std::map<room::WatcherId, int> asked;
  for (int i = 0; i < 3000 && !world.parts().game.result; ++i) {
    world.settle();
    if (world.parts().game.result) break;
    const Socket* p = world.mover(people);
    ASSERT_NE(p, nullptr);
    // The dice under the cup are nobody's but their holder's: a spectator never sees them.
    const auto view = world.latest(watcher)["view"];
    if (view["phase"] != "over") {
      EXPECT_TRUE(view["dice"].is_null()) << view;
      ++hidden;
    }
    const auto legal = world.latest(*p)["legal"];
    if (legal != json::array({"throw"})) {
      world.run(room::AskHint{p->id});
      asked[p->id] += int(world.last_of<room::ComputeHint>().size());
      // answered before the move: a hint the table has moved past is not sent (machine_talk.cpp)
      if (!world.work.empty()) world.run_work();
    }
    world.act(*p, legal[rng() % legal.size()]);
  }
  ASSERT_TRUE(world.parts().game.result);
  EXPECT_GT(hidden, 5);
  // A hint goes to the socket that asked, and to no other.
  int hints = 0;
  for (const auto& s : {people[0], people[1], people[2], watcher}) {
    int got = 0;
    for (const auto& m : world.inbox(s)) got += m["type"] == "hint";
    EXPECT_EQ(got, asked[s.id]) << "socket of seat " << s.seat;
    hints += got;
  }
  EXPECT_GT(hints, 0);
}

}  // namespace
}  // namespace cubilete::test
