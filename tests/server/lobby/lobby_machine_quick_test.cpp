// The lobby machine's quick play without sockets: who is paired with whom and who hears which
// token, the seeks that wait, cancelling and closing, the rated rules, the server's door at every
// way into a room (the seek, the bot accepted, the seating) and the pool's own limit, the rooms
// the registry cannot make; and the bot offers with their countdown.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "accounts/bot_ratings.h"
#include "lobby_world.h"
#include "server/lobby/quick_room.h"

namespace cubilete::test {
namespace {

const json kLobbyCancel = {{"type", "cancel"}};
const json kLobbyAcceptBot = {{"type", "accept_bot"}};
const json kLobbyPing = {{"type", "ping"}};

// Whether `call` is the door's question `kind` about `s`.
void expect_lobby_call(const LobbyDoorCall& call, LobbyDoorCall::Kind kind, const LobbySocket& s) {
  EXPECT_EQ(call.kind, kind);
  EXPECT_EQ(call.who.address, s.address);
  EXPECT_EQ(call.who.account, s.account);
}

TEST(LobbyMachineQuick, TwoCompatibleSeeksMakeOneRoomAndEachHearsOnlyTheirOwnToken) {
  LobbyWorld world;
  auto a = world.connect();
  auto b = world.connect();
  world.take(a);
  world.take(b);

  world.say(a, lobby_seek("generala", {{"name", "Ana"}}));
  ASSERT_EQ(world.door.calls.size(), 1u);
  expect_lobby_call(world.door.calls[0], LobbyDoorCall::Kind::NewRoom, a);
  EXPECT_EQ(world.door.calls[0].game, "generala");
  EXPECT_EQ(json::parse(world.door.calls[0].rules)["players"], "2") << "the resolved rules, players included";
  EXPECT_EQ(world.take(a), (std::vector<json>{{{"type", "seeking"},
                                               {"game", "generala"},
                                               {"rules_changed", json::object()},
                                               {"players", 2},
                                               {"rated", false},
                                               {"bot_after", 30}}}));
  ASSERT_TRUE(world.armed(lobby::Timer::Offer));
  EXPECT_EQ(world.timers.at(lobby::Timer::Offer).after_ms, 30'000);

  world.say(b, lobby_seek("generala", {{"name", "Bia"}}));
  EXPECT_TRUE(world.take(b).empty()) << "no seeking: a table is made at once";
  ASSERT_EQ(world.door.calls.size(), 4u);
  expect_lobby_call(world.door.calls[1], LobbyDoorCall::Kind::NewRoom, b);
  expect_lobby_call(world.door.calls[2], LobbyDoorCall::Kind::StillWelcome, a);
  expect_lobby_call(world.door.calls[3], LobbyDoorCall::Kind::StillWelcome, b);
  ASSERT_EQ(world.rooms_to_make.size(), 1u);
  const auto& asked = world.rooms_to_make.front();
  EXPECT_EQ(asked.bot, "");
  ASSERT_EQ(asked.people.size(), 2u);
  EXPECT_EQ(asked.people[0].id, a.id) << "in the pool's order";
  EXPECT_EQ(asked.people[0].name, "Ana");
  EXPECT_EQ(asked.people[0].token, world.token(a));
  EXPECT_EQ(asked.people[1].id, b.id);
  EXPECT_EQ(asked.people[1].token, world.token(b));
  EXPECT_EQ(world.last_of<lobby::CancelTimer>().size(), 1u) << "nobody waits for an offer";
  EXPECT_FALSE(world.armed(lobby::Timer::Offer));
  EXPECT_EQ(world.parts().pool.size(), 0u);

  world.make_room("QUICK1", "", "", std::vector<size_t>{1, 0});
  EXPECT_EQ(world.take(a), std::vector<json>{lobby_paired("QUICK1", 1, world.token(a))});
  EXPECT_EQ(world.take(b), std::vector<json>{lobby_paired("QUICK1", 0, world.token(b))});
}

TEST(LobbyMachineQuick, OtherVariantsGamesOrRatedChoicesWait) {
  LobbyWorld world;
  auto a = world.connect();
  auto b = world.connect();
  auto c = world.connect();
  auto d = world.sign_in(4, "dora");
  for (const auto& s : {a, b, c, d}) world.take(s);
  world.say(a, lobby_seek("generala"));
  world.say(b, lobby_seek("generala", {{"rules", {{"generala_points", 50}}}}));
  world.say(c, lobby_seek("yatzy"));
  world.say(d, lobby_seek("generala", {{"rated", true}}));
  world.answer_session(true);
  for (const auto& s : {a, b, c, d}) EXPECT_EQ(world.take_types(s), (LobbyTypes{"seeking"})) << "socket " << s.id;
  EXPECT_EQ(world.latest(b, "seeking")["rules_changed"], json({{"generala_points", "50"}}));
  EXPECT_EQ(world.latest(c, "seeking")["game"], "yatzy");
  EXPECT_EQ(world.latest(d, "seeking")["rated"], true);
  EXPECT_TRUE(world.rooms_to_make.empty());
  EXPECT_EQ(world.parts().pool.size(), 4u);
  EXPECT_EQ(world.door.still_welcomes(), 0) << "nobody was seated";
}

TEST(LobbyMachineQuick, ASecondSeekReplacesTheFirstAndCancelLeavesThePool) {
  {
    LobbyWorld world;
    auto a = world.connect();
    auto b = world.connect();
    world.take(a);
    world.take(b);
    world.say(a, lobby_seek("generala"));
    world.say(a, lobby_seek("generala", {{"rules", {{"generala_points", 50}}}}));
    EXPECT_EQ(world.parts().pool.size(), 1u);
    ASSERT_NE(world.parts().pool.find(a.id), nullptr);
    EXPECT_EQ(world.parts().pool.find(a.id)->token, world.token(a)) << "the latest seek is the one that waits";
    world.say(b, lobby_seek("generala"));
    EXPECT_TRUE(world.rooms_to_make.empty()) << "a's first seek is gone";
    EXPECT_EQ(world.take_types(b), (LobbyTypes{"seeking"}));

    world.say(b, kLobbyCancel);
    EXPECT_EQ(world.take_types(b), (LobbyTypes{"cancelled"}));
    world.say(a, kLobbyCancel);
    EXPECT_EQ(world.take_types(a), (LobbyTypes{"seeking", "seeking", "cancelled"}));
    EXPECT_EQ(world.parts().pool.size(), 0u);
    EXPECT_EQ(world.last_of<lobby::CancelTimer>().size(), 1u);
    EXPECT_FALSE(world.armed(lobby::Timer::Offer));

    // A cancel without a seek is answered all the same, and nothing else happens.
    world.say(a, kLobbyCancel);
    EXPECT_EQ(world.last().size(), 1u);
    EXPECT_EQ(world.take_types(a), (LobbyTypes{"cancelled"}));
  }
  {
    LobbyWorld world(LobbyWorld::default_config(), true);
    auto a = world.connect();
    world.say(a, lobby_seek("generala"));
    world.say(a, kLobbyCancel);
    const auto shares = world.last_of<lobby::Share>();
    ASSERT_EQ(shares.size(), 1u);
    const auto* leave = std::get_if<lobby::shared::Leave>(&shares[0].write);
    ASSERT_NE(leave, nullptr);
    EXPECT_EQ(leave->seeker, a.id) << "its row leaves the shared pool";
    world.say(a, kLobbyCancel);
    EXPECT_TRUE(world.last_of<lobby::Share>().empty()) << "nothing of it is left there";
  }
}

TEST(LobbyMachineQuick, AClosedSocketLeavesThePool) {
  LobbyWorld world;
  auto a = world.connect();
  auto b = world.connect();
  world.say(a, lobby_seek("generala"));
  ASSERT_TRUE(world.armed(lobby::Timer::Offer));
  world.disconnect(a);
  EXPECT_EQ(world.parts().pool.size(), 0u);
  EXPECT_EQ(world.last_of<lobby::CancelTimer>().size(), 1u);
  EXPECT_FALSE(world.armed(lobby::Timer::Offer));
  world.take(b);
  world.say(b, lobby_seek("generala"));
  EXPECT_EQ(world.take_types(b), (LobbyTypes{"seeking"}));
  EXPECT_TRUE(world.rooms_to_make.empty()) << "nobody left to pair with";

  LobbyWorld shared(LobbyWorld::default_config(), true);
  auto c = shared.connect();
  shared.say(c, lobby_seek("generala"));
  shared.disconnect(c);
  const auto shares = shared.last_of<lobby::Share>();
  ASSERT_EQ(shares.size(), 1u);
  ASSERT_TRUE(std::holds_alternative<lobby::shared::Leave>(shares[0].write));
  EXPECT_EQ(std::get<lobby::shared::Leave>(shares[0].write).seeker, c.id);
}

TEST(LobbyMachineQuick, AGuestsRatedSeekIsRefusedBeforeTheDoor) {
  LobbyWorld world;
  auto a = world.connect();
  world.take(a);
  world.say(a, lobby_seek("generala", {{"rated", true}}));
  EXPECT_EQ(world.errors(a), (std::vector<std::string>{"sign_in_required"}));
  EXPECT_TRUE(world.door.calls.empty()) << "no room counted against the address";
  EXPECT_TRUE(world.session_checks.empty()) << "a guest has no session to read";
  EXPECT_EQ(world.parts().pool.size(), 0u);
  EXPECT_FALSE(world.armed(lobby::Timer::Offer));
}

TEST(LobbyMachineQuick, RatedSeeksTakeOnlyRatableRules) {
  LobbyWorld world;
  auto a = world.sign_in(7, "ana");
  world.take(a);
  world.say(a, lobby_seek("multiplicacao", {{"rated", true}}));
  world.answer_session(true);
  EXPECT_EQ(world.errors(a), (std::vector<std::string>{"not_ratable"})) << "a game without ratings";
  world.say(a, lobby_seek("yahtzee", {{"rules", {{"yahtzee_bonus", 200}}}, {"rated", true}}));
  world.answer_session(true);
  EXPECT_EQ(world.errors(a), (std::vector<std::string>{"not_ratable"})) << "rules a rating does not compare";
  EXPECT_TRUE(world.door.calls.empty());
  EXPECT_EQ(world.parts().pool.size(), 0u);

  // The same rules in a casual game are welcome.
  world.say(a, lobby_seek("yahtzee", {{"rules", {{"yahtzee_bonus", 200}}}}));
  world.answer_session(true);
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"seeking"}));
  EXPECT_EQ(world.door.new_rooms(), 1);
}

