// The server's log (docs/operating.md, "The log"): one JSON object per line with its
// time, level and message, a request id per HTTP request and per socket (the one sent back as
// X-Request-Id), and no secret of a whole session: the password, the session cookies, the seat
// tokens (in URLs and in bodies) and the metrics token are searched for in every byte of it.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <sstream>

#include "account_browser.h"
#include "server_harness.h"

namespace cubilete::test {
namespace {

constexpr const char* kMetricsToken = "metrics-secret-0c1d2e3f4a5b";

std::vector<json> log_lines(const std::string& log) {
  std::vector<json> lines;
  std::istringstream in(log);
  std::string line;
  while (std::getline(in, line)) {
    auto j = json::parse(line, nullptr, false);
    EXPECT_TRUE(j.is_object()) << "not one JSON object: " << line;
    if (!j.is_object()) continue;
    EXPECT_TRUE(j["ts"].is_string() &&
                std::regex_match(j["ts"].get<std::string>(), std::regex(R"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)")))
        << line;
    EXPECT_TRUE(std::set<std::string>({"debug", "info", "warn", "error"}).count(j.value("level", ""))) << line;
    EXPECT_TRUE(j["msg"].is_string()) << line;
    lines.push_back(std::move(j));
  }
  return lines;
}

TEST(ServerLog, AWholeSessionLogsJsonLinesWithRequestIdsAndNoSecret) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db",
                       {"--password-cost", "minimum", "--metrics-token", kMetricsToken, "--log-level", "debug"});
  std::vector<std::string> secrets = {kPassword, kMetricsToken};
  std::set<std::string> request_ids;

  // An account: signed up, then signed in again with the password (a second session).
  Browser ana{server.port()};
  auto r = ana.call("POST", "/api/account/signup", {{"name", "Ana_Log"}, {"password", kPassword}});
  ASSERT_EQ(r.status, 201) << r.raw;
  secrets.push_back(ana.cookie);
  Browser phone{server.port()};
  r = phone.call("POST", "/api/account/signin", {{"name", "ana_log"}, {"password", kPassword}});
  ASSERT_EQ(r.status, 200) << r.raw;
  secrets.push_back(phone.cookie);
  ASSERT_EQ(r.header("X-Request-Id").size(), 1u);
  request_ids.insert(r.header("X-Request-Id")[0]);
  EXPECT_EQ(phone.call("POST", "/api/account/signin", {{"name", "ana_log"}, {"password", "wrong password 1"}}).status,
            401);

  // A room made with the cookie against a guest, whose seat token comes in the join's body.
  r = ana.call("POST", "/api/rooms", {{"game", "generala"}, {"seats", json::array({json::object(), json::object()})}});
  ASSERT_EQ(r.status, 201) << r.raw;
  Room room{r.body["room"], r.body["commitment"], {}};
  Player first;
  first.seat = r.body["seat"];
  first.token = r.body["token"];
  r = http_json(server.port(), "POST", "/api/rooms/" + room.code + "/join", {{"name", "Guest"}});
  ASSERT_EQ(r.status, 200) << r.raw;
  Player second;
  second.seat = r.body["seat"];
  second.token = r.body["token"];
  secrets.push_back(first.token);
  secrets.push_back(second.token);
  request_ids.insert(r.header("X-Request-Id")[0]);
  // A token in a URL's query and in a path, where nothing expects one: neither reaches the log.
  EXPECT_EQ(http(server.port(), "GET", "/api/rooms/" + room.code + "?token=" + second.token).status, 200);
  EXPECT_EQ(http(server.port(), "GET", "/api/rooms/" + second.token).status, 404);

  // Sockets with the tokens in their URLs (the first with the cookie too), chat, a game to its end.
  first.ws = ana.socket(room.code, first.token);
  second.ws = std::make_unique<WsClient>(server.port(), room.code, second.token);
  room.people.push_back(std::move(first));
  room.people.push_back(std::move(second));
  room.people[1].ws->send({{"type", "chat"}, {"text", "boa sorte"}});
  play_randomly(server.port(), room, 5);
  EXPECT_EQ(ana.call("GET", "/api/account/rooms").status, 200) << "the account's rooms, with their tokens";
  EXPECT_EQ(http(server.port(), "GET", "/metrics", "", {{"Authorization", std::string("Bearer ") + kMetricsToken}}).status,
            200);
  EXPECT_EQ(http(server.port(), "GET", "/metrics", "", {{"Authorization", "Bearer not-the-token-at-all"}}).status, 401);
  for (auto& p : room.people) p.ws->close();
  EXPECT_EQ(server.stop(), 0);

  const std::string log = server.log();
  for (const auto& secret : secrets) {
    ASSERT_GE(secret.size(), 16u);
    EXPECT_EQ(log.find(secret), std::string::npos) << "a secret in the log: " << secret;
  }
  EXPECT_EQ(log.find("not-the-token-at-all"), std::string::npos) << "not even a wrong token";
  EXPECT_EQ(log.find("$argon2"), std::string::npos);

  const auto lines = log_lines(log);
  std::set<std::string> logged_ids;
  int requests = 0, sockets_opened = 0, sockets_closed = 0;
  for (const auto& j : lines) {
    if (j.contains("request_id")) logged_ids.insert(j["request_id"].get<std::string>());
    if (j["msg"] == "http request") {
      ++requests;
      EXPECT_TRUE(j.contains("request_id") && j.contains("status") && j.contains("path")) << j.dump();
      EXPECT_EQ(j["path"].get<std::string>().find('?'), std::string::npos) << "never a query: " << j.dump();
    }
    if (j["msg"] == "socket opened") ++sockets_opened;
    if (j["msg"] == "socket closed") ++sockets_closed;
  }
  EXPECT_GE(requests, 10);
  EXPECT_EQ(sockets_opened, 2);
  EXPECT_EQ(sockets_closed, 2);
  for (const auto& id : request_ids) EXPECT_TRUE(logged_ids.count(id)) << "X-Request-Id " << id << " not in the log";
  EXPECT_NE(log.find("\"msg\":\"stopped; every stored action is committed\""), std::string::npos) << log;
}

TEST(ServerLog, TheTextFormatAndTheLevelAreChosenByFlags) {
  TempDir dir;
  {
    ServerProcess server(dir.path() + "/t.db", {"--log-format", "text"});
    EXPECT_EQ(http(server.port(), "GET", "/api/games").status, 200);
    server.stop();
    const std::string log = server.log();
    EXPECT_TRUE(std::regex_search(log, std::regex(R"(\d\d:\d\d\.\d{3}Z info signal 15: closing every connection)")))
        << log;
    EXPECT_EQ(log.find("http request"), std::string::npos) << "request lines are debug";
    EXPECT_EQ(log.find('{'), std::string::npos) << log;
  }
  {
    ServerProcess server(dir.path() + "/u.db", {"--log-level", "warn"});
    server.stop();
    EXPECT_EQ(server.log(), "") << "nothing at warn or above";
  }
  const auto r = run_command(std::string(CUBILETE_BINARY) + " serve --log-level loud");
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.out.find("--log-level"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace cubilete::test
