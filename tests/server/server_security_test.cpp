// Locks on the doors: each test is one attack on the online table, scaled down to run in seconds
// (hundreds of sockets, not 100,000). Static files from outside the app, bots told to think for
// ever, long work on the I/O threads, silent readers and socket hoarders, floods of rooms and
// joins, waiting rooms nobody visits, chat lost in a crash, a record cut short, deceptive names,
// and a second seat in a game of hidden information. Timings decide nothing but generous bounds.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <iterator>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "server_harness.h"

namespace cubilete::test {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

long long ms_since(Clock::time_point start) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
}

// A string field of a JSON answer, or "" (the body may not be JSON at all).
std::string text_of(const json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : "";
}

// ---------------------------------------------------------------------------------------------
// Raw TCP: requests written byte for byte (curl --path-as-is), and sockets that never read.

class Socket {
 public:
  // Connects to the server; a small receive buffer (set before connecting) makes a slow reader.
  explicit Socket(unsigned short port, int receive_buffer = 0) : fd_(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0)) {
    if (fd_ < 0) throw std::runtime_error("socket() failed");
    if (receive_buffer > 0) setsockopt(fd_, SOL_SOCKET, SO_RCVBUF, &receive_buffer, sizeof receive_buffer);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd_, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
      ::close(fd_);
      throw std::runtime_error("cannot connect to the server");
    }
  }
  ~Socket() {
    if (fd_ >= 0) ::close(fd_);
  }
  Socket(Socket&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  Socket(const Socket&) = delete;
  Socket& operator=(const Socket&) = delete;

  // False if the server closed the connection meanwhile (its answer may still be there to read).
  bool write(const std::string& bytes) {
    for (size_t done = 0; done < bytes.size();) {
      const ssize_t n = ::send(fd_, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
      if (n <= 0) return false;
      done += size_t(n);
    }
    return true;
  }
  // True once something arrived, without reading it.
  bool readable(std::chrono::milliseconds timeout) {
    pollfd p{fd_, POLLIN, 0};
    return ::poll(&p, 1, int(timeout.count())) > 0;
  }
  // What arrives until the server closes the connection, `enough` says so, or `timeout` passes.
  std::string read(std::chrono::milliseconds timeout, const std::function<bool(const std::string&)>& enough) {
    std::string out;
    const auto deadline = Clock::now() + timeout;
    char buffer[8192];
    while (!enough(out)) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
      if (left.count() <= 0 || !readable(left)) break;
      const ssize_t n = ::recv(fd_, buffer, sizeof buffer, 0);
      if (n <= 0) break;
      out.append(buffer, size_t(n));
    }
    return out;
  }

 private:
  int fd_ = -1;
};

struct RawAnswer : HttpResult {
  std::map<std::string, std::string> headers;  // names in lower case
};

// An HTTP answer as bytes: status 0 when the server closed the connection without one.
RawAnswer parse_answer(const std::string& reply) {
  RawAnswer a;
  const auto end = reply.find("\r\n\r\n");
  if (reply.rfind("HTTP/1.", 0) != 0 || end == std::string::npos || reply.size() < 12) return a;
  a.status = std::stoi(reply.substr(9, 3));
  for (size_t at = reply.find("\r\n") + 2; at < end;) {
    const auto eol = reply.find("\r\n", at);
    const std::string line = reply.substr(at, eol - at);
    if (const auto colon = line.find(':'); colon != std::string::npos) {
      std::string name = line.substr(0, colon);
      std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
      const auto value = line.find_first_not_of(' ', colon + 1);
      a.headers[name] = value == std::string::npos ? "" : line.substr(value);
    }
    at = eol + 2;
  }
  a.raw = reply.substr(end + 4);
  if (auto length = a.headers.find("content-length"); length != a.headers.end())
    a.raw.resize(std::min(a.raw.size(), size_t(std::stoul(length->second))));
  a.body = json::parse(a.raw, nullptr, false);
  return a;
}

