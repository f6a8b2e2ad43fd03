// What keeps rated games honest holds across instances (docs/security.md, "Ratings and the ways
// into a room"; PROTOCOL.md, "Lobby and quick play" and v1.2): two `cubilete serve` on one
// PostgreSQL store, every client on 127.0.0.1. Two accounts of one address who reached different
// instances are not paired rated (unless both instances are told people share addresses), and a
// rated room made on one instance refuses a join of that address on the other (the seat's address
// is kept in the store as a key); an address ban reaches the other instance's seeks; a sign-out
// everywhere, or an account ban, taken on one instance ends the lobby socket the account holds on
// the other; one seat per address holds in quick play across instances. Every wait is bounded;
// nothing is timed. Every frame is read for the others' tokens and cookies. PostgreSQL only (one
// SQLite file is served by one process).
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <thread>

#include "account_browser.h"
#include "lobby_answers.h"

namespace cubilete::test {
namespace {

using Clock = std::chrono::steady_clock;

class RatedInstances : public AccountServer {
 protected:
  void TearDown() override {
    if (second_) show_log_end(*second_, "the second instance");
    second_.reset();
    AccountServer::TearDown();
  }

  // Both instances on the test's database, each with `extra` (either restarted if running).
  void start_both(const std::vector<std::string>& extra = {}) {
    second_.reset();
    start(extra);
    std::vector<std::string> flags = {"--password-cost", "minimum"};
    flags.insert(flags.end(), extra.begin(), extra.end());
    second_ = std::make_unique<ServerProcess>(db().serve_db(), flags);
  }
  ServerProcess& second() { return *second_; }

  static std::unique_ptr<WsClient> lobby_of(const Browser& b) { return opened_lobby(b); }
  static std::unique_ptr<WsClient> guest_lobby(unsigned short port) {
    Browser guest;
    guest.port = port;
    return lobby_of(guest);
  }
  // `b` (its cookie) at the second instance.
  Browser there(Browser b) {
    b.port = second().port();
    return b;
  }

  // The seeks the shared pool holds unpaired, waited for (bounded) until there are `n`: a seek is
  // answered `seeking` before the pool has it.
  bool pool_holds(int n, std::chrono::milliseconds within = 10s) {
    const auto deadline = Clock::now() + within;
    while (Clock::now() < deadline) {
      if (db().scalar("SELECT count(*) FROM lobby_seeks WHERE room = ''") == std::to_string(n)) return true;
      std::this_thread::sleep_for(20ms);
    }
    return false;
  }

  // `a` and `b` send `message`: both are told `seeking`, both seeks wait in the shared pool, and
  // neither is paired (within a second and a half).
  void expect_both_wait_unpaired(WsClient& a, WsClient& b, const json& message) {
    for (auto* ws : {&a, &b}) {
      ws->send(message);
      const json said = answer(*ws);
      EXPECT_EQ(said["type"], "seeking") << said;
    }
    EXPECT_TRUE(pool_holds(2)) << "the shared pool holds " << db().scalar("SELECT count(*) FROM lobby_seeks") << " seeks";
    for (auto* ws : {&a, &b}) {
      const auto got = answers_for(*ws, 1500ms);
      EXPECT_FALSE(any_of_type(got, "paired")) << dump(got);
    }
  }

  CommandResult admin_applied(const std::string& args) {
    return admin_taken_in(CUBILETE_BINARY, db().serve_db(), args, {&server(), &second()});
  }

