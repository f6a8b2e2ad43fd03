// Moderation over real sockets (docs/operating.md, Moderation): players' reports, and
// `cubilete admin` run as its own process on the store of a running server: a mute, a ban, a room
// closed, a chat line removed and a password reset link reach the server within a second; every
// action is in the admin log and no secret is in any log. On SQLite and on PostgreSQL
// (tests/cluster/pg_store_test.sh), where two instances share the store.
#include <gtest/gtest.h>

#include <thread>

#include "account_browser.h"

#ifndef CUBILETE_BINARY
#define CUBILETE_BINARY "cubilete"
#endif

namespace cubilete::test {
namespace {

// A moderator's decision reaches every server within a second (the servers poll every 250 ms):
// the tests wait for each server to take it in (its log says so), bounded by this, and print how
// long it took; how soon is measured, not asserted (a loaded machine may take longer).
constexpr auto kAtMost = 10s;


class Moderation : public AccountServer {
 protected:
  // `cubilete admin --db DB --as tester ARGS`.
  CommandResult admin(const std::string& args) {
    return run_command(std::string(CUBILETE_BINARY) + " admin --db '" + db().serve_db() + "' --as tester " + args);
  }

  // `cubilete admin ARGS`, then waits until each of `servers` (the test's server if none) has
  // taken the action in: a server writes the action's "admin:" line to its log once it has
  // reloaded what the action changed (moderation.cpp), polling the store every 250 ms.
  CommandResult admin_applied(const std::string& args, std::vector<ServerProcess*> servers = {}) {
    if (servers.empty()) servers = {&server()};
    std::vector<size_t> before;
    for (auto* s : servers) before.push_back(count(s->log(), "admin: "));
    const auto started = std::chrono::steady_clock::now();
    auto result = admin(args);
    for (size_t i = 0; i < servers.size(); ++i) {
      while (count(servers[i]->log(), "admin: ") <= before[i] && std::chrono::steady_clock::now() - started < kAtMost)
        std::this_thread::sleep_for(20ms);
      EXPECT_GT(count(servers[i]->log(), "admin: "), before[i]) << "a server never took in: admin " << args;
    }
    std::cout << "admin " << args << ": taken in after "
              << std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count()
              << " ms\n";
    return result;
  }

  // A two-seat Generala room on `on` whose first seat is `owner`'s account and second a guest's.
  struct Table {
    std::string code, owner_token, guest_token;
    std::unique_ptr<WsClient> owner, guest;
  };
  Table table(Browser& owner) {
    Table t;
    const auto made = owner.call("POST", "/api/rooms", {{"game", "generala"}, {"seats", json::array({json::object(), json::object()})}});
    EXPECT_EQ(made.status, 201) << made.raw;
    t.code = made.body["room"];
    t.owner_token = made.body["token"];
    const auto joined = http_json(owner.port, "POST", "/api/rooms/" + t.code + "/join", {{"name", "Guest"}});
    EXPECT_EQ(joined.status, 200) << joined.raw;
    t.guest_token = joined.body["token"];
    t.owner = owner.socket(t.code, t.owner_token);
    t.guest = std::make_unique<WsClient>(owner.port, t.code, t.guest_token);
    return t;
  }