TEST(LobbyMachineQuick, TheDoorsRefusalIsTheSeeksAnswerAndNothingWaits) {
  {
    LobbyWorld world;
    auto a = world.connect();
    world.take(a);
    world.door.ban_address(a.address, "banned", "this address may not play here: ask the moderators");
    world.say(a, lobby_seek("generala"));
    const auto got = world.take(a);
    ASSERT_EQ(got.size(), 1u);
    EXPECT_EQ(got[0]["type"], "error");
    EXPECT_EQ(got[0]["code"], "banned");
    EXPECT_EQ(got[0]["message"], "this address may not play here: ask the moderators");
    EXPECT_EQ(world.parts().pool.size(), 0u);
    EXPECT_FALSE(world.armed(lobby::Timer::Offer));
    world.say(a, kLobbyAcceptBot);
    EXPECT_EQ(world.errors(a), (std::vector<std::string>{"no_offer"}));
    EXPECT_EQ(world.door.calls.size(), 1u);
  }
  {
    LobbyWorld world;
    auto a = world.connect();
    world.take(a);
    world.door.limit_rooms(1, "rate_limited", "at most 1 new room a minute from one address (--rooms-per-minute)");
    world.say(a, lobby_seek("generala"));
    EXPECT_EQ(world.take_types(a), (LobbyTypes{"seeking"}));
    world.say(a, lobby_seek("yatzy"));
    const auto got = world.take(a);
    ASSERT_EQ(got.size(), 1u);
    EXPECT_EQ(got[0]["code"], "rate_limited");
    EXPECT_EQ(got[0]["message"], "at most 1 new room a minute from one address (--rooms-per-minute)");
    ASSERT_NE(world.parts().pool.find(a.id), nullptr);
    EXPECT_EQ(world.parts().pool.find(a.id)->game, "generala") << "the seek that was let in still waits";
  }
}

