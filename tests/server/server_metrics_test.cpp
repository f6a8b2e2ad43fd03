// GET /metrics over real sockets (docs/operating.md, "What to watch"): the exposition
// parses strictly as Prometheus text, its counters move with a scripted game and its errors,
// it is refused without the token or with a wrong one (and absent when no token is set), the
// separate --metrics-address listener serves it alone, and the token never reaches the log.
#include <gtest/gtest.h>

#include <regex>
#include <thread>

#include "prometheus_text.h"
#include "server_harness.h"

namespace cubilete::test {
namespace {

constexpr const char* kToken = "metrics-token-3f9a1c7e5b2d";

HttpResult scrape(unsigned short port, const std::string& token = kToken) {
  return http(port, "GET", "/metrics", "", {{"Authorization", "Bearer " + token}});
}

Exposition read_metrics(unsigned short port) {
  const auto r = scrape(port);
  EXPECT_EQ(r.status, 200) << r.raw;
  EXPECT_EQ(r.header("Content-Type"), std::vector<std::string>{"text/plain; version=0.0.4; charset=utf-8"});
  return parse_exposition(r.raw);
}

double actions(const Exposition& e, const char* by) { return e.value("cubilete_actions_total", {{"decided_by", by}}); }
double errors(const Exposition& e, const char* code) { return e.value("cubilete_errors_total", {{"code", code}}); }

TEST(ServerMetrics, TheExpositionParsesAndItsCountersMoveWithAGame) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--metrics-token", kToken, "--log-level", "debug"});
  const auto before = read_metrics(server.port());
  for (const char* family : {"cubilete_build_info", "process_start_time_seconds", "cubilete_sockets_open",
                             "cubilete_rooms", "cubilete_actions_total", "cubilete_errors_total",
                             "cubilete_store_commit_seconds", "cubilete_store_queue_depth", "cubilete_bot_think_seconds",
                             "cubilete_rooms_moved_total"})
    EXPECT_TRUE(before.families.count(family)) << family;
  EXPECT_EQ(before.families.at("cubilete_store_commit_seconds").type, "histogram");
  EXPECT_EQ(before.families.at("cubilete_bot_think_seconds").type, "histogram");
  EXPECT_EQ(before.families.at("cubilete_actions_total").type, "counter");
  EXPECT_EQ(before.value("cubilete_rooms", {{"state", "playing"}}), 0);
  EXPECT_EQ(before.value("cubilete_sockets_open", {{"kind", "room"}}), 0);
  EXPECT_GT(before.value("process_start_time_seconds"), 1.7e9);
  for (const char* code : {"unknown_type", "no_such_room", "not_your_turn", "not_found", "unauthorized"})
    EXPECT_EQ(errors(before, code), 0) << "every known code is there from the start: " << code;

  // A person against a bot, played to its end, with a spectator and some errors on the way.
  Room room = open_room(server.port(), "generala", json::array({json::object(), {{"bot", "greedy"}}}));
  WsClient spectator(server.port(), room.code);
  spectator.next_of("state");
  {
    // The person's socket may still be on its way in (the room's answer to it is not awaited):
    // read again, a bounded number of times, until both are counted.
    auto during = read_metrics(server.port());
    for (int i = 0; i < 100 && during.value("cubilete_sockets_open", {{"kind", "room"}}) < 2; ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      during = read_metrics(server.port());
    }
    EXPECT_EQ(during.value("cubilete_sockets_open", {{"kind", "room"}}), 2);
    EXPECT_EQ(during.value("cubilete_rooms", {{"state", "playing"}}), 1);
  }
  spectator.send({{"type", "no such type"}});
  EXPECT_EQ(spectator.next_of("error")["code"], "unknown_type");
  EXPECT_EQ(http(server.port(), "GET", "/api/rooms/ZZZZZZ").status, 404);
  EXPECT_EQ(http(server.port(), "GET", "/metrics").status, 401);
  const int sent = play_randomly(server.port(), room, 11);
  ASSERT_GT(sent, 0);

