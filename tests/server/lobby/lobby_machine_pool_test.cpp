// The lobby machine's quick play through the shared pool (several instances): a seek goes there
// with its token's hash only, the partners it returns are seated with the seeker, an answer that
// comes too late sends them back, a failure tells the seeker to seek again, and another instance's
// seating of our seeker, or a seating that failed here, is told through the store.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

#include "lobby_world.h"
#include "server/lobby/lobby_codec.h"
#include "server/tokens.h"

namespace cubilete::test {
namespace {

// The only shared seating of the last command (a test failure if there is not exactly one).
std::optional<lobby::shared::Seat> lobby_only_seat(const LobbyWorld& world) {
  const auto shares = world.last_of<lobby::Share>();
  EXPECT_EQ(shares.size(), 1u);
  if (shares.size() != 1) return std::nullopt;
  const auto* seat = std::get_if<lobby::shared::Seat>(&shares[0].write);
  EXPECT_NE(seat, nullptr) << "another kind of shared write";
  if (!seat) return std::nullopt;
  return *seat;
}

TEST(LobbyMachinePool, ASeekGoesToTheSharedPoolWithItsTokensHashOnly) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.take(a);
  world.say(a, lobby_seek("generala", {{"name", "Ana"}}));
  ASSERT_EQ(world.pool_seeks.size(), 1u);
  const auto& asked = world.pool_seeks.front();
  EXPECT_EQ(asked.mine.seeker, a.id);
  EXPECT_EQ(asked.mine.instance, "") << "the store names this instance";
  EXPECT_EQ(asked.mine.pool, lobby::pool_key(asked.seek));
  EXPECT_EQ(asked.mine.players, 2);
  EXPECT_EQ(asked.mine.account, 0);
  EXPECT_EQ(asked.mine.body, lobby::seek_text(asked.seek));
  EXPECT_EQ(asked.mine.token_hash, server::token_hash(world.token(a)));
  EXPECT_EQ(asked.seek.name, "Ana");
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"seeking"})) << "it waits, as far as it knows";
  EXPECT_TRUE(world.rooms_to_make.empty()) << "the store pairs, not this instance";
  EXPECT_EQ(world.parts().pool.size(), 1u) << "kept here for its token and its bot offer";
  EXPECT_TRUE(world.armed(lobby::Timer::Offer));

  auto b = world.sign_in(8, "bia");
  world.say(b, lobby_seek("generala"));
  world.answer_session(true);
  ASSERT_EQ(world.pool_seeks.size(), 2u);
  EXPECT_EQ(world.pool_seeks.back().mine.account, 8);
  EXPECT_TRUE(world.rooms_to_make.empty()) << "two seeks of this instance are paired by the store too";
}

TEST(LobbyMachinePool, PartnersFromTheSharedPoolAreSeatedWithTheSeeker) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.take(a);
  world.say(a, lobby_seek("generala"));
  world.take(a);
  const auto remote = lobby_remote_seek(world.pool_seeks.front().seek, "other", 9);
  world.door.calls.clear();
  world.answer_pool({remote});
  ASSERT_EQ(world.door.calls.size(), 2u);
  EXPECT_EQ(world.door.calls[0].kind, LobbyDoorCall::Kind::StillWelcome);
  EXPECT_EQ(world.door.calls[0].who.address, a.address);
  EXPECT_EQ(world.door.calls[1].kind, LobbyDoorCall::Kind::StillWelcome);
  EXPECT_EQ(world.door.calls[1].who.address, "") << "another instance's seeker: that instance checked it";
  EXPECT_EQ(world.door.calls[1].who.account, 0);
  ASSERT_EQ(world.rooms_to_make.size(), 1u);
  const auto& people = world.rooms_to_make.front().people;
  ASSERT_EQ(people.size(), 2u);
  EXPECT_EQ(people[0].id, a.id);
  EXPECT_EQ(people[0].token, world.token(a));
  EXPECT_EQ(people[1].id, 9u);
  EXPECT_EQ(people[1].instance, "other");
  EXPECT_EQ(people[1].token, "");
  EXPECT_EQ(people[1].token_hash, remote.token_hash);
  EXPECT_EQ(world.rooms_to_make.front().bot, "");
  EXPECT_EQ(world.parts().pool.size(), 0u);
  EXPECT_FALSE(world.armed(lobby::Timer::Offer));

  world.make_room("QUICK1", "", "", std::vector<size_t>{1, 0});
  EXPECT_EQ(world.take(a), std::vector<json>{lobby_paired("QUICK1", 1, world.token(a))});
  const auto seat = lobby_only_seat(world);
  ASSERT_TRUE(seat);
  EXPECT_EQ(seat->taken.instance, "other");
  EXPECT_EQ(seat->taken.seeker, 9u);
  EXPECT_EQ(seat->room, "QUICK1");
  EXPECT_EQ(seat->seat, 0);
  EXPECT_EQ(world.last_of<lobby::Send>().size(), 1u) << "the remote seeker hears through its instance";
  EXPECT_TRUE(world.inbox(9).empty());
}