  // Sends a chat line and returns what came back to the sender: the line, or an error.
  static json say(WsClient& ws, const std::string& text) {
    ws.drain();
    ws.send({{"type", "chat"}, {"text", text}});
    for (int i = 0; i < 20; ++i) {
      auto m = ws.next();
      if (m["type"] == "error" || (m["type"] == "chat" && m["text"] == text)) return m;
    }
    throw std::runtime_error("no answer to a chat line");
  }
};

TEST_P(Moderation, APlayerReportsAChatLineOrASeatAndTheModeratorsReadIt) {
  start();
  Browser ana = signed_up("ana", kPassword);
  auto t = table(ana);
  const json line = say(*t.owner, "you all cheat");
  ASSERT_EQ(line["type"], "chat") << line;
  ASSERT_TRUE(line["id"].is_number_integer()) << "every chat line has an id: " << line;
  const json heard = t.guest->next_of("chat");
  EXPECT_EQ(heard["id"], line["id"]);
  const std::string reports = "/api/rooms/" + t.code + "/reports";
  const auto r = http_json(port(), "POST", reports,
                           {{"token", t.guest_token}, {"chat", line["id"]}, {"reason", "abuse"}, {"text", "rude"}});
  ASSERT_EQ(r.status, 201) << r.raw;
  // Ana (signed in, by her cookie) reports the guest's seat.
  const auto seat = ana.call("POST", reports, {{"seat", 1}, {"reason", "name"}});
  ASSERT_EQ(seat.status, 201) << seat.raw;
  // What is wrong is said.
  struct Bad {
    json body;
    int status;
    std::string code;
  };
  for (const auto& b : std::vector<Bad>{
           {{{"token", t.guest_token}, {"chat", line["id"]}, {"reason", "boring"}}, 400, "bad_report"},
           {{{"token", t.guest_token}, {"chat", line["id"]}, {"seat", 0}, {"reason", "abuse"}}, 400, "bad_report"},
           {{{"token", t.guest_token}, {"seat", 1}, {"reason", "abuse"}}, 400, "bad_report"},  // oneself
           {{{"token", t.guest_token}, {"seat", 7}, {"reason", "abuse"}}, 400, "bad_report"},
           {{{"token", t.guest_token}, {"chat", 999}, {"reason", "abuse"}}, 404, "no_such_line"},
           {{{"token", t.guest_token}, {"chat", line["id"]}, {"reason", "abuse"}, {"text", "a\u202Eb"}}, 400, "bad_report"},
           {{{"token", "not-a-token"}, {"seat", 0}, {"reason", "spam"}}, 403, "bad_token"},
           {{{"seat", 0}, {"reason", "spam"}}, 401, "not_signed_in"},
           {{{"token", t.guest_token}, {"seat", 0}, {"reason", "spam"}, {"extra", 1}}, 400, "bad_report"},
       }) {
    const auto a = http_json(port(), "POST", reports, b.body);
    EXPECT_EQ(a.status, b.status) << b.body << " -> " << a.raw;
    EXPECT_EQ(a.body.value("error", ""), b.code) << a.raw;
    EXPECT_FALSE(a.body.value("message", "").empty()) << a.raw;
  }
  const auto listed = admin("reports --open");
  ASSERT_EQ(listed.status, 0) << listed.out;
  EXPECT_TRUE(has(listed.out, "you all cheat")) << "the line as reported: " << listed.out;
  EXPECT_TRUE(has(listed.out, "for abuse")) << listed.out;
  EXPECT_TRUE(has(listed.out, "says: rude")) << listed.out;
  EXPECT_TRUE(has(listed.out, "reported Guest (seat 1) for name")) << listed.out;
  EXPECT_TRUE(has(listed.out, "from address 127.0.0.1")) << listed.out;
  // Resolved, it leaves the open list.
  const std::string first_id = db().scalar("SELECT MIN(id) FROM reports");
  ASSERT_EQ(admin("--reason checked resolve " + first_id).status, 0);
  EXPECT_FALSE(has(admin("reports --open").out, "says: rude"));
  EXPECT_TRUE(has(admin("reports").out, "says: rude"));
  EXPECT_NE(admin("resolve " + first_id).status, 0) << "resolved once";
  // Spam of reports from one address is refused (10 an hour: two made above).
  int refused = 0;
  for (int i = 0; i < 10; ++i)
    refused += http_json(port(), "POST", reports, {{"token", t.guest_token}, {"seat", 0}, {"reason", "spam"}}).status == 429;
  EXPECT_EQ(refused, 2);
}

TEST_P(Moderation, AMuteStopsTheMutedPlayersNextChatAndNobodyElses) {
  start();
  Browser ana = signed_up("ana", kPassword);
  auto t = table(ana);
  ASSERT_EQ(say(*t.owner, "hello")["type"], "chat");
  const auto muted = admin_applied("--reason 'insults' mute ana --for 10m");
  ASSERT_EQ(muted.status, 0) << muted.out;
  const json refused = say(*t.owner, "still here");
  EXPECT_EQ(refused["type"], "error") << refused;
  EXPECT_EQ(refused["code"], "muted") << refused;
  EXPECT_TRUE(has(refused.value("message", ""), "muted")) << refused;
  EXPECT_EQ(say(*t.guest, "I can talk")["type"], "chat") << "the others are not muted";
  for (const auto& f : t.guest->frames()) EXPECT_FALSE(has(f, "still here")) << "nobody heard the muted line";
  EXPECT_TRUE(has(admin("players an").out, "mute")) << admin("players an").out;
  ASSERT_EQ(admin_applied("unmute ana").status, 0);
  EXPECT_EQ(say(*t.owner, "back")["type"], "chat");
  // An address mute: both seats come from 127.0.0.1.
  ASSERT_EQ(admin_applied("mute 127.0.0.1").status, 0);
  EXPECT_EQ(say(*t.guest, "hm")["code"], "muted");
  ASSERT_EQ(admin("unmute ::ffff:127.0.0.1").status, 0) << "the same address, written another way";
  const auto unknown = admin("mute nobody-here");
  EXPECT_EQ(unknown.status, 2) << unknown.out;
  EXPECT_TRUE(has(unknown.out, "there is no account 'nobody-here'")) << unknown.out;
  const auto bad = admin("mute ana --for 5x");
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(has(bad.out, "is not a duration")) << bad.out;
  EXPECT_TRUE(has(admin("unmute ana").out, "no live mute")) << "nothing to lift";
}

TEST_P(Moderation, ABannedAccountCannotSignInAndItsSessionsEndABannedAddressCannotSit) {
  start();
  Browser ana = signed_up("ana", kPassword);
  ASSERT_EQ(ana.call("GET", "/api/account").status, 200);
  const auto banned = admin_applied("--reason cheating ban ana");
  ASSERT_EQ(banned.status, 0) << banned.out;
  EXPECT_TRUE(has(banned.out, "1 sessions ended")) << banned.out;
  EXPECT_EQ(ana.call("GET", "/api/account").status, 401) << "her session is gone";
  Browser again = browser();
  const auto r = again.call("POST", "/api/account/signin", {{"name", "ana"}, {"password", kPassword}});
  EXPECT_EQ(r.status, 403) << r.raw;
  EXPECT_EQ(r.body.value("error", ""), "banned") << r.raw;
  const auto wrong = again.call("POST", "/api/account/signin", {{"name", "ana"}, {"password", "wrong password!"}});
  EXPECT_EQ(wrong.body.value("error", ""), "bad_credentials") << "a wrong password tells nothing of the ban";
  ASSERT_EQ(admin_applied("unban ana").status, 0);
  EXPECT_EQ(again.call("POST", "/api/account/signin", {{"name", "ana"}, {"password", kPassword}}).status, 200);
  // An address ban: no new room, no seat, no chat.
  auto open = open_room(port(), "generala", json::array({json::object(), json::object()}));
  ASSERT_EQ(admin_applied("ban 127.0.0.1 --for 1h").status, 0);
  const auto made = http_json(port(), "POST", "/api/rooms", {{"game", "generala"}});
  EXPECT_EQ(made.status, 403) << made.raw;
  EXPECT_EQ(made.body.value("error", ""), "banned");
  EXPECT_EQ(say(*open.people[0].ws, "hi")["code"], "banned");
  ASSERT_EQ(admin("unban 127.0.0.1").status, 0);
}

TEST_P(Moderation, AClosedRoomTellsEverySeatAndADeletedLineIsGoneForEveryone) {
  start();
  Browser ana = signed_up("ana", kPassword);
  auto t = table(ana);
  const json line = say(*t.owner, "something nasty");
  ASSERT_EQ(line["type"], "chat");
  const int64_t id = line["id"];
  const auto deleted = admin("--reason insult delete-chat " + t.code + " " + std::to_string(id));
  ASSERT_EQ(deleted.status, 0) << deleted.out;
  const json removed = t.guest->next_of("chat_removed", kAtMost);
  EXPECT_EQ(removed["id"], id);
  // Someone arriving now sees the line's place, not its words.
  WsClient late(port(), t.code);
  json shown;
  for (int i = 0; i < 10 && shown.is_null(); ++i)
    if (auto m = late.next(); m["type"] == "chat" && m["id"] == id) shown = m;
  EXPECT_EQ(shown.value("removed", false), true) << shown;
  EXPECT_EQ(shown["text"], "removed by a moderator");
  for (const auto& f : late.frames()) EXPECT_FALSE(has(f, "nasty")) << f;
  EXPECT_EQ(db().scalar("SELECT text FROM chat WHERE line = " + std::to_string(id)), "");
  EXPECT_EQ(admin("delete-chat " + t.code + " " + std::to_string(id)).status, 2) << "removed once";
  EXPECT_EQ(admin("delete-chat " + t.code + " 999").status, 2);
  // Closed: every seat is told, and the room is gone.
  const auto closed = admin("--reason abandoned close-room " + t.code);
  ASSERT_EQ(closed.status, 0) << closed.out;
  for (auto* ws : {t.owner.get(), t.guest.get()}) {
    const json told = ws->next_of("room_closed", kAtMost);
    EXPECT_EQ(told["by"], "moderator");
    EXPECT_TRUE(ws->closed(10s));
  }
  // The room leaves memory as it closes; a request meanwhile may find it changing hands (503).
  int gone = 0;
  for (int i = 0; i < 100 && gone != 404; ++i) {
    gone = http(port(), "GET", "/api/rooms/" + t.code).status;
    if (gone != 404) std::this_thread::sleep_for(100ms);
  }
  EXPECT_EQ(gone, 404);
  EXPECT_EQ(db().scalar("SELECT status FROM rooms WHERE code = '" + t.code + "'"), "closed");
  EXPECT_EQ(db().scalar("SELECT count(*) FROM finished_games"), "0") << "no end, no rating";
  const auto again = admin("close-room " + t.code);
  EXPECT_EQ(again.status, 2);
  EXPECT_TRUE(has(again.out, "only a waiting or playing room")) << again.out;
  EXPECT_TRUE(has(admin("close-room ZZZZZZ").out, "there is no room")) << "unknown room";
}

TEST_P(Moderation, AResetLinkWorksOnceUntilItExpiresAndNoSecretReachesAnyLog) {
  start();
  Browser ana = signed_up("ana", kPassword);
  const auto issued = admin("--reason 'forgot it' reset-link ana --url https://dados.example/");
  ASSERT_EQ(issued.status, 0) << issued.out;
  const std::string prefix = "https://dados.example/reset#";
  const auto at = issued.out.find(prefix);
  ASSERT_NE(at, std::string::npos) << issued.out;
  const std::string token = issued.out.substr(at + prefix.size(), issued.out.find('\n', at) - at - prefix.size());
  ASSERT_GE(token.size(), 32u);
  Browser anyone = browser();
  const std::string fresh = "a brand new password";
  EXPECT_EQ(anyone.call("POST", "/api/account/reset", {{"token", token + "x"}, {"password", fresh}}).body.value("error", ""),
            "bad_reset_token");
  EXPECT_EQ(anyone.call("POST", "/api/account/reset", {{"token", token}, {"password", "short"}}).body.value("error", ""),
            "weak_password");
  const auto used = anyone.call("POST", "/api/account/reset", {{"token", token}, {"password", fresh}});
  ASSERT_EQ(used.status, 200) << used.raw;
  EXPECT_EQ(anyone.call("POST", "/api/account/reset", {{"token", token}, {"password", fresh}}).status, 400) << "once";
  EXPECT_EQ(ana.call("GET", "/api/account").status, 401) << "every session ended";
  EXPECT_EQ(anyone.call("POST", "/api/account/signin", {{"name", "ana"}, {"password", fresh}}).status, 200);
  // A link past its time works no more.
  const auto short_lived = admin_applied("reset-link ana --valid 1s");
  ASSERT_EQ(short_lived.status, 0) << short_lived.out;
  const auto at2 = short_lived.out.find("/reset#");
  const std::string token2 = short_lived.out.substr(at2 + 7, short_lived.out.find('\n', at2) - at2 - 7);
  std::this_thread::sleep_for(1500ms);
  EXPECT_EQ(anyone.call("POST", "/api/account/reset", {{"token", token2}, {"password", fresh}}).body.value("error", ""),
            "bad_reset_token");
  EXPECT_EQ(admin("reset-link nobody-here").status, 2);
  // Every action is in the admin log, with its operator and reason; no token, no password in it,
  // in the store or in the server's log.
  const auto log = admin("log");
  ASSERT_EQ(log.status, 0);
  EXPECT_TRUE(has(log.out, "tester: reset-link account ana")) << log.out;
  EXPECT_TRUE(has(log.out, "forgot it")) << log.out;
  const auto server_log = server().log();
  EXPECT_TRUE(has(server_log, "admin: reset-link by tester")) << server_log;
  for (const auto& secret : {token, token2, std::string(kPassword), fresh, ana.cookie}) {
    if (secret.empty()) continue;
    EXPECT_FALSE(has(log.out, secret));
    EXPECT_FALSE(has(server_log, secret));
    for (const auto& row : db().query("SELECT * FROM admin_log"))
      for (const auto& cell : row) EXPECT_FALSE(has(cell, secret));
    for (const auto& row : db().query("SELECT * FROM reset_tokens"))
      for (const auto& cell : row) EXPECT_FALSE(has(cell, secret)) << "only the token's hash is kept";
  }
}

// Two servers on one PostgreSQL store (SQLite is one process): a mute stops the player's chat on
// both (each takes it in; the time it took is printed).
TEST_P(Moderation, AMuteTakesEffectOnEveryInstance) {
  if (db().name() != "PostgreSQL") GTEST_SKIP() << "one SQLite file is served by one process";
  start();
  ServerProcess second(db().serve_db(), {"--password-cost", "minimum"});
  Browser ana = signed_up("ana", kPassword);
  auto here = table(ana);
  Browser ana_there = ana;  // her cookie, at the second instance
  ana_there.port = second.port();
  auto there = table(ana_there);
  ASSERT_EQ(say(*here.owner, "one")["type"], "chat");
  ASSERT_EQ(say(*there.owner, "two")["type"], "chat");
  ASSERT_EQ(admin_applied("mute ana", {&server(), &second}).status, 0);
  EXPECT_EQ(say(*here.owner, "three")["code"], "muted");
  EXPECT_EQ(say(*there.owner, "four")["code"], "muted");
  EXPECT_EQ(say(*there.guest, "five")["type"], "chat");
}

ACCOUNT_SERVER_BACKENDS(Moderation);

}  // namespace
}  // namespace cubilete::test
