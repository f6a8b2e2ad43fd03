// The lobby machine with a shared store (several instances, one lobby): what this instance serves
// is written to the store, what the others serve arrives from it as news, a room served here is
// what its room says whatever the store held, an unreadable entry is logged, and a snapshot mends
// the lists and, after the store was out of reach, writes this instance's entries again.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

#include "lobby_world.h"
#include "server/address_limits.h"
#include "server/lobby/lobby_codec.h"

namespace cubilete::test {
namespace {

// The one shared write of the last command, of kind W (a test failure if there is not exactly one).
template <class W>
std::optional<W> lobby_only_share(const LobbyWorld& world) {
  const auto shares = world.last_of<lobby::Share>();
  EXPECT_EQ(shares.size(), 1u);
  if (shares.size() != 1) return std::nullopt;
  const auto* w = std::get_if<W>(&shares[0].write);
  EXPECT_NE(w, nullptr) << "another kind of shared write";
  if (!w) return std::nullopt;
  return *w;
}

TEST(LobbyMachineShared, ATableServedHereIsWrittenToTheSharedLobby) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.take(a);
  auto table = lobby_table("ROOM01");
  world.put_table(table);
  const auto put = lobby_only_share<lobby::shared::Put>(world);
  ASSERT_TRUE(put);
  EXPECT_EQ(put->entry.kind, "table");
  EXPECT_EQ(put->entry.room, "ROOM01");
  EXPECT_EQ(put->entry.body, lobby::table_text(table));
  world.flush();
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"table_added"})) << "and this instance's sockets hear of it";

  table.seats_taken = 2;
  world.put_table(table, false);
  const auto removed = lobby_only_share<lobby::shared::Remove>(world);
  ASSERT_TRUE(removed);
  EXPECT_EQ(removed->kind, "table");
  EXPECT_EQ(removed->room, "ROOM01");
  world.flush();
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"table_removed"}));

  // A table this instance never wrote is not its to remove.
  world.put_table(lobby_table("OTHER1"), false);
  EXPECT_TRUE(world.last().empty());
}

TEST(LobbyMachineShared, AnotherInstancesTableArrivesAsNews) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.take(a);
  const std::string key = server::address_key("10.9.9.9");
  for (const char* room : {"THEIR1", "THEIR2", "THEIR3"})
    world.run(lobby::SharedChanged{"table", room, lobby::table_text(lobby_table(room, "generala", "pt-BR", key))});
  EXPECT_TRUE(world.shared.empty()) << "another instance's table is not written back";
  world.flush();
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"table_added", "table_added", "table_added"}));

  auto b = world.connect();
  EXPECT_EQ(world.inbox(b).at(0)["tables"].size(), 3u) << "in a new socket's snapshot too";
  EXPECT_NE(world.machine().refuse_listing("10.9.9.9").find("at most 3"), std::string::npos)
      << "an address's tables on every instance count";

  world.run(lobby::SharedChanged{"table", "THEIR1", std::nullopt});
  world.flush();
  const auto got = world.take(a);
  ASSERT_EQ(lobby_types(got), (LobbyTypes{"table_removed"}));
  EXPECT_EQ(got[0]["room"], "THEIR1");
  EXPECT_EQ(world.machine().refuse_listing("10.9.9.9"), "");
}

TEST(LobbyMachineShared, NewsOfARoomServedHereIsIgnored) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.put_table(lobby_table("ROOM01"));
  auto game = lobby_live_game("ROOM01", "generala", "pt-BR", {1, 2});
  world.put_live(game);
  world.flush();
  world.take(a);

  auto stale = lobby_table("ROOM01");
  stale.creator_name = "Somebody";
  world.run(lobby::SharedChanged{"table", "ROOM01", lobby::table_text(stale)});
  EXPECT_TRUE(world.last().empty());
  world.run(lobby::SharedChanged{"table", "ROOM01", std::nullopt});
  EXPECT_TRUE(world.last().empty());
  ASSERT_NE(world.parts().list.find("ROOM01"), nullptr);
  EXPECT_EQ(world.parts().list.find("ROOM01")->creator_name, "");

  auto stale_game = game;
  stale_game.seats[0].score = 40;
  world.run(lobby::SharedChanged{"live", "ROOM01", lobby::live_text(stale_game)});
  EXPECT_TRUE(world.last().empty());
  world.run(lobby::SharedChanged{"live", "ROOM01", std::nullopt});
  EXPECT_TRUE(world.last().empty());
  ASSERT_NE(world.parts().live.find("ROOM01"), nullptr);
  EXPECT_EQ(world.parts().live.find("ROOM01")->seats[0].score, 1);
  EXPECT_TRUE(world.take(a).empty());
}

TEST(LobbyMachineShared, AnUnreadableEntryIsLoggedAndChangesNothing) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.take(a);
  world.run(lobby::SharedChanged{"table", "THEIR1", "not json at all"});
  ASSERT_EQ(world.last().size(), 1u);
  const auto* logged = std::get_if<lobby::Log>(&world.last()[0]);
  ASSERT_NE(logged, nullptr);
  EXPECT_NE(logged->line.find("could not be read"), std::string::npos) << logged->line;
  EXPECT_NE(logged->line.find("THEIR1"), std::string::npos) << logged->line;
  EXPECT_EQ(world.parts().list.size(), 0u);

  world.run(lobby::SharedChanged{"live", "THEIRG", "{"});
  ASSERT_EQ(world.last().size(), 1u);
  EXPECT_TRUE(std::holds_alternative<lobby::Log>(world.last()[0]));
  EXPECT_EQ(world.parts().live.size(), 0u);
  EXPECT_EQ(world.log.size(), 2u);
  EXPECT_TRUE(world.take(a).empty());
}

