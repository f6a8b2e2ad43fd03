// `cubilete backup` and `cubilete restore` (docs/operating.md, "Backups"): backups taken
// again and again while `cubilete loadtest` plays on a real server, each restored into a new file
// that a new server then serves, where every finished room's record verifies (verify layer) and
// every unfinished room comes back; an older schema restored is upgraded in place; and every
// refusal (an existing file, a store in use, a file that is no store) says why and changes nothing.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <future>

#include "server_harness.h"
#include "store/schema.h"
#include "store/sqlite_backup.h"
#include "store/sqlite_store.h"
#include "verify/verify_record.h"

namespace cubilete::test {
namespace {

const std::string kCubilete = CUBILETE_BINARY;

std::vector<std::string> codes_of(const std::string& db, const std::string& where) {
  sqlite3* c = nullptr;
  EXPECT_EQ(sqlite3_open_v2(db.c_str(), &c, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
  std::vector<std::string> codes;
  sqlite3_stmt* s = nullptr;
  const std::string sql = "SELECT code FROM rooms WHERE " + where + " ORDER BY code";
  EXPECT_EQ(sqlite3_prepare_v2(c, sql.c_str(), -1, &s, nullptr), SQLITE_OK);
  while (sqlite3_step(s) == SQLITE_ROW) codes.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)));
  sqlite3_finalize(s);
  sqlite3_close(c);
  return codes;
}

void run_sql(const std::string& db, const std::string& sql) {
  sqlite3* c = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &c), SQLITE_OK);
  char* error = nullptr;
  const int rc = sqlite3_exec(c, sql.c_str(), nullptr, nullptr, &error);
  const std::string why = error ? error : "";
  sqlite3_free(error);
  sqlite3_close(c);
  ASSERT_EQ(rc, SQLITE_OK) << why;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(Backup, TakenDuringALoadTestRestoredAndServedEveryFinishedRecordVerifies) {
  TempDir dir;
  const std::string db = dir.path() + "/live.db";
  ServerProcess server(db);
  // Two minutes at most: 30 rooms of people acting every 5 ms for 6 s, then playing out.
  auto load = std::async(std::launch::async, [&] {
    return run_command(kCubilete + " loadtest --url ws://127.0.0.1:" + std::to_string(server.port()) +
                       " --rooms 30 --duration 6 --think-ms 5 --play-out --server-pid " + std::to_string(server.pid()) +
                       " --json");
  });
  std::vector<std::string> backups;
  for (int i = 0; i < 5; ++i) {
    std::this_thread::sleep_for(1200ms);
    const std::string file = dir.path() + "/backup-" + std::to_string(i) + ".db";
    const auto r = run_command(kCubilete + " backup --db " + db + " " + file);
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_TRUE(contains(r.out, "backed up ")) << r.out;
    backups.push_back(file);
  }
  const auto loaded = load.get();
  ASSERT_EQ(loaded.status, 0) << loaded.out;
  const auto report = json::parse(loaded.out.substr(loaded.out.find('{')));
  EXPECT_EQ(report["record_mismatches"], 0) << loaded.out;
  // The server's work over the measured window, read from its process: some, and within it.
  ASSERT_TRUE(report.contains("server_cpu_seconds")) << loaded.out;
  EXPECT_GT(report["server_cpu_seconds"].get<double>(), 0) << loaded.out;
  EXPECT_LT(report["server_cpu_seconds"].get<double>(), 6.5 * std::max(1u, std::thread::hardware_concurrency()))
      << "6 s on this machine's cores: " << loaded.out;
  EXPECT_NEAR(report["server_cpu_ms_per_action"].get<double>(),
              report["server_cpu_seconds"].get<double>() * 1000 / report["actions_acknowledged"].get<double>(), 1e-9);
  // One more backup once the load is over: it holds every game the load finished.
  backups.push_back(dir.path() + "/backup-final.db");
  ASSERT_EQ(run_command(kCubilete + " backup --db " + db + " " + backups.back()).status, 0);

  size_t verified = 0, unfinished_seen = 0;
  for (size_t i = 0; i < backups.size(); ++i) {
    const std::string restored = dir.path() + "/restored-" + std::to_string(i) + ".db";
    const auto r = run_command(kCubilete + " restore " + backups[i] + " --db " + restored);
    ASSERT_EQ(r.status, 0) << r.out;
    const auto over = codes_of(restored, "status = 'over'");
    const auto unfinished = codes_of(restored, "status IN ('waiting', 'playing')");
    unfinished_seen += unfinished.size();
    ServerProcess again(restored);
    EXPECT_TRUE(contains(again.banner(), std::to_string(unfinished.size()) + " unfinished rooms loaded"))
        << again.banner() << " (backup " << i << ")";
    for (const auto& code : over) {
      const auto record = http(again.port(), "GET", "/api/rooms/" + code + "/record");
      ASSERT_EQ(record.status, 200) << code << ": " << record.raw;
      const auto v = fair::verify_room_record(record.body);
      EXPECT_TRUE(v.ok()) << code << " in backup " << i << ": " << v.failure;
      ++verified;
    }
    again.stop();
    EXPECT_FALSE(contains(again.log(), "cannot be")) << again.log();
  }
  EXPECT_GT(verified, 30u) << "the backups hold finished games";
  EXPECT_GT(unfinished_seen, 0u) << "backups taken mid-game hold games under way, which came back";
  // The final backup holds every room the live store holds.
  server.stop();
  EXPECT_EQ(codes_of(backups.back(), "1"), codes_of(db, "1"));
}

