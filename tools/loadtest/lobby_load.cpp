#include "loadtest/lobby_load.h"

#include <fmt/format.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <boost/asio.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/verb.hpp>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/error.h"
#include "loadtest/http_client.h"

namespace cubilete::loadtest {

namespace asio = boost::asio;
namespace beast = boost::beast;
using asio::awaitable;
using asio::use_awaitable;
using nlohmann::json;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kConnectBatch = 100;                          // watchers connecting at once (the accept queue)
constexpr auto kGrace = std::chrono::seconds(10);           // after the last table: the last news on its way
constexpr size_t kReadChunk = 64 * 1024;

enum class News : uint8_t { Added, Removed };

// A room code as a number (codes are short: at most 8 characters are kept, which is all of ours).
uint64_t room_key(std::string_view code) {
  uint64_t key = 0;
  for (size_t i = 0; i < code.size() && i < 8; ++i) key = key << 8 | uint8_t(code[i]);
  return key;
}

// The text after `"name":"` up to the next quote, or empty.
std::string_view string_field(std::string_view text, std::string_view name) {
  const std::string quoted = fmt::format("\"{}\":\"", name);
  const auto at = text.find(quoted);
  if (at == std::string_view::npos) return {};
  const auto from = at + quoted.size();
  const auto to = text.find('"', from);
  return to == std::string_view::npos ? std::string_view() : text.substr(from, to - from);
}

double cpu_seconds_of_self() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// utime + stime of a process from /proc (the fields 14 and 15, after the parenthesised name).
double cpu_seconds_of(int pid) {
  std::ifstream in(fmt::format("/proc/{}/stat", pid));
  std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto close = all.rfind(')');
  if (close == std::string::npos) throw std::runtime_error(fmt::format("no process {} to measure", pid));
  std::istringstream rest(all.substr(close + 2));
  std::string field;
  double ticks = 0;
  for (int i = 3; i <= 15 && rest >> field; ++i)
    if (i >= 14) ticks += std::stod(field);
  return ticks / double(sysconf(_SC_CLK_TCK));
}

struct Arrival {
  uint64_t room;
  float ms;  // since the run's start
  News news;
};

class LobbyLoad;

// One lobby socket, spoken to in raw frames: the upgrade, then server frames (never masked,
// never fragmented by our server) read a chunk at a time.
class Watcher : public std::enable_shared_from_this<Watcher> {
 public:
  Watcher(asio::io_context& io, LobbyLoad& load) : socket_(io), load_(load) { buffer_.resize(kReadChunk); }
  void start(const tcp::endpoint& server, const std::string& host, std::function<void(bool)> connected);
  void close() {
    boost::system::error_code ignored;
    socket_.shutdown(tcp::socket::shutdown_both, ignored);
    socket_.close(ignored);
  }
  std::vector<Arrival>& arrivals() { return arrivals_; }
  bool lost() const { return lost_; }
  uint64_t bytes() const { return bytes_; }

 private:
  void read();
  // Consumes whole frames from the buffer; false when the socket is done (close or a bad frame).
  bool frames();
  void text(std::string_view payload);
  void pong(std::string_view payload);

  tcp::socket socket_;
  LobbyLoad& load_;
  std::string request_;
  std::vector<char> buffer_;
  size_t have_ = 0;
  bool upgraded_ = false, lost_ = false, closing_ = false;
  uint64_t bytes_ = 0;
  std::function<void(bool)> connected_;
  std::vector<Arrival> arrivals_;
};

class LobbyLoad {
 public:
  explicit LobbyLoad(const LobbyLoadOptions& o) : options_(o), endpoint_(parse_url(o.url)), random_(o.seed) {}

  json run() {
    raise_file_limit();
    tcp::resolver resolver(io_);
    server_ = *resolver.resolve(endpoint_.host, std::to_string(endpoint_.port)).begin();
    start_ = Clock::now();
    asio::co_spawn(io_, drive(), [](std::exception_ptr e) {
      if (e) std::rethrow_exception(e);
    });
    io_.run();
    return report();
  }

  double now_ms() const { return std::chrono::duration<double, std::milli>(Clock::now() - start_).count(); }
  bool measuring() const { return measuring_; }

