// The room machine's seats and sockets: a room made and stored, joins (a free seat, a chosen
// one, a taken one, a full room, bad bodies, the store refusing), sockets connecting with a
// token or as spectators, and leaving.
#include <gtest/gtest.h>

#include "crypto/fair_seed.h"
#include "room_world.h"
#include "server/room/room_request.h"
#include "server/tokens.h"

namespace cubilete::test {
namespace {

using room::Timer;


TEST(RoomMachineSeats, ARoomIsAnsweredOnlyOnceStoredWithTheCreatorsSeatAndToken) {
  // By hand, to hold the store's answer.
  const auto request = std::get<server::RoomRequest>(server::parse_room_request(game_of("generala", two_people())));
  const crypto::Bytes seed(32, 3);
  const std::string token = server::new_token();
  auto made = server::new_room(request, seed, server::token_hash(token), RoomWorld::kStart);
  made.record.code = "ABCDEF";
  room::Machine machine(RoomWorld::default_config(), false, made.record, seed);
  auto effects = machine.handle(RoomWorld::kStart, room::Create{made.creator_seat, token, "10.0.0.1", 1});
  ASSERT_EQ(effects.size(), 1u);
  const auto& persist = std::get<room::Persist>(effects[0]);
  const auto& record = *std::get<room::write::CreateRoom>(persist.write).record;
  EXPECT_EQ(record.code, "ABCDEF");
  EXPECT_EQ(record.status, store::RoomStatus::Waiting);
  EXPECT_EQ(record.commitment, fair::commitment_of(seed));
  EXPECT_EQ(record.seats[0].token_hash, server::token_hash(token)) << "the store keeps the token's hash";
  EXPECT_EQ(record.seats[1].token_hash, "");
  // The store refuses: the creator is told to try again and the room leaves the registry.
  auto refused = machine.handle(RoomWorld::kStart, room::StoreAnswer{persist.then, "disk full"});
  ASSERT_EQ(refused.size(), 3u);
  EXPECT_NE(std::get<room::Log>(refused[0]).line.find("disk full"), std::string::npos);
  EXPECT_TRUE(std::holds_alternative<room::Forget>(refused[1]));
  EXPECT_EQ(std::get<room::Respond>(refused[2]).answer.status, 503);
  EXPECT_EQ(std::get<room::Respond>(refused[2]).answer.body["error"], "store_failed");
  // Stored: 201 with the creator's seat and token.
  auto ok = machine.handle(RoomWorld::kStart, room::StoreAnswer{persist.then, ""});
  ASSERT_EQ(ok.size(), 1u);
  const auto& answer = std::get<room::Respond>(ok[0]);
  EXPECT_EQ(answer.reply, 1u);
  EXPECT_EQ(answer.answer.status, 201);
  EXPECT_EQ(answer.answer.body, json({{"room", "ABCDEF"}, {"seat", 0}, {"token", token}, {"commitment", record.commitment}}));
}

TEST(RoomMachineSeats, WithSeveralInstancesANewRoomGoesWhereItsCodeRoutes) {
  RoomWorld world(game_of("generala", two_people()), RoomWorld::default_config(), /*shared_store=*/true);
  EXPECT_EQ(world.created["seat"], 0);
  EXPECT_EQ(world.forgotten, 1) << "stored, then left to the instance its code routes to";
  EXPECT_TRUE(world.machine().retired());
  EXPECT_EQ(world.machine().summary().status, 503);
}

TEST(RoomMachineSeats, AJoinTakesTheFirstFreeSeatAndTheGameStartsWhenEveryoneIsSeated) {
  RoomWorld world(game_of("generala", two_people()));
  auto creator = world.connect_seat(0);
  EXPECT_EQ(world.latest(creator)["status"], "waiting");
  EXPECT_EQ(world.latest(creator)["seats"][1]["taken"], false);
  const auto reply = world.request_join({{"name", "  Bia "}, {"client_seed", "bia-42"}});
  // Not answered, not shown, until the seat is stored.
  EXPECT_FALSE(world.answers.count(reply));
  ASSERT_EQ(world.writes.size(), 1u);
  const auto& seat = std::get<room::write::UpdateSeat>(world.writes.front().write);
  EXPECT_EQ(seat.seat, 1);
  EXPECT_EQ(seat.record.name, "Bia") << "names are trimmed";
  EXPECT_EQ(seat.record.client_seed, "bia-42");
  world.take(creator);
  world.answer_write();
  ASSERT_EQ(world.answers.at(reply).status, 200);
  EXPECT_EQ(world.answers.at(reply).body["seat"], 1);
  EXPECT_EQ(world.tokens[1].size(), world.tokens[0].size());
  // The creator heard of the new seat; then the game started with the fair seed.
  EXPECT_EQ(world.take_of(creator, "state").at(0)["seats"][1]["taken"], true);
  EXPECT_EQ(world.parts().game.status, room::RoomStatus::Playing);
  EXPECT_EQ(world.parts().game.seed, fair::game_seed(crypto::Bytes(32, 7), {"", "bia-42"}));
  // Seat 1 never connected: gone from the start, its away timer running.
  EXPECT_TRUE(world.armed(Timer::Away, 1));
  EXPECT_FALSE(world.armed(Timer::Away, 0));
  world.settle();
  EXPECT_EQ(world.stored.status, store::RoomStatus::Playing);
  EXPECT_EQ(world.latest(creator)["status"], "playing");
  EXPECT_EQ(world.latest(creator)["to_move"], 0);
}

TEST(RoomMachineSeats, AJoinMayAskForASeatButNotATakenOneOrABots) {
  RoomWorld world(json{{"game", "generala"}, {"seats", json::array({json::object(), {{"bot", "random"}}, json::object()})}});
  auto taken = world.join({{"seat", 0}});
  EXPECT_EQ(taken.status, 409);
  EXPECT_EQ(taken.body["error"], "room_full");
  EXPECT_EQ(taken.body["message"], "seat 0 is taken");
  auto bot = world.join({{"seat", 1}});
  EXPECT_EQ(bot.status, 409);
  EXPECT_EQ(bot.body["message"], "seat 1 is a bot's");
  auto beyond = world.join({{"seat", 3}});
  EXPECT_EQ(beyond.status, 400);
  EXPECT_EQ(beyond.body["message"], "seats are numbered 0 to 2");
  EXPECT_EQ(world.join({{"seat", -1}}).status, 400);
  EXPECT_TRUE(world.writes.empty()) << "a refused join writes nothing";
  auto chosen = world.join({{"seat", 2}});
  EXPECT_EQ(chosen.status, 200);
  EXPECT_EQ(chosen.body["seat"], 2);
}

TEST(RoomMachineSeats, AFullRoomRefusesJoins) {
  RoomWorld world(game_of("generala", two_people()));
  EXPECT_EQ(world.join().status, 200);
  auto late = world.join();
  EXPECT_EQ(late.status, 409);
  EXPECT_EQ(late.body["error"], "room_full");
  EXPECT_EQ(late.body["message"], "the game has started: every seat is taken (watch it without a token)");
}

TEST(RoomMachineSeats, ABadJoinBodyIsRefusedWithWhatIsAllowedAndChangesNothing) {
  RoomWorld world(game_of("generala", two_people()));
  const auto refused = [&](const json& body, int status, const std::string& code) {
    const auto a = world.join(body);
    EXPECT_EQ(a.status, status) << body;
    EXPECT_EQ(a.body["error"], code) << body;
    EXPECT_FALSE(a.body["message"].get<std::string>().empty());
  };
  refused(json::array(), 400, "bad_request");
  refused({{"seat", 1}, {"colour", "red"}}, 400, "bad_request");
  refused({{"seat", "one"}}, 400, "bad_request");
  refused({{"name", 7}}, 400, "bad_name");
  refused({{"name", "   "}}, 400, "bad_name");
  refused({{"name", "Bia\nBob"}}, 400, "bad_name");
  refused({{"name", "B\u202eia"}}, 400, "bad_name");
  refused({{"name", std::string(41, 'x')}}, 400, "bad_name");
  refused({{"client_seed", 42}}, 400, "bad_seed");
  refused({{"client_seed", "a:b"}}, 400, "bad_seed");
  EXPECT_TRUE(world.writes.empty());
  EXPECT_FALSE(world.parts().seats[1].taken());
  EXPECT_EQ(world.join({{"name", std::string(40, 'x')}}).status, 200);
}

TEST(RoomMachineSeats, AJoinTheStoreRefusesLeavesTheSeatAsItWas) {
  RoomWorld world(json{{"game", "generala"}, {"seats", json::array({json::object(), {{"name", "Guest"}}})}});
  const auto reply = world.request_join({{"name", "Bia"}, {"client_seed", "x"}});
  EXPECT_TRUE(world.parts().seats[1].taken()) << "held while it is stored";
  world.answer_write("disk full");
  EXPECT_EQ(world.answers.at(reply).status, 503);
  EXPECT_EQ(world.answers.at(reply).body["error"], "store_failed");
  const auto& seat = world.parts().seats[1];
  EXPECT_FALSE(seat.taken());
  EXPECT_EQ(seat.name, "Guest");
  EXPECT_EQ(seat.client_seed, "");
  EXPECT_EQ(world.parts().game.status, room::RoomStatus::Waiting);
  EXPECT_EQ(world.join().status, 200) << "the seat is free again";
}

TEST(RoomMachineSeats, OneSeatPerAddressWhereSeatsHideTheirDice) {
  auto config = RoomWorld::default_config();
  config.one_seat_per_address = true;
  RoomWorld hidden(json{{"game", "triplo_seis"}, {"seats", json::array({json::object(), json::object(), json::object()})}},
                   config);
  auto second = hidden.join(json::object(), "10.0.0.1");  // the creator's address
  EXPECT_EQ(second.status, 409);
  EXPECT_EQ(second.body["error"], "one_seat_per_address");
  EXPECT_EQ(hidden.join(json::object(), "10.0.0.2").status, 200);
  RoomWorld open(game_of("generala", two_people()), config);
  EXPECT_EQ(open.join(json::object(), "10.0.0.1").status, 200) << "Generala hides nothing: a family shares one address";
}

TEST(RoomMachineSeats, ASocketWithABadTokenIsToldAndClosed) {
  RoomWorld world(game_of("generala", two_people()));
  auto stranger = world.connect(server::new_token());
  EXPECT_EQ(world.errors(stranger), std::vector<std::string>{"bad_token"});
  EXPECT_EQ(world.closed.at(stranger.id), "bad token");
  EXPECT_EQ(world.parts().watchers.list.size(), 0u);
  EXPECT_EQ(world.parts().seats[0].sockets, 0);
}

TEST(RoomMachineSeats, ASeatHoldsAtMostSocketsPerSeat) {
  auto config = RoomWorld::default_config();
  config.sockets_per_seat = 2;
  RoomWorld world(game_of("generala", two_people()), config);
  auto a = world.connect_seat(0), b = world.connect_seat(0), c = world.connect_seat(0);
  EXPECT_TRUE(world.errors(a).empty());
  EXPECT_TRUE(world.errors(b).empty());
  EXPECT_EQ(world.errors(c), std::vector<std::string>{"too_many_sockets"});
  EXPECT_EQ(world.closed.at(c.id), "too many connections for one seat");
  EXPECT_EQ(world.parts().seats[0].sockets, 2);
  world.disconnect(a);
  auto d = world.connect_seat(0);
  EXPECT_TRUE(world.errors(d).empty());
}

TEST(RoomMachineSeats, AnOldSocketClosingAfterItsSeatReconnectedIsNobodysNews) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  auto again = world.connect_seat(1);  // a reconnect that beats the old socket's close
  world.take(people[0]);
  world.take(again);
  world.disconnect(people[1]);
  EXPECT_TRUE(world.take(people[0]).empty()) << "the seat is still connected: nothing changed";
  EXPECT_TRUE(world.take(again).empty());
  EXPECT_EQ(world.parts().seats[1].sockets, 1);
  EXPECT_EQ(world.parts().seats[1].gone_since_ms, 0);
  EXPECT_FALSE(world.armed(Timer::Away, 1));
}

TEST(RoomMachineSeats, SocketsGetASnapshotAndTheOthersSeeTheSeatConnectAndLeave) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  auto watcher = world.spectator();
  const auto snapshot = world.latest(watcher);
  EXPECT_TRUE(snapshot["seat"].is_null());
  EXPECT_TRUE(snapshot["legal"].empty());
  EXPECT_EQ(snapshot["events"].size(), snapshot["version"].get<size_t>()) << "the story so far";
  EXPECT_TRUE(world.take_of(people[0], "state").size() >= 1);
  // A spectator's coming and going is nobody's news.
  world.disconnect(watcher);
  EXPECT_TRUE(world.take(people[0]).empty());
  world.disconnect(people[1]);
  auto seen = world.take_of(people[0], "state");
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_EQ(seen[0]["seats"][1]["connected"], false);
  EXPECT_EQ(world.parts().seats[1].gone_since_ms, world.now);
  EXPECT_TRUE(world.armed(Timer::Away, 1));
  auto back = world.connect_seat(1);
  EXPECT_FALSE(world.armed(Timer::Away, 1)) << "back before the away timeout";
  EXPECT_EQ(world.take_of(people[0], "state").at(0)["seats"][1]["connected"], true);
  EXPECT_TRUE(world.latest(back)["events"].size() > 0);
  // The socket is forgotten once closed: a late message from it is ignored.
  world.disconnect(back);
  world.run(room::Act{back.id, "keep none", 0});
  EXPECT_TRUE(world.last().empty());
}