TEST(LobbyMachineQuick, SeeksPerMinuteAreCountedAfterTheDoor) {
  auto config = LobbyWorld::default_config();
  config.seeks_per_minute = 2;
  LobbyWorld world(config);
  auto a = world.connect();
  world.take(a);
  world.say(a, lobby_seek("generala"));
  world.say(a, lobby_seek("generala"));
  const std::string waiting = world.token(a);
  world.say(a, lobby_seek("generala"));
  const auto got = world.take(a);
  ASSERT_EQ(lobby_types(got), (LobbyTypes{"seeking", "seeking", "error"}));
  EXPECT_EQ(got[2]["code"], "rate_limited");
  EXPECT_NE(got[2]["message"].get<std::string>().find("at most 2 quick-play seeks"), std::string::npos) << got[2];
  EXPECT_EQ(world.door.new_rooms(), 3) << "the door is asked first, and counts the third";
  ASSERT_NE(world.parts().pool.find(a.id), nullptr);
  EXPECT_EQ(world.parts().pool.find(a.id)->token, waiting) << "the seek that waited stays";

  // A minute later the address may seek again.
  world.now += 60'000;
  world.say(a, lobby_seek("generala"));
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"seeking"}));
}

TEST(LobbyMachineQuick, WhoMaySitTogether) {
  const json rated = lobby_seek("generala", {{"rated", true}});
  // Two accounts of one address in a rated game: not unless the server is told people share
  // addresses.
  for (const bool same_address : {false, true}) {
    auto config = LobbyWorld::default_config();
    config.rated_same_address = same_address;
    LobbyWorld world(config);
    auto a = world.sign_in(1, "ana", "10.0.0.50");
    auto b = world.sign_in(2, "bia", "10.0.0.50");
    world.say(a, rated);
    world.answer_session(true);
    world.say(b, rated);
    world.answer_session(true);
    EXPECT_EQ(world.rooms_to_make.size(), same_address ? 1u : 0u) << "rated_same_address " << same_address;
  }
  // Two seats of one address in a game that hides each seat's dice: not when the server is told
  // one person holds one seat.
  const json triplo = lobby_seek("triplo_seis", {{"rules", {{"players", "2"}}}});
  for (const bool one_seat : {true, false}) {
    auto config = LobbyWorld::default_config();
    config.one_seat_per_address = one_seat;
    LobbyWorld world(config);
    auto a = world.connect("", "", "10.0.0.60");
    auto b = world.connect("", "", "10.0.0.60");
    world.say(a, triplo);
    world.say(b, triplo);
    EXPECT_EQ(world.rooms_to_make.size(), one_seat ? 0u : 1u) << "one_seat_per_address " << one_seat;
    if (one_seat) {
      auto c = world.connect("", "", "10.0.0.61");
      world.say(c, triplo);
      ASSERT_EQ(world.rooms_to_make.size(), 1u) << "another address may";
      EXPECT_EQ(world.rooms_to_make.front().people[0].id, a.id);
      EXPECT_EQ(world.rooms_to_make.front().people[1].id, c.id);
    }
  }
  // The same account twice: never, whatever the server is told.
  auto config = LobbyWorld::default_config();
  config.rated_same_address = true;
  LobbyWorld world(config);
  auto a = world.sign_in(5, "eva", "10.0.0.70");
  auto b = world.sign_in(5, "eva", "10.0.0.71");
  world.say(a, lobby_seek("generala"));
  world.answer_session(true);
  world.say(b, lobby_seek("generala"));
  world.answer_session(true);
  EXPECT_TRUE(world.rooms_to_make.empty());
  EXPECT_EQ(world.parts().pool.size(), 2u);
}