 private:
  awaitable<void> drive() {
    co_await connect_watchers();
    progress(fmt::format("{} watchers connected in {:.1f} s", connected_, now_ms() / 1000));
    co_await pause(std::chrono::milliseconds(500));  // the snapshots read
    measuring_ = true;
    window_from_ms_ = now_ms();
    client_cpu_from_ = cpu_seconds_of_self();
    if (options_.server_pid > 0) server_cpu_from_ = cpu_seconds_of(options_.server_pid);
    const int tables = int(std::ceil(options_.tables_per_second * options_.duration_s));
    const double wait_s = 2.0 * options_.open_ms / 1000.0;
    const int workers = int(std::ceil(options_.tables_per_second * (wait_s + 0.5))) + 4;
    auto executor = co_await asio::this_coro::executor;
    auto done = std::make_shared<int>(0);
    asio::steady_timer all_done(executor, Clock::time_point::max());
    for (int w = 0; w < workers; ++w)
      asio::co_spawn(executor, table_worker(tables), [done, workers, &all_done](std::exception_ptr) {
        if (++*done == workers) all_done.cancel();
      });
    boost::system::error_code ec;
    co_await all_done.async_wait(asio::redirect_error(use_awaitable, ec));
    progress(fmt::format("{} tables opened and filled ({} requests failed); waiting for the last news", made_, failed_));
    // The last news on its way: stop as soon as every watcher has it all, or after the grace.
    const auto give_up = Clock::now() + kGrace;
    while (Clock::now() < give_up && received_ < expected()) co_await pause(std::chrono::milliseconds(50));
    window_to_ms_ = now_ms();
    client_cpu_to_ = cpu_seconds_of_self();
    if (options_.server_pid > 0) server_cpu_to_ = cpu_seconds_of(options_.server_pid);
    measuring_ = false;
    for (auto& w : watchers_) w->close();
  }

  awaitable<void> connect_watchers() {
    auto executor = co_await asio::this_coro::executor;
    for (int from = 0; from < options_.watchers; from += kConnectBatch) {
      const int batch = std::min(kConnectBatch, options_.watchers - from);
      auto pending = std::make_shared<int>(batch);
      asio::steady_timer batch_done(executor, Clock::time_point::max());
      for (int i = 0; i < batch; ++i) {
        auto w = std::make_shared<Watcher>(io_, *this);
        watchers_.push_back(w);
        w->start(server_, endpoint_.host, [this, pending, &batch_done](bool ok) {
          if (ok) ++connected_; else ++refused_;
          if (--*pending == 0) batch_done.cancel();
        });
      }
      boost::system::error_code ec;
      co_await batch_done.async_wait(asio::redirect_error(use_awaitable, ec));
    }
    if (connected_ == 0) throw std::runtime_error(fmt::format("no lobby socket could be opened at {}", options_.url));
  }

  // Opens and fills tables: table i is due at i / rate seconds into the window.
  awaitable<void> table_worker(int tables) {
    auto executor = co_await asio::this_coro::executor;
    HttpConnection h{beast::tcp_stream(executor)};
    const double from = now_ms();
    for (;;) {
      const int i = next_table_++;
      if (i >= tables) break;
      const double due = from + 1000.0 * i / options_.tables_per_second;
      if (due > now_ms()) co_await pause(std::chrono::microseconds(int64_t((due - now_ms()) * 1000)));
      try {
        int status = 0;
        const double added_at = now_ms();
        const json body = {{"game", options_.game}, {"seats", json::array({json::object(), json::object()})},
                           {"public", true}, {"language", "es-AR"}};
        const json made = co_await http_request(h, server_, beast::http::verb::post, "/api/rooms", body.dump(), status);
        if (status / 100 != 2 || !made.contains("room")) {
          count_failure("create", status, made);
          continue;
        }
        const std::string room = made["room"];
        std::uniform_int_distribution<int> wait(0, 2 * options_.open_ms);
        if (options_.open_ms > 0) co_await pause(std::chrono::milliseconds(wait(random_)));
        const double removed_at = now_ms();
        const json joined = co_await http_request(h, server_, beast::http::verb::post,
                                                  "/api/rooms/" + room + "/join", "{}", status);
        if (status / 100 != 2 || !joined.contains("token")) {
          count_failure("join", status, joined);
          continue;
        }
        sent_[room_key(room)] = {added_at, removed_at};
        last_added_ms_ = std::max(last_added_ms_, added_at);
        ++made_;
      } catch (const std::exception& e) {
        count_failure(e.what(), 0, json());
      }
    }
    close(h);
  }