  // The game's last writes reach the store's writer as the last message goes out, and are
  // committed a moment later: read again, a bounded number of times, until none waits.
  auto after = read_metrics(server.port());
  for (int i = 0; i < 200 && after.value("cubilete_store_queue_depth") != 0; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    after = read_metrics(server.port());
  }
  // Every action the person sent, but throws a person makes by hand, which the record gives to chance.
  EXPECT_GE(actions(after, "person") - actions(before, "person"), 1);
  EXPECT_LE(actions(after, "person") - actions(before, "person"), sent);
  EXPECT_GT(actions(after, "bot"), actions(before, "bot"));
  EXPECT_GT(actions(after, "chance"), actions(before, "chance"));
  EXPECT_EQ(actions(after, "away_bot"), 0);
  EXPECT_EQ(actions(after, "clock"), 0);
  EXPECT_EQ(after.value("cubilete_rooms", {{"state", "over"}}), 1);
  EXPECT_EQ(after.value("cubilete_rooms", {{"state", "playing"}}), 0);
  EXPECT_EQ(errors(after, "unknown_type"), 1);
  EXPECT_EQ(errors(after, "no_such_room"), 1);
  EXPECT_EQ(errors(after, "unauthorized"), 1);
  EXPECT_GT(after.value("cubilete_store_commit_seconds_count"), before.value("cubilete_store_commit_seconds_count"));
  EXPECT_GT(after.value("cubilete_store_commit_seconds_sum"), 0);
  EXPECT_GT(after.value("cubilete_bot_think_seconds_count"), 0);
  EXPECT_EQ(after.value("cubilete_store_queue_depth"), 0) << "every write of the game is committed";
  EXPECT_EQ(after.value("cubilete_rooms_moved_total", {{"direction", "taken_over"}}), 0) << "one instance";

  // Sockets closed are counted out.
  spectator.close();
  for (auto& p : room.people) p.ws->close();
  double open = -1;
  for (int i = 0; i < 200 && open != 0; ++i) {
    std::this_thread::sleep_for(10ms);
    open = read_metrics(server.port()).value("cubilete_sockets_open", {{"kind", "room"}});
  }
  EXPECT_EQ(open, 0);
  server.stop();
  EXPECT_EQ(server.log().find(kToken), std::string::npos) << "the metrics token in the log";
}

TEST(ServerMetrics, RefusedWithoutTheTokenOrWithAWrongOneAndAbsentWithoutOne) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--metrics-token", kToken, "--log-level", "debug"});
  const std::vector<Headers> refused = {{},
                                        {{"Authorization", "Bearer metrics-token-3f9a1c7e5b2e"}},
                                        {{"Authorization", std::string("Bearer ") + kToken + "x"}},
                                        {{"Authorization", "Bearer "}},
                                        {{"Authorization", std::string("Basic ") + kToken}},
                                        {{"Authorization", std::string("bearer") + kToken}}};
  for (const auto& headers : refused) {
    const auto r = http(server.port(), "GET", "/metrics", "", headers);
    EXPECT_EQ(r.status, 401) << r.raw;
    EXPECT_EQ(r.body["error"], "unauthorized");
    EXPECT_EQ(r.raw.find("cubilete_"), std::string::npos) << "no metric in a refusal: " << r.raw;
    EXPECT_EQ(r.header("WWW-Authenticate"), std::vector<std::string>{"Bearer realm=\"metrics\""});
  }
  EXPECT_EQ(http(server.port(), "POST", "/metrics", "", {{"Authorization", std::string("Bearer ") + kToken}}).status,
            405);
  EXPECT_EQ(scrape(server.port()).status, 200);
  server.stop();
  EXPECT_EQ(server.log().find(kToken), std::string::npos) << server.log();

  ServerProcess without(dir.path() + "/u.db");
  for (const auto& headers : refused) EXPECT_EQ(http(without.port(), "GET", "/metrics", "", headers).status, 404);
  const auto r = scrape(without.port());
  EXPECT_EQ(r.status, 404) << "no token set: no /metrics at all";
  EXPECT_EQ(r.body["error"], "not_found");
}

TEST(ServerMetrics, TheMetricsAddressServesOnlyMetricsWithoutAToken) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--metrics-address", "127.0.0.1:0"});
  std::smatch m;
  ASSERT_TRUE(std::regex_search(server.banner(), m, std::regex("metrics on port ([0-9]+)"))) << server.banner();
  const auto metrics_port = static_cast<unsigned short>(std::stoi(m[1]));
  const auto r = http(metrics_port, "GET", "/metrics");
  ASSERT_EQ(r.status, 200) << r.raw;
  EXPECT_NO_THROW(parse_exposition(r.raw));
  EXPECT_EQ(http(metrics_port, "GET", "/api/games").status, 404) << "the listener serves /metrics alone";
  EXPECT_EQ(http(server.port(), "GET", "/metrics").status, 404) << "the public port: no token set, no /metrics";
}

TEST(ServerMetrics, BadMetricsFlagsAreRefusedWithTheReason) {
  TempDir dir;
  auto r = run_command(std::string(CUBILETE_BINARY) + " serve --db " + dir.path() + "/t.db --metrics-token short");
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.out.find("16 to 256 characters"), std::string::npos) << r.out;
  r = run_command(std::string(CUBILETE_BINARY) + " serve --port 0 --db " + dir.path() +
                  "/t.db --metrics-address nowhere");
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.out.find("is not HOST:PORT"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace cubilete::test
