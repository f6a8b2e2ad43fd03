#include "loadtest/loadtest.h"

#include <fmt/format.h>
#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <thread>

#include "core/error.h"
#include "core/registry.h"
#include "table/table.h"

namespace cubilete::loadtest {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using asio::awaitable;
using asio::use_awaitable;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

struct Endpoint {
  std::string host;
  unsigned short port = 0;
};

Endpoint parse_url(const std::string& url) {
  std::string rest = url;
  for (const char* scheme : {"ws://", "http://"})
    if (rest.rfind(scheme, 0) == 0) rest = rest.substr(std::string(scheme).size());
  rest = rest.substr(0, rest.find('/'));
  const auto colon = rest.rfind(':');
  if (colon == std::string::npos) throw UsageError(fmt::format("--url needs a port: ws://HOST:PORT (got '{}')", url));
  Endpoint e{rest.substr(0, colon), 0};
  try {
    const int port = std::stoi(rest.substr(colon + 1));
    if (port <= 0 || port > 65535) throw std::out_of_range("port");
    e.port = static_cast<unsigned short>(port);
  } catch (const std::exception&) {
    throw UsageError(fmt::format("--url has no valid port: '{}'", url));
  }
  return e;
}

// What the two people of one room saw, for the check against its record at the end.
struct RoomSeen {
  std::map<int, std::map<uint64_t, std::string>> events;  // seat -> action index -> name
  std::map<int, json> final_view;                         // seat -> its view at the end
};

class Load {
 public:
  explicit Load(const LoadOptions& o) : options_(o), endpoint_(parse_url(o.url)) {}

  json run() {
    raise_file_limit();
    asio::io_context io(options_.threads);
    io_ = &io;
    tcp::resolver resolver(io);
    target_ = *resolver.resolve(endpoint_.host, std::to_string(endpoint_.port)).begin();
    start_ = Clock::now();
    // Until every room is made and its people connected, the clock of the measurement waits.
    stop_at_ = start_ + std::chrono::hours(24 * 365);
    for (int w = 0; w < std::max(1, options_.create_parallel); ++w)
      asio::co_spawn(asio::make_strand(io), creator(), asio::detached);
    asio::co_spawn(asio::make_strand(io), reporter(), asio::detached);
    std::vector<std::thread> threads;
    for (int i = 1; i < options_.threads; ++i) threads.emplace_back([&] { io.run(); });
    io.run();
    for (auto& t : threads) t.join();
    return report();
  }

 private:
  static void raise_file_limit() {
    rlimit r{};
    if (getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < r.rlim_max) {
      r.rlim_cur = r.rlim_max;
      setrlimit(RLIMIT_NOFILE, &r);
    }
  }

  void count_error(const std::string& what) {
    std::lock_guard lock(mutex_);
    ++errors_[what];
  }

  bool stopping() const {
    std::lock_guard lock(clock_mutex_);
    return Clock::now() >= stop_at_;
  }
  bool measuring() const {
    std::lock_guard lock(clock_mutex_);
    return measuring_;
  }
  // Called as each person connects: once all are in, the measured window starts.
  void person_connected() {
    if (++connected_ != 2 * options_.rooms) return;
    std::lock_guard lock(clock_mutex_);
    measure_from_ = Clock::now();
    ramp_seconds_ = std::chrono::duration<double>(measure_from_ - start_).count();
    stop_at_ = measure_from_ + std::chrono::milliseconds(int64_t(options_.duration_s * 1000));
    measuring_ = true;
  }

  static awaitable<json> request(beast::tcp_stream& stream, http::verb verb, const std::string& target, const std::string& body,
                                 int& status) {
    http::request<http::string_body> req{verb, target, 11};
    req.set(http::field::host, "loadtest");
    req.set(http::field::content_type, "application/json");
    req.keep_alive(true);
    req.body() = body;
    req.prepare_payload();
    stream.expires_after(std::chrono::seconds(30));
    co_await http::async_write(stream, req, use_awaitable);
    beast::flat_buffer buffer;
    http::response<http::string_body> res;
    co_await http::async_read(stream, buffer, res, use_awaitable);
    status = int(res.result_int());
    co_return json::parse(res.body(), nullptr, false);
  }

