// The lobby across instances (docs/operating.md, "The lobby across
// instances"): two `cubilete serve` on one PostgreSQL show the same open tables and games being
// played, whichever instance holds the room or none does; quick play pairs two people who reached
// different instances, and an instance killed with SIGKILL leaves nobody in the pool for more than
// a few seconds. Every frame each socket got is read for tokens. PostgreSQL only (one SQLite file
// is served by one process).
#include <gtest/gtest.h>

#include <thread>

#include "account_browser.h"

namespace cubilete::test {
namespace {

std::unique_ptr<WsClient> lobby_at(unsigned short port) { return std::make_unique<WsClient>(port, "?lobby=1"); }

json public_table(unsigned short port) {
  auto made = http_json(port, "POST", "/api/rooms",
                        {{"game", "generala"}, {"seats", json::array({json::object(), json::object()})}, {"public", true},
                         {"language", "es-AR"}, {"name", "Ana"}});
  EXPECT_EQ(made.status, 201) << made.raw;
  return made.body;
}

bool lists(const json& lobby, const std::string& room) {
  for (const auto& t : lobby["tables"])
    if (t["room"] == room) return true;
  return false;
}


class LobbyInstances : public AccountServer {};

TEST_P(LobbyInstances, APublicTableOfOneInstanceIsListedOnTheOtherUntilItFills) {
  start();
  ServerProcess second(db().serve_db(), {"--password-cost", "minimum"});
  auto here = lobby_at(port());
  auto there = lobby_at(second.port());
  EXPECT_EQ(here->next()["tables"], json::array());
  EXPECT_EQ(there->next()["tables"], json::array());

  // Made on the first instance, with nobody connected to it: no instance holds it in memory now
  // (it waits in the store for the instance its code routes to), and both list it.
  const json made = public_table(port());
  const std::string code = made["room"];
  for (auto* ws : {here.get(), there.get()}) {
    const json added = ws->next_of("table_added");
    EXPECT_EQ(added["table"]["room"], code);
    EXPECT_EQ(added["table"]["seats_taken"], 1);
    EXPECT_EQ(added["table"]["creator"], json({{"name", "Ana"}, {"account", nullptr}}));
    EXPECT_EQ(added["table"]["language"], "es-AR");
  }
  // A socket that comes later to either instance finds it in its snapshot.
  EXPECT_TRUE(lists(lobby_at(second.port())->next(), code));
  EXPECT_TRUE(lists(lobby_at(port())->next(), code));

  // Filled through the second instance: it leaves both lists, and its game shows on both.
  auto joined = http_json(second.port(), "POST", "/api/rooms/" + code + "/join", json::object());
  ASSERT_EQ(joined.status, 200) << joined.raw;
  for (auto* ws : {here.get(), there.get()}) {
    EXPECT_EQ(ws->next_of("table_removed")["room"], code);
    json live = json::object();
    for (int i = 0; i < 20 && live.value("featured", json()) != code; ++i) live = ws->next_of("games_live");
    EXPECT_EQ(live["featured"], code) << live;
  }
  EXPECT_FALSE(lists(lobby_at(port())->next(), code));
  for (auto* ws : {here.get(), there.get()})
    expect_no_secret(*ws, {made["token"].get<std::string>(), joined.body.value("token", "")});
}

TEST_P(LobbyInstances, AnOpenTableNoInstanceHoldsExpiresFromEveryList) {
  start({"--waiting-expiry", "2"});
  ServerProcess second(db().serve_db(), {"--password-cost", "minimum", "--waiting-expiry", "2"});
  auto here = lobby_at(port());
  auto there = lobby_at(second.port());
  here->next();
  there->next();
  const std::string code = public_table(port())["room"];
  // Nobody came, and no instance serves it to notice: its listing expires all the same.
  for (auto* ws : {here.get(), there.get()}) {
    EXPECT_EQ(ws->next_of("table_added")["table"]["room"], code);
    EXPECT_EQ(ws->next_of("table_removed", 15s)["room"], code);
  }
  EXPECT_FALSE(lists(lobby_at(port())->next(), code));
  EXPECT_FALSE(lists(lobby_at(second.port())->next(), code));
}

// The seeks the shared pool holds, waited for (bounded) until there are `count` of them: a seek
// is answered `seeking` before the pool has it.
bool pool_holds(store::test_db::Backend& db, int count, std::chrono::milliseconds within = 10s) {
  const auto deadline = std::chrono::steady_clock::now() + within;
  while (std::chrono::steady_clock::now() < deadline) {
    if (db.scalar("SELECT count(*) FROM lobby_seeks WHERE room = ''") == std::to_string(count)) return true;
    std::this_thread::sleep_for(20ms);
  }
  return false;
}

TEST_P(LobbyInstances, QuickPlayPairsPeopleOnTwoInstancesForTheSameVariantOnly) {
  start();
  ServerProcess second(db().serve_db(), {"--password-cost", "minimum"});
  auto a = lobby_at(port());
  auto b = lobby_at(second.port());
  auto c = lobby_at(second.port());
  for (auto* ws : {a.get(), b.get(), c.get()}) ws->next();
  // Different variants on the two instances: both wait, unpaired, once the pool holds both.
  a->send({{"type", "seek"}, {"game", "generala"}, {"name", "Ana"}});
  EXPECT_EQ(a->next_of("seeking")["game"], "generala");
  c->send({{"type", "seek"}, {"game", "generala"}, {"rules", {{"generala_points", 50}}}, {"name", "Caio"}});
  EXPECT_EQ(c->next_of("seeking")["rules_changed"], json({{"generala_points", "50"}}));
  ASSERT_TRUE(pool_holds(db(), 2));
  for (auto* ws : {a.get(), c.get()})
    for (const auto& m : ws->drain(200ms)) EXPECT_NE(m["type"], "paired") << m;

  // The same variant on the other instance: paired with the first, each told on their own socket.
  b->send({{"type", "seek"}, {"game", "generala"}, {"name", "Bia"}});
  const json pa = a->next_of("paired");
  const json pb = b->next_of("paired");
  ASSERT_EQ(pa["room"], pb["room"]);
  EXPECT_NE(pa["seat"], pb["seat"]);
  EXPECT_NE(pa["token"], pb["token"]);
  ASSERT_TRUE(pool_holds(db(), 1)) << "only the other variant's seek waits";
  EXPECT_EQ(db().scalar("SELECT count(*) FROM lobby_seeks"), "1") << "the paired seeks left the pool";
  // Each token opens its own seat of one room, whichever instance serves it.
  const std::string room = pa["room"];
  WsClient seat_a(second.port(), room, pa["token"]);
  WsClient seat_b(second.port(), room, pb["token"]);
  const json state = seat_a.next_of("state");
  EXPECT_EQ(state["seat"], pa["seat"]);
  EXPECT_EQ(state["seats"][pa["seat"].get<int>()]["name"], "Ana");
  EXPECT_EQ(state["seats"][pb["seat"].get<int>()]["name"], "Bia");
  EXPECT_EQ(seat_b.next_of("state")["seat"], pb["seat"]);
  expect_no_secret(*a, {pb["token"]});
  expect_no_secret(*b, {pa["token"]});
  expect_no_secret(*c, {pa["token"], pb["token"]});
  EXPECT_EQ(db().scalar("SELECT count(*) FROM lobby_seeks WHERE token_hash = '" + pa["token"].get<std::string>() + "'"), "0")
      << "the store keeps hashes, never tokens";
}

TEST_P(LobbyInstances, AKilledInstancesSeekerLeavesThePoolWithinSeconds) {
  start();
  auto second = std::make_unique<ServerProcess>(db().serve_db(), std::vector<std::string>{"--password-cost", "minimum"});
  auto doomed = lobby_at(second->port());
  doomed->next();
  doomed->send({{"type", "seek"}, {"game", "generala"}, {"name", "Ghost"}});
  doomed->next_of("seeking");
  ASSERT_TRUE(pool_holds(db(), 1));
  second->kill9();
  // Its seek is gone from the pool within a few seconds (its lobby connection closed with it).
  EXPECT_TRUE(pool_holds(db(), 0, 15s));
  // Two people on the surviving instance are paired together, not with the ghost.
  auto a = lobby_at(port());
  auto b = lobby_at(port());
  a->next();
  b->next();
  a->send({{"type", "seek"}, {"game", "generala"}, {"name", "Ana"}});
  a->next_of("seeking");
  ASSERT_TRUE(pool_holds(db(), 1));
  b->send({{"type", "seek"}, {"game", "generala"}, {"name", "Bia"}});
  EXPECT_EQ(a->next_of("paired")["room"], b->next_of("paired")["room"]);
}

// PostgreSQL only: one SQLite file is served by one process.
INSTANTIATE_TEST_SUITE_P(PostgreSQL, LobbyInstances,
                         ::testing::Values(store::test_db::Factory(&store::test_db::postgres_backend)));

}  // namespace
}  // namespace cubilete::test
