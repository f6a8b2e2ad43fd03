// The room machine's game: actions stored before anyone hears of them, every way an action is
// refused, the store refusing a write, bots on the worker lanes, throws by hand and the end.
#include <gtest/gtest.h>

#include "crypto/crypto.h"
#include "room_world.h"

namespace cubilete::test {
namespace {

using room::Timer;

const json kBuckDice = game_of("buck_dice", person_and_bot());


TEST(RoomMachinePlay, AnActionIsStoredBeforeAnyoneHearsOfIt) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  const Socket& mover = *world.mover(people);
  const Socket& other = other_than(people, mover);
  world.take(mover);
  world.take(other);
  const uint64_t before = world.parts().game.committed;
  // A score ends the turn: the next seat's first throw is dealt with it.
  const std::string action = world.latest(mover)["legal"].back();
  json move = world.latest(mover)["legal_moves"].back();  // the same action, structured
  move["by"] = "person";
  move["seat"] = mover.seat;
  world.act(mover, action);
  ASSERT_EQ(world.writes.size(), 1u);
  EXPECT_TRUE(world.last_of<room::Send>().empty()) << "nobody hears of what the store does not hold";
  const auto append = std::get<room::write::AppendActions>(world.writes.front().write);
  EXPECT_EQ(append.first_index, before);
  ASSERT_GE(append.actions.size(), 2u);
  EXPECT_EQ(append.actions[0], action);
  EXPECT_EQ(append.decided_by[0], "person");
  EXPECT_EQ(append.decided_by.back(), "chance");
  world.answer_write();
  EXPECT_EQ(world.stored.actions.size(), before + append.actions.size());
  for (const auto& p : {mover, other}) {
    const auto states = world.take_of(p, "state");
    ASSERT_EQ(states.size(), 1u);
    EXPECT_EQ(states[0]["version"], before + append.actions.size());
    EXPECT_EQ(states[0]["events"], json(append.actions));
    EXPECT_EQ(states[0]["moves"][0], move);
    EXPECT_EQ(states[0]["moves"][0]["kind"], "score");
    EXPECT_EQ(states[0]["to_move"], other.seat);
  }
  EXPECT_FALSE(world.latest(other)["legal"].empty());
  EXPECT_TRUE(world.latest(mover)["legal"].empty());
}

TEST(RoomMachinePlay, AnActionOutOfTurnIsRefused) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  const Socket& mover = *world.mover(people);
  const Socket& other = other_than(people, mover);
  world.take(other);
  world.run(room::Act{other.id, world.latest(mover)["legal"][0], world.parts().game.committed});
  const auto errors = world.take_of(other, "error");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0]["code"], "not_your_turn");
  EXPECT_EQ(errors[0]["message"], "it is seat " + std::to_string(mover.seat) + "'s turn");
  EXPECT_TRUE(world.writes.empty());
}

TEST(RoomMachinePlay, AStaleVersionIsRefusedWithTheCurrentState) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  const Socket& mover = *world.mover(people);
  world.take(mover);
  const uint64_t version = world.parts().game.committed;
  world.run(room::Act{mover.id, world.latest(mover)["legal"][0], version - 1});
  const auto got = world.take(mover);
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0]["code"], "stale");
  EXPECT_EQ(got[0]["message"], "your version " + std::to_string(version - 1) + " is not the current one (" +
                                   std::to_string(version) + "); here is the current state");
  EXPECT_EQ(got[1]["type"], "state");
  EXPECT_EQ(got[1]["version"], version);
  EXPECT_TRUE(world.writes.empty());
}

TEST(RoomMachinePlay, AnIllegalActionIsRefusedWithTheReasonAndChangesNothing) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  const Socket& mover = *world.mover(people);
  const uint64_t version = world.table().version();
  world.take(mover);
  world.act(mover, "score nowhere");
  const auto errors = world.take_of(mover, "error");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0]["code"], "illegal_action");
  EXPECT_FALSE(errors[0]["message"].get<std::string>().empty());
  EXPECT_EQ(world.table().version(), version);
  EXPECT_TRUE(world.writes.empty());
}

TEST(RoomMachinePlay, SpectatorsWatchAndDoNotPlay) {
  RoomWorld world(game_of("generala", two_people()));
  world.seat_everyone();
  auto watcher = world.spectator();
  world.run(room::Act{watcher.id, "keep none", world.parts().game.committed});
  world.run(room::AskHint{watcher.id});
  world.run(room::Claim{watcher.id});
  world.run(room::AskRematch{watcher.id});
  world.run(room::Chat{watcher.id, "hello", ""});
  const auto errors = world.take_of(watcher, "error");
  ASSERT_EQ(errors.size(), 5u);
  for (const auto& e : errors) EXPECT_EQ(e["code"], "spectator");
  EXPECT_EQ(errors[0]["message"], "spectators watch; they do not play");
  EXPECT_EQ(errors[4]["message"], "spectators may read the chat, not write");
  EXPECT_TRUE(world.writes.empty());
}

