#include "server_harness.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <algorithm>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <random>
#include <sstream>
#include <stdexcept>
#include <thread>

#ifndef CUBILETE_BINARY
#error "CUBILETE_BINARY must name the cubilete executable"
#endif

namespace cubilete::test {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http_ns = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

TempDir::TempDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "cubilete-server-XXXXXX").string();
  if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot make a temporary folder");
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

ServerProcess::ServerProcess(std::string db, std::vector<std::string> extra, int open_files) {
  int out[2];
  if (pipe(out) != 0) throw std::runtime_error("pipe failed");
  // Beside a SQLite file; a PostgreSQL URL is no path: a temporary file of its own then.
  if (db.rfind("postgres", 0) == 0) {
    std::string pattern = (std::filesystem::temp_directory_path() / "cubilete-server-log-XXXXXX").string();
    const int fd = mkstemp(pattern.data());
    if (fd < 0) throw std::runtime_error("cannot make a log file");
    ::close(fd);
    log_path_ = pattern;
  } else {
    log_path_ = db + ".log";
  }
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    dup2(out[1], 1);
    const int err = open(log_path_.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (err >= 0) dup2(err, 2);
    close(out[0]);
    if (open_files > 0) {
      const rlimit most{rlim_t(open_files), rlim_t(open_files)};
      setrlimit(RLIMIT_NOFILE, &most);
    }
    std::vector<std::string> args = {CUBILETE_BINARY, "serve", "--host", "127.0.0.1", "--port", "0", "--db", db,
                                     "--bot-delay", "0", "--threads", "2"};
    // Test players act faster than people, and every test comes from 127.0.0.1: no limit but the
    // ones a test sets (the security tests set theirs).
    for (const char* flag : {"--messages-per-second", "--rooms-per-minute", "--joins-per-minute", "--chats-per-minute",
                             "--connects-per-minute", "--sockets-per-address", "--connections-per-address",
                             "--rule-sets-per-hour"})
      if (std::find(extra.begin(), extra.end(), flag) == extra.end())
        args.insert(args.end(), {flag, std::string(flag) == "--messages-per-second" ? "100000" : "0"});
    args.insert(args.end(), extra.begin(), extra.end());
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(out[1]);
  // The first line says where it listens: "... listening on http://127.0.0.1:PORT/ ...".
  std::string line;
  char c;
  const auto deadline = std::chrono::steady_clock::now() + 30s;
  fcntl(out[0], F_SETFL, O_NONBLOCK);
  while (std::chrono::steady_clock::now() < deadline) {
    const ssize_t n = read(out[0], &c, 1);
    if (n == 1) {
      if (c == '\n') break;
      line += c;
    } else if (n == 0) {
      break;
    } else {
      std::this_thread::sleep_for(5ms);
    }
  }
  close(out[0]);
  const auto at = line.find("127.0.0.1:");
  if (at == std::string::npos) {
    kill9();
    throw std::runtime_error("the server did not start: '" + line + "'; log: " + log());
  }
  port_ = static_cast<unsigned short>(std::stoi(line.substr(at + 10)));
  banner_ = line;
}

ServerProcess::~ServerProcess() {
  if (pid_ > 0) kill9();
}

int ServerProcess::stop() {
  if (pid_ <= 0) return -1;
  kill(pid_, SIGTERM);
  int status = 0;
  for (int i = 0; i < 1000; ++i) {
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    std::this_thread::sleep_for(10ms);
  }
  kill9();
  return -1;
}

void ServerProcess::kill9() {
  if (pid_ <= 0) return;
  kill(pid_, SIGKILL);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
}

std::string ServerProcess::log() const {
  std::ifstream in(log_path_);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> HttpResult::header(const std::string& name) const {
  std::vector<std::string> out;
  for (const auto& [n, v] : headers)
    if (beast::iequals(n, name)) out.push_back(v);
  return out;
}

HttpResult http(unsigned short port, const std::string& method, const std::string& target, const std::string& body,
                const Headers& headers) {
  asio::io_context ioc;
  beast::tcp_stream stream(ioc);
  HttpResult result;
  beast::error_code failure;
  stream.expires_after(20s);
  stream.async_connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port), [&](beast::error_code ec) {
    if (ec) {
      failure = ec;
      return;
    }
    auto req = std::make_shared<http_ns::request<http_ns::string_body>>(http_ns::string_to_verb(method), target, 11);
    req->set(http_ns::field::host, "127.0.0.1");
    req->set(http_ns::field::content_type, "application/json");
    for (const auto& [name, value] : headers) req->insert(name, value);
    req->body() = body;
    req->prepare_payload();
    http_ns::async_write(stream, *req, [&, req](beast::error_code ec, size_t) {
      if (ec) {
        failure = ec;
        return;
      }
      auto buffer = std::make_shared<beast::flat_buffer>();
      auto res = std::make_shared<http_ns::response<http_ns::string_body>>();
      http_ns::async_read(stream, *buffer, *res, [&, buffer, res](beast::error_code ec, size_t) {
        if (ec) {
          failure = ec;
          return;
        }
        result.status = int(res->result_int());
        result.raw = res->body();
        result.body = json::parse(result.raw, nullptr, false);
        for (const auto& field : *res) result.headers.emplace_back(std::string(field.name_string()), std::string(field.value()));
      });
    });
  });
  ioc.run();
  if (failure) throw std::runtime_error(method + " " + target + ": " + failure.message());
  return result;
}