// One request on its own connection, the target sent as given (no normalisation, no escaping).
RawAnswer raw_http(unsigned short port, const std::string& method, const std::string& target,
                   const std::vector<std::string>& headers = {}, const std::string& body = "") {
  std::string request = method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n";
  for (const auto& h : headers) request += h + "\r\n";
  if (!body.empty())
    request += "Content-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) + "\r\n";
  request += "\r\n" + body;
  Socket s(port);
  s.write(request);
  // The whole answer: its headers and the body they announce (not waiting for a close that may not come).
  return parse_answer(s.read(10s, [](const std::string& reply) {
    const auto end = reply.find("\r\n\r\n");
    if (end == std::string::npos) return false;
    const auto headers = parse_answer(reply).headers;
    const auto length = headers.find("content-length");
    return length != headers.end() && reply.size() - end - 4 >= std::stoul(length->second);
  }));
}

// A request that came through a proxy, which says whom it came from.
RawAnswer post_from(unsigned short port, const std::string& target, const json& body,
                    const std::string& forwarded_for) {
  return raw_http(port, "POST", target, {"X-Forwarded-For: " + forwarded_for}, body.dump());
}

// A spectator that asks for the upgrade and then never reads a byte.
Socket silent_spectator(unsigned short port, const std::string& room) {
  Socket s(port, 4096);
  s.write("GET /ws?room=" + room +
          " HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
  return s;
}

// ---------------------------------------------------------------------------------------------
// The server seen from outside: its health, its memory, its answers.

// /healthz answers 200 within `limit`, whatever else the server is busy with.
void expect_healthy(unsigned short port, std::chrono::milliseconds limit = 5s) {
  const auto start = Clock::now();
  const auto r = http(port, "GET", "/healthz");
  EXPECT_EQ(r.status, 200) << r.raw;
  EXPECT_LT(ms_since(start), limit.count()) << "/healthz was slow";
}

// The server's process: the one whose command line is `cubilete serve ... --db DB ...` (the harness
// keeps its pid to itself).
int server_pid(const std::string& db) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream in(entry.path() / "cmdline", std::ios::binary);
    const std::string cmdline((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<std::string> args;
    for (size_t at = 0; at < cmdline.size();) {
      const auto nul = std::min(cmdline.find('\0', at), cmdline.size());
      args.push_back(cmdline.substr(at, nul - at));
      at = nul + 1;
    }
    if (args.size() > 1 && args[1] == "serve" && std::find(args.begin(), args.end(), db) != args.end())
      return std::stoi(name);
  }
  throw std::runtime_error("no server process serves " + db);
}

// Its resident memory (VmRSS) in MB.
double server_rss_mb(const std::string& db) {
  std::ifstream status("/proc/" + std::to_string(server_pid(db)) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmRSS:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
  throw std::runtime_error("the server's VmRSS is not readable");
}

json people(int n) {
  return json(std::vector<json>(size_t(n), json::object()));
}
json against(const std::string& bot) {
  return json::array({json::object(), {{"bot", bot}}});
}
HttpResult create(unsigned short port, const std::string& game, const json& seats, json extra = json::object()) {
  extra["game"] = game;
  extra["seats"] = seats;
  return http_json(port, "POST", "/api/rooms", extra);
}
HttpResult join(unsigned short port, const std::string& room, const json& body = json::object()) {
  return http_json(port, "POST", "/api/rooms/" + room + "/join", body);
}

// A refusal: its status, its error code, and a message that mentions `mention`.
void expect_refused(const HttpResult& r, int status, const std::string& code, const std::string& mention = "") {
  EXPECT_EQ(r.status, status) << r.raw;
  EXPECT_EQ(text_of(r.body, "error"), code) << r.raw;
  EXPECT_NE(text_of(r.body, "message").find(mention), std::string::npos) << "the message should mention " << mention;
}

// A socket the server admitted (its first message is a state), or null if it was refused: either the
// upgrade was answered with an error status (the constructor throws), or an error too_many_sockets
// came and the socket was closed.
std::unique_ptr<WsClient> admit(unsigned short port, const std::string& room, const std::string& token = "") {
  std::unique_ptr<WsClient> ws;
  try {
    ws = std::make_unique<WsClient>(port, room, token);
  } catch (const std::exception&) {
    return nullptr;
  }
  const json first = ws->next(10s);
  if (first["type"] != "error") return ws;
  EXPECT_EQ(first["code"], "too_many_sockets") << first;
  EXPECT_TRUE(ws->closed(5s));
  return nullptr;
}

// The same, trying for a while: the server notices closed sockets a moment after they go.
std::unique_ptr<WsClient> admit_soon(unsigned short port, const std::string& room) {
  const auto deadline = Clock::now() + 5s;
  for (;;) {
    if (auto ws = admit(port, room)) return ws;
    if (Clock::now() > deadline) return nullptr;
    std::this_thread::sleep_for(50ms);
  }
}

// ---------------------------------------------------------------------------------------------

TEST(ServerSecurity, StaticFilesOnlyFromTheApp) {
  TempDir dir;
  const std::string db = dir.path() + "/t.db", web = dir.path() + "/web";
  const std::string index = "<html>APP</html>", script = "console.log('app');\n";
  fs::create_directories(web + "/assets");
  fs::create_directories(dir.path() + "/secrets");
  std::ofstream(web + "/index.html") << index;
  std::ofstream(web + "/assets/app.js") << script;
  std::ofstream(dir.path() + "/secret.txt") << "SECRET-123";
  std::ofstream(dir.path() + "/secrets/secret.txt") << "SECRET-123";
  // Links inside the root to files outside it: never followed.
  fs::create_symlink(dir.path() + "/secret.txt", web + "/linked.txt");
  fs::create_directory_symlink(dir.path() + "/secrets", web + "/linked");
  ServerProcess server(db, {"--web", web});
  // A file that appears after the start is not the app's.
  std::ofstream(web + "/late.txt") << "LATE-456";
  http(server.port(), "GET", "/healthz");  // the store (and its -wal) exist by now

  auto js = raw_http(server.port(), "GET", "/assets/app.js");
  EXPECT_EQ(js.status, 200);
  EXPECT_EQ(js.raw, script);
  EXPECT_EQ(js.headers["content-type"], "text/javascript; charset=utf-8");
  const auto root = raw_http(server.port(), "GET", "/");
  EXPECT_EQ(root.status, 200);
  EXPECT_EQ(root.raw, index);

  const std::vector<std::string> targets = {
      "//etc/passwd", "///etc/passwd", "/%2Fetc%2Fpasswd", "/%2fetc/passwd", "/..%2f..%2fetc/passwd",
      "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/assets/../../../etc/passwd", "//proc/self/environ",
      "//proc/self/cmdline", "/" + db, "/" + db + "-wal", "/\\etc\\passwd", "/linked.txt", "/linked/secret.txt",
      "/late.txt", "/assets/app.js%00.html"};
  for (const auto& target : targets) {
    SCOPED_TRACE(target);
    const auto r = raw_http(server.port(), "GET", target);
    for (const char* secret : {"root:", "SECRET-123", "LATE-456", "SQLite format"})
      EXPECT_EQ(r.raw.find(secret), std::string::npos) << r.raw.substr(0, 200);
    // The app's route, or a refusal (0: a target the HTTP parser itself refused, connection closed).
    const bool app = r.status == 200 && r.raw == index;
    EXPECT_TRUE(app || r.status == 400 || r.status == 404 || (r.status == 0 && r.raw.empty()))
        << r.status << ": " << r.raw.substr(0, 200);
  }
  expect_healthy(server.port());
}

// Moves the Damma room's person if they are to move, so that its bot is searching afterwards.
void set_bot_thinking(Room& room) {
  auto& p = room.people[0];
  await_state(p);
  while (!p.state["to_move"].is_number()) await_state(p);
  if (p.state["to_move"] != p.seat) return;  // the bot moves first: it is searching already
  const uint64_t version = p.state["version"];
  p.ws->send({{"type", "act"}, {"action", p.state["legal"][0]}, {"version", version}});
  while (p.state["version"].get<uint64_t>() == version) await_state(p);
}

// Steps the game (random legal moves for its people) until `done` holds of the first person's latest
// state, within `limit`.
bool step_until(Room& room, const std::function<bool(const json&)>& done, std::chrono::seconds limit) {
  std::mt19937_64 rng(7);
  auto& p = room.people[0];
  if (p.state.is_null()) await_state(p);
  for (const auto deadline = Clock::now() + limit; Clock::now() < deadline;) {
    if (done(p.state)) return true;
    if (!play_step(room, rng)) return done(p.state);
  }
  return false;
}

bool over(const json& state) { return state.value("status", "") == "over"; }

TEST(ServerSecurity, BotSettingsAreCappedAndSearchesStarveNobody) {
  TempDir dir;
  {
    ServerProcess server(dir.path() + "/caps.db", {"--rooms-per-minute", "100"});
    const auto port = server.port();
    EXPECT_EQ(create(port, "damma", against("alphabeta:depth=64")).status, 201);
    expect_refused(create(port, "damma", against("alphabeta:depth=65")), 400, "bad_seats");
    expect_refused(create(port, "damma", against("alphabeta:movetime=100000")), 400, "bad_seats", "5000");
    expect_refused(create(port, "damma", against("alphabeta:movetime=5001")), 400, "bad_seats", "5000");
    EXPECT_EQ(create(port, "damma", against("alphabeta:movetime=5000")).status, 201);
    expect_refused(create(port, "generala", against("win_optimal:rounds=6")), 400, "bad_seats", "3");
    EXPECT_EQ(create(port, "generala", against("win_optimal:rounds=2")).status, 201);
    // Farkle's endgame from far below the end would take minutes: the last 1,000 points at most.
    expect_refused(create(port, "farkle", against("win_optimal:from=1")), 400, "bad_seats", "19000");
    EXPECT_EQ(create(port, "farkle", against("win_optimal:from=19000")).status, 201);
  }
  // The attack: two of the deepest searches allowed at once; a third room's bot still plays.
  ServerProcess server(dir.path() + "/t.db");
  const auto port = server.port();
  std::vector<Room> deep;
  for (int i = 0; i < 2; ++i) {
    deep.push_back(open_room(port, "damma", against("alphabeta:depth=64")));
    set_bot_thinking(deep.back());
  }
  expect_healthy(port);
  Room light = open_room(port, "generala", against("greedy"));
  // Its bot (seat 1) had a turn and played it: the turn came back to the person (or a served
  // generala ended the game at once).
  bool bot_turn = false;
  const auto bot_played = [&](const json& s) {
    bot_turn |= s["to_move"] == 1;
    return (bot_turn && s["to_move"] == 0) || over(s);
  };
  EXPECT_TRUE(step_until(light, bot_played, 20s)) << "the greedy bot waited behind the searches";
  expect_healthy(port);
  // Shutting down cancels the searches.
  const auto start = Clock::now();
  EXPECT_EQ(server.stop(), 0);
  EXPECT_LT(ms_since(start), 15000);
}

TEST(ServerSecurity, SolvingATableKeepsTheIoThreadsFree) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  const auto port = server.port();
  // Each room's bot needs its endgame table solved (the old server solved it on the I/O thread that
  // started the game, and two rooms took both I/O threads; now it is solved on the workers when the
  // bot first moves).
  std::vector<HttpResult> made;
  for (int i = 0; i < 2; ++i) {
    made.push_back(create(port, "generala", against("win_optimal:rounds=3")));
    ASSERT_EQ(made.back().status, 201) << made.back().raw;
  }
  // The people connect meanwhile (on another thread: a busy server would hold the handshake).
  std::vector<Room> rooms(made.size());
  auto connecting = std::async(std::launch::async, [&] {
    for (size_t i = 0; i < made.size(); ++i) {
      Player p;
      p.seat = made[i].body["seat"];
      p.token = made[i].body["token"];
      rooms[i].code = made[i].body["room"];
      p.ws = std::make_unique<WsClient>(port, rooms[i].code, p.token);
      rooms[i].people.push_back(std::move(p));
    }
  });
  const auto poll_health = [&] {
    for (int i = 0; i < 10; ++i) {
      expect_healthy(port, 2s);
      std::this_thread::sleep_for(300ms);
    }
  };
  poll_health();
  connecting.get();
  // Each person plays their first turn: the bots are to move, and their tables are being solved.
  for (auto& room : rooms)
    EXPECT_TRUE(step_until(room, [](const json& s) { return s["to_move"] == 1 || over(s); }, 20s));
  poll_health();
}

TEST(ServerSecurity, SilentSpectatorsAndSocketHoardersAreBounded) {
  TempDir dir;
  const std::string db = dir.path() + "/t.db";
  ServerProcess server(db, {"--sockets-per-address", "300"});
  const auto port = server.port();
  Room room = open_room(port, "generala", against("greedy"));
  auto& person = room.people[0];
  await_state(person);
  std::vector<Socket> silent;
  for (int i = 0; i < 200; ++i) silent.push_back(silent_spectator(port, room.code));
  // Every upgrade answered (left unread): they are watchers of the room now.
  for (auto& s : silent) EXPECT_TRUE(s.readable(10s));
  expect_healthy(port);

  // A lot of chat, which every silent spectator is sent and does not read.
  for (int i = 0; i < 1000; ++i) {
    std::string line = "line " + std::to_string(i) + " ";
    line.resize(450, 'x');
    person.ws->send({{"type", "chat"}, {"text", line}});
  }
  person.ws->send({{"type", "ping"}});
  for (json m = person.ws->next(60s); m["type"] != "pong"; m = person.ws->next(60s))
    if (m["type"] == "state") person.take_state(m);
  EXPECT_LT(server_rss_mb(db), 300.0);
  play_randomly(port, room, 21);
  EXPECT_LT(server_rss_mb(db), 300.0);
  expect_healthy(port);

  // One seat's token, connected again and again without closing: at most 8 sockets per seat.
  std::vector<std::unique_ptr<WsClient>> hoard;
  int refused = 0;
  for (int i = 0; i < 50; ++i) {
    if (auto ws = admit(port, room.code, person.token)) {
      hoard.push_back(std::move(ws));
    } else {
      ++refused;
    }
  }
  EXPECT_EQ(hoard.size() + 1, 8u) << "the seat's first socket and 7 more";
  EXPECT_EQ(refused, 43);
  EXPECT_LT(server_rss_mb(db), 300.0);
  expect_healthy(port);
  // A stop with sockets that never answer the close: a clean exit all the same (sessions freed
  // as the I/O context is torn down once gave their place back to freed counters).
  EXPECT_EQ(server.stop(), 0);
}

TEST(ServerSecurity, SocketsPerAddressAreCapped) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--sockets-per-address", "10"});
  const auto made = create(server.port(), "generala", against("greedy"));
  ASSERT_EQ(made.status, 201) << made.raw;
  const std::string code = made.body["room"];
  std::vector<std::unique_ptr<WsClient>> held;
  // (Patiently: the connection that created the room may not be noticed closed yet.)
  for (int i = 0; i < 10; ++i) {
    held.push_back(admit_soon(server.port(), code));
    ASSERT_TRUE(held.back()) << "spectator " << i;
  }
  EXPECT_FALSE(admit(server.port(), code)) << "the 11th socket from one address";
  held.erase(held.begin(), held.begin() + 5);
  for (int i = 0; i < 5; ++i) {
    held.push_back(admit_soon(server.port(), code));
    EXPECT_TRUE(held.back()) << "a closed socket frees its place";
  }
  EXPECT_FALSE(admit(server.port(), code)) << "ten again";
}