  std::unique_ptr<ServerProcess> second_;
};

TEST_P(RatedInstances, TwoAccountsOfOneAddressOnTwoInstancesAreNotPairedRated) {
  start_both();
  Browser ana = signed_up("ana_two", kPassword);
  Browser bruno = there(signed_up("bruno_two", kPassword));
  {
    auto a = lobby_of(ana);
    auto b = lobby_of(bruno);
    expect_both_wait_unpaired(*a, *b, seek("crag", {{"rated", true}}));
    expect_no_secret(*a, {bruno.cookie});
    expect_no_secret(*b, {ana.cookie});
    a->close();
    b->close();
  }
  // Their seeks leave the pool with their sockets.
  ASSERT_TRUE(pool_holds(0)) << "seeks of closed sockets still wait: " << db().scalar("SELECT count(*) FROM lobby_seeks");

  // Where people share addresses, both instances may be told so.
  start_both({"--rated-same-address"});
  ana.port = port();
  bruno.port = second().port();
  auto a = lobby_of(ana);
  auto b = lobby_of(bruno);
  a->send(seek("crag", {{"rated", true}}));
  const json sa = answer(*a);
  EXPECT_EQ(sa["type"], "seeking") << sa;
  ASSERT_TRUE(pool_holds(1));
  b->send(seek("crag", {{"rated", true}}));
  const json pa = a->next_of("paired");
  const json pb = b->next_of("paired");
  ASSERT_EQ(pa["room"], pb["room"]);
  EXPECT_NE(pa["seat"], pb["seat"]);
  const auto summary = http(port(), "GET", "/api/rooms/" + pa["room"].get<std::string>());
  EXPECT_EQ(summary.body.value("rated", false), true) << summary.raw.substr(0, 400);
  expect_no_secret(*a, {bruno.cookie, pb["token"]});
  expect_no_secret(*b, {ana.cookie, pa["token"]});
}

TEST_P(RatedInstances, ARatedRoomMadeOnOneInstanceRefusesAJoinOfTheSameAddressOnTheOther) {
  start_both();
  Browser ana = signed_up("ana_join", kPassword);
  Browser bruno = there(signed_up("bruno_join", kPassword));
  const json two = json::array({json::object(), json::object()});
  auto made = ana.call("POST", "/api/rooms", {{"game", "crag"}, {"seats", two}, {"rated", true}});
  ASSERT_EQ(made.status, 201) << made.raw;
  const std::string code = made.body["room"];
  const int seat = made.body["seat"];
  // Her seat's address is in the store, as a key (not the address itself).
  const std::string key =
      db().scalar("SELECT address_key FROM seats WHERE room = '" + code + "' AND seat = " + std::to_string(seat));
  EXPECT_FALSE(key.empty()) << "the seat's address key is kept in the store";
  EXPECT_EQ(key.find("127.0.0.1"), std::string::npos) << key;

  auto joined = bruno.call("POST", "/api/rooms/" + code + "/join", json::object());
  EXPECT_EQ(joined.status, 409) << joined.raw;
  EXPECT_EQ(joined.body.value("error", ""), "same_address") << joined.raw;
  EXPECT_FALSE(joined.body.contains("token")) << joined.raw;

  // A casual room of hers, joined the same way: the other instance seats him there.
  auto casual = ana.call("POST", "/api/rooms", {{"game", "crag"}, {"seats", two}});
  ASSERT_EQ(casual.status, 201) << casual.raw;
  auto seated = bruno.call("POST", "/api/rooms/" + casual.body["room"].get<std::string>() + "/join", json::object());
  EXPECT_EQ(seated.status, 200) << seated.raw;
  for (const auto& raw : bruno.answers) {
    EXPECT_EQ(raw.find(made.body["token"].get<std::string>()), std::string::npos) << raw.substr(0, 300);
    EXPECT_EQ(raw.find(ana.cookie), std::string::npos) << raw.substr(0, 300);
  }
}

TEST_P(RatedInstances, AnAddressBanReachesSeeksOnTheOtherInstance) {
  start_both();
  auto before = guest_lobby(second().port());  // open before the ban
  const auto banned = admin_applied("ban 127.0.0.1");
  ASSERT_EQ(banned.status, 0) << banned.out;
  const auto room = http_json(second().port(), "POST", "/api/rooms",
                              {{"game", "crag"}, {"seats", json::array({json::object(), {{"bot", "greedy"}}})}});
  EXPECT_EQ(room.status, 403) << room.raw;
  const std::string code = room.body.value("error", "");
  EXPECT_EQ(code, "banned") << room.raw;
  auto after = guest_lobby(second().port());
  for (auto* ws : {before.get(), after.get()}) {
    ws->send(seek("crag", {{"bot_after", 0}}));
    const json refused = answer(*ws);
    EXPECT_EQ(refused["type"], "error") << refused;
    EXPECT_EQ(refused["code"], code) << "the same refusal as a room made over HTTP: " << refused;
    auto got = answers_for(*ws, 1500ms);
    EXPECT_FALSE(any_of_type(got, "bot_offer")) << dump(got);
    EXPECT_FALSE(any_of_type(got, "paired")) << dump(got);
    ws->send({{"type", "accept_bot"}});
    const json no_bot = answer(*ws);
    EXPECT_EQ(no_bot["type"], "error") << no_bot;
    got = answers_for(*ws, 500ms);
    EXPECT_FALSE(any_of_type(got, "paired")) << dump(got);
  }
  EXPECT_TRUE(pool_holds(0, 1s)) << "no seek of a banned address waits in the pool";
}

TEST_P(RatedInstances, ASignOutOnOneInstanceEndsTheSocketOnTheOther) {
  start_both();
  Browser ana = signed_up("ana_gone", kPassword);
  Browser bruno = signed_up("bruno_gone", kPassword);
  const std::string ana_cookie = ana.cookie, bruno_cookie = bruno.cookie;
  auto a = lobby_of(there(ana));
  auto b = lobby_of(there(bruno));
  // While their sessions live, their sockets on the second instance act as their accounts.
  for (auto* ws : {a.get(), b.get()}) expect_acts_as_account(*ws);

  // She signs out everywhere through the first instance.
  const auto out = ana.call("POST", "/api/account/signout", {{"everywhere", true}});
  ASSERT_EQ(out.status, 200) << out.raw;
  expect_session_ended(*a);
  EXPECT_EQ(http(second().port(), "GET", "/api/account", "", {{"Cookie", "cubilete_session=" + ana_cookie}}).status, 401)
      << "her session is gone on the second instance too";

  // A ban ends the account's sessions: the same.
  const auto banned = admin_applied("ban bruno_gone");
  ASSERT_EQ(banned.status, 0) << banned.out;
  expect_session_ended(*b);
  EXPECT_TRUE(pool_holds(0, 1s)) << "no seek of an ended session waits in the pool";
  for (auto* ws : {a.get(), b.get()}) {
    for (const auto& frame : ws->frames()) EXPECT_EQ(frame.find("\"paired\""), std::string::npos) << frame;
    expect_no_secret(*ws, {ana_cookie, bruno_cookie});
  }
}

TEST_P(RatedInstances, OneSeatPerAddressHoldsAcrossInstances) {
  const json triplo = seek("triplo_seis", {{"rules", {{"players", "2"}}}});
  {
    start_both({"--one-seat-per-address"});
    auto a = guest_lobby(port());
    auto b = guest_lobby(second().port());
    expect_both_wait_unpaired(*a, *b, triplo);
    a->close();
    b->close();
  }
  ASSERT_TRUE(pool_holds(0)) << "seeks of closed sockets still wait";
  // Without the flag the same two seeks across the instances are paired (what the refusal above
  // is measured against).
  start_both();
  auto a = guest_lobby(port());
  auto b = guest_lobby(second().port());
  a->send(triplo);
  EXPECT_EQ(answer(*a)["type"], "seeking");
  ASSERT_TRUE(pool_holds(1));
  b->send(triplo);
  const json pa = a->next_of("paired");
  const json pb = b->next_of("paired");
  EXPECT_EQ(pa["room"], pb["room"]);
  expect_no_secret(*a, {pb["token"]});
  expect_no_secret(*b, {pa["token"]});
}

// PostgreSQL only: one SQLite file is served by one process.
INSTANTIATE_TEST_SUITE_P(PostgreSQL, RatedInstances,
                         ::testing::Values(store::test_db::Factory(&store::test_db::postgres_backend)));

}  // namespace
}  // namespace cubilete::test
