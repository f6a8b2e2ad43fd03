// What people say at a room besides their moves: chat lines (stored before heard, limited,
// kept for newcomers), hints (on or off, only for the seat to move, only to it) and the rematch
// (votes, the new room made and linked before anyone hears of it, seats swapped, tokens kept).
#include <gtest/gtest.h>

#include "present/view_json.h"
#include "room_world.h"
#include "server/room/room_messages.h"
#include "server/tokens.h"

namespace cubilete::test {
namespace {

using room::Timer;




TEST(RoomMachineTalk, AChatLineIsStoredBeforeAnyoneReadsIt) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  auto watcher = world.spectator();
  world.take(watcher);
  world.now += 1234;
  world.run(room::Chat{people[1].id, "boa sorte!", ""});
  ASSERT_EQ(world.writes.size(), 1u);
  const auto line = std::get<room::write::AppendChat>(world.writes.front().write).line;
  EXPECT_EQ(line.seat, 1);
  EXPECT_EQ(line.text, "boa sorte!");
  EXPECT_EQ(line.at_ms, world.now);
  EXPECT_EQ(line.id, 1) << "the room's first line";
  EXPECT_TRUE(world.last_of<room::Send>().empty());
  world.answer_write();
  const json expected = {{"type", "chat"},  {"id", 1}, {"seat", 1}, {"name", nullptr}, {"text", "boa sorte!"},
                         {"at", room::iso8601(world.now)}};
  for (const auto& s : {people[0], people[1], watcher}) EXPECT_EQ(world.latest(s, "chat"), expected);
  EXPECT_EQ(world.stored.chat.size(), 1u);
}

TEST(RoomMachineTalk, AChatLineOverTheAddressLimitOrTheStoreRefusedIsToldToItsWriterOnly) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  world.take(people[0]);
  world.run(room::Chat{people[1].id, "spam", "at most 60 chat lines a minute from one address"});
  EXPECT_EQ(world.latest(people[1], "error"),
            json({{"type", "error"}, {"code", "rate_limited"}, {"message", "at most 60 chat lines a minute from one address"}}));
  EXPECT_TRUE(world.writes.empty());
  world.run(room::Chat{people[1].id, "hello", ""});
  world.answer_write("disk full");
  EXPECT_EQ(world.latest(people[1], "error")["code"], "store_failed");
  EXPECT_EQ(world.log.back(), "room WRLD23: a chat line was not stored: disk full");
  EXPECT_TRUE(world.take(people[0]).empty()) << "the other seat hears of neither";
  EXPECT_TRUE(world.parts().chat.lines.empty());
}

TEST(RoomMachineTalk, AModeratorsMuteRefusesTheLineARemovedLineLosesItsWordsAndAClosedRoomEnds) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  room::Chat muted{people[1].id, "still talking", ""};
  muted.moderated_code = "muted";
  muted.moderated = "a moderator muted you";
  world.run(std::move(muted));
  EXPECT_EQ(world.errors(people[1]), std::vector<std::string>{"muted"});
  EXPECT_TRUE(world.writes.empty()) << "nothing stored";
  for (const char* text : {"one", "two"}) {
    world.run(room::Chat{people[0].id, text, ""});
    world.answer_write();
  }
  world.take(people[1]);
  world.run(room::RemoveChat{1});
  EXPECT_EQ(world.latest(people[1], "chat_removed"), json({{"type", "chat_removed"}, {"id", 1}}));
  EXPECT_TRUE(world.parts().chat.lines.front().removed);
  auto newcomer = world.spectator();
  const auto chat = world.take_of(newcomer, "chat");
  ASSERT_EQ(chat.size(), 2u);
  EXPECT_EQ(chat[0]["removed"], true);
  EXPECT_EQ(chat[0]["text"], "removed by a moderator");
  EXPECT_EQ(chat[1]["text"], "two");
  EXPECT_EQ(chat[1]["id"], 2);
  world.run(room::ModeratorClose{"a moderator closed this room"});
  for (const auto& s : {people[0], people[1], newcomer}) {
    EXPECT_EQ(world.latest(s, "room_closed")["by"], "moderator");
    EXPECT_EQ(world.closed.at(s.id), "a moderator closed this room");
  }
  EXPECT_EQ(world.forgotten, 1);
  EXPECT_TRUE(world.machine().retired());
  EXPECT_TRUE(world.writes.empty()) << "the store says closed already: nothing more is written";
}