TEST(LobbyMachineQuick, SeatingAsksTheDoorForEveryPersonAgain) {
  LobbyWorld world;
  auto a = world.connect();
  auto b = world.connect();
  world.take(a);
  world.take(b);
  world.say(a, lobby_seek("generala"));
  world.door.ban_address(a.address, "banned", "banned while waiting");
  world.say(b, lobby_seek("generala"));
  ASSERT_EQ(world.door.calls.size(), 4u);
  expect_lobby_call(world.door.calls[2], LobbyDoorCall::Kind::StillWelcome, a);
  expect_lobby_call(world.door.calls[3], LobbyDoorCall::Kind::StillWelcome, b);
  const std::string told = "a seat of the table could not be taken; seek again";
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"seeking", "error"}));
  EXPECT_EQ(world.latest(a, "error")["code"], "not_seated");
  EXPECT_EQ(world.latest(a, "error")["message"], told);
  const auto got = world.take(b);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0]["code"], "not_seated");
  EXPECT_EQ(got[0]["message"], told) << "whose seat, and why, is not the other's to know";
  EXPECT_TRUE(world.rooms_to_make.empty());
  EXPECT_EQ(world.parts().pool.size(), 0u);
  ASSERT_EQ(world.log.size(), 1u);
  EXPECT_NE(world.log[0].find("quick play: no room made"), std::string::npos) << world.log[0];
}