TEST(Backup, RefusalsSayWhyAndChangeNothing) {
  TempDir dir;
  const std::string db = dir.path() + "/live.db";
  ServerProcess server(db);
  open_room(server.port(), "generala", json::array({json::object(), {{"bot", "greedy"}}}));
  const std::string file = dir.path() + "/b.db";
  ASSERT_EQ(run_command(kCubilete + " backup --db " + db + " " + file).status, 0);
  const auto size = std::filesystem::file_size(file);

  auto r = run_command(kCubilete + " backup --db " + db + " " + file);
  EXPECT_NE(r.status, 0);
  EXPECT_TRUE(contains(r.out, "exists") && contains(r.out, "--force")) << r.out;
  EXPECT_EQ(run_command(kCubilete + " backup --force --db " + db + " " + file).status, 0);
  EXPECT_EQ(std::filesystem::file_size(file), size);

  r = run_command(kCubilete + " backup --db " + dir.path() + "/none.db " + dir.path() + "/c.db");
  EXPECT_NE(r.status, 0);
  EXPECT_TRUE(contains(r.out, "does not exist")) << r.out;
  EXPECT_FALSE(std::filesystem::exists(dir.path() + "/none.db")) << "no store made where none was";
  r = run_command(kCubilete + " backup --db " + db + " " + dir.path() + "/no/such/folder/c.db");
  EXPECT_NE(r.status, 0);
  EXPECT_TRUE(contains(r.out, "does not exist")) << r.out;
  r = run_command(kCubilete + " backup --db postgresql://u@localhost/cubilete " + dir.path() + "/c.db");
  EXPECT_NE(r.status, 0);
  EXPECT_TRUE(contains(r.out, "pg_dump")) << r.out;

  // The running server's store is in use: no restore over it, even forced.
  r = run_command(kCubilete + " restore " + file + " --db " + db + " --force");
  EXPECT_NE(r.status, 0);
  EXPECT_TRUE(contains(r.out, "in use")) << r.out;
  EXPECT_EQ(http(server.port(), "GET", "/api/games").status, 200) << "the server serves on";
  server.stop();
  r = run_command(kCubilete + " restore " + file + " --db " + db);
  EXPECT_NE(r.status, 0);
  EXPECT_TRUE(contains(r.out, "exists") && contains(r.out, "--force")) << r.out;
  r = run_command(kCubilete + " restore " + file + " --db " + db + " --force");
  EXPECT_EQ(r.status, 0) << r.out << " (stopped: it may be replaced)";

  const std::string text = dir.path() + "/notes.txt";
  std::ofstream(text) << "not a database at all, but long enough to be read as one's header............\n";
  r = run_command(kCubilete + " restore " + text + " --db " + dir.path() + "/n.db");
  EXPECT_NE(r.status, 0);
  EXPECT_TRUE(contains(r.out, "not a SQLite database")) << r.out;
  const std::string other = dir.path() + "/other.db";
  run_sql(other, "CREATE TABLE t(x)");
  r = run_command(kCubilete + " restore " + other + " --db " + dir.path() + "/n.db");
  EXPECT_NE(r.status, 0);
  EXPECT_TRUE(contains(r.out, "not a cubilete store")) << r.out;
  const std::string future = dir.path() + "/future.db";
  run_sql(future, "CREATE TABLE rooms(x); CREATE TABLE seats(x); CREATE TABLE actions(x); PRAGMA user_version = 999");
  r = run_command(kCubilete + " restore " + future + " --db " + dir.path() + "/n.db");
  EXPECT_NE(r.status, 0);
  EXPECT_TRUE(contains(r.out, "newer than this program")) << r.out;
  EXPECT_FALSE(std::filesystem::exists(dir.path() + "/n.db")) << "a refused restore leaves nothing";
}

