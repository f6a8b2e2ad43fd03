// The PostgreSQL store on a real PostgreSQL server: the same schema version and guarantees as
// SQLite's (an action index written once and right after the previous one, one refused write not
// undoing its neighbours), the 64-bit seed, and room ownership between two stores standing for two
// instances: a claim held by one, handed over when the other asks, and lost with its connection.
// Needs CUBILETE_TEST_PG (a libpq connection string without dbname, e.g. "host=/tmp/x user=u"):
// tests/cluster/pg_store_test.sh starts a throwaway cluster and sets it; without it these skip.
// (The store's tests that hold for both databases are written once: store_fixture.h.)
#include <gtest/gtest.h>
#include <libpq-fe.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <future>
#include <thread>

#include "accounts/password.h"
#include "store/pg_store.h"
#include "store/schema.h"
#include "store_backends.h"
#include "store_test_util.h"

namespace cubilete::store {
namespace {

using namespace std::chrono_literals;

// Quotes, braces, commas and a backslash: what a text[] literal must escape.
const std::string kAwkwardName = "Ana \"la\" {grande}, \\o/";

// A fresh database for one test (dropped at the end), or skips the test without a server.
class PgStoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = std::make_unique<test_db::PgDatabase>();
    if (!db_->available()) GTEST_SKIP() << "CUBILETE_TEST_PG is not set (tests/cluster/pg_store_test.sh sets it)";
    base_ = db_->base();
    url_ = db_->url();
  }
  void TearDown() override { db_.reset(); }
  std::string sql(const std::string& statement) const {
    const auto rows = test_db::PgDatabase::run(url_, statement);
    return rows.empty() || rows[0].empty() ? "" : rows[0][0];
  }

  std::unique_ptr<test_db::PgDatabase> db_;
  std::string base_, url_;
};

TEST_F(PgStoreTest, HasTheSameSchemaVersionAsSqliteAndReadsBackWhatWasCommitted) {
  ASSERT_EQ(postgres_migrations().size(), sqlite_migrations().size());
  {
    PgStore s(url_);
    EXPECT_EQ(s.schema_version(), int(postgres_migrations().size()));
    auto room = sample_room("AAAAAA");
    room.seats[0].name = kAwkwardName;
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().create(room, d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().append_actions("AAAAAA", 0, {"throw 1-2-3-4-5", "keep \"1\" {x}"}, d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().start_game("AAAAAA", 0xFFFFFFFFFFFFFFF0ull, d); }), "");
    for (int i = 0; i < 5; ++i)
      EXPECT_EQ(wait_for([&](Done d) { s.rooms().append_chat("AAAAAA", {5 + i, 0, "Ana", "olá " + std::to_string(i)}, d); }), "");
  }
  PgStore again(url_);  // a restart: migrations already done
  auto r = again.rooms().load("AAAAAA", 3);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, RoomStatus::Playing);
  EXPECT_EQ(r->seed, 0xFFFFFFFFFFFFFFF0ull);
  EXPECT_EQ(r->actions, (std::vector<std::string>{"throw 1-2-3-4-5", "keep \"1\" {x}"}));
  ASSERT_EQ(r->seats.size(), 2u);
  EXPECT_EQ(r->seats[0].name, kAwkwardName);
  EXPECT_EQ(r->seats[1].player, "optimal");
  ASSERT_EQ(r->chat.size(), 3u);  // the latest three, oldest first
  EXPECT_EQ(r->chat[0].text, "olá 2");
  EXPECT_EQ(r->chat[2].text, "olá 4");
  EXPECT_EQ(again.rooms().active(), std::vector<std::string>{"AAAAAA"});
  EXPECT_FALSE(again.rooms().load("ZZZZZZ", 10));
  EXPECT_EQ(sql("SELECT version FROM schema_version"), std::to_string(postgres_migrations().size()));
}

// Schema 2, as the SQLite store's test of it: who decided each action, the hints, a claimed end.
TEST_F(PgStoreTest, KeepsWhoDecidedEachActionTheHintsAndAClaimedEnd) {
  {
    PgStore s(url_);
    auto room = sample_room("AAAAAA");
    room.hints = false;
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().create(room, d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().start_game("AAAAAA", 7, d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().append_actions("AAAAAA", 0, {"throw 1-2-3-4-5", "keep 1"}, {"chance", "away_bot"}, d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().append_actions("AAAAAA", 2, {"score 1"}, d); }), "");
    EXPECT_EQ(wait_for([&](Done d) { s.rooms().set_abandoned("AAAAAA", {1}, d); }), "");
  }
  PgStore again(url_);
  auto r = again.rooms().load("AAAAAA", 10);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->decided_by, (std::vector<std::string>{"chance", "away_bot", ""}));
  EXPECT_FALSE(r->hints);
  EXPECT_EQ(r->status, RoomStatus::Over);
  EXPECT_EQ(r->abandoned_by, std::vector<int>{1});
  EXPECT_TRUE(again.rooms().active().empty());
}