TEST(ServerSecurity, RoomCreationIsRateLimitedPerAddress) {
  const json body = {{"game", "generala"}, {"seats", people(2)}};
  {
    TempDir dir;
    ServerProcess server(dir.path() + "/t.db", {"--rooms-per-minute", "5"});
    for (int i = 0; i < 5; ++i) EXPECT_EQ(http_json(server.port(), "POST", "/api/rooms", body).status, 201) << i;
    expect_refused(http_json(server.port(), "POST", "/api/rooms", body), 429, "rate_limited", "--rooms-per-minute");
    // Without a trusted proxy, X-Forwarded-For is anyone's to write: ignored.
    expect_refused(post_from(server.port(), "/api/rooms", body, "203.0.113.50"), 429, "rate_limited");
    expect_healthy(server.port());
  }
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--rooms-per-minute", "5", "--trusted-proxy", "127.0.0.1"});
  const auto port = server.port();
  // Behind the proxy: the rightmost address it did not add itself is the client's.
  for (int i = 0; i < 4; ++i) EXPECT_EQ(post_from(port, "/api/rooms", body, "203.0.113.7").status, 201) << i;
  EXPECT_EQ(post_from(port, "/api/rooms", body, "198.51.100.1, 203.0.113.7").status, 201);
  expect_refused(post_from(port, "/api/rooms", body, "203.0.113.7"), 429, "rate_limited");
  expect_refused(post_from(port, "/api/rooms", body, "198.51.100.1, 203.0.113.7"), 429, "rate_limited");
  for (int i = 0; i < 5; ++i) EXPECT_EQ(post_from(port, "/api/rooms", body, "203.0.113.8").status, 201) << i;
  expect_refused(post_from(port, "/api/rooms", body, "203.0.113.8"), 429, "rate_limited");
  expect_healthy(port);
}