TEST(LobbyMachinePool, AnAnswerForASeekCancelledMeanwhileSendsThePartnersBack) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.say(a, lobby_seek("generala"));
  world.say(a, {{"type", "cancel"}});
  const auto remote = lobby_remote_seek(world.pool_seeks.front().seek, "other", 9);
  world.answer_pool({remote});
  const auto seat = lobby_only_seat(world);
  ASSERT_TRUE(seat);
  EXPECT_EQ(seat->taken.instance, "other");
  EXPECT_EQ(seat->taken.seeker, 9u);
  EXPECT_EQ(seat->room, "") << "they are told to seek again";
  EXPECT_EQ(seat->seat, -1);
  EXPECT_TRUE(world.rooms_to_make.empty());
  EXPECT_EQ(world.door.still_welcomes(), 0);
}

TEST(LobbyMachinePool, AnEmptyAnswerForASeekThatLeftRemovesItsRow) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.say(a, lobby_seek("generala"));
  world.disconnect(a);  // its row may not be in the store yet: the pairing is still running
  world.answer_pool({});
  ASSERT_EQ(world.last().size(), 1u);
  const auto shares = world.last_of<lobby::Share>();
  ASSERT_EQ(shares.size(), 1u);
  ASSERT_TRUE(std::holds_alternative<lobby::shared::Leave>(shares[0].write));
  EXPECT_EQ(std::get<lobby::shared::Leave>(shares[0].write).seeker, a.id);

  // A seek that still waits entered the pool: nothing to do.
  auto b = world.connect();
  world.say(b, lobby_seek("generala"));
  world.answer_pool({});
  EXPECT_TRUE(world.last().empty());
  EXPECT_NE(world.parts().pool.find(b.id), nullptr);
}

TEST(LobbyMachinePool, AnOldAnswerDoesNotSeatASeekMadeAgain) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.say(a, lobby_seek("generala"));
  const auto remote = lobby_remote_seek(world.pool_seeks.front().seek, "other", 9);
  world.say(a, lobby_seek("generala"));  // sought again before the first pairing answered
  ASSERT_EQ(world.pool_seeks.size(), 2u);
  world.answer_pool({remote});  // the first seek's
  const auto seat = lobby_only_seat(world);
  ASSERT_TRUE(seat);
  EXPECT_EQ(seat->room, "");
  EXPECT_EQ(seat->seat, -1);
  EXPECT_TRUE(world.rooms_to_make.empty());
  ASSERT_NE(world.parts().pool.find(a.id), nullptr);
  EXPECT_EQ(world.parts().pool.find(a.id)->token, world.token(a)) << "the new seek still waits";
}

