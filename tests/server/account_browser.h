#pragma once
// A browser as the accounts' server tests need one: it keeps the session cookie the server sets
// (and forgets it when the server clears it), sends it with an Origin on every request, and keeps
// every answer it got, so that a test can read all of them for secrets. Also the server the tests
// start on either database (store_backends.h), with the flags the accounts need.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "server_harness.h"
#include "store_backends.h"

namespace cubilete::test {

// The password every test account signs up with (long enough for the rules).
constexpr const char* kPassword = "correct horse battery";

inline constexpr const char* kOwnOrigin = "http://127.0.0.1";  // the harness's Host is 127.0.0.1

struct Browser {
  explicit Browser(unsigned short port = 0) : port(port) {}
  unsigned short port = 0;
  std::string cookie;                  // the session token the server set ("" none)
  std::string origin = kOwnOrigin;     // "" sends none
  std::vector<std::string> set_cookies;  // every Set-Cookie it was sent
  std::vector<std::string> answers;      // every answer's body

  Headers headers() const {
    Headers h;
    if (!cookie.empty()) h.emplace_back("Cookie", "cubilete_session=" + cookie);
    if (!origin.empty()) h.emplace_back("Origin", origin);
    return h;
  }
  HttpResult call(const std::string& method, const std::string& target, const json& body = nullptr) {
    auto r = http(port, method, target, body.is_null() ? "" : body.dump(), headers());
    answers.push_back(r.raw);
    for (const auto& value : r.header("Set-Cookie")) {
      set_cookies.push_back(value);
      const std::string prefix = "cubilete_session=";
      if (value.rfind(prefix, 0) == 0) cookie = value.substr(prefix.size(), value.find(';') - prefix.size());
    }
    return r;
  }
  // The room's socket as this browser opens it: its cookie and Origin, and a token if given.
  std::unique_ptr<WsClient> socket(const std::string& room, const std::string& token = "") const {
    return std::make_unique<WsClient>(port, room, token, headers());
  }
};

// The end of a server's log, printed when a test failed: what it did, and whether it died.
inline void show_log_end(const ServerProcess& server, const std::string& which) {
  if (!::testing::Test::HasFailure()) return;
  const std::string log = server.log();
  std::cout << "--- " << which << "'s log, its end:\n" << log.substr(log.size() > 6000 ? log.size() - 6000 : 0) << "\n";
}

// `cubilete serve` on a test's database, with the cheapest password hashing (tests only).
class AccountServer : public ::testing::TestWithParam<store::test_db::Factory> {
 protected:
  void SetUp() override {
    backend_ = GetParam()();
    if (!backend_) GTEST_SKIP() << "CUBILETE_TEST_PG is not set (tests/cluster/pg_store_test.sh sets it)";
  }
  void TearDown() override {
    if (server_) show_log_end(*server_, "the server");
    server_.reset();
  }

  // Starts (or restarts) the server; `crash_at` sets CUBILETE_TEST_CRASH_AT for this process only.
  void start(std::vector<std::string> extra = {}, const std::string& crash_at = "") {
    server_.reset();
    extra.insert(extra.begin(), {"--password-cost", "minimum"});
    if (!crash_at.empty()) setenv("CUBILETE_TEST_CRASH_AT", crash_at.c_str(), 1);
    try {
      server_ = std::make_unique<ServerProcess>(backend_->serve_db(), extra);
    } catch (...) {
      unsetenv("CUBILETE_TEST_CRASH_AT");
      throw;
    }
    unsetenv("CUBILETE_TEST_CRASH_AT");
  }
  unsigned short port() const { return server_->port(); }
  // Polls the profile until its Crag rating counts `games` (bounded: 15 s); the last profile read.
  json profile_once(const std::string& name, int games) {
    json body;
    for (int i = 0; i < 300; ++i) {
      body = http(port(), "GET", "/api/players/" + name).body;
      if (body["ratings"]["crag"]["games"] == games) return body;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    ADD_FAILURE() << "the profile never counted " << games << " games: " << body.dump();
    return body;
  }
  Browser browser() const { return Browser{port()}; }
  ServerProcess& server() { return *server_; }
  store::test_db::Backend& db() { return *backend_; }

  // A new account, signed in.
  Browser signed_up(const std::string& name, const std::string& password) {
    Browser b = browser();
    const auto r = b.call("POST", "/api/account/signup", {{"name", name}, {"password", password}});
    EXPECT_EQ(r.status, 201) << r.raw;
    EXPECT_FALSE(b.cookie.empty());
    return b;
  }

  std::unique_ptr<store::test_db::Backend> backend_;
  std::unique_ptr<ServerProcess> server_;
};

// No frame `ws` received holds any of `secrets` (tokens, cookies; empty ones skipped).
inline void expect_no_secret(const WsClient& ws, const std::vector<std::string>& secrets) {
  for (const auto& frame : ws.frames())
    for (const auto& s : secrets)
      if (!s.empty()) {
        EXPECT_EQ(frame.find(s), std::string::npos) << frame.substr(0, 300);
      }
}

#define ACCOUNT_SERVER_BACKENDS(Suite)                                                                   \
  INSTANTIATE_TEST_SUITE_P(SQLite, Suite, ::testing::Values(::cubilete::store::test_db::Factory(     \
                                              &::cubilete::store::test_db::sqlite_backend)));       \
  INSTANTIATE_TEST_SUITE_P(PostgreSQL, Suite, ::testing::Values(::cubilete::store::test_db::Factory( \
                                                  &::cubilete::store::test_db::postgres_backend)))

}  // namespace cubilete::test
