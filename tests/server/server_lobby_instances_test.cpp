// The lobby across instances (issue 30, item 4; docs/operating.md, "The lobby across
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

void expect_no_token(const WsClient& ws, const std::vector<std::string>& tokens) {
  for (const auto& frame : ws.frames())
    for (const auto& token : tokens)
      if (!token.empty()) EXPECT_EQ(frame.find(token), std::string::npos) << frame.substr(0, 300);
}

class LobbyInstances : public AccountServer {
 protected:
  void SetUp() override {
    AccountServer::SetUp();
    if (IsSkipped()) return;
    if (db().name() != "PostgreSQL") GTEST_SKIP() << "one SQLite file is served by one process";
  }
};

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
    EXPECT_EQ(added["table"]["creator"], json({{"name", "Ana"}}));
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
    expect_no_token(*ws, {made["token"].get<std::string>(), joined.body.value("token", "")});
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

ACCOUNT_SERVER_BACKENDS(LobbyInstances);

}  // namespace
}  // namespace cubilete::test