// One client creating rooms as fast as it can (100,000 in 2.5 minutes filled --max-rooms for
// everyone): at the default limit it gets 20 a minute, the rest are refused, and the server's
// memory and rooms stay as they were.
TEST(ServerSecurity, ARoomFloodIsRefusedWithinBoundedMemory) {
  TempDir dir;
  const std::string db = dir.path() + "/t.db";
  ServerProcess server(db, {"--rooms-per-minute", "20"});
  const json body = {{"game", "generala"}, {"seats", people(2)}};
  std::map<int, int> answers;
  for (int i = 0; i < 600; ++i) ++answers[http_json(server.port(), "POST", "/api/rooms", body).status];
  EXPECT_EQ(answers[201], 20);
  EXPECT_EQ(answers[429], 580);
  EXPECT_LT(server_rss_mb(db), 100.0);
  expect_healthy(server.port());
  EXPECT_EQ(http(server.port(), "GET", "/healthz").body["rooms"], 20);
}

TEST(ServerSecurity, JoinsAreRateLimitedPerAddress) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--joins-per-minute", "3"});
  const auto port = server.port();
  const auto four = create(port, "generala", people(4));
  const auto two = create(port, "generala", people(2));
  ASSERT_EQ(four.status, 201) << four.raw;
  ASSERT_EQ(two.status, 201) << two.raw;
  for (int i = 0; i < 3; ++i) EXPECT_EQ(join(port, four.body["room"]).status, 200) << i;
  expect_refused(join(port, two.body["room"]), 429, "rate_limited");
  expect_healthy(port);
}

