// GET /api/rooms/CODE/analysis over real sockets (PROTOCOL.md v1.1, Analysis): refused
// before the end; computed when the game ends without anyone asking, the document `cubilete
// analyse` prints for the room's record (with the seats' names), kept in the store across a
// restart; a game without an analysis says so. And the service's bound: beyond its waiting room
// a request is refused, not queued, and a room waiting answers 202.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <thread>

#include "server/analysis_service.h"
#include "server_harness.h"
#include "store_backends.h"
#include "store/store.h"

namespace cubilete::test {
namespace {

// A short Damma game's record: Damma games analyse slowest (a search of every position), so a
// few of them keep the service busy.
json damma_record() {
  return {{"format", "cubilete-record"},
          {"version", 1},
          {"game", "damma"},
          {"rules", json::object()},
          {"seed", 1},
          {"players", {"human", "human"}},
          {"actions", {"d3-c3", "c4-d3", "a2xc4"}}};
}

TEST(ServerAnalysis, AFinishedRoomsAnalysisIsTheCommandsDocumentAndOutlivesARestart) {
  TempDir dir;
  const auto db = store::test_db::sqlite_backend();
  auto server = std::make_unique<ServerProcess>(db->serve_db());
  Room room =
      open_room(server->port(), "crag", json::array({json::object(), {{"bot", "optimal"}}}));
  const auto early = http(server->port(), "GET", "/api/rooms/" + room.code + "/analysis");
  EXPECT_EQ(early.status, 409) << early.raw;
  EXPECT_EQ(early.body["error"], "not_over");
  play_randomly(server->port(), room, 29);

  // The room asks for its analysis when the game ends: it is in the store before anyone asks
  // (waited for, bounded), and the first request has it at once.
  std::string stored;
  for (int i = 0; i < 200 && stored != "1"; ++i) {
    stored = db->scalar("SELECT count(*) FROM analyses WHERE room = '" + room.code + "'");
    if (stored != "1") std::this_thread::sleep_for(50ms);
  }
  EXPECT_EQ(stored, "1") << "the analysis was not computed when the game ended";
  const auto a = http(server->port(), "GET", "/api/rooms/" + room.code + "/analysis");
  ASSERT_EQ(a.status, 200) << a.raw;
  EXPECT_EQ(a.body["measure"], "expected_score");
  ASSERT_EQ(a.body["seats"].size(), 2u);
  EXPECT_EQ(a.body["seats"][0]["name"], "P0");  // the room's names, not "human"
  for (const auto& s : a.body["seats"])
    EXPECT_NEAR(s["start"].get<double>() + s["luck"].get<double>() - s["own_loss"].get<double>() +
                    s["others_effect"].get<double>(),
                s["result"].get<double>(), 1e-9);
  EXPECT_EQ(a.body["seats"][1]["own_loss"], 0.0);  // the optimal bot

  // The command line gives the same document for the room's record.
  const auto record = http(server->port(), "GET", "/api/rooms/" + room.code + "/record");
  ASSERT_EQ(record.status, 200);
  const std::string file = dir.path() + "/record.json";
  std::ofstream(file) << record.raw;
  const auto cli = run_command(std::string(CUBILETE_BINARY) + " analyse " + file + " --json 2>&1");
  ASSERT_EQ(cli.status, 0) << cli.out;
  auto doc = json::parse(cli.out);
  EXPECT_EQ(doc["steps"], a.body["steps"]);
  for (auto& s : doc["seats"]) s.erase("name");
  auto served = a.body["seats"];
  for (auto& s : served) s.erase("name");
  EXPECT_EQ(doc["seats"], served);

  // Kept in the store: after a restart it is there at once.
  server->stop();
  server = std::make_unique<ServerProcess>(db->serve_db());
  const auto again = http(server->port(), "GET", "/api/rooms/" + room.code + "/analysis");
  EXPECT_EQ(again.status, 200) << again.raw;
  EXPECT_EQ(again.body, a.body);
}

TEST(ServerAnalysis, AGameWithoutAnAnalysisSaysSo) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room room =
      open_room(server.port(), "centenario", json::array({json::object(), {{"bot", "random"}}}));
  play_randomly(server.port(), room, 29);
  const auto r = http(server.port(), "GET", "/api/rooms/" + room.code + "/analysis");
  EXPECT_EQ(r.status, 422) << r.raw;
  EXPECT_EQ(r.body["error"], "no_analysis");
  EXPECT_NE(r.body["message"].get<std::string>().find("centenario has no analysis"),
            std::string::npos);
  EXPECT_EQ(http(server.port(), "POST", "/api/rooms/" + room.code + "/analysis").status, 405);
  EXPECT_EQ(http(server.port(), "GET", "/api/rooms/NOSUCH/analysis").status, 404);
}

// Asks for room `code`'s analysis until it no longer waits (202), for at most a minute: the
// worker has taken it up and answered (200, or 422 for these made-up records); that status.
int wait_answered(server::AnalysisService& service, const std::string& code, const json& record) {
  int status = 202;
  for (int i = 0; i < 600 && status == 202; ++i) {
    service.request(code, record, {"A", "B"}, [&](server::HttpAnswer a) { status = a.status; });
    if (status == 202) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  return status;
}

// Requests for more rooms than may wait are refused with 503 busy while the first ones wait (the
// worker held, so that what waits is counted exactly); each room asked again is not queued
// twice; once the worker runs, the first is taken up.
TEST(ServerAnalysis, TheServiceBoundsTheWorkWaiting) {
  TempDir dir;
  auto store = store::open_store(dir.path() + "/s.db");
  server::AnalysisService service(store->analyses(), 4, /*held=*/true);
  const json record = damma_record();
  std::vector<int> statuses;
  for (int i = 0; i < 12; ++i)
    service.request("ROOM" + std::to_string(i), record, {"A", "B"},
                    [&](server::HttpAnswer a) { statuses.push_back(a.status); });
  service.request("ROOM1", record, {"A", "B"},
                  [&](server::HttpAnswer a) { statuses.push_back(a.status); });
  ASSERT_EQ(statuses.size(), 13u);
  EXPECT_EQ(std::count(statuses.begin(), statuses.end(), 503), 12 - 4);
  EXPECT_EQ(std::count(statuses.begin(), statuses.begin() + 4, 202), 4);
  EXPECT_EQ(statuses[12], 202);  // ROOM1 again: still waiting, not refused
  service.start();
  EXPECT_EQ(wait_answered(service, "ROOM0", record), 422) << "taken up once the worker runs";
}

// One address may have only a few analyses waiting: the rest of the queue stays open to others.
// A room's own request at its end names its first person's address (analysis_service.h), so the
// ends of one address's games count with its requests. Once one of them is taken up, the address
// may ask again.
TEST(ServerAnalysis, OneAddressCannotFillTheQueueAlone) {
  TempDir dir;
  auto store = store::open_store(dir.path() + "/s.db");
  server::AnalysisService service(store->analyses(), server::AnalysisService::kMaxWaiting, /*held=*/true);
  const json record = damma_record();
  std::vector<server::HttpAnswer> answers;
  const auto ask = [&](const std::string& room, const std::string& address) {
    service.request(room, record, {"A", "B"}, [&](server::HttpAnswer a) { answers.push_back(std::move(a)); }, address);
    return answers.back();
  };
  const auto per_address = int(server::AnalysisService::kMaxWaitingPerAddress);
  for (int i = 0; i < 8; ++i) {
    const auto a = ask("ONE" + std::to_string(i), "203.0.113.7");
    if (i < per_address) {
      EXPECT_EQ(a.status, 202) << i << ": " << a.body;
      continue;
    }
    EXPECT_EQ(a.status, 429) << i << ": " << a.body;
    EXPECT_EQ(a.body["error"], "rate_limited");
    EXPECT_NE(a.body["message"].get<std::string>().find("4 analyses you asked for"), std::string::npos) << a.body;
  }
  EXPECT_EQ(ask("TWO0", "198.51.100.2").status, 202) << "another address is not refused";
  EXPECT_EQ(ask("ROOM0", "").status, 202) << "nor a request that names no address";
  service.start();
  EXPECT_EQ(wait_answered(service, "ONE0", record), 422) << "taken up once the worker runs";
  EXPECT_EQ(ask("ONE9", "203.0.113.7").status, 202) << "one taken up, the address may ask again";
}

}  // namespace
}  // namespace cubilete::test
