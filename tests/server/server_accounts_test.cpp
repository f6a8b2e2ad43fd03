// The accounts' endpoints over real sockets (PROTOCOL.md v1.1, Accounts): sign-up,
// sign-in, wrong passwords, throttling per account and per address, sign-out (here and
// everywhere), session expiry, the cookie's flags, Origin refusals on requests and WebSocket
// upgrades, seats bound to the account, and every field of every endpoint refused with a stable
// code and a reason. On SQLite and on PostgreSQL (tests/cluster/pg_store_test.sh).
#include <gtest/gtest.h>

#include <thread>

#include "account_browser.h"

namespace cubilete::test {
namespace {

class AccountEndpoints : public AccountServer {};


TEST_P(AccountEndpoints, SignUpSignInSignOutWithTheCookiesFlagsAndNoEnumeration) {
  start();
  Browser ana = browser();
  auto r = ana.call("POST", "/api/account/signup", {{"name", "Ana_Maria"}, {"password", kPassword}});
  ASSERT_EQ(r.status, 201) << r.raw;
  EXPECT_EQ(r.body, json({{"name", "Ana_Maria"}, {"created", r.body["created"]}}));
  ASSERT_EQ(r.header("Set-Cookie").size(), 1u);
  const std::string set = r.header("Set-Cookie")[0];
  EXPECT_TRUE(has(set, "; HttpOnly") && has(set, "; SameSite=Lax") && has(set, "; Path=/") && has(set, "; Max-Age="))
      << set;
  EXPECT_FALSE(has(set, "Secure")) << "plain http:// without --public-url https://: " << set;
  EXPECT_EQ(ana.cookie.size(), 43u) << "a 256-bit token, base64url without padding";
  EXPECT_EQ(r.header("Cache-Control"), std::vector<std::string>{"no-store"});

  r = ana.call("GET", "/api/account");
  EXPECT_EQ(r.status, 200) << r.raw;
  EXPECT_EQ(r.body["name"], "Ana_Maria");

  // Names compare without case and without look-alikes.
  for (const char* taken : {"ana_maria", "ANA_MARIA", "Ana_Marla"}) {
    Browser other = browser();
    r = other.call("POST", "/api/account/signup", {{"name", taken}, {"password", kPassword}});
    EXPECT_EQ(r.status, 409) << taken << ": " << r.raw;
    EXPECT_EQ(r.body["error"], "name_taken") << taken;
    EXPECT_TRUE(other.cookie.empty());
  }

  // A wrong password and an unknown name are refused alike.
  Browser phone = browser();
  const auto wrong = phone.call("POST", "/api/account/signin", {{"name", "ana_maria"}, {"password", "not the one"}});
  const auto nobody = phone.call("POST", "/api/account/signin", {{"name", "nobody_here"}, {"password", "not the one"}});
  EXPECT_EQ(wrong.status, 401);
  EXPECT_EQ(wrong.body, nobody.body) << "the refusal tells nothing of which names exist";
  EXPECT_EQ(wrong.body["error"], "bad_credentials");
  EXPECT_TRUE(phone.cookie.empty());
  r = phone.call("POST", "/api/account/signin", {{"name", "ANA_maria"}, {"password", kPassword}});
  ASSERT_EQ(r.status, 200) << r.raw;
  EXPECT_EQ(r.body["name"], "Ana_Maria");
  EXPECT_NE(phone.cookie, ana.cookie) << "each sign-in is a session of its own";

  // Signing out ends this session only; "everywhere" ends all.
  const std::string phone_token = phone.cookie;
  r = phone.call("POST", "/api/account/signout", json::object());
  EXPECT_EQ(r.status, 200) << r.raw;
  EXPECT_TRUE(phone.cookie.empty()) << "the cookie is cleared";
  EXPECT_TRUE(has(phone.set_cookies.back(), "Max-Age=0"));
  phone.cookie = phone_token;  // a copy kept elsewhere is of no use now
  EXPECT_EQ(phone.call("GET", "/api/account").status, 401);
  EXPECT_EQ(ana.call("GET", "/api/account").status, 200);
  Browser laptop = browser();
  ASSERT_EQ(laptop.call("POST", "/api/account/signin", {{"name", "Ana_Maria"}, {"password", kPassword}}).status, 200);
  r = ana.call("POST", "/api/account/signout", {{"everywhere", true}});
  EXPECT_EQ(r.status, 200) << r.raw;
  EXPECT_EQ(r.body["sessions_ended"], 2);
  EXPECT_EQ(laptop.call("GET", "/api/account").status, 401);

  // A new password ends the other sessions and keeps this one; the old password is refused.
  ASSERT_EQ(ana.call("POST", "/api/account/signin", {{"name", "Ana_Maria"}, {"password", kPassword}}).status, 200);
  ASSERT_EQ(laptop.call("POST", "/api/account/signin", {{"name", "Ana_Maria"}, {"password", kPassword}}).status, 200);
  r = ana.call("POST", "/api/account/password", {{"old", "wrong one!"}, {"new", "a new password"}});
  EXPECT_EQ(r.status, 403) << r.raw;
  r = ana.call("POST", "/api/account/password", {{"old", kPassword}, {"new", "a new password"}});
  EXPECT_EQ(r.status, 200) << r.raw;
  EXPECT_EQ(ana.call("GET", "/api/account").status, 200);
  EXPECT_EQ(laptop.call("GET", "/api/account").status, 401);
  EXPECT_EQ(laptop.call("POST", "/api/account/signin", {{"name", "Ana_Maria"}, {"password", kPassword}}).status, 401);
  EXPECT_EQ(laptop.call("POST", "/api/account/signin", {{"name", "Ana_Maria"}, {"password", "a new password"}}).status,
            200);

  // Nothing secret in any answer or in the log.
  const std::string log = server().log();
  for (const auto* b : {&ana, &phone, &laptop}) {
    for (const auto& answer : b->answers) {
      EXPECT_FALSE(has(answer, kPassword) || has(answer, "a new password") || has(answer, "$argon2")) << answer;
      EXPECT_FALSE(has(answer, phone_token)) << answer;
    }
    if (!b->cookie.empty()) {
      EXPECT_FALSE(has(log, b->cookie)) << "a session token in the log";
    }
  }
  EXPECT_FALSE(has(log, kPassword) || has(log, phone_token) || has(log, "$argon2")) << log;
}

// Portuguese and Spanish names with their accents, however they were typed; a refused letter is
// named; the unaccented twin is the same name; the profile is found at the escaped path.
TEST_P(AccountEndpoints, NamesWithAccentsAreComposedComparedAndFound) {
  start();
  Browser joao = browser();
  auto r = joao.call("POST", "/api/account/signup", {{"name", "Joa\xcc\x83o_Conceic\xcc\xa7" "a\xcc\x83o"}, {"password", kPassword}});
  ASSERT_EQ(r.status, 201) << r.raw;
  EXPECT_EQ(r.body["name"], "João_Conceição") << "kept composed (NFC)";
  for (const char* twin : {"joão_conceição", "Joao_Conceicao", "JOÃO_CONCEIÇÃO"}) {
    Browser other = browser();
    r = other.call("POST", "/api/account/signup", {{"name", twin}, {"password", kPassword}});
    EXPECT_EQ(r.status, 409) << twin << ": " << r.raw;
    EXPECT_EQ(r.body["error"], "name_taken") << twin;
  }
  Browser phone = browser();
  r = phone.call("POST", "/api/account/signin", {{"name", "JOÃO_conceição"}, {"password", kPassword}});
  EXPECT_EQ(r.status, 200) << r.raw;
  r = phone.call("GET", "/api/players/Jo%C3%A3o_Concei%C3%A7%C3%A3o");
  EXPECT_EQ(r.status, 200) << r.raw;
  EXPECT_EQ(r.body["name"], "João_Conceição");
  r = phone.call("POST", "/api/account/signup", {{"name", "Straße"}, {"password", kPassword}});
  EXPECT_EQ(r.status, 400) << r.raw;
  EXPECT_EQ(r.body["error"], "bad_name");
  EXPECT_EQ(r.body["params"], json({{"character", "ß"}})) << r.raw;
  EXPECT_NE(r.body["message"].get<std::string>().find("'ß' is not one of them"), std::string::npos) << r.raw;
  r = phone.call("POST", "/api/account/signup", {{"name", "ana\xe2\x80\x8b"}, {"password", kPassword}});
  EXPECT_EQ(r.body["params"], json({{"character", "U+200B"}})) << "an invisible space by its number: " << r.raw;
}

TEST_P(AccountEndpoints, BehindHttpsTheCookieIsSecureAndOnlyThePublicOriginActs) {
  start({"--public-url", "https://dados.example"});
  Browser b = browser();
  b.origin = "https://dados.example";
  auto r = b.call("POST", "/api/account/signup", {{"name", "secure1"}, {"password", kPassword}});
  ASSERT_EQ(r.status, 201) << r.raw;
  EXPECT_TRUE(has(r.header("Set-Cookie").at(0), "; Secure"));
  b.origin = kOwnOrigin;  // the request's own Host is not the public origin
  r = b.call("POST", "/api/account/signout", json::object());
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.body["error"], "bad_origin");
}

TEST_P(AccountEndpoints, WrongPasswordsAreLimitedPerAccountAndSignInsPerAddress) {
  start({"--signin-failures", "3", "--signin-window", "60", "--signins-per-minute", "8"});
  Browser owner = signed_up("limited", kPassword);
  Browser thief = browser();
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(thief.call("POST", "/api/account/signin", {{"name", "limited"}, {"password", "guess " + std::to_string(i)}})
                  .status,
              401);
  // The account is locked for the window: the right password too, and from anywhere.
  auto r = owner.call("POST", "/api/account/signin", {{"name", "limited"}, {"password", kPassword}});
  EXPECT_EQ(r.status, 429) << r.raw;
  EXPECT_EQ(r.body["error"], "too_many_attempts");
  ASSERT_EQ(r.header("Retry-After").size(), 1u);
  EXPECT_GE(std::stoi(r.header("Retry-After")[0]), 1);
  EXPECT_LE(std::stoi(r.header("Retry-After")[0]), 60);
  EXPECT_EQ(owner.call("GET", "/api/account").status, 200) << "a session already open goes on";
  // A name without an account is refused after as many failures (nothing tells them apart).
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(thief.call("POST", "/api/account/signin", {{"name", "ghost"}, {"password", "guess"}}).status, 401);
  EXPECT_EQ(thief.call("POST", "/api/account/signin", {{"name", "ghost"}, {"password", "guess"}}).body["error"],
            "too_many_attempts");
  // 8 attempts a minute from one address: the 8th was the last.
  r = thief.call("POST", "/api/account/signin", {{"name", "someone"}, {"password", "guess"}});
  EXPECT_EQ(r.status, 429);
  EXPECT_TRUE(has(r.body.value("message", ""), "--signins-per-minute")) << r.raw;
}

TEST_P(AccountEndpoints, ASessionUnusedForItsLifetimeEnds) {
  start({"--session-lifetime", "1"});
  Browser b = signed_up("shortlived", kPassword);
  EXPECT_TRUE(has(b.set_cookies.at(0), "Max-Age=1;"));
  // Bounded: the session's end is a second after its last use.
  bool ended = false;
  for (int i = 0; i < 40 && !ended; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (i < 25) continue;  // used at 0 s; ended from 1 s on
    ended = b.call("GET", "/api/account").status == 401;
  }
  EXPECT_TRUE(ended);
  EXPECT_TRUE(b.cookie.empty()) << "a cookie that names no live session is cleared";
}

TEST_P(AccountEndpoints, ACookieActsOnlyFromTheServersOwnPagesAndSockets) {
  start();
  Browser b = signed_up("origin_check", kPassword);
  const std::string good = b.cookie;
  struct Case {
    std::string method, target;
    json body;
  };
  const std::vector<Case> changes = {
      {"POST", "/api/account/signout", json::object()},
      {"POST", "/api/account/password", {{"old", kPassword}, {"new", "whatever123"}}},
      {"DELETE", "/api/account", {{"password", kPassword}}},
      {"POST", "/api/rooms", {{"game", "crag"}, {"seats", json::array({json::object(), {{"bot", "random"}}})}}},
  };
  for (const char* origin : {"", "http://evil.example", "null", "http://127.0.0.1.evil.example"}) {
    b.origin = origin;
    for (const auto& c : changes) {
      const auto r = b.call(c.method, c.target, c.body);
      EXPECT_EQ(r.status, 403) << c.method << " " << c.target << " from '" << origin << "': " << r.raw;
      EXPECT_EQ(r.body["error"], "bad_origin");
    }
    // Signing in from another site (login CSRF) is refused too, cookie or not.
    if (*origin) {
      Browser stranger = browser();
      stranger.origin = origin;
      EXPECT_EQ(stranger.call("POST", "/api/account/signin", {{"name", "origin_check"}, {"password", kPassword}}).status,
                403);
    }
  }
  b.origin = kOwnOrigin;
  EXPECT_EQ(b.call("GET", "/api/account").status, 200) << "nothing was changed";
  // A WebSocket upgrade with the cookie from another origin is refused; from its own it opens.
  auto made = b.call("POST", "/api/rooms", {{"game", "crag"}, {"seats", json::array({json::object(), {{"bot", "random"}}})}});
  ASSERT_EQ(made.status, 201) << made.raw;
  const std::string code = made.body["room"];
  b.origin = "http://evil.example";
  EXPECT_THROW(b.socket(code), std::exception);
  b.origin = "";
  EXPECT_THROW(b.socket(code), std::exception);
  b.origin = kOwnOrigin;
  auto ws = b.socket(code);
  EXPECT_EQ(ws->next_of("state")["seat"], 0) << "the account's seat, reached by its session";
  // Without the cookie nothing is checked: anonymous play by link stays as it was.
  Browser guest = browser();
  guest.origin = "";
  EXPECT_EQ(guest.call("POST", "/api/rooms", {{"game", "crag"}, {"seats", json::array({json::object()})}}).status, 201);
}

TEST_P(AccountEndpoints, ASignedInPersonsSeatIsTheirAccountsFromAnyDevice) {
  start();
  Browser ana = signed_up("ana", kPassword);
  Browser guest = browser();
  auto made = guest.call("POST", "/api/rooms",
                         {{"game", "crag"}, {"seats", json::array({json::object(), json::object()})}, {"name", "Guest"}});
  ASSERT_EQ(made.status, 201);
  const std::string code = made.body["room"];
  auto joined = ana.call("POST", "/api/rooms/" + code + "/join", {{"name", "Someone Else"}});
  ASSERT_EQ(joined.status, 200) << joined.raw;
  const int seat = joined.body["seat"];
  auto again = ana.call("POST", "/api/rooms/" + code + "/join", json::object());
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.body["error"], "already_seated");
  EXPECT_EQ(again.body["seat"], seat);
  // Another device: signed in, no token.
  Browser tablet = browser();
  ASSERT_EQ(tablet.call("POST", "/api/account/signin", {{"name", "ana"}, {"password", kPassword}}).status, 200);
  auto ws = tablet.socket(code);
  const auto state = ws->next_of("state");
  EXPECT_EQ(state["seat"], seat);
  EXPECT_EQ(state["seats"][seat]["name"], "ana") << "an account plays under its name";
  EXPECT_EQ(state["seats"][seat]["account"], "ana");
  EXPECT_EQ(state["seats"][0]["account"], nullptr);
  auto spectator = std::make_unique<WsClient>(port(), code);
  const auto seen = spectator->next_of("state");
  EXPECT_EQ(seen["seat"], nullptr);
  for (const auto& frame : spectator->frames()) {
    EXPECT_FALSE(has(frame, ana.cookie) || has(frame, tablet.cookie) || has(frame, joined.body["token"].get<std::string>()));
  }
  // A guest's signed-out socket without a token watches.
  EXPECT_EQ(browser().socket(code)->next_of("state")["seat"], nullptr);
}