TEST(ServerSecurity, WaitingRoomsNobodyVisitedExpire) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--waiting-expiry", "2"});
  const auto port = server.port();
  const auto created = Clock::now();
  const auto forgotten = create(port, "generala", people(2));
  const auto visited = create(port, "generala", people(2));
  ASSERT_EQ(forgotten.status, 201) << forgotten.raw;
  ASSERT_EQ(visited.status, 201) << visited.raw;
  WsClient creator(port, visited.body["room"], visited.body["token"]);
  creator.next_of("state");
  bool gone = false;
  while (!gone && ms_since(created) < 10000) {
    const auto r = http(port, "GET", "/api/rooms/" + forgotten.body["room"].get<std::string>());
    gone = r.status == 404;
    if (gone) {
      EXPECT_EQ(text_of(r.body, "error"), "no_such_room") << r.raw;
    } else {
      std::this_thread::sleep_for(200ms);
    }
  }
  EXPECT_TRUE(gone) << "a waiting room nobody connected to outlived --waiting-expiry";
  std::this_thread::sleep_until(created + 4s);
  const auto kept = http(port, "GET", "/api/rooms/" + visited.body["room"].get<std::string>());
  EXPECT_EQ(kept.status, 200) << kept.raw;
  EXPECT_EQ(text_of(kept.body, "status"), "waiting");
}

