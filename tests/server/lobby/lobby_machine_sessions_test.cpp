// The lobby machine's signed-in sockets: a seek, or a bot accepted, acts as the account only once
// its session is read again (signed out everywhere, or ended by a moderator, it no longer does);
// what the socket sends meanwhile waits behind it in order, a few at most; an ended session closes
// the socket with nothing that waited acted on.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "lobby_world.h"

namespace cubilete::test {
namespace {

const json kLobbySessionPing = {{"type", "ping"}};
const json kLobbySessionCancel = {{"type", "cancel"}};

TEST(LobbyMachineSessions, ASignedInSeekWaitsForItsSessionToBeReadAgain) {
  LobbyWorld world;
  auto a = world.connect("", "", "", 7, "ana", "the hash of ana's session");
  world.take(a);
  world.say(a, lobby_seek("generala", {{"name", "not the account's"}}));
  ASSERT_EQ(world.last().size(), 1u) << "the read, and nothing else";
  const auto* check = std::get_if<lobby::CheckSession>(&world.last()[0]);
  ASSERT_NE(check, nullptr);
  EXPECT_EQ(check->session_hash, "the hash of ana's session");
  EXPECT_EQ(check->account, 7);
  EXPECT_EQ(check->message.watcher, a.id);
  EXPECT_EQ(check->message.token, world.token(a));
  EXPECT_TRUE(world.door.calls.empty()) << "nothing is counted before the session is known";
  EXPECT_TRUE(world.take(a).empty());
  EXPECT_EQ(world.parts().pool.size(), 0u);
  ASSERT_NE(world.machine().watcher(a.id), nullptr);
  EXPECT_TRUE(world.machine().watcher(a.id)->checking);

  world.answer_session(true);
  ASSERT_EQ(world.door.calls.size(), 1u);
  EXPECT_EQ(world.door.calls[0].kind, LobbyDoorCall::Kind::NewRoom);
  EXPECT_EQ(world.door.calls[0].who.address, a.address);
  EXPECT_EQ(world.door.calls[0].who.account, 7);
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"seeking"}));
  const auto* waiting = world.parts().pool.find(a.id);
  ASSERT_NE(waiting, nullptr);
  EXPECT_EQ(waiting->account, 7);
  EXPECT_EQ(waiting->name, "ana") << "a signed-in person sits under the account's name";
  EXPECT_FALSE(world.machine().watcher(a.id)->checking);
}

TEST(LobbyMachineSessions, WhatTheSocketSendsMeanwhileWaitsInOrder) {
  LobbyWorld world;
  auto a = world.sign_in(7, "ana");
  world.take(a);
  world.say(a, lobby_seek("generala"));
  world.say(a, kLobbySessionPing);
  EXPECT_TRUE(world.last().empty());
  world.say(a, kLobbySessionCancel);
  EXPECT_TRUE(world.last().empty());
  EXPECT_EQ(world.machine().watcher(a.id)->waiting.size(), 2u);
  world.answer_session(true);
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"seeking", "pong", "cancelled"}));
  EXPECT_EQ(world.parts().pool.size(), 0u) << "the cancel came after the seek";
  EXPECT_TRUE(world.session_checks.empty());
  EXPECT_FALSE(world.machine().watcher(a.id)->checking);
  EXPECT_TRUE(world.machine().watcher(a.id)->waiting.empty());
}

TEST(LobbyMachineSessions, AtMostSixteenWait) {
  LobbyWorld world;
  auto a = world.sign_in(7, "ana");
  world.take(a);
  world.say(a, lobby_seek("generala"));
  for (int i = 0; i < 16; ++i) world.say(a, kLobbySessionPing);
  EXPECT_TRUE(world.take(a).empty());
  world.say(a, kLobbySessionPing);
  const auto got = world.take(a);
  ASSERT_EQ(got.size(), 1u) << "the seventeenth is refused at once";
  EXPECT_EQ(got[0]["code"], "too_fast");
  EXPECT_EQ(world.machine().watcher(a.id)->waiting.size(), 16u);
  world.answer_session(true);
  const auto types = world.take_types(a);
  ASSERT_EQ(types.size(), 17u);
  EXPECT_EQ(types[0], "seeking");
  EXPECT_EQ(std::count(types.begin(), types.end(), "pong"), 16);
}

