// A daily challenge's attempt as a room (docs/plans/daily-challenge.md): it stops taking moves
// at its day's end and ends there as it stands (also when brought back after it), its person
// leaving ends nothing, and until the day's seed is public nobody else watches it, its record is
// refused (its game seed deals every position of the day), and neither its messages nor its
// answers nor its log carry a seed.
#include <gtest/gtest.h>

#include "crypto/crypto.h"
#include "room_world.h"
#include "server/daily/daily_day.h"

namespace cubilete::test {
namespace {

using room::Timer;

// RoomWorld::kStart is 2023-11-14 22:13:20 UTC.
constexpr const char* kDay = "2023-11-14";
constexpr int64_t kDayEnds = 1'700'006'400'000;  // 2023-11-15 00:00 UTC

json daily_yatzy() {
  return {{"game", "yatzy"}, {"seats", json::array({json::object()})}, {"rules", {{"dice", "duplicate"}}}, {"hints", "off"}};
}

RoomWorld daily_world() { return RoomWorld(daily_yatzy(), RoomWorld::default_config(), false, kDay); }

// No message a socket received and no log line holds the server seed or the game seed.
void expect_no_seed(RoomWorld& world, const std::vector<Socket>& sockets) {
  const std::string seed_hex = crypto::to_hex(world.server_seed());
  const std::string game_seed = std::to_string(world.parts().game.seed);
  for (const auto& s : sockets)
    for (const auto& m : world.inbox(s)) {
      const std::string text = m.dump();
      EXPECT_EQ(text.find(seed_hex), std::string::npos) << text;
      EXPECT_EQ(text.find(game_seed), std::string::npos) << text;
    }
  for (const auto& line : world.log) {
    EXPECT_EQ(line.find(seed_hex), std::string::npos) << line;
    EXPECT_EQ(line.find(game_seed), std::string::npos) << line;
  }
}

// Its person, connected, with a first move sent (stored once the world settles).
Socket first_move(RoomWorld& world) {
  auto me = world.connect_seat(0);
  world.settle();
  world.act(me, world.latest(me)["legal"][0]);
  return me;
}

// Its person connects again and moves, and hears no error.
void expect_plays_on(RoomWorld& world) {
  auto back = world.connect_seat(0);
  world.act(back, world.latest(back)["legal"][0]);
  world.settle();
  EXPECT_TRUE(world.errors(back).empty());
}

}  // namespace

TEST(RoomMachineDaily, TheDaysTimesFollowTheCalendarAndTheTestClock) {
  const auto times = server::daily_times(kDay, 0);
  EXPECT_EQ(times.ends_ms, kDayEnds);
  EXPECT_EQ(times.reveal_ms, kDayEnds + server::kDailyRevealGraceMs);
  EXPECT_EQ(server::daily_times(kDay, 5'000).ends_ms, kDayEnds - 5'000) << "the challenge's clock runs ahead";
  EXPECT_EQ(server::daily_today(kDayEnds - 1, 0), kDay);
  EXPECT_EQ(server::daily_today(kDayEnds - 1, 1), "2023-11-15");
  EXPECT_THROW(server::daily_times("2023-11-31", 0), UsageError);
}

TEST(RoomMachineDaily, AStreakIsDaysInARowUpToTodayOrYesterday) {
  using server::daily_streak;
  const auto streak = [](std::vector<std::string> days) { return daily_streak(days, "2026-11-29"); };
  EXPECT_EQ(streak({}).current, 0);
  EXPECT_EQ(streak({"2026-11-29", "2026-11-28", "2026-11-27"}).current, 3);
  EXPECT_EQ(streak({"2026-11-28", "2026-11-27"}).current, 2) << "today's may still come";
  EXPECT_EQ(streak({"2026-11-27", "2026-11-26"}).current, 0) << "yesterday was missed";
  EXPECT_EQ(streak({"2026-11-27", "2026-11-26"}).best, 2);
  const auto gap = streak({"2026-11-29", "2026-11-27", "2026-11-26", "2026-11-25", "2026-02-28", "2026-02-27"});
  EXPECT_EQ(gap.current, 1);
  EXPECT_EQ(gap.best, 3);
  // Across a month's and a year's end, counted by the calendar.
  EXPECT_EQ(daily_streak({"2025-01-01", "2024-12-31", "2024-12-30"}, "2025-01-01").current, 3);
  EXPECT_EQ(daily_streak({"2024-03-01", "2024-02-29", "2024-02-28"}, "2024-03-02").current, 3);
}

TEST(RoomMachineDaily, TheDaysEndStopsMovesAndEndsTheGameAsItStands) {
  auto world = daily_world();
  auto me = world.connect_seat(0);
  world.settle();
  ASSERT_EQ(world.parts().game.status, room::RoomStatus::Playing);
  EXPECT_EQ(world.created["room"], "WRLD23");
  ASSERT_TRUE(world.armed(Timer::DailyEnd));
  EXPECT_EQ(world.timers.at({Timer::DailyEnd, -1}).after_ms, kDayEnds - world.now);
  world.act(me, world.latest(me)["legal"][0]);
  world.settle();
  const auto played = world.parts().game.committed;
  // At the last moment a move is still too late.
  world.now = kDayEnds;
  world.act(me, world.latest(me)["legal"][0]);
  EXPECT_EQ(world.errors(me), std::vector<std::string>{"game_over"});
  EXPECT_TRUE(world.writes.empty());
  world.now = kDayEnds - 1;
  world.fire(Timer::DailyEnd);  // the clock moves on by the timer's delay
  ASSERT_EQ(world.writes.size(), 1u) << "the end, as it stands";
  world.settle();
  EXPECT_EQ(world.stored.status, store::RoomStatus::Over);
  EXPECT_EQ(world.stored.abandoned_by, std::vector<int>{0});
  EXPECT_EQ(world.games_finished, 1);
  EXPECT_EQ(world.parts().game.committed, played) << "nothing was played after the end";
  EXPECT_EQ(world.latest(me)["status"], "over");
  EXPECT_EQ(world.latest(me)["result"]["abandoned_by"], json::array({0}));
  expect_no_seed(world, {me});
}

TEST(RoomMachineDaily, ActionsBeingStoredAtTheDaysEndAreKeptAndThenTheGameEnds) {
  auto world = daily_world();
  auto me = world.connect_seat(0);
  world.settle();
  world.act(me, world.latest(me)["legal"][0]);
  ASSERT_TRUE(world.parts().game.commit_pending);
  world.fire(Timer::DailyEnd);
  EXPECT_EQ(world.writes.size(), 1u) << "only the actions, still pending";
  world.answer_write();  // the actions are in: the end follows
  ASSERT_EQ(world.writes.size(), 1u);
  world.settle();
  EXPECT_EQ(world.stored.abandoned_by, std::vector<int>{0});
  EXPECT_EQ(world.stored.actions.size(), world.parts().game.committed);
}

TEST(RoomMachineDaily, BroughtBackBeforeItsDayEndsItWaitsForTheEndAndAfterItEnds) {
  auto world = daily_world();
  auto me = world.connect_seat(0);
  world.settle();
  world.act(me, world.latest(me)["legal"][0]);
  world.settle();
  world.now += 60'000;
  world.restart();
  world.settle();
  ASSERT_TRUE(world.armed(Timer::DailyEnd));
  EXPECT_EQ(world.timers.at({Timer::DailyEnd, -1}).after_ms, kDayEnds - world.now);
  EXPECT_EQ(world.games_finished, 0);
  world.now = kDayEnds + 3'600'000;  // the process was down across the day's end
  world.restart();
  world.settle();
  EXPECT_EQ(world.games_finished, 1);
  EXPECT_EQ(world.stored.status, store::RoomStatus::Over);
  EXPECT_EQ(world.stored.abandoned_by, std::vector<int>{0});
  EXPECT_FALSE(world.armed(Timer::DailyEnd));
}

TEST(RoomMachineDaily, ItsPersonLeavingEndsNothingAndTheyPlayOnLater) {
  auto world = daily_world();
  auto me = world.connect_seat(0);
  world.settle();
  world.disconnect(me);
  for (int i = 0; i < 3 && world.armed(Timer::Away, 0); ++i) world.fire(Timer::Away, 0);
  world.settle();
  EXPECT_EQ(world.games_finished, 0);
  EXPECT_EQ(world.parts().game.status, room::RoomStatus::Playing);
  ASSERT_LT(world.now, kDayEnds);
  expect_plays_on(world);
}

TEST(RoomMachineDaily, NobodyWatchingItLeavesMemoryAsItStandsAndComesBackWhereItStood) {
  auto world = daily_world();
  const int64_t idle = RoomWorld::default_config().idle_daily_memory_ms;
  auto me = first_move(world);
  world.settle();
  const uint64_t played = world.parts().game.committed;
  // Watched, it stays however long nothing happens.
  world.now += idle + 1;
  world.run(room::CheckExpiry{});
  EXPECT_EQ(world.forgotten, 0);
  // Nobody watching, but not idle long enough: it stays.
  world.act(me, world.latest(me)["legal"][0]);
  world.settle();
  world.disconnect(me);
  world.now += idle - 1;
  world.run(room::CheckExpiry{});
  EXPECT_EQ(world.forgotten, 0);
  world.now += 2;
  world.run(room::CheckExpiry{});
  ASSERT_EQ(world.forgotten, 1);
  EXPECT_FALSE(world.armed(Timer::DailyEnd)) << "the sweep of ended days ends it now, not a timer that holds it";
  EXPECT_TRUE(world.writes.empty()) << "left as it stands: nothing written";
  EXPECT_EQ(world.stored.status, store::RoomStatus::Playing);
  // A socket that still reaches this copy is told to ask again; it plays nothing here.
  auto stale = world.connect_seat(0);
  EXPECT_EQ(world.errors(stale), std::vector<std::string>{"moved"});
  // Brought back (a visit): where it stood, its day's end armed again.
  world.restart();
  world.settle();
  EXPECT_EQ(world.parts().game.committed, world.stored.actions.size());
  EXPECT_GT(world.parts().game.committed, played);
  EXPECT_TRUE(world.armed(Timer::DailyEnd));
  expect_plays_on(world);
}

TEST(RoomMachineDaily, AnAttemptWhoseActionsAreBeingStoredOrAnyOtherRoomInPlayStays) {
  auto world = daily_world();
  const int64_t idle = RoomWorld::default_config().idle_daily_memory_ms;
  auto me = first_move(world);
  ASSERT_TRUE(world.parts().game.commit_pending);
  world.disconnect(me);
  world.now += idle + 1;
  world.run(room::CheckExpiry{});
  EXPECT_EQ(world.forgotten, 0) << "the store has not said yet";
  world.answer_writes();
  world.now += idle + 1;
  world.run(room::CheckExpiry{});
  EXPECT_EQ(world.forgotten, 1);

  RoomWorld other(json{{"game", "yatzy"}, {"seats", json::array({json::object()})}});
  auto person = other.connect_seat(0);
  other.settle();
  ASSERT_EQ(other.parts().game.status, room::RoomStatus::Playing);
  other.disconnect(person);
  other.now += idle + 1;
  other.run(room::CheckExpiry{});
  EXPECT_EQ(other.forgotten, 0);
}

TEST(RoomMachineDaily, UntilTheRevealNobodyElseWatchesAndTheRecordWaitsButTheAnalysisReadsIt) {
  auto world = daily_world();
  auto me = world.connect_seat(0);
  auto stranger = world.spectator();
  EXPECT_EQ(world.errors(stranger), std::vector<std::string>{"not_yet"});
  EXPECT_TRUE(world.closed.count(stranger.id));
  world.play_out({me}, 3);
  ASSERT_EQ(world.parts().game.status, room::RoomStatus::Over);
  EXPECT_EQ(world.games_finished, 1);
  EXPECT_TRUE(world.stored.abandoned_by.empty()) << "finished in play";
  EXPECT_FALSE(world.armed(Timer::DailyEnd));
  EXPECT_EQ(world.machine().summary().body["daily"], kDay);
  const auto before = world.machine().record(world.now);
  EXPECT_EQ(before.status, 409);
  EXPECT_EQ(before.body["error"], "not_yet");
  EXPECT_EQ(world.machine().record(world.now, room::Machine::Reader::Analysis).status, 200);
  EXPECT_EQ(world.machine().record(kDayEnds).status, 409) << "the grace after the day's end";
  // The rematch and keeping a guest's seat are refused.
  world.run(room::AskRematch{me.id});
  EXPECT_EQ(world.errors(me), std::vector<std::string>{"no_rematch"});
  world.run(room::KeepSeat{world.tokens[0], 42, "Ana", 99});
  EXPECT_EQ(world.answers.at(99).status, 409);
  EXPECT_EQ(world.answers.at(99).body["error"], "daily_attempt");
  expect_no_seed(world, {me, stranger});
  // After the reveal: the record, with its seeds, and anyone may watch.
  world.now = kDayEnds + server::kDailyRevealGraceMs;
  const auto after = world.machine().record(world.now);
  ASSERT_EQ(after.status, 200);
  EXPECT_EQ(after.body["server_seed"], crypto::to_hex(world.server_seed()));
  auto later = world.spectator();
  EXPECT_TRUE(world.errors(later).empty());
  EXPECT_EQ(world.latest(later)["status"], "over");
}

TEST(RoomMachineDaily, AnyOtherRoomSaysItIsNoDailyAttempt) {
  RoomWorld world(daily_yatzy());
  EXPECT_TRUE(world.machine().summary().body["daily"].is_null());
  EXPECT_FALSE(world.armed(Timer::DailyEnd));
}

}  // namespace cubilete::test