TEST(ServerSecurity, ChatIsStoredBeforeItIsPublished) {
  TempDir dir;
  const std::string db = dir.path() + "/t.db";
  auto server = std::make_unique<ServerProcess>(db);
  Room room = open_room(server->port(), "generala", against("greedy"));
  auto& p = room.people[0];
  std::vector<std::string> lines;
  for (int i = 0; i < 15; ++i) {
    lines.push_back("line " + std::to_string(i) + ": bem jogado");
    p.ws->send({{"type", "chat"}, {"text", lines.back()}});
    EXPECT_EQ(p.ws->next_of("chat")["text"], lines.back());
  }
  // Killed the moment the last echo arrived: whatever anyone read is in the store.
  server->kill9();
  server = std::make_unique<ServerProcess>(db);
  WsClient back(server->port(), room.code, p.token);
  for (const auto& line : lines) EXPECT_EQ(back.next_of("chat")["text"], line);
}

TEST(ServerSecurity, VerifyRefusesARecordCutShort) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room room = open_room(server.port(), "generala", against("greedy"));
  play_randomly(server.port(), room, 9);
  const auto rec = http(server.port(), "GET", "/api/rooms/" + room.code + "/record");
  ASSERT_EQ(rec.status, 200) << rec.raw;
  const auto verify = [&](const json& record, const std::string& name) {
    const std::string file = dir.path() + "/" + name;
    std::ofstream(file) << record.dump(1);
    return run_command(std::string(CUBILETE_BINARY) + " verify " + file);
  };
  const auto whole = verify(rec.body, "whole.json");
  EXPECT_EQ(whole.status, 0) << whole.out;

  // Every throw in it is still right; the end of the game is missing.
  json cut = rec.body;
  for (const char* key : {"actions", "by"})
    if (cut.contains(key) && cut[key].is_array())
      for (int i = 0; i < 3 && !cut[key].empty(); ++i) cut[key].erase(cut[key].size() - 1);
  const auto shortened = verify(cut, "cut.json");
  EXPECT_EQ(shortened.status, 1) << shortened.out;
  EXPECT_NE(shortened.out.find("stops before the end"), std::string::npos) << shortened.out;
}