TEST(LobbyMachineQuick, ARoomTheRegistryCannotMakeOrStoreIsTold) {
  struct Case {
    std::string code, refusal, store_error, told;
  };
  const std::vector<Case> cases = {
      {"", "too_many_rooms", "", "the server holds as many rooms as it can; try later"},
      {"", "moved", "", "this server cannot make rooms now; seek again"},
      // (The room logs the store's refusal itself.)
      {"QUICK1", "", "the disk is full", "the room could not be stored; seek again"},
  };
  for (const auto& c : cases) {
    LobbyWorld world;
    auto a = world.connect();
    auto b = world.connect();
    world.take(a);
    world.take(b);
    world.say(a, lobby_seek("generala"));
    world.say(b, lobby_seek("generala"));
    world.take(a);
    world.make_room(c.code, c.refusal, c.store_error);
    for (const auto& s : {a, b}) {
      const auto got = world.take(s);
      ASSERT_EQ(got.size(), 1u) << c.told;
      EXPECT_EQ(got[0]["code"], "not_seated");
      EXPECT_EQ(got[0]["message"], c.told);
    }
    if (!c.refusal.empty()) {
      ASSERT_EQ(world.log.size(), 1u);
      EXPECT_NE(world.log[0].find("quick play: no room made (" + c.refusal + ")"), std::string::npos) << world.log[0];
    }
    EXPECT_EQ(world.parts().pool.size(), 0u);
  }
}

TEST(LobbyMachineQuick, PingIsAnsweredAndAMessageOfAnUnknownSocketIgnored) {
  LobbyWorld world;
  auto a = world.connect();
  auto signed_in = world.sign_in(3, "caio");
  world.take(a);
  world.take(signed_in);
  world.say(a, kLobbyPing);
  ASSERT_EQ(world.last().size(), 1u);
  EXPECT_EQ(world.take(a), (std::vector<json>{{{"type", "pong"}}}));
  world.say(signed_in, kLobbyPing);
  EXPECT_EQ(world.take_types(signed_in), (LobbyTypes{"pong"})) << "a ping acts as nobody: no session read";
  EXPECT_TRUE(world.session_checks.empty());

  world.run(lobby::Receive{999, lobby::PingMessage{}, ""});
  EXPECT_TRUE(world.last().empty());
  world.run(lobby::Receive{999, lobby::AcceptBotMessage{}, ""});
  EXPECT_TRUE(world.last().empty());
  world.disconnect(a);
  world.run(lobby::Receive{a.id, lobby::CancelMessage{}, ""});
  EXPECT_TRUE(world.last().empty()) << "a socket closed meanwhile";
}

// ---- bot offers