// Every field of every new endpoint: a stable code and a reason.
TEST_P(AccountEndpoints, EveryFieldOfEveryEndpointIsRefusedWithACodeAndAReason) {
  start();
  Browser b = signed_up("checker", kPassword);
  Browser anon = browser();
  struct Case {
    Browser* who;
    std::string method, target, body;
    int status;
    std::string code;
  };
  const std::string long_password(129, 'x');
  const std::vector<Case> cases = {
      {&anon, "POST", "/api/account/signup", "not json", 400, "bad_request"},
      {&anon, "POST", "/api/account/signup", "[1]", 400, "bad_request"},
      {&anon, "POST", "/api/account/signup", R"({"name":"abc","password":"12345678","extra":1})", 400, "bad_request"},
      {&anon, "POST", "/api/account/signup", R"({"password":"12345678"})", 400, "bad_name"},
      {&anon, "POST", "/api/account/signup", R"({"name":7,"password":"12345678"})", 400, "bad_name"},
      {&anon, "POST", "/api/account/signup", R"({"name":"ab","password":"12345678"})", 400, "bad_name"},
      {&anon, "POST", "/api/account/signup", R"({"name":"abcdefghijklmnopqrstu","password":"12345678"})", 400, "bad_name"},
      {&anon, "POST", "/api/account/signup", R"({"name":"a b c","password":"12345678"})", 400, "bad_name"},
      {&anon, "POST", "/api/account/signup", R"({"name":"Straße","password":"12345678"})", 400, "bad_name"},
      {&anon, "POST", "/api/account/signup", R"({"name":"deleted","password":"12345678"})", 400, "bad_name"},
      {&anon, "POST", "/api/account/signup", R"({"name":"abcd","password":"1234567"})", 400, "weak_password"},
      {&anon, "POST", "/api/account/signup", R"({"name":"abcd","password":")" + long_password + R"("})", 400,
       "weak_password"},
      {&anon, "POST", "/api/account/signup", R"({"name":"abcd","password":12345678})", 400, "weak_password"},
      {&anon, "POST", "/api/account/signup", R"({"name":"abcd"})", 400, "weak_password"},
      {&anon, "GET", "/api/account/signup", "", 405, "method_not_allowed"},
      {&anon, "POST", "/api/account/signin", "{", 400, "bad_request"},
      {&anon, "POST", "/api/account/signin", R"({"name":"abcd"})", 400, "bad_request"},
      {&anon, "POST", "/api/account/signin", R"({"password":"12345678"})", 400, "bad_request"},
      {&anon, "POST", "/api/account/signin", R"({"name":"abcd","password":"12345678","x":0})", 400, "bad_request"},
      {&anon, "GET", "/api/account", "", 401, "not_signed_in"},
      {&anon, "POST", "/api/account/signout", R"({"everywhere":"yes"})", 400, "bad_request"},
      {&anon, "POST", "/api/account/password", R"({"old":"12345678","new":"abcdefgh"})", 401, "not_signed_in"},
      {&b, "POST", "/api/account/password", R"({"new":"abcdefgh"})", 400, "bad_request"},
      {&b, "POST", "/api/account/password", R"({"old":"12345678","new":"short"})", 400, "weak_password"},
      {&b, "POST", "/api/account/password", R"({"old":"12345678"})", 400, "weak_password"},
      {&b, "DELETE", "/api/account", R"({})", 400, "bad_request"},
      {&b, "DELETE", "/api/account", R"({"password":"wrong password"})", 403, "wrong_password"},
      {&b, "PUT", "/api/account", "", 405, "method_not_allowed"},
      {&b, "GET", "/api/account?x=1", "", 400, "bad_request"},
      {&b, "GET", "/api/account/nothing", "", 404, "not_found"},
      {&anon, "GET", "/api/account/rooms", "", 401, "not_signed_in"},
      {&b, "POST", "/api/account/seats", R"({"seats":"all"})", 400, "bad_request"},
      {&b, "POST", "/api/account/seats", R"({"seats":[{"room":"ABCDEF"}]})", 400, "bad_request"},
      {&anon, "POST", "/api/account/seats", R"({"seats":[]})", 401, "not_signed_in"},
      {&anon, "GET", "/api/players/nobody_at_all", "", 404, "no_such_player"},
      {&anon, "GET", "/api/players/%20bad%20", "", 404, "no_such_player"},
      {&anon, "GET", "/api/players/checker?limit=0", "", 400, "bad_request"},
      {&anon, "GET", "/api/players/checker?limit=abc", "", 400, "bad_request"},
      {&anon, "GET", "/api/players/checker?before=yesterday", "", 400, "bad_request"},
      {&anon, "GET", "/api/players/checker?colour=red", "", 400, "bad_request"},
      {&anon, "POST", "/api/players/checker", "", 405, "method_not_allowed"},
      {&anon, "GET", "/api/players/checker/history/centenario", "", 404, "not_rated"},
      {&anon, "GET", "/api/players/checker/history/chess", "", 404, "no_such_game"},
      {&anon, "GET", "/api/leaderboard/chess", "", 404, "no_such_game"},
      {&anon, "GET", "/api/leaderboard/centenario", "", 404, "not_rated"},
      {&anon, "GET", "/api/leaderboard/crag?limit=100000", "", 400, "bad_request"},
      {&anon, "POST", "/api/rooms", R"({"game":"crag","seats":[{},{"bot":"random"}],"rated":true})", 409, "not_ratable"},
      {&b, "POST", "/api/rooms", R"({"game":"crag","seats":[{},{"bot":"random"}],"rated":"yes"})", 400, "bad_request"},
      {&b, "POST", "/api/rooms", R"({"game":"centenario","seats":[{},{"bot":"random"}],"rated":true})", 409,
       "not_ratable"},
      {&b, "POST", "/api/rooms", R"({"game":"crag","seats":[{}],"rated":true})", 409, "not_ratable"},
      {&b, "POST", "/api/rooms", R"({"game":"crag","seats":[{},{"bot":"random"}],"rated":true,"hints":"on"})", 409,
       "not_ratable"},
  };
  for (const auto& c : cases) {
    const auto r = http(port(), c.method, c.target, c.body, c.who->headers());
    EXPECT_EQ(r.status, c.status) << c.method << " " << c.target << " " << c.body << ": " << r.raw;
    EXPECT_EQ(r.body.value("error", ""), c.code) << c.method << " " << c.target << " " << c.body << ": " << r.raw;
    EXPECT_FALSE(r.body.value("message", "").empty()) << r.raw;
  }
  // None of that changed anything.
  EXPECT_EQ(b.call("GET", "/api/account").status, 200);
  EXPECT_EQ(b.call("POST", "/api/account/signin", {{"name", "checker"}, {"password", kPassword}}).status, 200);
}

ACCOUNT_SERVER_BACKENDS(AccountEndpoints);

}  // namespace
}  // namespace cubilete::test