TEST(LobbyMachineShared, ASnapshotMendsTheListsAndAfterAReconnectionWritesOwnEntriesAgain) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  const auto own_table = lobby_table("OWN001");
  const auto own_game = lobby_live_game("OWNGAM");
  world.put_table(own_table);
  world.put_live(own_game);
  world.run(lobby::SharedChanged{"table", "THEIR1", lobby::table_text(lobby_table("THEIR1"))});
  world.run(lobby::SharedChanged{"live", "THEIRG", lobby::live_text(lobby_live_game("THEIRG"))});
  world.fire(lobby::Timer::Live);
  world.flush();
  world.take(a);

  // The store no longer holds THEIR1 and THEIRG (they left while a notification was lost), and
  // holds THEIR2, which this instance never heard of.
  const std::vector<store::LobbyEntry> entries = {
      {"table", "THEIR2", lobby::table_text(lobby_table("THEIR2"))}};
  world.run(lobby::SharedSnapshot{entries, false});
  EXPECT_TRUE(world.last_of<lobby::Share>().empty()) << "nothing is written again while the store was in reach";
  EXPECT_EQ(world.parts().list.find("THEIR1"), nullptr);
  EXPECT_NE(world.parts().list.find("THEIR2"), nullptr);
  EXPECT_NE(world.parts().list.find("OWN001"), nullptr) << "what is served here stays";
  EXPECT_EQ(world.parts().live.find("THEIRG"), nullptr);
  EXPECT_NE(world.parts().live.find("OWNGAM"), nullptr);
  world.flush();
  if (world.armed(lobby::Timer::Live)) world.fire(lobby::Timer::Live);
  world.flush();
  const auto got = world.take(a);
  EXPECT_EQ(lobby_types(got), (LobbyTypes{"table_added", "table_removed", "games_live"}));

  // After the store was out of reach: what is served here is written again.
  world.run(lobby::SharedSnapshot{entries, true});
  const auto shares = world.last_of<lobby::Share>();
  ASSERT_EQ(shares.size(), 2u);
  const auto* table = std::get_if<lobby::shared::Put>(&shares[0].write);
  const auto* game = std::get_if<lobby::shared::Put>(&shares[1].write);
  ASSERT_TRUE(table && game);
  EXPECT_EQ(table->entry.kind, "table");
  EXPECT_EQ(table->entry.room, "OWN001");
  EXPECT_EQ(table->entry.body, lobby::table_text(own_table));
  EXPECT_EQ(game->entry.kind, "live");
  EXPECT_EQ(game->entry.room, "OWNGAM");
  EXPECT_EQ(game->entry.body, lobby::live_text(own_game));
  EXPECT_FALSE(world.armed(lobby::Timer::News)) << "the lists stood as the store holds them: no news";
}

TEST(LobbyMachineShared, LiveGamesOfOtherInstancesJoinGamesLive) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto a = world.connect();
  world.take(a);
  const auto theirs = lobby_live_game("THEIRG", "generala", "pt-BR", {3, 4});
  world.run(lobby::SharedChanged{"live", "THEIRG", lobby::live_text(theirs)});
  EXPECT_FALSE(world.armed(lobby::Timer::Live)) << "the first games_live goes at once";
  world.flush();
  auto got = world.take_of(a, "games_live");
  ASSERT_EQ(got.size(), 1u);
  ASSERT_EQ(got[0]["games"].size(), 1u);
  EXPECT_EQ(got[0]["games"][0]["room"], "THEIRG");
  EXPECT_EQ(got[0]["games"][0]["seats"][1]["score"], 4.0);

  // A game served here is what its room says, whatever another instance wrote of it.
  const auto own = lobby_live_game("OWNGAM", "generala", "pt-BR", {1, 1});
  world.put_live(own);
  auto stale = own;
  stale.seats[0].score = 99;
  world.run(lobby::SharedChanged{"live", "OWNGAM", lobby::live_text(stale)});
  EXPECT_TRUE(world.last().empty());
  world.fire(lobby::Timer::Live);
  world.flush();
  got = world.take_of(a, "games_live");
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0]["total"], 2);
  for (const auto& g : got[0]["games"]) {
    if (g["room"] == "OWNGAM") {
      EXPECT_EQ(g["seats"][0]["score"], 1.0);
    }
  }
}

TEST(LobbyMachineShared, AGameServedHereIsWrittenWhenNewOrChanged) {
  LobbyWorld world(LobbyWorld::default_config(), true);
  auto game = lobby_live_game("OWNGAM");
  world.put_live(game);
  auto put = lobby_only_share<lobby::shared::Put>(world);
  ASSERT_TRUE(put);
  EXPECT_EQ(put->entry.kind, "live");
  EXPECT_EQ(put->entry.room, "OWNGAM");
  EXPECT_EQ(put->entry.body, lobby::live_text(game));

  world.put_live(game);
  EXPECT_TRUE(world.last_of<lobby::Share>().empty()) << "the same game again";

  game.seats[0].score = 7;
  world.put_live(game);
  put = lobby_only_share<lobby::shared::Put>(world);
  ASSERT_TRUE(put);
  EXPECT_EQ(put->entry.body, lobby::live_text(game));

  world.put_live(game, false);
  const auto removed = lobby_only_share<lobby::shared::Remove>(world);
  ASSERT_TRUE(removed);
  EXPECT_EQ(removed->kind, "live");
  EXPECT_EQ(removed->room, "OWNGAM");
  world.put_live(game, false);
  EXPECT_TRUE(world.last_of<lobby::Share>().empty()) << "stopped already";
}

}  // namespace
}  // namespace cubilete::test
