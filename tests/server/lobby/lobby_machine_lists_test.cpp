// The lobby machine's lists without sockets: the snapshot a socket gets, its filter, the tables it
// is told of and in how many batches, games_live at most once a second and only where it changed,
// the limit on public tables per address, deleted accounts, released rooms, and the server closing.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "lobby_world.h"
#include "server/address_limits.h"
#include "server/lobby/lobby_codec.h"

namespace cubilete::test {
namespace {

// The rooms named by a socket's messages, in order (a table's, or the room a removal names).
std::vector<std::string> lobby_rooms_of(const std::vector<json>& messages) {
  std::vector<std::string> out;
  for (const auto& m : messages)
    out.push_back(m.contains("table") ? m["table"]["room"].get<std::string>() : m["room"].get<std::string>());
  return out;
}

// The rooms a games_live message names, in its order.
std::vector<std::string> lobby_live_rooms(const json& games_live) {
  std::vector<std::string> out;
  for (const auto& g : games_live["games"]) out.push_back(g["room"].get<std::string>());
  return out;
}

TEST(LobbyMachineLists, ASocketGetsItsSnapshotAtOnceAndTheGamesOnOnlyWhenThereAreAny) {
  LobbyWorld world;
  auto a = world.connect();
  ASSERT_EQ(world.last().size(), 1u);
  const auto* snapshot = std::get_if<lobby::Send>(&world.last()[0]);
  ASSERT_NE(snapshot, nullptr) << "the snapshot goes out at once, not in a batch";
  EXPECT_EQ(json::parse(*snapshot->text), json({{"type", "lobby"}, {"tables", json::array()}}));
  EXPECT_TRUE(world.timers.empty());

  world.put_table(lobby_table("TABLE1"));
  world.put_live(lobby_live_game("GAME01"));
  world.flush();
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"lobby", "table_added", "games_live"}));

  // A socket that comes now hears of the table in its snapshot, then of the game, both at once.
  auto b = world.connect();
  ASSERT_EQ(world.last().size(), 2u);
  EXPECT_EQ(world.last_of<lobby::Send>().size(), 2u);
  const auto got = world.take(b);
  ASSERT_EQ(lobby_types(got), (LobbyTypes{"lobby", "games_live"}));
  EXPECT_EQ(lobby_rooms_of(got[0]["tables"].get<std::vector<json>>()), (std::vector<std::string>{"TABLE1"}));
  EXPECT_EQ(lobby_live_rooms(got[1]), (std::vector<std::string>{"GAME01"}));
  EXPECT_TRUE(world.timers.empty());
  EXPECT_TRUE(world.take(a).empty()) << "a new socket is no news to the others";
}

TEST(LobbyMachineLists, AnUnknownGameOrLanguageFilterIsToldAndClosed) {
  LobbyWorld world;
  auto chess = world.connect("chess");
  ASSERT_EQ(world.last().size(), 2u);
  EXPECT_TRUE(std::holds_alternative<lobby::Send>(world.last()[0]));
  EXPECT_TRUE(std::holds_alternative<lobby::Close>(world.last()[1])) << "told, then closed";
  EXPECT_EQ(world.inbox(chess).at(0)["code"], "bad_filter");
  EXPECT_EQ(world.closed.at(chess.id), "bad filter");
  EXPECT_EQ(world.machine().watcher(chess.id), nullptr) << "a refused socket is not kept";

  auto french = world.connect("", "fr");
  EXPECT_EQ(world.inbox(french).at(0)["code"], "bad_filter");
  EXPECT_NE(world.inbox(french).at(0)["message"].get<std::string>().find("pt-BR, es-AR or en"), std::string::npos);
  EXPECT_EQ(world.closed.at(french.id), "bad filter");
  EXPECT_EQ(world.machine().watcher(french.id), nullptr);

  // A game named as people type it is the game.
  auto generala = world.connect("Generala");
  ASSERT_NE(world.machine().watcher(generala.id), nullptr);
  EXPECT_EQ(world.machine().watcher(generala.id)->filter.game, "generala");
  EXPECT_EQ(world.parts().list.subscribers(), 1u);

  world.put_table(lobby_table("TABLE1", "generala"));
  world.flush();
  EXPECT_EQ(world.take_types(generala), (LobbyTypes{"lobby", "table_added"}));
  EXPECT_EQ(world.inbox(chess).size(), 1u);
  EXPECT_EQ(world.inbox(french).size(), 1u);
}