TEST(RoomMachinePlay, NothingIsPlayedBeforeTheStart) {
  RoomWorld world(game_of("generala", two_people()));
  auto creator = world.connect_seat(0);
  world.run(room::Act{creator.id, "keep none", 0});
  world.run(room::AskHint{creator.id});
  EXPECT_EQ(world.errors(creator), (std::vector<std::string>{"not_started", "not_started"}));
}

TEST(RoomMachinePlay, AnActionWhileACommitIsPendingIsStaleAndWaitsForNoState) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  const Socket& mover = *world.mover(people);
  const auto legal = world.latest(mover)["legal"];
  world.act(mover, legal[0]);  // a keep: the same seat decides again after the throw
  ASSERT_EQ(world.writes.size(), 1u);
  world.take(mover);
  world.run(room::Act{mover.id, legal[0], world.table().version()});
  const auto got = world.take(mover);
  ASSERT_EQ(got.size(), 1u) << "no state while the table is ahead of the store";
  EXPECT_EQ(got[0]["code"], "stale");
  EXPECT_EQ(world.writes.size(), 1u);
}

TEST(RoomMachinePlay, AStoreThatRefusesActionsDropsTheRoomWithoutShowingThem) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  auto watcher = world.spectator();
  const Socket& mover = *world.mover(people);
  const uint64_t version = world.parts().game.committed;
  world.act(mover, world.latest(mover)["legal"][0]);
  for (const auto& s : {people[0], people[1], watcher}) world.take(s);
  world.answer_write("disk full");
  ASSERT_EQ(world.log.size(), 1u);
  EXPECT_NE(world.log[0].find("the store refused actions (disk full)"), std::string::npos);
  for (const auto& s : {people[0], people[1], watcher}) {
    EXPECT_TRUE(world.take_of(s, "state").empty()) << "what the store refused is never shown";
    EXPECT_EQ(world.closed.at(s.id), "the server could not store the last action; reconnect");
  }
  EXPECT_EQ(world.forgotten, 1);
  EXPECT_EQ(world.work_cancelled, 1);
  EXPECT_TRUE(world.timers.empty());
  EXPECT_TRUE(world.machine().retired());
  EXPECT_EQ(world.stored.actions.size(), version);
  // Whoever comes now is sent where the room is read again from the store.
  EXPECT_EQ(world.machine().summary().body["error"], "moved");
  auto late = world.spectator();
  EXPECT_EQ(world.errors(late), std::vector<std::string>{"moved"});
  EXPECT_EQ(world.closed.at(late.id), "moved");
  EXPECT_EQ(world.join().body["error"], "moved");
}

TEST(RoomMachinePlay, ABotMovesAfterItsDelayOnTheWorkerLanes) {
  RoomWorld world(game_of("generala", person_and_bot()));
  auto people = world.seat_everyone();
  const Socket& person = people[0];
  ASSERT_EQ(world.latest(person)["to_move"], 0);
  world.act(person, world.latest(person)["legal"].back());  // a score: the bot's turn
  world.answer_writes();
  ASSERT_TRUE(world.armed(Timer::Bot));
  EXPECT_EQ(world.timers.at({Timer::Bot, -1}).after_ms, 700);
  EXPECT_TRUE(world.work.empty()) << "the bot waits for its delay, so people can follow";
  world.fire(Timer::Bot);
  ASSERT_EQ(world.work.size(), 1u);
  const auto think = std::get<room::ThinkBot>(world.work.front());
  EXPECT_EQ(think.seat, 1);
  EXPECT_FALSE(think.stand_in);
  EXPECT_EQ(think.by, Decider::Bot);
  EXPECT_EQ(think.bot, "generala/random");
  EXPECT_FALSE(think.made) << "its first move makes it";
  const uint64_t version = world.table().version();
  world.take(person);
  world.run_work();
  ASSERT_EQ(world.writes.size(), 1u);
  EXPECT_EQ(std::get<room::write::AppendActions>(world.writes.front().write).decided_by[0], "bot");
  world.answer_write();
  const auto state = world.latest(person);
  EXPECT_GT(state["version"].get<uint64_t>(), version);
  EXPECT_EQ(state["moves"][0]["by"], "bot");
  EXPECT_EQ(state["moves"][0]["seat"], 1);
}