TEST(RoomMachineTalk, ANewcomerGetsTheRecentChatAfterItsSnapshot) {
  auto config = RoomWorld::default_config();
  config.chat_history = 3;
  RoomWorld world(game_of("generala", two_people()), config);
  auto people = world.seat_everyone();
  for (int i = 0; i < 5; ++i) {
    world.run(room::Chat{people[0].id, "line " + std::to_string(i), ""});
    world.answer_write();
  }
  auto newcomer = world.spectator();
  const auto got = world.take(newcomer);
  ASSERT_EQ(got.size(), 4u);
  EXPECT_EQ(got[0]["type"], "state");
  EXPECT_EQ(got[1]["text"], "line 2");
  EXPECT_EQ(got[3]["text"], "line 4");
}

TEST(RoomMachineTalk, HintsAreOffBetweenPeopleUnlessTheCreatorTurnsThemOn) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  const Socket& mover = *world.mover(people);
  EXPECT_EQ(world.latest(mover)["hints"], "off");
  world.run(room::AskHint{mover.id});
  EXPECT_EQ(world.errors(mover), std::vector<std::string>{"hints_off"});
  EXPECT_TRUE(world.work.empty());
}

TEST(RoomMachineTalk, AHintIsWorkedOutForTheSeatToMoveAndGoesToItAlone) {
  RoomWorld world(game_of("generala", two_people(), {{"hints", "on"}}));
  auto people = world.seat_everyone();
  const Socket& mover = *world.mover(people);
  const Socket& other = other_than(people, mover);
  world.run(room::AskHint{other.id});
  EXPECT_EQ(world.latest(other, "error")["message"], "hints are for the seat to move");
  world.take(other);
  world.run(room::AskHint{mover.id});
  ASSERT_EQ(world.work.size(), 1u);
  EXPECT_EQ(std::get<room::ComputeHint>(world.work.front()).watcher, mover.id);
  // The advisor's answer (its work is the table's, tested with the table): to the asker only.
  const uint64_t version = world.table().version();
  world.work.clear();
  world.run(room::HintAnswer{mover.id, version, {RankedAction{1, "score chance", 212.5}}, {}});
  const auto hint = world.latest(mover, "hint");
  EXPECT_EQ(hint["version"], version);
  EXPECT_EQ(hint["measure"], find_game("generala").analysis.advice_measure.en);
  ASSERT_EQ(hint["ranking"].size(), 1u);
  EXPECT_EQ(hint["ranking"][0]["action"], "score chance");
  // Each choice with its move, as the seat to move knows it (the browser words it from that).
  EXPECT_EQ(hint["ranking"][0]["move"], move_json(world.table().state(), 1, mover.seat));
  EXPECT_FALSE(hint.contains("win_measure"));
  EXPECT_TRUE(world.take(other).empty());
  // An advisor that fails is logged, and the asker gets an empty ranking rather than silence.
  world.run(room::HintAnswer{mover.id, version, {}, "the table is too large"});
  EXPECT_EQ(world.log.back(), "room WRLD23: the advisor failed: the table is too large");
  EXPECT_TRUE(world.latest(mover, "hint")["ranking"].empty());
}