TEST(LobbyMachineLists, ATableIsListedWhileOpenOnlyToTheFiltersThatAdmitIt) {
  LobbyWorld world;
  auto all = world.connect();
  auto generala = world.connect("generala");
  auto yatzy = world.connect("yatzy");
  auto english = world.connect("", "en");
  auto portuguese_generala = world.connect("generala", "pt-BR");
  for (const auto& s : {all, generala, yatzy, english, portuguese_generala}) world.take(s);

  world.put_table(lobby_table("TABLE1", "generala", "pt-BR"));
  ASSERT_EQ(world.last().size(), 1u) << "nothing goes out before the batch";
  const auto armed = world.last_of<lobby::ArmTimer>();
  ASSERT_EQ(armed.size(), 1u);
  EXPECT_EQ(armed[0].timer, lobby::Timer::News);
  EXPECT_EQ(armed[0].after_ms, 50);

  world.flush();
  for (const auto& s : {all, generala, portuguese_generala}) {
    const auto got = world.take(s);
    EXPECT_EQ(lobby_types(got), (LobbyTypes{"table_added"})) << "socket " << s.id;
    EXPECT_EQ(lobby_rooms_of(got), (std::vector<std::string>{"TABLE1"}));
  }
  EXPECT_TRUE(world.take(yatzy).empty());
  EXPECT_TRUE(world.take(english).empty());

  // The same seats again are no news: nothing at all happens.
  world.put_table(lobby_table("TABLE1", "generala", "pt-BR"));
  EXPECT_TRUE(world.last().empty());

  // A seat taken is news, with the table as it stands.
  auto fuller = lobby_table("TABLE1", "generala", "pt-BR");
  fuller.seats = 3;
  fuller.seats_taken = 2;
  world.put_table(fuller);
  world.flush();
  EXPECT_EQ(world.latest(all, "table_added")["table"]["seats_taken"], 2);
  world.take(all);
  world.take(generala);
  world.take(portuguese_generala);

  world.put_table(fuller, false);
  world.flush();
  for (const auto& s : {all, generala, portuguese_generala}) {
    const auto got = world.take(s);
    EXPECT_EQ(lobby_types(got), (LobbyTypes{"table_removed"})) << "socket " << s.id;
    EXPECT_EQ(lobby_rooms_of(got), (std::vector<std::string>{"TABLE1"}));
  }
  EXPECT_TRUE(world.take(yatzy).empty());
  EXPECT_EQ(world.parts().list.size(), 0u);

  // A table never listed that closes is no news.
  world.put_table(lobby_table("NEVER1"), false);
  EXPECT_TRUE(world.last().empty());
}

TEST(LobbyMachineLists, NewsOfOneMomentGoOutInOneBatchInOrder) {
  LobbyWorld world;
  auto all = world.connect();
  auto generala = world.connect("generala");
  world.take(all);
  world.take(generala);

  size_t arms = 0;
  for (const char* room : {"TABLE1", "TABLE2", "TABLE3"}) {
    world.put_table(lobby_table(room));
    arms += world.last_of<lobby::ArmTimer>().size();
  }
  world.put_live(lobby_live_game("GAME01"));
  arms += world.last_of<lobby::ArmTimer>().size();
  EXPECT_EQ(arms, 1u) << "the first news arms the batch; the others join it";
  EXPECT_TRUE(world.last_of<lobby::Send>().empty());

  world.flush();
  EXPECT_EQ(world.last_of<lobby::SendAll>().size(), 2u) << "one batch for each socket";
  for (const auto& s : {all, generala}) {
    EXPECT_EQ(world.batches(s), (std::vector<size_t>{4})) << "socket " << s.id;
    const auto got = world.take(s);
    EXPECT_EQ(lobby_types(got), (LobbyTypes{"table_added", "table_added", "table_added", "games_live"}));
    EXPECT_EQ(lobby_rooms_of(std::vector<json>(got.begin(), got.begin() + 3)),
              (std::vector<std::string>{"TABLE1", "TABLE2", "TABLE3"}));
  }
  EXPECT_TRUE(world.parts().outbox.empty());
  EXPECT_FALSE(world.armed(lobby::Timer::News));
}