TEST(LobbyMachineSessions, AWaitingSeekNeedsItsOwnCheck) {
  LobbyWorld world;
  auto a = world.sign_in(7, "ana");
  world.take(a);
  world.say(a, lobby_seek("generala"));
  world.say(a, kLobbySessionPing);
  world.say(a, lobby_seek("yatzy"));
  ASSERT_EQ(world.session_checks.size(), 1u);
  world.answer_session(true);
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"seeking", "pong"}));
  ASSERT_EQ(world.session_checks.size(), 1u) << "the second seek is read again, on its own";
  EXPECT_EQ(world.door.new_rooms(), 1);
  EXPECT_TRUE(world.machine().watcher(a.id)->checking);
  EXPECT_EQ(world.last_of<lobby::CheckSession>().size(), 1u);

  // What comes meanwhile waits behind it.
  world.say(a, kLobbySessionPing);
  EXPECT_TRUE(world.last().empty());
  world.answer_session(true);
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"seeking", "pong"}));
  EXPECT_EQ(world.latest(a, "seeking")["game"], "yatzy");
  EXPECT_EQ(world.door.new_rooms(), 2);
  ASSERT_NE(world.parts().pool.find(a.id), nullptr);
  EXPECT_EQ(world.parts().pool.find(a.id)->game, "yatzy");
  EXPECT_FALSE(world.machine().watcher(a.id)->checking);
}

TEST(LobbyMachineSessions, AnEndedSessionClosesTheSocketAndDropsWhatWaited) {
  LobbyWorld world;
  auto a = world.sign_in(7, "ana");
  world.take(a);
  world.say(a, lobby_seek("generala"));
  world.say(a, kLobbySessionPing);
  world.say(a, lobby_seek("yatzy"));
  world.say(a, {{"type", "accept_bot"}});
  world.answer_session(false);
  ASSERT_EQ(world.last().size(), 2u);
  EXPECT_TRUE(std::holds_alternative<lobby::Send>(world.last()[0]));
  EXPECT_TRUE(std::holds_alternative<lobby::Close>(world.last()[1])) << "told, then closed";
  EXPECT_EQ(world.errors(a), (std::vector<std::string>{"signed_out"}));
  EXPECT_TRUE(world.take(a).empty()) << "no pong: nothing that waited is acted on";
  EXPECT_EQ(world.closed.at(a.id), "session ended");
  EXPECT_TRUE(world.door.calls.empty());
  EXPECT_TRUE(world.session_checks.empty());
  EXPECT_EQ(world.parts().pool.size(), 0u);
  EXPECT_TRUE(world.machine().watcher(a.id)->waiting.empty());
}

TEST(LobbyMachineSessions, GuestsAndPingsNeverWait) {
  LobbyWorld world;
  auto guest = world.connect();
  auto a = world.sign_in(7, "ana");
  world.take(guest);
  world.take(a);
  world.say(guest, lobby_seek("yatzy"));
  EXPECT_EQ(world.take_types(guest), (LobbyTypes{"seeking"}));
  world.say(guest, {{"type", "accept_bot"}});
  EXPECT_EQ(world.errors(guest), (std::vector<std::string>{"no_offer"}));
  world.say(a, kLobbySessionPing);
  world.say(a, kLobbySessionCancel);
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"pong", "cancelled"})) << "they act as nobody";
  EXPECT_TRUE(world.session_checks.empty());
  // A bot accepted acts as the account, as a seek does.
  world.say(a, {{"type", "accept_bot"}});
  EXPECT_EQ(world.session_checks.size(), 1u);
  EXPECT_TRUE(world.take(a).empty());
  world.answer_session(true);
  EXPECT_EQ(world.errors(a), (std::vector<std::string>{"no_offer"}));
}

TEST(LobbyMachineSessions, ASessionReadForASocketThatClosedIsIgnored) {
  LobbyWorld world;
  auto a = world.sign_in(7, "ana");
  world.say(a, lobby_seek("generala"));
  world.disconnect(a);
  world.answer_session(true);
  EXPECT_TRUE(world.last().empty());
  EXPECT_TRUE(world.door.calls.empty());
  EXPECT_EQ(world.parts().pool.size(), 0u);
}

}  // namespace
}  // namespace cubilete::test
