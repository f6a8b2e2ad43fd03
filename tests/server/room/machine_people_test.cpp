// People who go away (docs/online-table.md, PROTOCOL.md v1.1), with the time in the test's hand:
// the turn clock and what plays when it runs out, the away timeout and the away bot (only with a
// clock between people), nothing running alone against bots, and claims.
#include <gtest/gtest.h>

#include "room_world.h"
#include "server/room/room_messages.h"
#include "server/room/room_request.h"

namespace cubilete::test {
namespace {

using room::Timer;



TEST(RoomMachinePeople, TheTurnClockRunsForTheSeatToMoveAndTheClockPlaysTheRestOfATurnThatRunsOut) {
  RoomWorld world(game_of("generala", two_people(), {{"turn_seconds", 30}}));
  auto people = world.seat_everyone();
  const Socket mover = *world.mover(people);
  const Socket other = other_than(people, mover);
  const auto state = world.latest(other);
  ASSERT_TRUE(state.contains("clock")) << "shown to everyone";
  EXPECT_EQ(state["clock"], json({{"seat", mover.seat}, {"deadline", room::iso8601(world.now + 30'000)}}));
  ASSERT_TRUE(world.armed(Timer::Turn));
  EXPECT_EQ(world.timers.at({Timer::Turn, -1}).after_ms, 30'000);
  EXPECT_FALSE(world.armed(Timer::Bot)) << "a present person's turn waits for them";
  world.fire(Timer::Turn);
  EXPECT_TRUE(world.parts().clock.out_of_time);
  ASSERT_TRUE(world.armed(Timer::Bot));
  world.fire(Timer::Bot);
  const auto think = std::get<room::ThinkBot>(world.work.front());
  EXPECT_TRUE(think.stand_in);
  EXPECT_EQ(think.by, Decider::Clock);
  EXPECT_EQ(think.seat, mover.seat);
  world.settle();
  // The clock played until the turn passed; then the other's clock started, whole.
  const auto after = world.latest(other);
  EXPECT_EQ(after["to_move"], other.seat);
  EXPECT_EQ(after["clock"], json({{"seat", other.seat}, {"deadline", room::iso8601(world.now + 30'000)}}));
  bool clock_moved = false;
  for (const auto& by : world.stored.decided_by) clock_moved |= by == "clock";
  EXPECT_TRUE(clock_moved);
  for (const auto& by : world.stored.decided_by) EXPECT_TRUE(by == "clock" || by == "chance") << by;
}

TEST(RoomMachinePeople, AnActionInTimeStopsTheClockAndStartsTheNextSeats) {
  RoomWorld world(game_of("generala", two_people(), {{"turn_seconds", 30}}));
  auto people = world.seat_everyone();
  const Socket mover = *world.mover(people);
  const auto first = world.timers.at({Timer::Turn, -1}).generation;
  world.now += 10'000;
  world.act(mover, world.latest(mover)["legal"].back());  // a score: the turn passes
  world.answer_writes();
  ASSERT_TRUE(world.armed(Timer::Turn));
  EXPECT_NE(world.timers.at({Timer::Turn, -1}).generation, first);
  // The first clock fires late, as it was cancelled: it plays nothing.
  world.run(room::TimerFired{Timer::Turn, -1, first});
  EXPECT_TRUE(world.last().empty());
  EXPECT_FALSE(world.parts().clock.out_of_time);
}

TEST(RoomMachinePeople, AloneAgainstBotsNothingRunsWhileThePersonIsGoneTheClockIncluded) {
  RoomWorld world(json{{"game", "generala"},
                       {"seats", json::array({json::object(), {{"bot", "random"}}})},
                       {"turn_seconds", 30}});
  auto people = world.seat_everyone();
  ASSERT_EQ(world.latest(people[0])["to_move"], 0);
  ASSERT_TRUE(world.armed(Timer::Turn));
  auto watcher = world.spectator();
  world.now += 20'000;
  world.disconnect(people[0]);
  EXPECT_FALSE(world.armed(Timer::Turn));
  EXPECT_FALSE(world.latest(watcher).contains("clock"));
  EXPECT_TRUE(world.armed(Timer::Away, 0));
  world.fire(Timer::Away, 0);
  EXPECT_TRUE(world.latest(watcher)["seats"][0]["away"]);
  EXPECT_FALSE(world.armed(Timer::Bot)) << "nothing plays for the person";
  EXPECT_FALSE(world.latest(watcher).contains("claim")) << "nobody to claim it";
  // Back: the clock starts again, whole.
  world.now += 3'600'000;
  auto back = world.connect_seat(0);
  EXPECT_EQ(world.latest(back)["clock"], json({{"seat", 0}, {"deadline", room::iso8601(world.now + 30'000)}}));
  EXPECT_EQ(world.latest(back)["seats"][0]["away"], false);
}

TEST(RoomMachinePeople, BetweenPeopleWithAClockTheAwayBotPlaysForSomeoneAway) {
  RoomWorld world(game_of("generala", two_people(), {{"turn_seconds", 600}}));
  auto people = world.seat_everyone();
  const Socket gone = *world.mover(people);
  const Socket stays = other_than(people, gone);
  world.disconnect(gone);
  ASSERT_TRUE(world.armed(Timer::Away, gone.seat));
  EXPECT_EQ(world.timers.at({Timer::Away, gone.seat}).after_ms, 90'000);
  EXPECT_FALSE(world.armed(Timer::Bot));
  world.fire(Timer::Away, gone.seat);
  EXPECT_EQ(world.latest(stays)["seats"][gone.seat]["away"], true);
  ASSERT_TRUE(world.armed(Timer::Bot));
  world.fire(Timer::Bot);
  const auto think = std::get<room::ThinkBot>(world.work.front());
  EXPECT_EQ(think.by, Decider::AwayBot);
  EXPECT_TRUE(think.stand_in);
  world.settle();
  EXPECT_EQ(world.latest(stays)["to_move"], stays.seat);
  EXPECT_EQ(world.stored.decided_by.front(), "chance");
  bool away_bot = false;
  for (const auto& by : world.stored.decided_by) away_bot |= by == "away_bot";
  EXPECT_TRUE(away_bot);
}

TEST(RoomMachinePeople, BetweenPeopleWithoutAClockNobodyPlaysForSomeoneAway) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  const Socket gone = *world.mover(people);
  const Socket stays = other_than(people, gone);
  const uint64_t version = world.table().version();
  world.disconnect(gone);
  world.fire(Timer::Away, gone.seat);
  EXPECT_EQ(world.latest(stays)["seats"][gone.seat]["away"], true);
  EXPECT_FALSE(world.armed(Timer::Bot));
  EXPECT_TRUE(world.work.empty());
  EXPECT_EQ(world.table().version(), version);
}

TEST(RoomMachinePeople, AnAwayTimerThatFiresAfterThePersonCameBackMarksNobody) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  world.disconnect(people[1]);
  const auto fired = room::TimerFired{Timer::Away, 1, world.timers.at({Timer::Away, 1}).generation};
  world.connect_seat(1);
  world.run(fired);
  EXPECT_TRUE(world.last().empty());
  EXPECT_FALSE(world.parts().seats[1].away);
  world.run(room::TimerFired{Timer::Away, 7, 1});  // no such seat
  EXPECT_TRUE(world.last().empty());
}

TEST(RoomMachinePeople, ThePersonWhoStaysMayClaimTheGameOnceTheOtherHasBeenGoneLongEnough) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  const Socket gone = *world.mover(people);
  const Socket stays = other_than(people, gone);
  const uint64_t version = world.parts().game.committed;
  world.take(stays);
  world.run(room::Claim{stays.id});
  EXPECT_EQ(world.latest(stays, "error")["message"], "every opponent is here: the game goes on");
  world.disconnect(gone);
  const int64_t left_at = world.now;
  EXPECT_EQ(world.latest(stays)["claim"],
            json({{"from", room::iso8601(left_at + 120'000)}, {"gone", json::array({gone.seat})}}));
  world.now += 30'000;
  world.run(room::Claim{stays.id});
  EXPECT_EQ(world.latest(stays, "error")["message"],
            "an opponent has been gone less than 120 s: the game may be claimed in 90 s");
  EXPECT_TRUE(world.writes.empty());
  world.now = left_at + 120'000;
  world.run(room::Claim{stays.id});
  ASSERT_EQ(world.writes.size(), 1u);
  EXPECT_EQ(std::get<room::write::FinishGame>(world.writes.front().write).end.outcome.abandoned_by,
            std::vector<int>{gone.seat});
  // Being stored: nothing else happens meanwhile.
  world.take(stays);
  world.run(room::Claim{stays.id});
  world.act(stays, "keep none");
  EXPECT_EQ(world.errors(stays), (std::vector<std::string>{"stale", "game_over"}));
  world.answer_write();
  EXPECT_EQ(world.stored.status, store::RoomStatus::Over);
  EXPECT_EQ(world.stored.abandoned_by, std::vector<int>{gone.seat});
  ASSERT_EQ(world.work.size(), 1u);
  world.run_work();
  const auto over = world.latest(stays);
  EXPECT_EQ(over["status"], "over");
  EXPECT_EQ(over["version"], version) << "a claim is a status, not an action";
  EXPECT_EQ(over["result"]["abandoned_by"], json::array({gone.seat}));
  EXPECT_EQ(over["result"]["winners"], json::array({stays.seat}));
  EXPECT_EQ(over["result"]["returns"][gone.seat], -1.0);
  EXPECT_FALSE(over.contains("claim"));
  EXPECT_EQ(world.machine().record(world.now).body["abandoned_by"], json::array({gone.seat}));
  world.run(room::Claim{stays.id});
  EXPECT_EQ(world.latest(stays, "error")["message"], "only a game being played can be claimed");
}

TEST(RoomMachinePeople, AClaimTheStoreRefusesLeavesTheGameGoingOn) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  const Socket gone = *world.mover(people);
  const Socket stays = other_than(people, gone);
  world.disconnect(gone);
  world.now += 120'000;
  world.run(room::Claim{stays.id});
  world.take(stays);
  world.answer_write("disk full");
  EXPECT_EQ(world.errors(stays), std::vector<std::string>{"store_failed"});
  EXPECT_EQ(world.log.back(), "room WRLD23: the claim was not stored: disk full");
  EXPECT_TRUE(world.parts().game.abandoned_by.empty());
  EXPECT_EQ(world.parts().game.status, room::RoomStatus::Playing);
  world.run(room::Claim{stays.id});
  EXPECT_EQ(world.writes.size(), 1u) << "asked again, it is stored again";
}

TEST(RoomMachinePeople, AGameAgainstBotsCannotBeClaimed) {
  RoomWorld world(json{{"game", "generala"}, {"seats", json::array({json::object(), {{"bot", "random"}}})}});
  auto people = world.seat_everyone();
  world.run(room::Claim{people[0].id});
  EXPECT_EQ(world.latest(people[0], "error")["message"],
            "a game against bots waits for you: there is nobody to claim it from");
}

TEST(RoomMachinePeople, ARatedGameAgainstBotsKeepsItsClockAndIsLostByThePersonWhoStaysAway) {
  RoomWorld world(json{{"game", "generala"}, {"seats", json::array({json::object(), {{"bot", "random"}}})}, {"rated", true}});
  EXPECT_EQ(world.parts().setup.turn_seconds, 90) << "a rated room always has a clock";
  auto people = world.seat_everyone();
  ASSERT_EQ(world.latest(people[0])["to_move"], 0);
  ASSERT_TRUE(world.armed(Timer::Turn));
  const int64_t left_at = world.now;
  world.disconnect(people[0]);
  EXPECT_TRUE(world.armed(Timer::Turn)) << "going away does not stop a rated game's clock";
  world.fire(Timer::Away, 0);  // --away-timeout: away, and the claim time not over yet
  EXPECT_TRUE(world.writes.empty());
  ASSERT_TRUE(world.armed(Timer::Away, 0));
  EXPECT_EQ(world.timers.at({Timer::Away, 0}).after_ms, left_at + 120'000 - world.now);
  world.fire(Timer::Away, 0);
  ASSERT_EQ(world.writes.size(), 1u);
  EXPECT_EQ(std::get<room::write::FinishGame>(world.writes.front().write).end.outcome.abandoned_by, std::vector<int>{0});
  world.answer_write();
  EXPECT_EQ(world.stored.status, store::RoomStatus::Over);
  EXPECT_EQ(world.stored.abandoned_by, std::vector<int>{0});
}

TEST(RoomMachinePeople, ARatedRoomRefusesToGoWithoutAClock) {
  const json body = {{"game", "generala"}, {"seats", json::array({json::object(), {{"bot", "random"}}})}, {"rated", true}};
  for (const int seconds : {0, 9, 601}) {
    json b = body;
    b["turn_seconds"] = seconds;
    const auto parsed = server::parse_room_request(b);
    ASSERT_TRUE(std::holds_alternative<server::ProtocolError>(parsed)) << seconds;
    EXPECT_EQ(std::get<server::ProtocolError>(parsed).code, "not_ratable");
  }
  json ten = body;
  ten["turn_seconds"] = 10;
  EXPECT_TRUE(std::holds_alternative<server::RoomRequest>(server::parse_room_request(ten)));
}

TEST(RoomMachinePeople, ACasualGameAgainstBotsNobodyOpenedEndsOnceItsWaitIsOver) {
  RoomWorld world(json{{"game", "generala"}, {"seats", json::array({json::object(), {{"bot", "random"}}})}});
  world.settle();
  ASSERT_EQ(world.parts().game.status, room::RoomStatus::Playing);
  const int64_t started = world.now;
  ASSERT_TRUE(world.armed(Timer::Away, 0));
  world.fire(Timer::Away, 0);
  EXPECT_TRUE(world.writes.empty()) << "a person may still come";
  ASSERT_TRUE(world.armed(Timer::Away, 0));
  EXPECT_EQ(world.timers.at({Timer::Away, 0}).after_ms, started + 600'000 - world.now) << "--waiting-expiry";
  world.fire(Timer::Away, 0);
  ASSERT_EQ(world.writes.size(), 1u);
  world.answer_write();
  EXPECT_EQ(world.stored.status, store::RoomStatus::Over);
  EXPECT_EQ(world.stored.abandoned_by, std::vector<int>{0});
}

// A table of one (dice by position, say) has nobody to claim it: it ends as a game against bots
// does, and the store takes an end whose only seat left.
TEST(RoomMachinePeople, ASoloGameItsPersonLeftEndsOnceItsWaitIsOver) {
  RoomWorld world(json{{"game", "yatzy"}, {"seats", json::array({json::object()})}, {"rules", {{"dice", "duplicate"}}}});
  world.settle();
  ASSERT_EQ(world.parts().game.status, room::RoomStatus::Playing);
  world.fire(Timer::Away, 0);
  ASSERT_TRUE(world.armed(Timer::Away, 0));
  world.fire(Timer::Away, 0);
  ASSERT_EQ(world.writes.size(), 1u);
  world.answer_write();
  EXPECT_EQ(world.stored.status, store::RoomStatus::Over);
  EXPECT_EQ(world.stored.abandoned_by, std::vector<int>{0});
  EXPECT_EQ(world.games_finished, 1);
  EXPECT_FALSE(world.armed(Timer::Away, 0)) << "ended, not retried";
}

TEST(RoomMachinePeople, ACasualGameAgainstBotsSomebodyOpenedWaitsADayForThem) {
  RoomWorld world(json{{"game", "generala"}, {"seats", json::array({json::object(), {{"bot", "random"}}})}});
  auto people = world.seat_everyone();
  const int64_t left_at = world.now;
  world.disconnect(people[0]);
  world.fire(Timer::Away, 0);
  ASSERT_TRUE(world.armed(Timer::Away, 0));
  EXPECT_EQ(world.timers.at({Timer::Away, 0}).after_ms, left_at + 24 * 3600 * 1000LL - world.now);
  EXPECT_TRUE(world.writes.empty());
}

}  // namespace
}  // namespace cubilete::test