TEST(LobbyMachineLists, AStaleOrRepeatedNewsTimerSendsNothing) {
  LobbyWorld world;
  auto a = world.connect();
  world.take(a);
  world.put_table(lobby_table("TABLE1"));
  const auto first = world.timers.at(lobby::Timer::News);
  world.flush();
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"table_added"}));

  // The same firing again.
  world.run(lobby::TimerFired{lobby::Timer::News, first.generation});
  EXPECT_TRUE(world.last().empty());

  world.put_table(lobby_table("TABLE2"));
  const auto second = world.timers.at(lobby::Timer::News);
  EXPECT_NE(second.generation, first.generation);
  // A firing of the batch before, one never armed, and another timer's generation.
  world.run(lobby::TimerFired{lobby::Timer::News, first.generation});
  EXPECT_TRUE(world.last().empty());
  world.run(lobby::TimerFired{lobby::Timer::News, 0});
  EXPECT_TRUE(world.last().empty());
  world.run(lobby::TimerFired{lobby::Timer::Live, second.generation});
  EXPECT_TRUE(world.last().empty());
  EXPECT_TRUE(world.take(a).empty());

  world.flush();
  const auto got = world.take(a);
  EXPECT_EQ(lobby_rooms_of(got), (std::vector<std::string>{"TABLE2"}));
}

TEST(LobbyMachineLists, GamesLiveGoOutAtMostOnceASecondAndOnlyWhereTheViewChanged) {
  LobbyWorld world;
  auto all = world.connect();
  auto yatzy = world.connect("yatzy");
  world.take(all);
  world.take(yatzy);

  auto game = lobby_live_game("GAME01", "generala", "pt-BR", {0, 0});
  world.put_live(game);
  EXPECT_FALSE(world.armed(lobby::Timer::Live)) << "none went out yet: this one goes at once";
  EXPECT_TRUE(world.armed(lobby::Timer::News)) << "in the batch, after the list's news of the moment";
  world.flush();
  auto got = world.take_of(all, "games_live");
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(lobby_live_rooms(got[0]), (std::vector<std::string>{"GAME01"}));

  // Within the second: held until it has passed.
  world.now = LobbyWorld::kStart + 200;
  game.seats[0].score = 5;
  world.put_live(game);
  const auto armed = world.last_of<lobby::ArmTimer>();
  ASSERT_EQ(armed.size(), 1u);
  EXPECT_EQ(armed[0].timer, lobby::Timer::Live);
  EXPECT_EQ(armed[0].after_ms, 800);
  world.now = LobbyWorld::kStart + 300;
  game.seats[0].score = 9;
  world.put_live(game);
  EXPECT_TRUE(world.last().empty()) << "the held games_live will carry it";

  world.fire(lobby::Timer::Live);
  EXPECT_EQ(world.now, LobbyWorld::kStart + 1000);
  world.flush();
  got = world.take_of(all, "games_live");
  ASSERT_EQ(got.size(), 1u) << "one games_live for the two changes";
  EXPECT_EQ(got[0]["games"][0]["seats"][0]["score"], 9.0) << "the latest scores";
  EXPECT_TRUE(world.take(yatzy).empty()) << "its view (no yatzy game) never changed";

  // The same game again is no news.
  world.put_live(game);
  EXPECT_TRUE(world.last().empty());

  // Once the second has passed, a change goes at once again.
  world.now = LobbyWorld::kStart + 2500;
  game.seats[1].score = 3;
  world.put_live(game);
  EXPECT_FALSE(world.armed(lobby::Timer::Live));
  world.flush();
  EXPECT_EQ(world.take_of(all, "games_live").size(), 1u);
  EXPECT_TRUE(world.take(yatzy).empty());
}

TEST(LobbyMachineLists, PublicTablesPerAddressAreCountedByTheAddressKey) {
  LobbyWorld world;
  const std::string key = server::address_key("10.0.0.1");
  world.put_table(lobby_table("TABLE1", "generala", "pt-BR", key));
  world.put_table(lobby_table("TABLE2", "yatzy", "en", key));
  EXPECT_EQ(world.machine().refuse_listing("10.0.0.1"), "");
  world.put_table(lobby_table("TABLE3", "generala", "pt-BR", key));
  EXPECT_NE(world.machine().refuse_listing("10.0.0.1").find("at most 3"), std::string::npos);
  EXPECT_EQ(world.machine().refuse_listing("10.0.0.2"), "");
  // A table that closed no longer counts.
  world.put_table(lobby_table("TABLE2", "yatzy", "en", key), false);
  EXPECT_EQ(world.machine().refuse_listing("10.0.0.1"), "");

  auto config = LobbyWorld::default_config();
  config.public_tables_per_address = 0;
  LobbyWorld unlimited(config);
  for (const char* room : {"TABLE1", "TABLE2", "TABLE3", "TABLE4", "TABLE5"})
    unlimited.put_table(lobby_table(room, "generala", "pt-BR", key));
  EXPECT_EQ(unlimited.machine().refuse_listing("10.0.0.1"), "") << "0: no limit";
}