  // Creates rooms (two person seats each) until there are enough, starting their people.
  awaitable<void> creator() {
    auto executor = co_await asio::this_coro::executor;
    beast::tcp_stream stream(executor);
    try {
      co_await stream.async_connect(target_, use_awaitable);
      for (;;) {
        const int index = next_room_++;
        if (index >= options_.rooms) break;
        int status = 0;
        const json body = {{"game", options_.game}, {"seats", json::array({json::object(), json::object()})}, {"name", "load A"}};
        auto made = co_await request(stream, http::verb::post, "/api/rooms", body.dump(), status);
        if (status != 201) {
          count_error(fmt::format("create: HTTP {} {}", status, made.value("error", "")));
          person_connected(), person_connected();
          continue;
        }
        const std::string code = made["room"];
        auto joined = co_await request(stream, http::verb::post, "/api/rooms/" + code + "/join", R"({"name": "load B"})", status);
        if (status != 200) {
          count_error(fmt::format("join: HTTP {} {}", status, joined.value("error", "")));
          person_connected(), person_connected();
          continue;
        }
        ++rooms_created_;
        asio::co_spawn(asio::make_strand(*io_),
                       person(code, made["token"], uint64_t(index) * 2), asio::detached);
        asio::co_spawn(asio::make_strand(*io_),
                       person(code, joined["token"], uint64_t(index) * 2 + 1), asio::detached);
      }
    } catch (const std::exception& e) {
      count_error(std::string("create: ") + e.what());
      person_connected(), person_connected();  // the room in flight will have nobody
    }
    beast::error_code ignored;
    stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
  }