CommandResult run_command(const std::string& command) {
  CommandResult r{0, ""};
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (!pipe) throw std::runtime_error("cannot run " + command);
  char buffer[4096];
  while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) r.out.append(buffer, n);
  const int status = pclose(pipe);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

struct WsClient::Impl {
  asio::io_context ioc;
  websocket::stream<beast::tcp_stream> ws{ioc};
  beast::flat_buffer buffer;
  std::thread thread;
  std::mutex mutex;
  std::condition_variable cv;
  std::deque<std::string> inbox;
  std::vector<std::string> frames;
  std::deque<std::string> outbox;
  bool is_closed = false;
  std::string reason;

  void read() {
    ws.async_read(buffer, [this](beast::error_code ec, size_t) {
      std::lock_guard lock(mutex);
      if (ec) {
        is_closed = true;
        reason = std::string(ws.reason().reason.data(), ws.reason().reason.size());
        cv.notify_all();
        return;
      }
      auto text = beast::buffers_to_string(buffer.data());
      buffer.consume(buffer.size());
      frames.push_back(text);
      inbox.push_back(std::move(text));
      cv.notify_all();
      read();
    });
  }

  void write_next() {
    ws.async_write(asio::buffer(outbox.front()), [this](beast::error_code, size_t) {
      outbox.pop_front();
      if (!outbox.empty()) write_next();
    });
  }
};

WsClient::WsClient(unsigned short port, const std::string& room, const std::string& token, const Headers& headers)
    : impl_(std::make_unique<Impl>()) {
  auto& ws = impl_->ws;
  beast::get_lowest_layer(ws).expires_after(20s);
  beast::get_lowest_layer(ws).connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
  beast::get_lowest_layer(ws).expires_never();
  ws.read_message_max(1 << 24);
  // A `room` starting with "?" is the whole query (the lobby's "?lobby=1", as browsers write it).
  std::string target = room.rfind('?', 0) == 0 ? "/ws" + room : "/ws?room=" + room;
  if (!token.empty()) target += "&token=" + token;
  ws.set_option(websocket::stream_base::decorator([headers](websocket::request_type& req) {
    for (const auto& [name, value] : headers) req.insert(name, value);
  }));
  ws.handshake("127.0.0.1", target);
  impl_->read();
  impl_->thread = std::thread([this] { impl_->ioc.run(); });
}

WsClient::~WsClient() {
  asio::post(impl_->ioc, [this] {
    beast::error_code ignored;
    beast::get_lowest_layer(impl_->ws).socket().close(ignored);
  });
  impl_->thread.join();
}

void WsClient::send_raw(const std::string& text) {
  asio::post(impl_->ioc, [this, text] {
    impl_->outbox.push_back(text);
    if (impl_->outbox.size() == 1) impl_->write_next();
  });
}

void WsClient::send(const json& message) { send_raw(message.dump()); }

json WsClient::next(std::chrono::milliseconds timeout) {
  std::unique_lock lock(impl_->mutex);
  if (!impl_->cv.wait_for(lock, timeout, [&] { return !impl_->inbox.empty() || impl_->is_closed; }) || impl_->inbox.empty())
    throw std::runtime_error(impl_->is_closed ? "socket closed: " + impl_->reason : "no message in time");
  auto text = std::move(impl_->inbox.front());
  impl_->inbox.pop_front();
  return json::parse(text);
}

json WsClient::next_of(const std::string& type, std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) throw std::runtime_error("no " + type + " message in time");
    auto m = next(left);
    if (m.value("type", "") == type) return m;
  }
}