  awaitable<void> pause(Clock::duration d) {
    asio::steady_timer t(co_await asio::this_coro::executor, d);
    co_await t.async_wait(use_awaitable);
  }

  // Only the status and the error's code are kept: an answer may hold a seat's token.
  void count_failure(const std::string& what, int status, const json& answer) {
    ++failed_;
    if (first_failures_.size() < 5)
      first_failures_.push_back(fmt::format("{} {} {}", what, status, answer.is_object() ? answer.value("error", "") : ""));
  }

  void progress(const std::string& line) const {
    if (!options_.quiet) std::cerr << line << std::endl;
  }

 public:
  // Every watcher that stayed gets both news of every table made.
  uint64_t expected() const { return uint64_t(made_) * 2 * uint64_t(connected_ - lost_); }
  void counted() { ++received_; }
  void lost() { ++lost_; }

 private:
  json report() {
    std::vector<double> delays;
    uint64_t received = 0, bytes = 0;
    for (auto& w : watchers_) {
      bytes += w->bytes();
      for (const auto& a : w->arrivals()) {
        auto it = sent_.find(a.room);
        if (it == sent_.end()) continue;  // a table whose join failed
        ++received;
        delays.push_back(a.ms - (a.news == News::Added ? it->second.first : it->second.second));
      }
    }
    std::sort(delays.begin(), delays.end());
    auto q = [&](double p) {
      return delays.empty() ? 0.0 : delays[std::min(delays.size() - 1, size_t(p * double(delays.size())))];
    };
    const double window_s = (window_to_ms_ - window_from_ms_) / 1000;
    json r = {{"watchers", connected_},
              {"watchers_refused", refused_},
              {"watchers_lost", lost_},
              {"tables", made_},
              {"requests_failed", failed_},
              {"first_failures", first_failures_},
              {"tables_per_second_asked", options_.tables_per_second},
              {"tables_per_second_achieved", made_ / ((last_added_ms_ - window_from_ms_) / 1000 + 1 / options_.tables_per_second)},
              {"open_ms", options_.open_ms},
              {"messages_expected", uint64_t(made_) * 2 * uint64_t(connected_)},
              {"messages_timed", received},
              {"messages_missing", uint64_t(made_) * 2 * uint64_t(connected_) - received},
              {"megabytes_received", double(bytes) / 1e6},
              {"delay_ms", {{"p50", q(0.5)}, {"p90", q(0.9)}, {"p99", q(0.99)}, {"p999", q(0.999)},
                            {"max", delays.empty() ? 0.0 : delays.back()}}},
              {"window_s", window_s},
              {"client_cpu_s", client_cpu_to_ - client_cpu_from_}};
    if (options_.server_pid > 0) r["server_cpu_s"] = server_cpu_to_ - server_cpu_from_;
    return r;
  }