  // One person: plays random legal actions after a think time, measures each answer, asks for
  // a rematch when a game ends and plays on in the new room, until the time is up.
  awaitable<void> person(std::string room, std::string token, uint64_t id) {
    auto executor = co_await asio::this_coro::executor;
    std::mt19937_64 rng(options_.seed * 1000003 + id);
    std::uniform_real_distribution<double> think(0.5, 1.5);
    bool first_connection = true;
    while (!room.empty()) {
      websocket::stream<beast::tcp_stream> ws(executor);
      bool open = false;
      std::string next_room, next_token;
      try {
        beast::get_lowest_layer(ws).expires_after(std::chrono::seconds(30));
        co_await beast::get_lowest_layer(ws).async_connect(target_, use_awaitable);
        beast::get_lowest_layer(ws).socket().set_option(tcp::no_delay(true));
        beast::get_lowest_layer(ws).expires_never();
        ws.read_message_max(1 << 22);
        co_await ws.async_handshake(endpoint_.host, fmt::format("/ws?room={}&token={}", room, token), use_awaitable);
        open = true;
        note_open(+1);
        if (first_connection) person_connected();
        first_connection = false;
        int seat = -1;
        std::map<uint64_t, std::string> events;
        json view;
        bool acted = false;  // an act is waiting for its state
        uint64_t acted_version = 0;
        Clock::time_point acted_at;
        bool asked_rematch = false;
        beast::flat_buffer buffer;
        for (;;) {
          // Past the deadline: only wait for an answer still owed, then leave.
          if (stopping() && !acted) break;
          beast::get_lowest_layer(ws).expires_after(std::chrono::seconds(stopping() ? 10 : 600));
          co_await ws.async_read(buffer, use_awaitable);
          // The load generator shares the machine: it skips what it does not need (the seats, and
          // the view until the final state, which the server sends with its result first).
          bool final_state = false;
          auto m = json::parse(
              beast::buffers_to_string(buffer.data()),
              [&final_state](int depth, json::parse_event_t event, json& parsed) {
                if (depth != 1 || event != json::parse_event_t::key) return true;
                if (parsed == "result") final_state = true;
                return !(parsed == "seats" || (parsed == "view" && !final_state));
              },
              false);
          buffer.consume(buffer.size());
          const std::string type = m.is_object() ? m.value("type", "") : "";
          if (type == "error") {
            count_error("server: " + m.value("code", std::string("?")));
            if (acted) acted = false;
            continue;
          }
          if (type == "rematch") {
            next_room = m.value("room", "");
            next_token = m.value("token", "");
            break;
          }
          if (type != "state") continue;
          const uint64_t version = m["version"];
          seat = m["seat"].is_number() ? m["seat"].get<int>() : -1;
          const auto& ev = m["events"];
          for (size_t i = 0; i < ev.size(); ++i) events[version - ev.size() + i] = ev[i];
          view = m["view"];
          if (acted && version > acted_version) {
            acted = false;
            record_latency(std::chrono::duration<double, std::milli>(Clock::now() - acted_at).count());
          }
          if (m["status"] == "over") {
            if (!m.contains("result")) continue;  // the result follows
            finished(room, seat, std::move(events), view);
            events.clear();
            if (!options_.rematch || stopping()) break;
            if (!asked_rematch) {
              asked_rematch = true;
              co_await ws.async_write(asio::buffer(std::string(R"({"type":"rematch"})")), use_awaitable);
            }
            continue;
          }
          if (stopping() || acted || m["to_move"] != seat || m["legal"].empty()) continue;
          asio::steady_timer pause(executor, std::chrono::milliseconds(int64_t(options_.think_ms * think(rng))));
          co_await pause.async_wait(use_awaitable);
          if (stopping()) break;
          const auto& legal = m["legal"];
          const json act = {{"type", "act"}, {"action", legal[rng() % legal.size()]}, {"version", version}};
          acted = true;
          acted_version = version;
          acted_at = Clock::now();
          co_await ws.async_write(asio::buffer(act.dump()), use_awaitable);
        }
        if (acted) count_error("an act was never answered");
        beast::get_lowest_layer(ws).expires_after(std::chrono::seconds(5));
        co_await ws.async_close(websocket::close_code::normal, use_awaitable);
      } catch (const std::exception& e) {
        if (!stopping()) count_error(std::string("socket: ") + e.what());
        if (first_connection) person_connected();  // never connected: do not hold the clock
        first_connection = false;
      }
      if (open) note_open(-1);
      room = next_room;
      token = next_token;
    }
  }

  void note_open(int delta) {
    const int now = open_ += delta;
    int seen = max_open_.load();
    while (now > seen && !max_open_.compare_exchange_weak(seen, now)) {
    }
  }

  void record_latency(double ms) {
    if (!measuring()) return;  // the ramp (rooms still being made) is reported apart
    std::lock_guard lock(mutex_);
    latencies_.push_back(ms);
    interval_.push_back(ms);
  }

  void finished(const std::string& room, int seat, std::map<uint64_t, std::string> events, const json& view) {
    std::lock_guard lock(mutex_);
    auto& r = seen_[room];
    r.events[seat] = std::move(events);
    r.final_view[seat] = view;
  }

  static double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
  }

  awaitable<void> reporter() {
    auto executor = co_await asio::this_coro::executor;
    asio::steady_timer timer(executor);
    while (!stopping()) {
      timer.expires_after(std::chrono::seconds(5));
      co_await timer.async_wait(use_awaitable);
      std::vector<double> last;
      {
        std::lock_guard lock(mutex_);
        last.swap(interval_);
      }
      if (!options_.quiet)
        std::cerr << fmt::format("loadtest {:>5.0f} s: {} rooms, {} sockets open, {:.0f} actions/s, p99 {:.1f} ms",
                                 std::chrono::duration<double>(Clock::now() - start_).count(), rooms_created_.load(),
                                 open_.load(), double(last.size()) / 5.0, percentile(last, 0.99))
                  << (measuring() ? "\n" : "  (ramp: making rooms, not measured)\n");
    }
    // The end: check the finished rooms against their records.
    co_await check_records();
  }