TEST(LobbyMachineQuick, ALoneSeekerIsOfferedTheBotOnceWhenItsWaitRunsOut) {
  LobbyWorld world;
  auto a = world.connect();
  auto b = world.connect();
  world.take(a);
  world.take(b);
  world.say(a, lobby_seek("generala", {{"bot_after", 0.3}}));
  EXPECT_EQ(world.latest(a, "seeking")["bot_after"], 0.3);
  ASSERT_TRUE(world.armed(lobby::Timer::Offer));
  const auto armed = world.timers.at(lobby::Timer::Offer);
  EXPECT_EQ(armed.after_ms, 300);
  world.take(a);

  const std::string bot = lobby::bot_for(*world.parts().pool.find(a.id));
  ASSERT_FALSE(bot.empty());
  world.fire(lobby::Timer::Offer);
  EXPECT_EQ(world.take(a), (std::vector<json>{{{"type", "bot_offer"}, {"bot", bot}}}));
  EXPECT_TRUE(world.take(b).empty());
  EXPECT_FALSE(world.armed(lobby::Timer::Offer)) << "nobody else waits for an offer";
  EXPECT_TRUE(world.parts().pool.find(a.id)->offered);

  // Once only, whatever time passes.
  world.now += 60'000;
  world.run(lobby::TimerFired{lobby::Timer::Offer, armed.generation});
  EXPECT_TRUE(world.last().empty());
  EXPECT_TRUE(world.take(a).empty());

  // The seeker may still be paired with a person.
  world.say(b, lobby_seek("generala"));
  ASSERT_EQ(world.rooms_to_make.size(), 1u);
  EXPECT_EQ(world.rooms_to_make.front().bot, "");
  ASSERT_EQ(world.rooms_to_make.front().people.size(), 2u);
  EXPECT_EQ(world.rooms_to_make.front().people[0].id, a.id);
  EXPECT_EQ(world.rooms_to_make.front().people[1].id, b.id);
}

TEST(LobbyMachineQuick, TheOfferTimerFollowsTheEarliestDueSeeker) {
  LobbyWorld world;
  auto a = world.connect();
  auto b = world.connect();
  world.take(a);
  world.take(b);
  world.say(a, lobby_seek("generala", {{"bot_after", 10}}));
  EXPECT_EQ(world.timers.at(lobby::Timer::Offer).after_ms, 10'000);
  world.now += 1000;
  world.say(b, lobby_seek("yatzy", {{"bot_after", 2}}));
  const auto armed = world.last_of<lobby::ArmTimer>();
  ASSERT_EQ(armed.size(), 1u);
  EXPECT_EQ(armed[0].timer, lobby::Timer::Offer);
  EXPECT_EQ(armed[0].after_ms, 2000);
  world.take(a);
  world.take(b);

  world.fire(lobby::Timer::Offer);
  EXPECT_EQ(world.now, LobbyWorld::kStart + 3000);
  EXPECT_EQ(world.take_types(b), (LobbyTypes{"bot_offer"}));
  EXPECT_TRUE(world.take(a).empty());
  ASSERT_TRUE(world.armed(lobby::Timer::Offer)) << "armed again for the next seeker";
  EXPECT_EQ(world.timers.at(lobby::Timer::Offer).after_ms, 7000);

  world.say(a, kLobbyCancel);
  EXPECT_EQ(world.last_of<lobby::CancelTimer>().size(), 1u);
  EXPECT_FALSE(world.armed(lobby::Timer::Offer));
}

TEST(LobbyMachineQuick, AcceptingTheBotBeforeTheOfferIsRefused) {
  for (const bool shared_store : {false, true}) {
    LobbyWorld world(LobbyWorld::default_config(), shared_store);
    auto a = world.connect();
    world.take(a);
    world.say(a, kLobbyAcceptBot);
    auto got = world.take(a);
    ASSERT_EQ(got.size(), 1u);
    EXPECT_EQ(got[0]["code"], "no_offer");
    EXPECT_NE(got[0]["message"].get<std::string>().find("seek first"), std::string::npos);
    world.say(a, lobby_seek("generala", {{"bot_after", 1}}));
    if (shared_store) world.answer_pool();  // it entered the shared pool: nobody to pair with yet
    world.say(a, kLobbyAcceptBot);
    EXPECT_EQ(world.errors(a), (std::vector<std::string>{"no_offer"})) << "not offered yet";
    EXPECT_EQ(world.door.still_welcomes(), 0);

    world.fire(lobby::Timer::Offer);
    const std::string bot = world.latest(a, "bot_offer")["bot"];
    world.door.calls.clear();
    world.say(a, kLobbyAcceptBot);
    ASSERT_EQ(world.door.calls.size(), 2u) << "the bot accepted, then the seating";
    expect_lobby_call(world.door.calls[0], LobbyDoorCall::Kind::StillWelcome, a);
    expect_lobby_call(world.door.calls[1], LobbyDoorCall::Kind::StillWelcome, a);
    if (shared_store) {
      const auto shares = world.last_of<lobby::Share>();
      ASSERT_EQ(shares.size(), 1u);
      ASSERT_TRUE(std::holds_alternative<lobby::shared::Leave>(shares[0].write));
      EXPECT_EQ(std::get<lobby::shared::Leave>(shares[0].write).seeker, a.id);
    } else {
      EXPECT_TRUE(world.last_of<lobby::Share>().empty());
    }
    ASSERT_EQ(world.rooms_to_make.size(), 1u);
    EXPECT_EQ(world.rooms_to_make.front().bot, bot);
    ASSERT_EQ(world.rooms_to_make.front().people.size(), 1u);
    EXPECT_EQ(world.rooms_to_make.front().people[0].id, a.id);
    EXPECT_EQ(world.parts().pool.size(), 0u);

    world.make_room("QUICK1");
    got = world.take_of(a, "paired");
    ASSERT_EQ(got.size(), 1u);
    EXPECT_EQ(got[0], lobby_paired("QUICK1", 0, world.token(a)));
  }
}

TEST(LobbyMachineQuick, ABanThatCameWhileWaitingRefusesTheBot) {
  LobbyWorld world;
  auto a = world.connect();
  world.take(a);
  world.say(a, lobby_seek("generala", {{"bot_after", 1}}));
  world.fire(lobby::Timer::Offer);
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"seeking", "bot_offer"}));
  world.door.ban_address(a.address, "banned", "banned while waiting");
  world.say(a, kLobbyAcceptBot);
  const auto got = world.take(a);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0]["code"], "banned");
  EXPECT_EQ(got[0]["message"], "banned while waiting");
  EXPECT_EQ(world.parts().pool.size(), 0u) << "the seek is out of the pool";
  EXPECT_FALSE(world.armed(lobby::Timer::Offer));
  EXPECT_TRUE(world.rooms_to_make.empty());
  EXPECT_EQ(world.door.still_welcomes(), 1) << "no seating was tried";
  world.say(a, kLobbyAcceptBot);
  EXPECT_EQ(world.errors(a), (std::vector<std::string>{"no_offer"}));
}

