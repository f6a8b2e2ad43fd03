// The SQLite store on a real file: schema and migrations, every action index written once and
// in order, one refused write not undoing its neighbours in a group commit, and what a reopened
// store reads back.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <atomic>
#include <future>

#include "server_harness.h"
#include "store_test_util.h"
#include "store/schema.h"
#include "store/sqlite_store.h"

namespace cubilete::store {
namespace {

TEST(Store, CreatesTheSchemaAndReadsBackWhatWasCommitted) {
  test::TempDir dir;
  const std::string path = dir.path() + "/sub/folder/t.db";
  {
    SqliteStore s(path);
    EXPECT_EQ(s.schema_version(), int(sqlite_migrations().size()));
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().create(sample_room("AAAAAA"), d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().append_actions("AAAAAA", 0, {"throw 1-2-3-4-5", "keep 1"}, d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().start_game("AAAAAA", 0xFFFFFFFFFFFFFFF0ull, d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().append_chat("AAAAAA", {5, 0, "Ana", "olá"}, d); }), "");
  }
  SqliteStore again(path);
  auto r = again.rooms().load("AAAAAA", 10);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, RoomStatus::Playing);
  EXPECT_EQ(r->seed, 0xFFFFFFFFFFFFFFF0ull);  // all 64 bits survive
  EXPECT_EQ(r->actions, (std::vector<std::string>{"throw 1-2-3-4-5", "keep 1"}));
  ASSERT_EQ(r->seats.size(), 2u);
  EXPECT_EQ(r->seats[0].token_hash, std::string(64, 'c'));
  EXPECT_EQ(r->seats[1].player, "optimal");
  ASSERT_EQ(r->chat.size(), 1u);
  EXPECT_EQ(r->chat[0].text, "olá");
  EXPECT_EQ(again.rooms().active(), std::vector<std::string>{"AAAAAA"});
  EXPECT_FALSE(again.rooms().load("ZZZZZZ", 10));
  EXPECT_EQ(r->decided_by, (std::vector<std::string>{"", ""})) << "nobody said who decided those";
  EXPECT_TRUE(r->hints);
  EXPECT_TRUE(r->abandoned_by.empty());
  // The file is in WAL mode.
  sqlite3* db = nullptr;
  sqlite3_open(path.c_str(), &db);
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &st, nullptr);
  ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
  EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)), "wal");
  sqlite3_finalize(st);
  sqlite3_close(db);
}

// Schema 2 (PROTOCOL.md v1.1): who decided each action, the room's hints, the seats that left a
// claimed game.
TEST(Store, KeepsWhoDecidedEachActionTheHintsAndAClaimedEnd) {
  test::TempDir dir;
  const std::string path = dir.path() + "/t.db";
  {
    SqliteStore s(path);
    auto room = sample_room("AAAAAA");
    room.hints = false;
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().create(room, d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().start_game("AAAAAA", 7, d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().append_actions("AAAAAA", 0, {"throw 1-2-3-4-5", "keep 1"}, {"chance", "away_bot"}, d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().set_abandoned("AAAAAA", {1}, d); }), "");
  }
  SqliteStore again(path);
  auto r = again.rooms().load("AAAAAA", 10);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->decided_by, (std::vector<std::string>{"chance", "away_bot"}));
  EXPECT_FALSE(r->hints);
  EXPECT_EQ(r->status, RoomStatus::Over);
  EXPECT_EQ(r->abandoned_by, std::vector<int>{1});
  EXPECT_TRUE(again.rooms().active().empty());
}

TEST(Store, AnActionIndexIsWrittenOnceAndInOrder) {
  test::TempDir dir;
  SqliteStore s(dir.path() + "/t.db");
  wait_for([&](Done d) { s.rooms().create(sample_room("AAAAAA"), d); });
  EXPECT_EQ(wait_for([&](Done d) { s.rooms().append_actions("AAAAAA", 0, {"a", "b"}, d); }), "");
  // Index 1 again (another instance extending the same game): refused, nothing written.
  EXPECT_NE(wait_for([&](Done d) { s.rooms().append_actions("AAAAAA", 1, {"x", "y"}, d); }), "");
  // A gap: refused.
  EXPECT_NE(wait_for([&](Done d) { s.rooms().append_actions("AAAAAA", 5, {"z"}, d); }), "");
  EXPECT_EQ(wait_for([&](Done d) { s.rooms().append_actions("AAAAAA", 2, {"c"}, d); }), "");
  EXPECT_EQ(s.rooms().load("AAAAAA", 0)->actions, (std::vector<std::string>{"a", "b", "c"}));
}

TEST(Store, GroupCommitKeepsEachWriteSeparate) {
  test::TempDir dir;
  SqliteStore s(dir.path() + "/t.db");
  wait_for([&](Done d) { s.rooms().create(sample_room("AAAAAA"), d); });
  wait_for([&](Done d) { s.rooms().create(sample_room("BBBBBB"), d); });
  // Many writes queued at once share transactions; the bad ones fail alone.
  std::atomic<int> ok{0}, refused{0};
  std::vector<std::promise<void>> done(402);
  for (int i = 0; i < 200; ++i) {
    s.rooms().append_actions("AAAAAA", uint64_t(i), {"a" + std::to_string(i)}, [&, i](const std::string& e) {
      (e.empty() ? ok : refused)++;
      done[size_t(i)].set_value();
    });
    s.rooms().append_actions("BBBBBB", uint64_t(i), {"b" + std::to_string(i)}, [&, i](const std::string& e) {
      (e.empty() ? ok : refused)++;
      done[size_t(200 + i)].set_value();
    });
  }
  s.rooms().append_actions("AAAAAA", 7, {"again"}, [&](const std::string& e) {
    (e.empty() ? ok : refused)++;
    done[400].set_value();
  });
  s.rooms().create(sample_room("AAAAAA"), [&](const std::string& e) {  // the code exists
    (e.empty() ? ok : refused)++;
    done[401].set_value();
  });
  for (auto& d : done) d.get_future().wait();
  EXPECT_EQ(ok, 400);
  EXPECT_EQ(refused, 2);
  s.flush();
  EXPECT_EQ(s.rooms().load("AAAAAA", 0)->actions.size(), 200u);
  EXPECT_EQ(s.rooms().load("BBBBBB", 0)->actions.back(), "b199");
}

TEST(Store, RefusesAStoreFromANewerVersionAndAFileThatIsNotOne) {
  test::TempDir dir;
  const std::string path = dir.path() + "/t.db";
  { SqliteStore s(path); }
  sqlite3* db = nullptr;
  sqlite3_open(path.c_str(), &db);
  sqlite3_exec(db, "PRAGMA user_version = 99", nullptr, nullptr, nullptr);
  sqlite3_close(db);
  try {
    SqliteStore s(path);
    FAIL() << "a newer schema was opened";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("newer"), std::string::npos) << e.what();
  }
  const std::string junk = dir.path() + "/junk.db";
  FILE* f = fopen(junk.c_str(), "w");
  fputs("this is not a database, just some text that is long enough to look like a header......", f);
  fclose(f);
  EXPECT_THROW(SqliteStore s(junk), std::runtime_error);
}

}  // namespace
}  // namespace cubilete::store