TEST(RoomMachineTalk, AHintFromTheRealAdvisor) {
  RoomWorld world(game_of("multiplicacao", json::array({json::object(), {{"bot", "random"}}})));
  auto people = world.seat_everyone();
  const Socket* mover = world.mover(people);
  ASSERT_NE(mover, nullptr);
  while (world.latest(*mover)["legal"] == json::array({"throw"})) {
    world.act(*mover, "throw");
    world.settle();
    mover = world.mover(people);
  }
  world.run(room::AskHint{mover->id});
  world.run_work();
  const auto hint = world.latest(*mover, "hint");
  EXPECT_FALSE(hint["ranking"].empty()) << hint;
  EXPECT_EQ(hint["version"], world.table().version());
  for (const auto& choice : hint["ranking"]) {
    const std::string kind = choice["move"]["kind"];
    EXPECT_TRUE(kind == "accept" || kind == "refuse") << choice;
    EXPECT_EQ(kind, choice["action"]);
  }
  // An answer for a version the table has left is not sent: the page would drop it, and its
  // moves would be of another state.
  const uint64_t asked = world.table().version();
  world.run(room::AskHint{mover->id});
  ASSERT_EQ(world.work.size(), 1u);
  world.act(*mover, "accept");
  world.answer_writes();  // the hint's work stays queued, run only below
  ASSERT_GT(world.table().version(), asked);
  world.take(*mover);
  world.run_work();
  for (const auto& m : world.take(*mover)) EXPECT_NE(m["type"], "hint") << m;
}

TEST(RoomMachineTalk, GamesWithoutAnAdvisorOrWhoseAdvisorPlaysOnlyAgainstBotsGiveNoHints) {
  RoomWorld buck(game_of("buck_dice", two_people(), {{"hints", "on"}}));
  auto people = buck.seat_everyone();
  buck.run(room::AskHint{buck.mover(people)->id});
  EXPECT_EQ(buck.latest(*buck.mover(people), "error")["message"], "Buck Dice has no advisor");
  RoomWorld damma(game_of("damma", two_people(), {{"hints", "on"}}));
  auto players = damma.seat_everyone();
  const Socket& mover = *damma.mover(players);
  damma.run(room::AskHint{mover.id});
  const auto e = damma.latest(mover, "error");
  EXPECT_EQ(e["code"], "no_advisor");
  EXPECT_NE(e["message"].get<std::string>().find("only in games against bots"), std::string::npos);
}

// Two people play Buck Dice to its end (no advisor: the result is quick).
struct Finished {
  RoomWorld world{game_of("buck_dice", two_people())};
  std::vector<Socket> people = world.seat_everyone();
  Finished() { world.play_out(people, 5); }
};

TEST(RoomMachineTalk, ARematchWaitsForTheEndAndForEveryPerson) {
  RoomWorld early(game_of("buck_dice", two_people()));
  auto people = early.seat_everyone();
  early.run(room::AskRematch{people[0].id});
  EXPECT_EQ(early.latest(people[0], "error")["message"], "a rematch can be asked for once the game is over");

  Finished f;
  auto& world = f.world;
  auto watcher = world.spectator();
  world.run(room::AskRematch{f.people[0].id});
  for (const auto& s : {f.people[0], f.people[1], watcher})
    EXPECT_EQ(world.latest(s, "rematch_vote"), json({{"type", "rematch_vote"}, {"seats", {0}}}));
  EXPECT_TRUE(world.rematches.empty());
  world.run(room::AskRematch{f.people[1].id});
  EXPECT_EQ(world.latest(watcher, "rematch_vote")["seats"], json({0, 1}));
  ASSERT_EQ(world.rematches.size(), 1u);
  // Same game, rules, clock and hints; the two seats swap, each keeping its token.
  const auto& like = *world.rematches[0];
  EXPECT_EQ(like.game, "buck_dice");
  EXPECT_EQ(like.rules, world.stored.rules);
  EXPECT_EQ(like.previous, "WRLD23");
  EXPECT_FALSE(like.hints);
  ASSERT_EQ(like.seats.size(), 2u);
  EXPECT_EQ(like.seats[1].token_hash, server::token_hash(world.tokens[0]));
  EXPECT_EQ(like.seats[0].token_hash, server::token_hash(world.tokens[1]));
  // Made and stored, then linked in the store, and only then announced.
  world.run(room::RematchMade{"NEXT42", ""});
  EXPECT_TRUE(world.last().empty());
  world.run(room::RematchStored{"NEXT42", ""});
  ASSERT_EQ(world.writes.size(), 1u);
  EXPECT_EQ(std::get<room::write::SetRematch>(world.writes.front().write).code, "NEXT42");
  EXPECT_TRUE(world.last_of<room::Send>().empty());
  world.answer_write();
  for (int seat = 0; seat < 2; ++seat)
    EXPECT_EQ(world.latest(f.people[size_t(seat)], "rematch"),
              json({{"type", "rematch"}, {"room", "NEXT42"}, {"token", world.tokens[size_t(seat)]}, {"seat", 1 - seat}}));
  EXPECT_EQ(world.latest(watcher, "rematch"), json({{"type", "rematch"}, {"room", "NEXT42"}}));
  EXPECT_EQ(world.machine().summary().body["rematch"], "NEXT42");
  // Asked again, or connecting later: here it is again.
  world.take(f.people[0]);
  world.run(room::AskRematch{f.people[0].id});
  EXPECT_EQ(world.take_of(f.people[0], "rematch").size(), 1u);
  world.disconnect(f.people[1]);
  auto back = world.connect_seat(1);
  EXPECT_EQ(world.latest(back, "rematch")["token"], world.tokens[1]);
}