  LobbyLoadOptions options_;
  Endpoint endpoint_;
  asio::io_context io_{1};
  tcp::endpoint server_;
  std::mt19937_64 random_;
  Clock::time_point start_;
  std::vector<std::shared_ptr<Watcher>> watchers_;
  int connected_ = 0, refused_ = 0, lost_ = 0, made_ = 0, failed_ = 0, next_table_ = 0;
  uint64_t received_ = 0;
  bool measuring_ = false;
  std::vector<std::string> first_failures_;
  std::unordered_map<uint64_t, std::pair<double, double>> sent_;  // room -> when its add, its removal was asked
  double window_from_ms_ = 0, window_to_ms_ = 0, last_added_ms_ = 0;
  double client_cpu_from_ = 0, client_cpu_to_ = 0, server_cpu_from_ = 0, server_cpu_to_ = 0;
};

void Watcher::start(const tcp::endpoint& server, const std::string& host, std::function<void(bool)> connected) {
  connected_ = std::move(connected);
  // A fixed key: the server's answer is checked for the upgrade only (this is a load, not a test of it).
  request_ = fmt::format(
      "GET /ws?lobby=1 HTTP/1.1\r\nHost: {}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
      host);
  socket_.async_connect(server, [self = shared_from_this()](boost::system::error_code ec) {
    if (ec) return self->connected_(false);
    asio::async_write(self->socket_, asio::buffer(self->request_), [self](boost::system::error_code ec, size_t) {
      if (ec) return self->connected_(false);
      self->read();
    });
  });
}

void Watcher::read() {
  if (buffer_.size() - have_ < kReadChunk / 4) buffer_.resize(std::max(buffer_.size() * 2, have_ + kReadChunk));
  socket_.async_read_some(asio::buffer(buffer_.data() + have_, buffer_.size() - have_),
                          [self = shared_from_this()](boost::system::error_code ec, size_t n) {
                            if (ec) {
                              if (!self->upgraded_) return self->connected_(false);
                              if (self->load_.measuring() && !self->closing_) {
                                self->lost_ = true;
                                self->load_.lost();
                              }
                              return;
                            }
                            self->have_ += n;
                            self->bytes_ += n;
                            if (self->frames()) self->read();
                          });
}

bool Watcher::frames() {
  size_t at = 0;
  if (!upgraded_) {
    const std::string_view head(buffer_.data(), have_);
    const auto end = head.find("\r\n\r\n");
    if (end == std::string_view::npos) return true;
    upgraded_ = head.rfind("HTTP/1.1 101", 0) == 0;
    connected_(upgraded_);
    if (!upgraded_) return false;
    at = end + 4;
  }
  for (;;) {
    const auto* p = reinterpret_cast<const uint8_t*>(buffer_.data() + at);
    const size_t left = have_ - at;
    if (left < 2) break;
    size_t header = 2;
    uint64_t length = p[1] & 0x7f;
    if (length == 126) {
      if (left < 4) break;
      header = 4;
      length = uint64_t(p[2]) << 8 | p[3];
    } else if (length == 127) {
      if (left < 10) break;
      header = 10;
      length = 0;
      for (int i = 2; i < 10; ++i) length = length << 8 | p[i];
    }
    if (left < header + length) break;
    const std::string_view payload(buffer_.data() + at + header, length);
    const int opcode = p[0] & 0x0f;
    if (opcode == 0x1) text(payload);
    else if (opcode == 0x9) pong(payload);
    else if (opcode == 0x8) {
      closing_ = !load_.measuring();
      if (load_.measuring()) {
        lost_ = true;
        load_.lost();
      }
      return false;
    }
    at += header + length;
  }
  std::memmove(buffer_.data(), buffer_.data() + at, have_ - at);
  have_ -= at;
  return true;
}

void Watcher::text(std::string_view payload) {
  if (!load_.measuring()) return;
  const auto type = string_field(payload, "type");
  News news;
  if (type == "table_added") news = News::Added;
  else if (type == "table_removed") news = News::Removed;
  else return;
  arrivals_.push_back({room_key(string_field(payload, "room")), float(load_.now_ms()), news});
  load_.counted();
}

// A client's frames are masked (RFC 6455 5.3); a zero mask leaves the payload as it is.
void Watcher::pong(std::string_view payload) {
  auto frame = std::make_shared<std::string>();
  frame->push_back(char(0x8a));
  frame->push_back(char(0x80 | std::min<size_t>(payload.size(), 125)));
  frame->append(4, '\0');
  frame->append(payload.substr(0, 125));
  asio::async_write(socket_, asio::buffer(*frame), [frame, self = shared_from_this()](boost::system::error_code, size_t) {});
}

}  // namespace

json run_lobby_load(const LobbyLoadOptions& options) {
  if (options.watchers < 1) throw UsageError("--watchers must be at least 1");
  if (!(options.tables_per_second > 0)) throw UsageError("--tables-per-second must be positive");
  if (!(options.duration_s > 0)) throw UsageError("--duration must be positive");
  if (options.open_ms < 0) throw UsageError("--open-ms must be 0 or more");
  return LobbyLoad(options).run();
}

}  // namespace cubilete::loadtest