TEST(RoomMachineSeats, ASocketThatConnectsWhileACommitIsPendingGetsItsSnapshotWithTheCommit) {
  RoomWorld world(game_of("generala", two_people()));
  auto people = world.seat_everyone();
  world.run(room::Chat{people[0].id, "hello", ""});
  world.settle();
  const auto& mover = *world.mover(people);
  world.act(mover, world.latest(mover)["legal"][0]);
  ASSERT_EQ(world.writes.size(), 1u);
  auto late = world.spectator();
  EXPECT_TRUE(world.inbox(late).empty()) << "the table is ahead of the store: nothing yet";
  world.answer_writes();
  const auto got = world.take(late);
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0]["type"], "state");
  EXPECT_EQ(got[0]["version"], world.parts().game.committed);
  EXPECT_EQ(got[1]["type"], "chat") << "the recent chat after the snapshot";
  EXPECT_EQ(got[1]["text"], "hello");
}

TEST(RoomMachineSeats, APingIsAnsweredToItsSocketAlone) {
  RoomWorld world(game_of("generala", two_people()));
  auto seat = world.connect_seat(0);
  auto watcher = world.spectator();
  world.take(seat);
  world.run(room::Ping{watcher.id});
  EXPECT_EQ(world.take(watcher).back(), json({{"type", "pong"}}));
  EXPECT_TRUE(world.take(seat).empty());
  world.disconnect(watcher);
  world.run(room::Ping{watcher.id});
  EXPECT_TRUE(world.last().empty());
}

TEST(RoomMachineSeats, TheSummaryIsPublicAndTheRecordWaitsForTheEnd) {
  RoomWorld world(game_of("generala", two_people()));
  const auto summary = world.machine().summary();
  EXPECT_EQ(summary.status, 200);
  EXPECT_EQ(summary.body["status"], "waiting");
  EXPECT_EQ(summary.body["room"], "WRLD23");
  EXPECT_EQ(summary.body["hints"], "off") << "two people: hints off unless asked";
  EXPECT_EQ(summary.body.dump().find(world.tokens[0]), std::string::npos);
  EXPECT_EQ(summary.body.dump().find("server_seed"), std::string::npos);
  EXPECT_EQ(world.machine().record(world.now).status, 409);
  EXPECT_EQ(world.machine().replay("all").status, 409);
}

}  // namespace
}  // namespace cubilete::test