std::vector<json> WsClient::drain(std::chrono::milliseconds quiet) {
  std::vector<json> out;
  std::unique_lock lock(impl_->mutex);
  while (impl_->cv.wait_for(lock, quiet, [&] { return !impl_->inbox.empty(); })) {
    out.push_back(json::parse(impl_->inbox.front()));
    impl_->inbox.pop_front();
  }
  return out;
}

bool WsClient::closed(std::chrono::milliseconds wait) {
  std::unique_lock lock(impl_->mutex);
  impl_->cv.wait_for(lock, wait, [&] { return impl_->is_closed; });
  return impl_->is_closed;
}

std::string WsClient::close_reason() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->reason;
}

const std::vector<std::string>& WsClient::frames() const { return impl_->frames; }

void WsClient::close() {
  asio::post(impl_->ioc, [this] { impl_->ws.async_close(websocket::close_code::normal, [](beast::error_code) {}); });
  closed(5s);
}

Player& mover_of(Room& room) {
  for (auto& p : room.people)
    if (p.state["to_move"] == p.seat) return p;
  throw std::runtime_error("nobody is to move");
}

Room open_room(unsigned short port, const std::string& game, const json& seats, const json& rules, const json& extra) {
  json body = {{"game", game}, {"seats", seats}, {"rules", rules}, {"name", "P0"}};
  body.update(extra);
  auto made = http_json(port, "POST", "/api/rooms", body);
  if (made.status != 201) throw std::runtime_error("create: " + made.raw);
  Room room;
  room.code = made.body["room"];
  room.commitment = made.body["commitment"];
  Player first;
  first.seat = made.body["seat"];
  first.token = made.body["token"];
  room.people.push_back(std::move(first));
  for (size_t i = 1; i < seats.size(); ++i) {
    if (seats[i].contains("bot")) continue;
    auto joined = http_json(port, "POST", "/api/rooms/" + room.code + "/join", {{"name", "P" + std::to_string(i)}});
    if (joined.status != 200) throw std::runtime_error("join: " + joined.raw);
    Player p;
    p.seat = joined.body["seat"];
    p.token = joined.body["token"];
    room.people.push_back(std::move(p));
  }
  for (auto& p : room.people) p.ws = std::make_unique<WsClient>(port, room.code, p.token);
  return room;
}

void Player::take_state(const json& m) {
  state = m;
  const uint64_t v = m["version"];
  max_version_seen = std::max(max_version_seen, v);
  const auto& events = m["events"];
  for (size_t i = 0; i < events.size(); ++i) events_seen[v - events.size() + i] = events[i];
}

const json& await_state(Player& p, std::chrono::milliseconds timeout) {
  try {
    p.take_state(p.ws->next_of("state", timeout));
  } catch (const std::runtime_error& e) {
    const auto& frames = p.ws->frames();
    throw std::runtime_error(std::string(e.what()) + " (seat " + std::to_string(p.seat) + "; last frame: " +
                             (frames.empty() ? "none" : frames.back().substr(0, 400)) + ")");
  }
  return p.state;
}

namespace {
void take_arrived(Room& room, std::chrono::milliseconds quiet) {
  for (auto& p : room.people)
    for (auto& m : p.ws->drain(quiet))
      if (m["type"] == "state") p.take_state(m);
}
}  // namespace

bool play_step(Room& room, std::mt19937_64& rng) {
  bool over = true;
  for (auto& p : room.people) over &= p.state.value("status", "") == "over" && p.state.contains("result");
  if (over) return false;
  for (auto& p : room.people) {
    const auto& s = p.state;
    if (s["to_move"].is_number() && s["to_move"] == p.seat && !s["legal"].empty() && s["status"] == "playing") {
      const auto& legal = s["legal"];
      p.ws->send({{"type", "act"}, {"action", legal[rng() % legal.size()]}, {"version", s["version"]}});
      await_state(p);
      take_arrived(room, 0ms);
      return true;
    }
  }
  // A bot or chance is to move, or an answer is on its way: take what arrives.
  take_arrived(room, 20ms);
  return true;
}

int play_randomly(unsigned short, Room& room, uint64_t seed, int max_actions) {
  std::mt19937_64 rng(seed);
  const auto deadline = std::chrono::steady_clock::now() + 300s;
  for (auto& p : room.people)
    if (p.state.is_null()) await_state(p);
  int steps = 0;
  while (play_step(room, rng)) {
    if (std::chrono::steady_clock::now() > deadline) throw std::runtime_error("the game did not end in time");
    if (++steps > 20 * max_actions) throw std::runtime_error("too many steps");
  }
  return steps;
}

}  // namespace cubilete::test