TEST(LobbyMachineLists, ADeletedAccountLeavesTheLists) {
  {
    LobbyWorld world;
    auto a = world.connect();
    auto anas = lobby_table("ANA001");
    anas.creator_account = "ana";
    anas.creator_name = "Ana";
    auto brunos = lobby_table("BRUNO1");
    brunos.creator_account = "bruno";
    world.put_table(anas);
    world.put_table(brunos);
    auto anas_game = lobby_live_game("GAMEA1");
    anas_game.seats[1].account = "ana";
    auto brunos_game = lobby_live_game("GAMEB1");
    brunos_game.seats[0].account = "bruno";
    world.put_live(anas_game);
    world.put_live(brunos_game);
    world.fire(lobby::Timer::Live);
    world.flush();
    world.take(a);

    world.run(lobby::AccountGone{"ana"});
    EXPECT_EQ(world.parts().list.rooms(), (std::vector<std::string>{"BRUNO1"}));
    EXPECT_EQ(world.parts().live.rooms(), (std::vector<std::string>{"GAMEB1"}));
    EXPECT_TRUE(world.last_of<lobby::Share>().empty()) << "no shared store";
    world.flush();
    if (world.armed(lobby::Timer::Live)) world.fire(lobby::Timer::Live);
    world.flush();
    const auto got = world.take(a);
    ASSERT_EQ(lobby_types(got), (LobbyTypes{"table_removed", "games_live"}));
    EXPECT_EQ(got[0]["room"], "ANA001");
    EXPECT_EQ(lobby_live_rooms(got[1]), (std::vector<std::string>{"GAMEB1"}));
  }
  {
    LobbyWorld world(LobbyWorld::default_config(), true);
    auto own = lobby_table("ANA001");
    own.creator_account = "ana";
    world.put_table(own);  // served here: the room tells what it stands as
    auto theirs = lobby_table("ANA002");
    theirs.creator_account = "ana";
    world.run(lobby::SharedChanged{"table", "ANA002", lobby::table_text(theirs)});
    auto brunos = lobby_table("BRUNO2");
    brunos.creator_account = "bruno";
    world.run(lobby::SharedChanged{"table", "BRUNO2", lobby::table_text(brunos)});
    auto own_game = lobby_live_game("GAMEA1");
    own_game.seats[0].account = "ana";
    world.put_live(own_game);
    auto their_game = lobby_live_game("GAMEA2");
    their_game.seats[0].account = "ana";
    world.run(lobby::SharedChanged{"live", "GAMEA2", lobby::live_text(their_game)});

    world.run(lobby::AccountGone{"ana"});
    const auto shares = world.last_of<lobby::Share>();
    ASSERT_EQ(shares.size(), 2u);
    const auto* table_gone = std::get_if<lobby::shared::Remove>(&shares[0].write);
    ASSERT_NE(table_gone, nullptr);
    EXPECT_EQ(table_gone->kind, "table");
    EXPECT_EQ(table_gone->room, "ANA002");
    const auto* game_gone = std::get_if<lobby::shared::Remove>(&shares[1].write);
    ASSERT_NE(game_gone, nullptr);
    EXPECT_EQ(game_gone->kind, "live");
    EXPECT_EQ(game_gone->room, "GAMEA2");
    EXPECT_NE(world.parts().list.find("ANA001"), nullptr) << "its room here tells how it stands";
    EXPECT_EQ(world.parts().list.find("ANA002"), nullptr);
    EXPECT_NE(world.parts().list.find("BRUNO2"), nullptr);
    EXPECT_NE(world.parts().live.find("GAMEA1"), nullptr);
    EXPECT_EQ(world.parts().live.find("GAMEA2"), nullptr);
  }
}