TEST(LobbyMachineQuick, ARatedSeekerIsOfferedTheStrongestMeasuredBot) {
  LobbyWorld world;
  auto a = world.sign_in(7, "ana");
  world.take(a);
  world.say(a, lobby_seek("crag", {{"rated", true}, {"bot_after", 0.2}}));
  world.answer_session(true);
  EXPECT_EQ(world.latest(a, "seeking")["rated"], true);
  const lobby::Seek waiting = *world.parts().pool.find(a.id);
  const std::string bot = lobby::bot_for(waiting);
  ASSERT_FALSE(bot.empty()) << "a rated bot of crag can play now";
  const auto measured = accounts::rated_bots("crag");
  EXPECT_NE(std::find(measured.begin(), measured.end(), bot), measured.end()) << bot << " is not a measured bot";
  EXPECT_EQ(lobby::rated_room_refusal({waiting}, bot), "");

  world.fire(lobby::Timer::Offer);
  EXPECT_EQ(world.latest(a, "bot_offer")["bot"], bot);
  world.say(a, kLobbyAcceptBot);
  ASSERT_EQ(world.session_checks.size(), 1u) << "accepting acts as the account";
  world.answer_session(true);
  ASSERT_EQ(world.rooms_to_make.size(), 1u);
  const auto& asked = world.rooms_to_make.front();
  EXPECT_EQ(asked.bot, bot);
  ASSERT_EQ(asked.people.size(), 1u);
  EXPECT_TRUE(asked.people[0].rated);
  EXPECT_EQ(asked.people[0].account, 7);
  EXPECT_EQ(asked.people[0].name, "ana");
}

}  // namespace
}  // namespace cubilete::test