  awaitable<void> check_records() {
    auto executor = co_await asio::this_coro::executor;
    // Give the people a moment to leave, so their last states are in.
    asio::steady_timer settle(executor, std::chrono::seconds(2));
    co_await settle.async_wait(use_awaitable);
    std::map<std::string, RoomSeen> seen;
    {
      std::lock_guard lock(mutex_);
      seen = seen_;
    }
    beast::tcp_stream stream(executor);
    try {
      co_await stream.async_connect(target_, use_awaitable);
      for (const auto& [code, r] : seen) {
        int status = 0;
        auto rec = co_await request(stream, http::verb::get, "/api/rooms/" + code + "/record", "", status);
        if (status != 200) {
          mismatches_.push_back(fmt::format("{}: record HTTP {}", code, status));
          continue;
        }
        ++records_checked_;
        try {
          auto record = GameRecord::from_json(rec);
          table::Table t({&find_game(record.game), record.rules, record.players, record.seed});
          t.replay_recorded(record.actions);
          for (const auto& [seat, events] : r.events) {
            for (const auto& [index, name] : events)
              if (index >= record.actions.size() || t.log()[index].name_for(seat) != name)
                mismatches_.push_back(fmt::format("{}: seat {} saw '{}' as action {}", code, seat, name, index));
            if (r.final_view.at(seat) != t.state().to_json(seat))
              mismatches_.push_back(fmt::format("{}: seat {}'s final view differs from the replayed record", code, seat));
          }
          actions_in_records_ += record.actions.size();
        } catch (const std::exception& e) {
          mismatches_.push_back(fmt::format("{}: the record does not replay: {}", code, e.what()));
        }
      }
    } catch (const std::exception& e) {
      count_error(std::string("records: ") + e.what());
    }
  }

  json report() {
    std::lock_guard lock(mutex_);
    const double seconds = options_.duration_s;
    json errors = json::object();
    int64_t error_count = 0;
    for (const auto& [what, n] : errors_) {
      errors[what] = n;
      error_count += n;
    }
    return {{"url", options_.url},
            {"game", options_.game},
            {"rooms", rooms_created_.load()},
            {"think_ms", options_.think_ms},
            {"duration_s", seconds},
            {"ramp_seconds", ramp_seconds_},
            {"sockets_held", max_open_.load()},
            {"actions_acknowledged", latencies_.size()},
            {"actions_per_second", double(latencies_.size()) / seconds},
            {"latency_ms",
             {{"p50", percentile(latencies_, 0.50)},
              {"p95", percentile(latencies_, 0.95)},
              {"p99", percentile(latencies_, 0.99)},
              {"max", percentile(latencies_, 1.0)}}},
            {"errors", error_count},
            {"error_kinds", errors},
            {"games_finished", seen_.size()},
            {"records_checked", records_checked_},
            {"actions_in_checked_records", actions_in_records_},
            {"record_mismatches", mismatches_.size()},
            {"first_mismatches", std::vector<std::string>(mismatches_.begin(), mismatches_.begin() + std::ptrdiff_t(std::min<size_t>(5, mismatches_.size())))}};
  }

  LoadOptions options_;
  Endpoint endpoint_;
  asio::io_context* io_ = nullptr;
  tcp::endpoint target_;
  mutable std::mutex clock_mutex_;
  Clock::time_point start_, stop_at_, measure_from_;
  bool measuring_ = false;
  double ramp_seconds_ = 0;
  std::atomic<int> connected_{0};
  std::atomic<int> next_room_{0}, rooms_created_{0}, open_{0}, max_open_{0};
  std::mutex mutex_;
  std::map<std::string, int64_t> errors_;
  std::vector<double> latencies_, interval_;
  std::map<std::string, RoomSeen> seen_;
  int records_checked_ = 0;
  size_t actions_in_records_ = 0;
  std::vector<std::string> mismatches_;
};

}  // namespace

json run_load(const LoadOptions& options) {
  if (options.rooms < 1) throw UsageError("--rooms must be at least 1");
  if (options.duration_s <= 0) throw UsageError("--duration must be positive");
  find_game(options.game);
  return Load(options).run();
}

}  // namespace cubilete::loadtest