TEST(LobbyMachineLists, ReleaseWithoutASharedStoreUnlistsTheRoomAndWithOneOnlyGivesUpOwnership) {
  {
    LobbyWorld world;
    auto a = world.connect();
    world.put_table(lobby_table("ROOM01"));
    world.put_live(lobby_live_game("ROOM01"));
    world.flush();
    world.take(a);
    world.now += 2000;
    world.run(lobby::Release{"ROOM01"});
    EXPECT_EQ(world.parts().list.find("ROOM01"), nullptr);
    EXPECT_EQ(world.parts().live.find("ROOM01"), nullptr);
    world.flush();
    const auto got = world.take(a);
    ASSERT_EQ(lobby_types(got), (LobbyTypes{"table_removed", "games_live"}));
    EXPECT_EQ(got[0]["room"], "ROOM01");
    EXPECT_EQ(got[1]["total"], 0);
    EXPECT_TRUE(world.shared.empty());
  }
  {
    LobbyWorld world(LobbyWorld::default_config(), true);
    world.put_table(lobby_table("ROOM01"));
    world.put_live(lobby_live_game("ROOM01"));
    world.run(lobby::SharedChanged{"table", "THEIR1", lobby::table_text(lobby_table("THEIR1"))});
    world.run(lobby::Release{"ROOM01"});
    const auto shares = world.last_of<lobby::Share>();
    ASSERT_EQ(shares.size(), 2u);
    const auto* table = std::get_if<lobby::shared::Release>(&shares[0].write);
    const auto* game = std::get_if<lobby::shared::Release>(&shares[1].write);
    ASSERT_TRUE(table && game);
    EXPECT_EQ(table->kind, "table");
    EXPECT_EQ(table->room, "ROOM01");
    EXPECT_EQ(game->kind, "live");
    EXPECT_EQ(game->room, "ROOM01");
    EXPECT_EQ(world.last_of<lobby::ArmTimer>().size(), 0u) << "no news: the lists stand as they were";
    EXPECT_NE(world.parts().list.find("ROOM01"), nullptr);
    EXPECT_NE(world.parts().live.find("ROOM01"), nullptr);
    EXPECT_TRUE(world.parts().own_tables.empty());
    EXPECT_TRUE(world.parts().own_live.empty());
    // Another instance's room, and one given up already, are not this instance's to release.
    world.run(lobby::Release{"THEIR1"});
    EXPECT_TRUE(world.last().empty());
    world.run(lobby::Release{"ROOM01"});
    EXPECT_TRUE(world.last().empty());
    // Now the shared store's news of it are taken.
    world.run(lobby::SharedChanged{"table", "ROOM01", std::nullopt});
    EXPECT_EQ(world.parts().list.find("ROOM01"), nullptr);
  }
}

TEST(LobbyMachineLists, CloseAllSendsTheNewsThenClosesEverySocket) {
  LobbyWorld world;
  auto a = world.connect();
  auto b = world.connect();
  world.put_table(lobby_table("TABLE1"));
  ASSERT_TRUE(world.armed(lobby::Timer::News));
  world.run(lobby::CloseAll{"the server is stopping"});
  const auto& effects = world.last();
  size_t batches = 0, closes = 0, cancels = 0;
  for (const auto& e : effects) {
    if (std::holds_alternative<lobby::SendAll>(e)) {
      EXPECT_EQ(closes, 0u) << "a batch after a close";
      ++batches;
    } else if (const auto* c = std::get_if<lobby::Close>(&e)) {
      EXPECT_EQ(c->reason, "the server is stopping");
      ++closes;
    } else if (const auto* c = std::get_if<lobby::CancelTimer>(&e)) {
      EXPECT_EQ(c->timer, lobby::Timer::News);
      ++cancels;
    }
  }
  EXPECT_EQ(batches, 2u);
  EXPECT_EQ(closes, 2u);
  EXPECT_EQ(cancels, 1u);
  EXPECT_FALSE(world.armed(lobby::Timer::News));
  EXPECT_EQ(world.closed.at(a.id), "the server is stopping");
  EXPECT_EQ(world.closed.at(b.id), "the server is stopping");
  EXPECT_EQ(world.take_types(a), (LobbyTypes{"lobby", "table_added"}));
  EXPECT_EQ(world.take_types(b), (LobbyTypes{"lobby", "table_added"}));
}

TEST(LobbyMachineLists, ASocketThatClosedBeforeTheBatchGetsNothing) {
  LobbyWorld world;
  auto a = world.connect();
  auto b = world.connect();
  world.put_table(lobby_table("TABLE1"));
  world.disconnect(b);
  EXPECT_EQ(world.machine().watcher(b.id), nullptr);
  EXPECT_EQ(world.parts().outbox.count(b.id), 0u) << "its news are dropped with it";
  world.flush();
  const auto batches = world.last_of<lobby::SendAll>();
  ASSERT_EQ(batches.size(), 1u);
  EXPECT_EQ(batches[0].to, a.id);
  EXPECT_EQ(world.inbox(b).size(), 1u) << "its snapshot only";
  EXPECT_EQ(world.parts().list.subscribers(), 1u);
}

}  // namespace
}  // namespace cubilete::test
