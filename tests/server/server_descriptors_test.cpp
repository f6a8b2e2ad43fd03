// What one address's connections, and a process out of descriptors, may cost the server: the
// per-address cap on HTTP connections (serve --connections-per-address, its exemption for a
// --trusted-proxy), and the accept loop when descriptors run out (it waits between tries, logs a
// line a second at most, closes the connections it cannot hold, and serves again once some close).
// Raw sockets, so that a test can leave a request unfinished; several loopback addresses
// (127.0.0.2 as well as 127.0.0.1: Linux routes the whole 127/8 to the loopback) stand for
// several clients.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "prometheus_text.h"
#include "server_harness.h"

namespace cubilete::test {
namespace {

constexpr const char* kDescriptorsMetricsToken = "metrics-token-7c1e9a4d2b6f";

// A TCP connection from `source` to the server, closed at destruction.
class Connection {
 public:
  Connection(const char* source, unsigned short port) : fd_(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0)) {
    if (fd_ < 0) throw std::runtime_error("socket failed");
    // A connect the server's listen queue does not take fails within seconds instead of hanging.
    const timeval five{5, 0};
    setsockopt(fd_, SOL_SOCKET, SO_SNDTIMEO, &five, sizeof five);
    sockaddr_in from{};
    from.sin_family = AF_INET;
    inet_pton(AF_INET, source, &from.sin_addr);
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(port);
    inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
    if (::bind(fd_, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0 ||
        ::connect(fd_, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) {
      ::close(fd_);
      throw std::runtime_error(std::string("cannot connect from ") + source);
    }
  }
  ~Connection() {
    if (fd_ >= 0) ::close(fd_);
  }
  Connection(Connection&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  Connection& operator=(Connection&&) = delete;

  void send(const std::string& text) {
    if (::send(fd_, text.data(), text.size(), MSG_NOSIGNAL) != ssize_t(text.size()))
      throw std::runtime_error("send failed");
  }
  // Everything the server sends until it closes the connection (a reset ends it too); throws if
  // it is still open after `wait`.
  std::string read_to_end(std::chrono::milliseconds wait = 20s) {
    std::string out;
    const auto deadline = std::chrono::steady_clock::now() + wait;
    for (;;) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) throw std::runtime_error("the server did not close the connection; it sent: " + out);
      pollfd p{fd_, POLLIN, 0};
      if (::poll(&p, 1, int(left.count())) <= 0) continue;
      char buffer[4096];
      const ssize_t n = ::recv(fd_, buffer, sizeof buffer, 0);
      if (n <= 0) return out;
      out.append(buffer, size_t(n));
    }
  }

 private:
  int fd_;
};

// The start of a request, its headers unfinished: the server holds the connection waiting for them.
constexpr const char* kPartial = "GET /healthz HTTP/1.1\r\nHo";
// The rest of it, with the headers `more` ("Name: value\r\n" lines).
std::string rest_of_request(const std::string& more = "") {
  return "st: 127.0.0.1\r\n" + more + "Connection: close\r\n\r\n";
}

Connection unfinished(const char* source, unsigned short port) {
  Connection c(source, port);
  c.send(kPartial);
  return c;
}

// The status of an answer ("HTTP/1.1 200 OK..." is 200), 0 for none.
int status_of(const std::string& answer) {
  return answer.rfind("HTTP/1.1 ", 0) == 0 ? std::stoi(answer.substr(9, 3)) : 0;
}

// GET /healthz from `source`, on a connection of its own.
int health_from(const char* source, unsigned short port) {
  Connection c(source, port);
  c.send(std::string(kPartial) + rest_of_request());
  return status_of(c.read_to_end());
}

// GET /healthz from 127.0.0.1 until it is answered 200 (a place given back is noticed when the
// server reads the close, a moment after it): bounded.
bool served_soon(unsigned short port) {
  for (int i = 0; i < 100; ++i) {
    try {
      if (health_from("127.0.0.1", port) == 200) return true;
    } catch (const std::runtime_error&) {
      // refused or closed unanswered: not yet
    }
    std::this_thread::sleep_for(100ms);
  }
  return false;
}

TEST(ServerDescriptors, HttpConnectionsPerAddressAreCapped) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--connections-per-address", "4", "--metrics-token", kDescriptorsMetricsToken});
  const auto port = server.port();
  std::vector<Connection> held;
  for (int i = 0; i < 4; ++i) held.push_back(unfinished("127.0.0.1", port));