// A backup of the previous schemas (a store as the cubilete of schema 2, before accounts, and of
// the schema before this program's wrote it: the store's own migrations, which are never edited)
// is restored at this program's schema, its rooms whole.
TEST(Backup, AnOlderSchemaIsUpgradedInPlaceOnRestore) {
  const int current = int(store::sqlite_migrations().size());
  for (const int old : {2, current - 1}) {
    TempDir dir;
    const std::string file = dir.path() + "/old.db";
    for (int v = 0; v < old; ++v) run_sql(file, store::sqlite_migrations()[size_t(v)]);
    run_sql(file, "PRAGMA user_version = " + std::to_string(old) +
                      ";INSERT INTO rooms(code, game, name, rules, status, server_seed, commitment, seed, turn_seconds, "
                      "created_ms, updated_ms, rematch, previous, hints, abandoned_by) VALUES('OLDONE', 'generala', "
                      "'mesa', '{}', 'over', 'ss', 'cc', 42, 30, 1000, 2000, '', '', 'off', '');"
                      "INSERT INTO seats(room, seat, name, player, token_hash, client_seed) VALUES('OLDONE', 0, 'Ana', "
                      "'human', 'h0', 's0');"
                      "INSERT INTO actions(room, idx, action, decided_by) VALUES('OLDONE', 0, 'throw 1-2-3-4-5', "
                      "'chance')");
    const std::string db = dir.path() + "/new.db";
    const auto r = run_command(kCubilete + " restore " + file + " --db " + db + " --json");
    ASSERT_EQ(r.status, 0) << r.out;
    const auto j = json::parse(r.out);
    EXPECT_EQ(j["schema_before"], old);
    EXPECT_EQ(j["schema_after"], current);
    EXPECT_EQ(j["rooms"], 1);
    store::SqliteStore store(db);
    EXPECT_EQ(store.schema_version(), current);
    const auto room = store.rooms().load("OLDONE", 10);
    ASSERT_TRUE(room);
    EXPECT_EQ(room->seed, 42u);
    EXPECT_FALSE(room->hints);
    EXPECT_EQ(room->actions, std::vector<std::string>{"throw 1-2-3-4-5"});
    EXPECT_EQ(room->seats.at(0).name, "Ana");
  }
}

}  // namespace
}  // namespace cubilete::test