TEST(RoomMachineTalk, ARematchTheRegistryOrTheStoreRefusesIsAskedForAgain) {
  Finished f;
  auto& world = f.world;
  const auto both_ask = [&] {
    world.run(room::AskRematch{f.people[0].id});
    world.run(room::AskRematch{f.people[1].id});
  };
  both_ask();
  world.run(room::RematchMade{"", "too_many_rooms"});
  EXPECT_EQ(world.latest(f.people[1], "error"),
            json({{"type", "error"}, {"code", "too_many_rooms"}, {"message", "no room for a rematch now"}}));
  EXPECT_TRUE(world.parts().rematch.votes.empty());
  both_ask();
  EXPECT_EQ(world.rematches.size(), 2u);
  world.run(room::RematchMade{"", "moved"});
  EXPECT_EQ(world.latest(f.people[0], "error")["message"], "this room is moving to another instance: reconnect and ask again");
  both_ask();
  world.run(room::RematchMade{"NEXT42", ""});
  world.run(room::RematchStored{"NEXT42", "disk full"});
  EXPECT_EQ(world.latest(f.people[0], "error")["code"], "store_failed");
  EXPECT_EQ(world.log.back(), "room WRLD23: the rematch was not stored: disk full");
  both_ask();
  world.run(room::RematchMade{"NEXT43", ""});
  world.run(room::RematchStored{"NEXT43", ""});
  world.answer_write("disk full");  // the link to it
  EXPECT_EQ(world.latest(f.people[1], "error")["message"], "the rematch could not be stored: ask again");
  EXPECT_TRUE(world.parts().rematch.code.empty());
  EXPECT_FALSE(world.parts().rematch.pending);
  EXPECT_THROW(world.latest(f.people[1], "rematch"), std::runtime_error) << "never announced";
}

TEST(RoomMachineTalk, AgainstBotsOnePersonsAskMakesTheRematch) {
  RoomWorld world(game_of("buck_dice", json::array({json::object(), {{"bot", "random"}}})));
  auto people = world.seat_everyone();
  world.play_out(people, 3);
  world.run(room::AskRematch{people[0].id});
  ASSERT_EQ(world.rematches.size(), 1u);
  EXPECT_EQ(world.rematches[0]->seats[0].player, "random") << "the bot takes the first move this time";
  EXPECT_EQ(world.rematches[0]->seats[1].player, "human");
}

}  // namespace
}  // namespace cubilete::test