  // The fifth from the same address is answered at once, its request unread, and closed.
  Connection over = unfinished("127.0.0.1", port);
  const std::string refusal = over.read_to_end();
  EXPECT_EQ(status_of(refusal), 429) << refusal;
  EXPECT_NE(refusal.find("too_many_sockets"), std::string::npos) << refusal;
  EXPECT_NE(refusal.find("--connections-per-address"), std::string::npos) << refusal;

  // Another address is served meanwhile.
  EXPECT_EQ(health_from("127.0.0.2", port), 200);
  // The connections within the cap were kept: each finishes its request and is answered.
  for (auto& c : held) {
    c.send(rest_of_request());
    EXPECT_EQ(status_of(c.read_to_end()), 200);
  }
  // Closed, they give their places back.
  held.clear();
  EXPECT_TRUE(served_soon(port));

  const auto page = http(port, "GET", "/metrics", "", {{"Authorization", std::string("Bearer ") + kDescriptorsMetricsToken}});
  ASSERT_EQ(page.status, 200) << page.raw;
  EXPECT_GE(parse_exposition(page.raw).value("cubilete_errors_total", {{"code", "too_many_sockets"}}), 1.0);
}

TEST(ServerDescriptors, ATrustedProxysConnectionsAreNotCapped) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--connections-per-address", "2", "--trusted-proxy", "127.0.0.1"});
  const auto port = server.port();
  // The proxy carries everyone's requests: more connections than the cap, all held and answered.
  std::vector<Connection> proxied;
  for (int i = 0; i < 6; ++i) proxied.push_back(unfinished("127.0.0.1", port));
  // Any other peer is capped by its own address.
  std::vector<Connection> direct;
  for (int i = 0; i < 2; ++i) direct.push_back(unfinished("127.0.0.2", port));
  EXPECT_EQ(status_of(unfinished("127.0.0.2", port).read_to_end()), 429);
  for (size_t i = 0; i < proxied.size(); ++i) {
    proxied[i].send(rest_of_request("X-Forwarded-For: 203.0.113." + std::to_string(i + 1) + "\r\n"));
    EXPECT_EQ(status_of(proxied[i].read_to_end()), 200) << "proxied connection " << i;
  }
}

// The log's lines that say an accept failed, and the connections they say were closed at once.
struct AcceptFailures {
  int lines = 0;
  int64_t connections_closed = 0;
};
AcceptFailures accept_failures(const std::string& log) {
  AcceptFailures seen;
  std::istringstream lines(log);
  for (std::string line; std::getline(lines, line);) {
    const json entry = json::parse(line, nullptr, false);
    if (!entry.is_object() || entry.value("msg", "").rfind("accept failed", 0) != 0) continue;
    ++seen.lines;
    seen.connections_closed += entry.value("connections_closed", int64_t(0));
  }
  return seen;
}

TEST(ServerDescriptors, OutOfDescriptorsTheAcceptLoopWaitsAndRecovers) {
  TempDir dir;
  // 64 descriptors: a few for the store, the log and the event loop, the rest for connections.
  ServerProcess server(dir.path() + "/t.db", {"--connections-per-address", "0"}, 64);
  const auto port = server.port();
  std::vector<Connection> idle;
  for (int i = 0; i < 150; ++i) {
    try {
      idle.emplace_back("127.0.0.1", port);
    } catch (const std::runtime_error&) {
      break;  // the listen queue is full: enough
    }
  }
  ASSERT_GT(idle.size(), 64u);
  // The connections past the limit wait in the listen queue: the server accepts and closes them
  // at once (its spare descriptor), and says so in the log (bounded wait).
  AcceptFailures seen;
  for (int i = 0; i < 80 && seen.connections_closed == 0; ++i) {
    std::this_thread::sleep_for(100ms);
    seen = accept_failures(server.log());
  }
  EXPECT_GT(seen.connections_closed, 0) << server.log().substr(0, 4000);
  // Accept keeps failing while the idle connections stay: a line a second at most, not one per try.
  std::this_thread::sleep_for(2s);
  seen = accept_failures(server.log());
  EXPECT_GE(seen.lines, 1);
  EXPECT_LT(seen.lines, 50) << server.log().substr(0, 4000);

  // Once the idle connections close, new ones are served again.
  idle.clear();
  EXPECT_TRUE(served_soon(port)) << server.log().substr(0, 4000);
  EXPECT_EQ(server.stop(), 0);
}

}  // namespace
}  // namespace cubilete::test
