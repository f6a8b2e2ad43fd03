#pragma once
// What a test reads from a lobby socket beside the lists' news: the answers to what it sent (seeking,
// paired, error), the offers, and whether a kind of message came at all. Every wait is bounded.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "account_browser.h"
#include "server_harness.h"

namespace cubilete::test {

// The lobby's list news: what a socket hears whatever it sent.
inline bool is_news(const json& m) {
  const std::string type = m.value("type", "");
  return type == "lobby" || type == "table_added" || type == "table_removed" || type == "games_live";
}

// The next message that is not list news (an answer to what the socket sent, or an offer).
inline json answer(WsClient& ws, std::chrono::milliseconds timeout = 20s) {
  using Clock = std::chrono::steady_clock;
  const auto deadline = Clock::now() + timeout;
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) throw std::runtime_error("no answer in time");
    json m = ws.next(left);
    if (!is_news(m)) return m;
  }
}

// Every message but list news the socket receives within `span` (fewer if it is closed).
inline std::vector<json> answers_for(WsClient& ws, std::chrono::milliseconds span) {
  using Clock = std::chrono::steady_clock;
  std::vector<json> out;
  const auto deadline = Clock::now() + span;
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) break;
    try {
      json m = ws.next(left);
      if (!is_news(m)) out.push_back(std::move(m));
    } catch (const std::runtime_error&) {
      break;  // nothing more in time, or closed
    }
  }
  return out;
}

inline bool any_of_type(const std::vector<json>& messages, const std::string& type) {
  return std::any_of(messages.begin(), messages.end(), [&](const json& m) { return m.value("type", "") == type; });
}

inline std::string dump(const std::vector<json>& messages) {
  std::string out;
  for (const auto& m : messages) out += m.dump().substr(0, 300) + "\n";
  return out;
}

inline json seek(const std::string& game, const json& more = json::object()) {
  json m = {{"type", "seek"}, {"game", game}};
  m.update(more);
  return m;
}

// The lobby's socket as `b` opens it (its cookie), once its first list has come.
inline std::unique_ptr<WsClient> opened_lobby(const Browser& b) {
  auto ws = b.socket("?lobby=1");
  EXPECT_EQ(ws->next_of("lobby", std::chrono::seconds(20))["type"], "lobby");
  return ws;
}

// `cubilete admin --db DB --as tester ARGS` (the binary at `binary`), then waits (bounded: 10 s)
// until each of `servers` has taken the action in: a server writes the action's "admin:" line to
// its log once it has reloaded what the action changed (moderation.cpp).
inline CommandResult admin_taken_in(const std::string& binary, const std::string& db, const std::string& args,
                                    const std::vector<ServerProcess*>& servers) {
  std::vector<size_t> before;
  for (auto* s : servers) before.push_back(count(s->log(), "admin: "));
  const auto started = std::chrono::steady_clock::now();
  auto result = run_command(binary + " admin --db '" + db + "' --as tester " + args);
  for (size_t i = 0; i < servers.size(); ++i) {
    while (count(servers[i]->log(), "admin: ") <= before[i] &&
           std::chrono::steady_clock::now() - started < std::chrono::seconds(10))
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    EXPECT_GT(count(servers[i]->log(), "admin: "), before[i]) << "server " << i + 1 << " never took in: admin " << args;
  }
  return result;
}

// The room quick play paired these people into (each `paired` message: room, seat, token), each
// of them connected to their seat as a browser does on `paired`.
inline Room seated(unsigned short port, const std::vector<json>& pairings) {
  Room room{pairings.at(0)["room"], "", {}};
  for (const auto& p : pairings) {
    Player player;
    player.seat = p["seat"];
    player.token = p["token"];
    player.ws = std::make_unique<WsClient>(port, room.code, player.token);
    room.people.push_back(std::move(player));
  }
  return room;
}

// While a socket's session lives it acts as its account: a rated seek is answered `seeking`, and
// a cancel takes it back.
inline void expect_acts_as_account(WsClient& ws) {
  ws.send(seek("crag", {{"rated", true}}));
  const json seeking = answer(ws);
  EXPECT_EQ(seeking["type"], "seeking") << "a live session's seek: " << seeking;
  ws.send({{"type", "cancel"}});
  for (int i = 0; i < 5; ++i)
    if (answer(ws)["type"] == "cancelled") break;
}

// Once a socket's session has ended (signed out, or ended by a ban), its rated seek is refused
// with signed_out and the socket closes; nothing is sought nor paired.
inline void expect_session_ended(WsClient& ws) {
  ws.send(seek("crag", {{"rated", true}}));
  const json refused = answer(ws);
  EXPECT_EQ(refused["type"], "error") << refused;
  EXPECT_EQ(refused["code"], "signed_out") << refused;
  EXPECT_TRUE(ws.closed(std::chrono::seconds(5))) << "the socket is closed";
  const auto got = answers_for(ws, std::chrono::milliseconds(300));
  EXPECT_FALSE(any_of_type(got, "seeking") || any_of_type(got, "paired")) << dump(got);
}

}  // namespace cubilete::test
