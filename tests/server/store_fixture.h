#pragma once
// The fixture of the store's tests that run on both databases (store_backends.h): a fresh store
// per test, reopened at will (a restart), with helpers to wait for a write's answer and to make
// accounts, sessions and rooms. STORE_TEST_BACKENDS(Suite) runs a suite on SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <algorithm>
#include <future>
#include <memory>
#include <string>
#include <vector>

#include "accounts/password.h"
#include "accounts/session_token.h"
#include "store_backends.h"

namespace cubilete::store::test_db {

class StoreTest : public ::testing::TestWithParam<Factory> {
 protected:
  void SetUp() override {
    backend_ = GetParam()();
    if (!backend_) GTEST_SKIP() << "CUBILETE_TEST_PG is not set (tests/cluster/pg_store_test.sh sets it)";
    store_ = backend_->open();
  }
  void TearDown() override { store_.reset(); }

  Store& store() { return *store_; }
  Backend& db() { return *backend_; }
  // The store closed and opened again on the same data (as a server restarting).
  void reopen() {
    store_.reset();
    store_ = backend_->open();
  }

  // Runs an accounts write and waits for its answer.
  template <class F>
  Outcome wait(F&& write) {
    std::promise<Outcome> answered;
    write([&answered](const Outcome& o) { answered.set_value(o); });
    return answered.get_future().get();
  }
  // Runs a room write and waits for its outcome ("" when committed).
  template <class F>
  std::string wait_done(F&& write) {
    std::promise<std::string> done;
    write([&done](const std::string& error) { done.set_value(error); });
    return done.get_future().get();
  }

  // A real Argon2id hash at libsodium's least cost (tests hash many).
  static std::string hash_of(const std::string& password) {
    return accounts::hash_password(password, accounts::PasswordCost::minimum());
  }
  // A new account (its password "password-of-NAME"); fails the test if refused.
  int64_t new_account(const std::string& name, int64_t created_ms = 1000) {
    const auto o = wait([&](Answer a) {
      store().accounts().create({name, hash_of("password-of-" + name), created_ms}, a);
    });
    EXPECT_TRUE(o.ok()) << o.code << ": " << o.message;
    return o.id;
  }
  std::string password_hash(int64_t account) {
    const auto a = store().accounts().by_id(account);
    return a ? a->password_hash : "";
  }

  // A room being played: one seat per entry of `players`, each "human" (a guest), a bot name, or
  // "@ID" for account ID's seat.
  RoomRecord playing_room(const std::string& code, const std::string& game,
                          const std::vector<std::string>& players, bool rated) {
    RoomRecord r;
    r.code = code;
    r.game = game;
    r.rules = "{}";
    r.status = RoomStatus::Playing;
    r.server_seed = std::string(64, 'a');
    r.commitment = std::string(64, 'b');
    r.created_ms = r.updated_ms = 1000;
    r.hints = !rated;
    r.rated = rated;
    for (size_t i = 0; i < players.size(); ++i) {
      SeatRecord s;
      const auto& p = players[i];
      if (p.rfind('@', 0) == 0) {
        s.player = "human";
        s.account = std::stoll(p.substr(1));
        const auto a = store().accounts().by_id(s.account);
        s.name = a ? a->name : "?";
      } else {
        s.player = p;
        s.name = p == "human" ? "Guest " + std::to_string(i) : "";
      }
      s.token_hash = p == "human" || s.account ? accounts::session_token_hash(code + std::to_string(i)) : "";
      r.seats.push_back(s);
    }
    return r;
  }
  void create(const RoomRecord& r) {
    const auto error = wait_done([&](Done d) { store().rooms().create(r, d); });
    ASSERT_EQ(error, "") << r.code;
  }
  static std::string at(int64_t account) { return "@" + std::to_string(account); }

  std::unique_ptr<Backend> backend_;
  std::unique_ptr<Store> store_;
};

// An end with these scores, the sole or shared winners those with the highest.
inline GameEnd scored(std::vector<double> scores, int64_t ended_ms) {
  GameEnd end;
  end.ended_ms = ended_ms;
  const double best = *std::max_element(scores.begin(), scores.end());
  const auto winners = std::count(scores.begin(), scores.end(), best);
  for (double s : scores) end.outcome.returns.push_back(s == best ? 1.0 / double(winners) : 0.0);
  end.outcome.scores = std::move(scores);
  return end;
}

#define STORE_TEST_BACKENDS(Suite)                                                                     \
  INSTANTIATE_TEST_SUITE_P(SQLite, Suite, ::testing::Values(::cubilete::store::test_db::Factory(     \
                                              &::cubilete::store::test_db::sqlite_backend)));         \
  INSTANTIATE_TEST_SUITE_P(PostgreSQL, Suite, ::testing::Values(::cubilete::store::test_db::Factory( \
                                                  &::cubilete::store::test_db::postgres_backend)))

}  // namespace cubilete::store::test_db