TEST(ServerSecurity, NamesAndChatRefuseDeceptiveCharacters) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--rooms-per-minute", "100", "--joins-per-minute", "100"});
  const auto port = server.port();
  // Right-to-left override, zero-width space, byte order mark, line separator, left-to-right isolate.
  const std::string rlo = "\xE2\x80\xAE", zwsp = "\xE2\x80\x8B", bom = "\xEF\xBB\xBF", lsep = "\xE2\x80\xA8",
                    lri = "\xE2\x81\xA6";
  const std::vector<std::string> bad = {rlo + "evil", "a" + zwsp + "b", bom + "name", "a" + lsep + "b",
                                        "   ",        "",               std::string(41, 'n'), lri + "x"};
  // Invisible characters, each refused by its code point: the Hangul fillers (a name of them
  // shows as blank), the soft hyphen, the Arabic letter mark (a direction mark), a tag, the
  // invisible plus, the combining grapheme joiner, the Mongolian vowel separator.
  const std::string hangul_filler = "\xE3\x85\xA4";
  const std::vector<std::pair<std::string, std::string>> invisible = {
      {hangul_filler, "U+3164"}, {"\xE1\x85\x9F", "U+115F"}, {"\xC2\xAD", "U+00AD"},
      {"\xD8\x9C", "U+061C"},    {"\xF3\xA0\x81\x81", "U+E0041"}, {"\xE2\x81\xA4", "U+2064"},
      {"\xCD\x8F", "U+034F"},    {"\xE1\xA0\x8E", "U+180E"}};
  // As typed, and as the summary shows them: trimmed, and in NFC ("e" + combining acute is "é").
  const std::vector<std::pair<std::string, std::string>> good = {
      {"Jos\xC3\xA9", "Jos\xC3\xA9"},
      {"  Ana  ", "Ana"},
      {"Jose\xCC\x81", "Jos\xC3\xA9"},
      {"Zo\xC3\xAB \xC3\x91" "and\xC3\xBA \xF0\x9F\x8E\xB2", "Zo\xC3\xAB \xC3\x91" "and\xC3\xBA \xF0\x9F\x8E\xB2"}};
  // The seat's name in the room's summary, as JSON text.
  const auto seat_name = [&](const std::string& room, int seat) {
    const json summary = http(port, "GET", "/api/rooms/" + room).body;
    const json::json_pointer at("/seats/" + std::to_string(seat) + "/name");
    return summary.is_object() && summary.contains(at) ? summary[at].dump() : "missing in " + summary.dump();
  };

  for (const auto& name : bad) expect_refused(create(port, "generala", people(2), {{"name", name}}), 400, "bad_name");
  for (const auto& [ch, named] : invisible)
    expect_refused(create(port, "generala", people(2), {{"name", "Ana" + ch + "Lu"}}), 400, "bad_name", named);
  expect_refused(create(port, "generala", people(2), {{"name", hangul_filler + hangul_filler}}), 400, "bad_name",
                 "U+3164");
  for (const auto& [typed, shown] : good) {
    const auto made = create(port, "generala", people(2), {{"name", typed}});
    ASSERT_EQ(made.status, 201) << made.raw;
    EXPECT_EQ(seat_name(made.body["room"], 0), json(shown).dump());
  }

  const auto table = create(port, "generala", people(int(good.size()) + 1), {{"name", "Host"}});
  ASSERT_EQ(table.status, 201) << table.raw;
  const std::string code = table.body["room"];
  for (const auto& name : bad) expect_refused(join(port, code, {{"name", name}}), 400, "bad_name");
  for (const auto& [ch, named] : invisible)
    expect_refused(join(port, code, {{"name", ch + "Ana"}}), 400, "bad_name", named);
  for (const auto& [typed, shown] : good) {
    const auto joined = join(port, code, {{"name", typed}});
    ASSERT_EQ(joined.status, 200) << joined.raw;
    EXPECT_EQ(seat_name(code, joined.body["seat"]), json(shown).dump());
  }

  WsClient host(port, code, table.body["token"]);
  for (const std::string& text : {"hi" + rlo + "there", zwsp}) {
    host.send({{"type", "chat"}, {"text", text}});
    EXPECT_EQ(host.next_of("error")["code"], "bad_chat") << text;
  }
  for (const auto& [ch, named] : invisible) {
    host.send({{"type", "chat"}, {"text", "hi " + ch + " there"}});
    const json error = host.next_of("error");
    EXPECT_EQ(error["code"], "bad_chat") << named;
    EXPECT_NE(error.value("message", "").find(named), std::string::npos) << error;
  }
  host.send({{"type", "chat"}, {"text", "ol\xC3\xA1"}});
  EXPECT_EQ(host.next_of("chat")["text"], "ol\xC3\xA1");
}

TEST(ServerSecurity, HiddenInformationGamesTakeOneSeatPerAddress) {
  const auto room_of = [](const HttpResult& made) {
    EXPECT_EQ(made.status, 201) << made.raw;
    return text_of(made.body, "room");
  };
  {
    TempDir dir;
    ServerProcess server(dir.path() + "/t.db", {"--one-seat-per-address", "--trusted-proxy", "127.0.0.1"});
    const auto port = server.port();
    // Both seats of a game of hidden dice from one address: one person could see both cups.
    const std::string hidden = room_of(create(port, "triplo_seis", people(2)));
    expect_refused(join(port, hidden), 409, "one_seat_per_address");
    const auto other = post_from(port, "/api/rooms/" + hidden + "/join", json::object(), "203.0.113.9");
    EXPECT_EQ(other.status, 200) << other.raw;
    // Generala hides nothing: a second seat from the same address is harmless.
    EXPECT_EQ(join(port, room_of(create(port, "generala", people(2)))).status, 200);
  }
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  EXPECT_EQ(join(server.port(), room_of(create(server.port(), "triplo_seis", people(2)))).status, 200);
}

}  // namespace
}  // namespace cubilete::test