TEST(LobbyMachinePool, ThePoolFailingTellsTheSeekerToSeekAgain) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.take(a);
  world.say(a, lobby_seek("generala"));
  world.take(a);
  world.answer_pool({}, "the store cannot be reached");
  const auto got = world.take(a);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0]["code"], "not_seated");
  EXPECT_EQ(got[0]["message"], "quick play cannot pair now; seek again");
  ASSERT_EQ(world.log.size(), 1u);
  EXPECT_NE(world.log[0].find("the store cannot be reached"), std::string::npos) << world.log[0];
  EXPECT_EQ(world.parts().pool.size(), 0u);
  EXPECT_FALSE(world.armed(lobby::Timer::Offer)) << "no offer for a seek that is gone";

  // A failure for a seek that left meanwhile tells nobody, and is logged all the same.
  auto b = world.connect();
  world.say(b, lobby_seek("generala"));
  world.say(b, {{"type", "cancel"}});
  world.take(b);
  world.answer_pool({}, "the store cannot be reached");
  EXPECT_TRUE(world.take(b).empty());
  EXPECT_EQ(world.log.size(), 2u);
}

TEST(LobbyMachinePool, AnotherInstanceSeatedOurSeeker) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  auto b = world.connect();
  world.say(a, lobby_seek("generala"));
  world.say(b, lobby_seek("yatzy"));
  world.take(a);
  world.take(b);

  world.run(lobby::SharedPaired{a.id, "THEIRS", 1});
  EXPECT_EQ(world.take(a), std::vector<json>{lobby_paired("THEIRS", 1, world.token(a))});
  EXPECT_EQ(world.parts().pool.find(a.id), nullptr);
  EXPECT_TRUE(world.armed(lobby::Timer::Offer)) << "b still waits for its offer";

  world.run(lobby::SharedPaired{b.id, "", -1});
  const auto got = world.take(b);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0]["code"], "not_seated");
  EXPECT_EQ(got[0]["message"], "the room could not be made; seek again");
  EXPECT_EQ(world.parts().pool.size(), 0u);
  EXPECT_FALSE(world.armed(lobby::Timer::Offer));

  // A seeker not in the pool here (closed, or seated already): nothing.
  world.run(lobby::SharedPaired{999, "THEIRS", 0});
  EXPECT_TRUE(world.last().empty());
  world.run(lobby::SharedPaired{a.id, "AGAIN1", 0});
  EXPECT_TRUE(world.last().empty());
}

TEST(LobbyMachinePool, ASeatingThatFailsTellsRemoteSeekersThroughTheStore) {
  // The registry cannot make the room, or the store refuses it.
  for (const bool stored : {false, true}) {
    LobbyWorld world(LobbyWorld::default_config(), true);
    auto a = world.connect();
    world.say(a, lobby_seek("generala"));
    world.take(a);
    world.answer_pool({lobby_remote_seek(world.pool_seeks.front().seek, "other", 9)});
    if (stored) world.make_room("QUICK1", "", "the disk is full");
    else world.make_room("", "too_many_rooms");
    EXPECT_EQ(world.errors(a), (std::vector<std::string>{"not_seated"}));
    const auto seat = lobby_only_seat(world);
    ASSERT_TRUE(seat);
    EXPECT_EQ(seat->taken.instance, "other");
    EXPECT_EQ(seat->taken.seeker, 9u);
    EXPECT_EQ(seat->room, "") << "no room to go to";
    EXPECT_EQ(seat->seat, 1);
  }
  // The door refuses a seat (a ban that came while the seek waited).
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.say(a, lobby_seek("generala"));
  world.take(a);
  world.door.ban_address(a.address);
  world.answer_pool({lobby_remote_seek(world.pool_seeks.front().seek, "other", 9)});
  EXPECT_TRUE(world.rooms_to_make.empty());
  EXPECT_EQ(world.errors(a), (std::vector<std::string>{"not_seated"}));
  const auto seat = lobby_only_seat(world);
  ASSERT_TRUE(seat);
  EXPECT_EQ(seat->taken.seeker, 9u);
  EXPECT_EQ(seat->room, "");
  EXPECT_EQ(seat->seat, 1);
}

}  // namespace
}  // namespace cubilete::test
