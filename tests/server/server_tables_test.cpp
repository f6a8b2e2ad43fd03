// `serve --two-player-table`: the tables a host asks for are solved in the background into the
// server's cache, after which a finished game of those rules is analysed by the chance of
// winning (before: by the game's other measure); a stop in the middle of a solve stops it and
// leaves no file behind; rules without a table are refused when the server starts.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <thread>

#include "server_harness.h"
#include "store_backends.h"
#include "support/cli_util.h"

namespace cubilete::test {
namespace {

// A server whose solved tables go to `cache` instead of the tests' shared cache, so that a table
// another test solved is not already there.
std::unique_ptr<ServerProcess> serve_with_cache(const std::string& cache, const std::string& db,
                                                std::vector<std::string> extra) {
  const char* shared = std::getenv("CUBILETE_CACHE");
  const std::string before = shared ? shared : "";
  setenv("CUBILETE_CACHE", cache.c_str(), 1);
  auto server = std::make_unique<ServerProcess>(db, std::move(extra));
  if (shared) setenv("CUBILETE_CACHE", before.c_str(), 1);
  else unsetenv("CUBILETE_CACHE");
  return server;
}

// Waits (bounded) for `text` in the server's log.
bool logged(const ServerProcess& server, const std::string& text, std::chrono::seconds most) {
  const auto deadline = std::chrono::steady_clock::now() + most;
  while (server.log().find(text) == std::string::npos) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(50ms);
  }
  return true;
}

// Plays a two-player Farkle room to 500 against the optimal turn bot and returns its analysis.
json farkle_analysis(unsigned short port, uint64_t seed) {
  Room room = open_room(port, "farkle", json::array({json::object(), {{"bot", "optimal_turn"}}}),
                        {{"target", 500}});
  play_randomly(port, room, seed);
  for (int i = 0; i < 400; ++i) {
    const auto a = http(port, "GET", "/api/rooms/" + room.code + "/analysis");
    if (a.status == 200) return a.body;
    if (a.status != 202) return {{"status", a.status}, {"raw", a.raw}};
    std::this_thread::sleep_for(50ms);
  }
  return {{"status", "still computing"}};
}

TEST(ServerTables, ATableAskedForIsSolvedInTheBackgroundAndGamesAreThenJudgedByTheChanceOfWinning) {
  TempDir dir;
  const auto db = store::test_db::sqlite_backend();
  {  // without the option: the turn's expected points
    auto server = serve_with_cache(dir.path() + "/none", db->serve_db(), {});
    EXPECT_EQ(farkle_analysis(server->port(), 3)["measure"], "turn_points");
  }
  auto server = serve_with_cache(dir.path() + "/cache", db->serve_db(), {"--two-player-table", "farkle:target=500"});
  ASSERT_TRUE(logged(*server, "two-player table of farkle:target=500 ready", 120s)) << server->log();
  bool written = false;
  for (const auto& f : std::filesystem::directory_iterator(dir.path() + "/cache"))
    written = written || f.path().filename().string().find(".duel.") != std::string::npos;
  EXPECT_TRUE(written) << "no table in the server's cache";
  const auto a = farkle_analysis(server->port(), 5);
  EXPECT_EQ(a["measure"], "win_chance") << a.dump();
  ASSERT_EQ(a["seats"].size(), 2u);
  for (const auto& s : a["seats"]) {  // a chance, and the summary's identity holds
    EXPECT_GE(s["start"].get<double>(), 0.0);
    EXPECT_LE(s["start"].get<double>(), 1.0);
    EXPECT_NEAR(s["start"].get<double>() + s["luck"].get<double>() - s["own_loss"].get<double>() +
                    s["others_effect"].get<double>(),
                s["result"].get<double>(), 1e-9);
  }
  // A server started again finds the table in its cache instead of solving it again.
  EXPECT_EQ(server->stop(), 0);
  server = serve_with_cache(dir.path() + "/cache", db->serve_db(), {"--two-player-table", "farkle:target=500"});
  ASSERT_TRUE(logged(*server, "two-player table of farkle:target=500 ready", 120s)) << server->log();
  EXPECT_EQ(farkle_analysis(server->port(), 7)["measure"], "win_chance");
}

TEST(ServerTables, AStopDuringASolveEndsItAndLeavesNoFile) {
  TempDir dir;
  const auto db = store::test_db::sqlite_backend();
  const std::string cache = dir.path() + "/cache";
  // Generala's whole table takes a minute or more: the stop comes in the middle of it.
  auto server = serve_with_cache(cache, db->serve_db(), {"--two-player-table", "generala"});
  std::this_thread::sleep_for(1500ms);
  // The table goes on serving while it solves.
  EXPECT_EQ(http(server->port(), "GET", "/api/games").status, 200);
  EXPECT_EQ(server->stop(), 0) << server->log();
  EXPECT_EQ(server->log().find("two-player table of generala ready"), std::string::npos);
  std::error_code none;
  for (const auto& f : std::filesystem::directory_iterator(cache, none))
    EXPECT_EQ(f.path().filename().string().find(".duel."), std::string::npos) << "left behind: " << f.path();
}

TEST(ServerTables, RulesWithoutATableAreRefusedAtTheStart) {
  for (const auto& [table, why] : std::vector<std::pair<std::string, std::string>>{
           {"yatzy", "yatzy has no two-player table"},
           {"farkle:target=50000", "farkle has no two-player table"},
           {"farkle:players=3", "a two-player table is for two players"},
           {"generala:nope=1", "unknown rule option 'nope'"},
           {"nogame", "unknown game 'nogame'"}}) {
    const auto r = run_cli("serve --port 0 --db " + ::testing::TempDir() + "refused.db --two-player-table '" + table + "'");
    EXPECT_NE(r.status, 0) << table;
    EXPECT_NE(r.err.find(why), std::string::npos) << table << ": " << r.err;
  }
}

}  // namespace
}  // namespace cubilete::test