TEST_F(PgStoreTest, AnActionIndexIsWrittenOnceAndInOrderEvenByTwoInstances) {
  PgStore a(url_), b(url_);
  wait_for([&](Done d) { a.rooms().create(sample_room("AAAAAA"), d); });
  EXPECT_EQ(wait_for([&](Done d) { a.rooms().append_actions("AAAAAA", 0, {"a", "b"}, d); }), "");
  EXPECT_NE(wait_for([&](Done d) { b.rooms().append_actions("AAAAAA", 1, {"x", "y"}, d); }), "");
  EXPECT_NE(wait_for([&](Done d) { b.rooms().append_actions("AAAAAA", 5, {"z"}, d); }), "");
  EXPECT_EQ(wait_for([&](Done d) { b.rooms().append_actions("AAAAAA", 2, {"c"}, d); }), "");
  // Both instances race for the same next index many times: exactly one wins each.
  for (int k = 3; k < 40; ++k) {
    std::promise<std::string> pa, pb;
    a.rooms().append_actions("AAAAAA", uint64_t(k), {"from a"}, [&](const std::string& e) { pa.set_value(e); });
    b.rooms().append_actions("AAAAAA", uint64_t(k), {"from b"}, [&](const std::string& e) { pb.set_value(e); });
    const auto ea = pa.get_future().get(), eb = pb.get_future().get();
    EXPECT_TRUE(ea.empty() != eb.empty()) << k << ": a '" << ea << "', b '" << eb << "'";
  }
  auto actions = a.rooms().load("AAAAAA", 0)->actions;
  ASSERT_EQ(actions.size(), 40u);
  EXPECT_EQ(std::vector<std::string>(actions.begin(), actions.begin() + 3), (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(sql("SELECT count(*) FROM actions"), "40");
}

TEST_F(PgStoreTest, GroupCommitKeepsEachWriteSeparate) {
  PgStore s(url_);
  wait_for([&](Done d) { s.rooms().create(sample_room("AAAAAA"), d); });
  wait_for([&](Done d) { s.rooms().create(sample_room("BBBBBB"), d); });
  std::atomic<int> ok{0}, refused{0};
  std::vector<std::promise<void>> done(403);
  auto count = [&](size_t i) {
    return [&, i](const std::string& e) {
      (e.empty() ? ok : refused)++;
      done[i].set_value();
    };
  };
  for (int i = 0; i < 200; ++i) {
    s.rooms().append_actions("AAAAAA", uint64_t(i), {"a" + std::to_string(i)}, count(size_t(i)));
    s.rooms().append_actions("BBBBBB", uint64_t(i), {"b" + std::to_string(i)}, count(size_t(200 + i)));
  }
  s.rooms().append_actions("AAAAAA", 7, {"again"}, count(400));
  s.rooms().create(sample_room("AAAAAA"), count(401));  // the code exists
  s.rooms().update_seat("NOROOM", 0, {"x", "human", "h", ""}, count(402));  // no such room: fails outright, alone
  for (auto& d : done) d.get_future().wait();
  EXPECT_EQ(ok, 400);
  EXPECT_EQ(refused, 3);
  s.flush();
  EXPECT_EQ(s.rooms().load("AAAAAA", 0)->actions.size(), 200u);
  EXPECT_EQ(s.rooms().load("BBBBBB", 0)->actions.back(), "b199");
  // A seat is taken once.
  EXPECT_EQ(wait_for([&](Done d) { s.rooms().update_seat("AAAAAA", 1, {"Bia", "human", std::string(64, 'd'), ""}, d); }), "");
  EXPECT_NE(wait_for([&](Done d) { s.rooms().update_seat("AAAAAA", 1, {"Eve", "human", std::string(64, 'e'), ""}, d); }), "");
  EXPECT_EQ(s.rooms().load("AAAAAA", 0)->seats[1].name, "Bia");
}

TEST_F(PgStoreTest, OneOwnerPerRoomHandedOverOnRequestAndLostWithItsConnection) {
  PgStore a(url_), b(url_);
  std::mutex m;
  std::vector<std::string> wanted_of_a;
  std::atomic<uint64_t> lost_of_a{0};
  a.rooms().watch_ownership({[&](const std::string& code) {
                       std::lock_guard lock(m);
                       wanted_of_a.push_back(code);
                     },
                     [&](uint64_t generation) { lost_of_a = generation; }});
  const auto first = a.rooms().claim("AAAAAA");
  ASSERT_EQ(first.outcome, RoomStore::Claim::owned);
  EXPECT_EQ(a.rooms().claim("AAAAAA").outcome, RoomStore::Claim::owned);  // counted: A holds it twice
  // B asks; A is told, but holds on: B hears held_elsewhere after its wait.
  EXPECT_EQ(b.rooms().claim("AAAAAA").outcome, RoomStore::Claim::held_elsewhere);
  {
    std::lock_guard lock(m);
    ASSERT_FALSE(wanted_of_a.empty());
    EXPECT_EQ(wanted_of_a.front(), "AAAAAA");
  }
  // A gives back one count: still held. Then the other: B may take it, and A waits for B.
  a.rooms().release("AAAAAA", first.generation);
  a.flush();
  EXPECT_EQ(b.rooms().claim("AAAAAA").outcome, RoomStore::Claim::held_elsewhere);
  std::thread giver([&] {
    std::this_thread::sleep_for(200ms);
    a.rooms().release("AAAAAA", first.generation);
  });
  EXPECT_EQ(b.rooms().claim("AAAAAA").outcome, RoomStore::Claim::owned);  // within its wait
  giver.join();
  EXPECT_EQ(a.rooms().claim("BBBBBB").outcome, RoomStore::Claim::owned);
  // A's ownership connection dies (PostgreSQL ends it): A learns every claim is gone, B may take
  // them at once, and A claims again once it has connected anew.
  // The lock of BBBBBB: 0x43 0x00 then the code's bytes; pg_locks shows its high and low halves.
  const auto holder = "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = " +
                      std::to_string(0x43004242u) + " AND objid = " + std::to_string(0x42424242u);
  EXPECT_EQ(sql("SELECT pg_terminate_backend((" + holder + "))"), "t");
  for (int i = 0; i < 1000 && lost_of_a == 0; ++i) std::this_thread::sleep_for(10ms);
  EXPECT_GT(lost_of_a.load(), first.generation);
  EXPECT_EQ(b.rooms().claim("BBBBBB").outcome, RoomStore::Claim::owned);
  RoomStore::Claim again;
  for (int i = 0; i < 100; ++i) {
    again = a.rooms().claim("CCCCCC");
    if (again.outcome == RoomStore::Claim::owned) break;
    std::this_thread::sleep_for(50ms);
  }
  EXPECT_EQ(again.outcome, RoomStore::Claim::owned);
  EXPECT_EQ(again.generation, lost_of_a.load());
  a.rooms().release("BBBBBB", first.generation);  // of a lost generation: ignored, B keeps it
  a.flush();
  EXPECT_EQ(a.rooms().claim("BBBBBB").outcome, RoomStore::Claim::held_elsewhere);
  a.rooms().watch_ownership({});
}

// The accounts' reads and writes go on after PostgreSQL ends the store's connections (a restart
// of the database): each connection is made anew, and its prepared statements with it.
TEST_F(PgStoreTest, AccountsGoOnAfterTheConnectionsAreLost) {
  PgStore s(url_);
  auto made = [&](const std::string& name) {
    std::promise<Outcome> answered;
    s.accounts().create({name, accounts::hash_password("a password", accounts::PasswordCost::minimum()), 1},
                     [&](const Outcome& o) { answered.set_value(o); });
    return answered.get_future().get();
  };
  ASSERT_TRUE(made("Ana").ok());
  ASSERT_TRUE(s.accounts().find("ana"));
  for (int round = 0; round < 2; ++round) {
    sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() "
        "AND pid <> pg_backend_pid()");
    std::this_thread::sleep_for(100ms);
    const auto o = made("Bia" + std::to_string(round));
    EXPECT_TRUE(o.ok()) << o.code << ": " << o.message;
    EXPECT_TRUE(s.accounts().find("ana")) << "the reader connects again";
    EXPECT_TRUE(s.accounts().find("bia" + std::to_string(round)));
  }
}

TEST_F(PgStoreTest, RefusesADatabaseOfANewerSchema) {
  { PgStore s(url_); }
  sql("UPDATE schema_version SET version = 99");
  try {
    PgStore s(url_);
    FAIL() << "a newer schema was opened";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("newer"), std::string::npos) << e.what();
  }
  EXPECT_THROW(PgStore s(base_ + " dbname=no_such_database"), std::runtime_error);
}

}  // namespace
}  // namespace cubilete::store