TEST(RoomMachinePlay, ABotThatFailsLeavesItsMoveToTheDefaultBot) {
  RoomWorld world(game_of("generala", person_and_bot()));
  auto people = world.seat_everyone();
  world.act(people[0], world.latest(people[0])["legal"].back());
  world.answer_writes();
  world.fire(Timer::Bot);
  world.work.clear();  // what it would have answered: a failure
  const uint64_t version = world.table().version();
  world.run(room::BotAnswer{1, false, Decider::Bot, version, 0, "beyond this server's caps", false});
  ASSERT_EQ(world.log.size(), 1u);
  EXPECT_EQ(world.log[0], "room WRLD23: the bot of seat 1 failed: beyond this server's caps");
  ASSERT_EQ(world.work.size(), 1u);
  const auto stand_in = std::get<room::ThinkBot>(world.work.front());
  EXPECT_TRUE(stand_in.stand_in);
  EXPECT_EQ(stand_in.by, Decider::Bot) << "still the bot seat's move, for the record";
  // A stand-in that fails too leaves the game waiting (logged), rather than trying for ever.
  world.work.clear();
  world.run(room::BotAnswer{1, true, Decider::Bot, version, 0, "no", false});
  EXPECT_TRUE(world.work.empty());
  EXPECT_TRUE(world.writes.empty());
  EXPECT_EQ(world.log.size(), 2u);
}

TEST(RoomMachinePlay, ABotAnswerThatIsOutOfDateOrCalledOffIsNotApplied) {
  RoomWorld world(game_of("generala", person_and_bot()));
  auto people = world.seat_everyone();
  world.act(people[0], world.latest(people[0])["legal"].back());
  world.answer_writes();
  world.fire(Timer::Bot);
  world.work.clear();
  const uint64_t version = world.table().version();
  world.run(room::BotAnswer{1, false, Decider::Bot, version, 0, {}, /*cancelled=*/true});
  EXPECT_TRUE(world.last().empty()) << "called off: the room is closing";
  EXPECT_EQ(world.table().version(), version);
  world.run(room::BotAnswer{1, false, Decider::Bot, version - 1, 0, {}, false});
  EXPECT_EQ(world.table().version(), version) << "an answer for another version is dropped";
  EXPECT_TRUE(world.armed(Timer::Bot)) << "and the bot is asked again";
}

TEST(RoomMachinePlay, APersonThrowsTheirOwnDiceWhereTheGameSaysSo) {
  RoomWorld world(kBuckDice);
  auto people = world.seat_everyone();
  const auto state = world.latest(people[0]);
  ASSERT_EQ(state["to_move"], 0);
  ASSERT_EQ(state["legal"], json::array({"throw"})) << state;
  const uint64_t version = world.table().version();
  world.act(people[0], "keep 1");
  EXPECT_EQ(world.latest(people[0], "error")["message"], "your dice are to be thrown now: send the action `throw`");
  EXPECT_EQ(world.table().version(), version);
  world.act(people[0], "throw");
  ASSERT_EQ(world.writes.size(), 1u);
  const auto append = std::get<room::write::AppendActions>(world.writes.front().write);
  EXPECT_EQ(append.decided_by[0], "chance");
  world.answer_write();
  EXPECT_GT(world.latest(people[0])["version"].get<uint64_t>(), version);
}

TEST(RoomMachinePlay, AtTheEndEveryoneGetsTheResultAndTheRecordRevealsTheSeed) {
  RoomWorld world(kBuckDice);
  auto people = world.seat_everyone();
  auto watcher = world.spectator();
  world.play_out(people, 11);
  EXPECT_EQ(world.parts().game.status, room::RoomStatus::Over);
  EXPECT_EQ(world.stored.status, store::RoomStatus::Over);
  for (const auto& s : {people[0], watcher}) {
    const auto state = world.latest(s);
    EXPECT_EQ(state["status"], "over");
    ASSERT_TRUE(state.contains("result")) << state;
    EXPECT_EQ(state["result"]["returns"].size(), 2u);
    EXPECT_TRUE(state["result"]["report"].is_array());
    EXPECT_FALSE(state["result"].contains("abandoned_by"));
    EXPECT_FALSE(state.contains("clock"));
  }
  const auto record = world.machine().record(world.now);
  ASSERT_EQ(record.status, 200);
  EXPECT_EQ(record.body["server_seed"], crypto::to_hex(crypto::Bytes(32, 7)));
  EXPECT_EQ(record.body["actions"], json(world.stored.actions));
  EXPECT_EQ(record.body["by"], json(world.stored.decided_by));
  const auto replay = world.machine().replay("0/2");
  ASSERT_EQ(replay.status, 200);
  EXPECT_EQ(replay.body["step"], 2);
  EXPECT_EQ(world.machine().replay("7").status, 400);
  EXPECT_EQ(world.machine().replay("all/99999").status, 400);
  // Nothing more is played.
  world.act(people[0], "throw");
  EXPECT_EQ(world.latest(people[0], "error")["code"], "game_over");
  EXPECT_TRUE(world.writes.empty());
}

}  // namespace
}  // namespace cubilete::test
