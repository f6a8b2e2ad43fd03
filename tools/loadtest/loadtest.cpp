#include "loadtest/loadtest.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <set>
#include <thread>

#include "catalog/registry.h"
#include "core/error.h"
#include "loadtest/http_client.h"
#include "loadtest/process_cpu.h"
#include "loadtest/server_message.h"
#include "present/record_json.h"
#include "present/view_json.h"
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

constexpr auto kPlayOutLimit = std::chrono::seconds(120);          // --play-out: games end within this
constexpr auto kGiveUpReconnecting = std::chrono::seconds(60);     // a room unreachable this long is given up

namespace {

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
  void count_error(const std::string& what) {
    std::lock_guard lock(mutex_);
    ++errors_[what];
  }

  bool stopping() const {
    std::lock_guard lock(clock_mutex_);
    return Clock::now() >= stop_at_;
  }
  // Time to leave: the deadline, or with --play-out the end of the grace period after it.
  bool quitting() const {
    std::lock_guard lock(clock_mutex_);
    return Clock::now() >= (options_.play_out ? stop_at_ + kPlayOutLimit : stop_at_);
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
    if (options_.server_pid > 0) {
      server_cpu_from_ = process_cpu_seconds(options_.server_pid);
      server_cpu_timer_ = std::make_unique<asio::steady_timer>(*io_, stop_at_);
      server_cpu_timer_->async_wait([this](const boost::system::error_code&) {
        std::lock_guard lock(mutex_);
        server_cpu_to_ = process_cpu_seconds(options_.server_pid);
      });
    }
  }

  // A request answered `moved` (the room is changing instance) is asked again a few times.
  awaitable<json> request_room(HttpConnection& h, http::verb verb, const std::string& target, const std::string& body, int& status) {
    for (int attempt = 0;; ++attempt) {
      auto answer = co_await http_request(h, target_, verb, target, body, status);
      if (status != 503 || answer.value("error", "") != "moved" || attempt == 5) co_return answer;
      ++moved_answers_;
      asio::steady_timer wait(co_await asio::this_coro::executor, std::chrono::milliseconds(50 << attempt));
      co_await wait.async_wait(use_awaitable);
    }
  }

  // Creates rooms (two person seats each) until there are enough, starting their people.
  awaitable<void> creator() {
    auto executor = co_await asio::this_coro::executor;
    HttpConnection h{beast::tcp_stream(executor)};
    try {
      for (;;) {
        const int index = next_room_++;
        if (index >= options_.rooms) break;
        int status = 0;
        // With a turn clock: between people only then does a bot play for someone away (a person
        // who lost their socket to a killed instance, or a rematch to it), so every game ends.
        const json body = {{"game", options_.game},
                           {"seats", json::array({json::object(), json::object()})},
                           {"name", "load A"},
                           {"turn_seconds", 600}};
        auto made = co_await http_request(h, target_, http::verb::post, "/api/rooms", body.dump(), status);
        if (status != 201) {
          count_error(fmt::format("create: HTTP {} {}", status, made.value("error", "")));
          person_connected(), person_connected();
          continue;
        }
        const std::string code = made["room"];
        auto joined = co_await request_room(h, http::verb::post, "/api/rooms/" + code + "/join", R"({"name": "load B"})", status);
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
    close(h);
  }

  // One person: plays random legal actions after a think time, measures each answer, asks for
  // a rematch when a game ends and plays on in the new room, until the time is up (with
  // --play-out: until the game under way ends). A socket that closes or answers `moved` is opened
  // again with the same room and token after a bounded backoff; the person goes on from the
  // snapshot it receives, and the time from losing the socket to that snapshot is a reconnection.
  awaitable<void> person(std::string room, std::string token, uint64_t id) {
    auto executor = co_await asio::this_coro::executor;
    std::mt19937_64 rng(options_.seed * 1000003 + id);
    std::uniform_real_distribution<double> think(0.5, 1.5);
    bool first_connection = true;
    ++people_playing_;
    std::map<uint64_t, std::string> events;  // of the game under way, kept across reconnections
    std::optional<Clock::time_point> lost_at;  // since when this person has been reconnecting
    int attempts = 0;
    bool game_done = false;  // this room's end is already noted (a reconnection sees it again)
    bool reconnected = false;  // in this room
    while (!room.empty()) {
      websocket::stream<beast::tcp_stream> ws(executor);
      bool open = false, lost = false;
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
        played(room);
        if (first_connection) person_connected();
        first_connection = false;
        int seat = -1;
        json view;
        bool acted = false;  // an act is waiting for its state
        uint64_t acted_version = 0;
        Clock::time_point acted_at;
        bool asked_rematch = false;
        beast::flat_buffer buffer;
        for (;;) {
          // Past the deadline: only wait for an answer still owed, then leave.
          if (quitting() && !acted) break;
          beast::get_lowest_layer(ws).expires_after(std::chrono::seconds(stopping() ? 10 : 600));
          beast::error_code read_error;
          co_await ws.async_read(buffer, asio::redirect_error(use_awaitable, read_error));
          if (read_error) {
            // The server (or nginx in front of it) closed the socket: reconnect, unless leaving.
            if (acted) ++acts_interrupted_;
            lost = !quitting() || acted;
            break;
          }
          const auto data = buffer.data();
          const auto m = read_server_message({static_cast<const char*>(data.data()), data.size()});
          buffer.consume(buffer.size());
          const std::string& type = m.type;
          if (type == "error") {
            const std::string code = m.code.empty() ? "?" : m.code;
            if (code == "moved") {
              // Another instance serves the room: the socket closes; open another.
              ++moved_answers_;
              if (acted) ++acts_interrupted_;
              lost = true;
              break;
            }
            if (code == "no_such_room" && lost_at) {
              // Back after losing the socket to a room that was never stored: this person stops
              // here. (Back after a rematch was made, the server says where it is: see below.)
              ++rooms_left_;
              break;
            }
            // A stand-in bot may have played the turn of a person who was away reconnecting.
            if (code == "stale" && reconnected) ++stale_after_reconnection_;
            else count_error("server: " + code);
            if (acted) acted = false;
            continue;
          }
          if (type == "rematch") {
            next_room = m.room;
            next_token = m.token;
            break;
          }
          if (type != "state") continue;
          if (lost_at) {
            record_reconnection(std::chrono::duration<double, std::milli>(Clock::now() - *lost_at).count());
            lost_at.reset();
            attempts = 0;
          }
          const uint64_t version = m.version;
          seat = m.seat.value_or(-1);
          const auto& ev = m.events;
          for (size_t i = 0; i < ev.size(); ++i) events[version - ev.size() + i] = ev[i];
          view = m.view;
          if (acted && version > acted_version) {
            acted = false;
            record_latency(std::chrono::duration<double, std::milli>(Clock::now() - acted_at).count());
          }
          if (m.status == "over") {
            if (!m.has_result) continue;  // the result follows
            if (!game_done) finished(room, seat, std::move(events), view);
            game_done = true;
            events.clear();
            if (!options_.rematch || stopping()) break;
            if (!asked_rematch) {
              asked_rematch = true;
              co_await ws.async_write(asio::buffer(std::string(R"({"type":"rematch"})")), use_awaitable);
            }
            continue;
          }
          if (quitting() || acted || !m.to_move || *m.to_move != seat || m.legal.empty()) continue;
          asio::steady_timer pause(executor, std::chrono::milliseconds(int64_t(options_.think_ms * think(rng))));
          co_await pause.async_wait(use_awaitable);
          if (quitting()) break;
          const auto& legal = m.legal;
          const json act = {{"type", "act"}, {"action", legal[rng() % legal.size()]}, {"version", version}};
          acted = true;
          acted_version = version;
          acted_at = Clock::now();
          co_await ws.async_write(asio::buffer(act.dump()), use_awaitable);
        }
        if (!lost) {
          if (acted) count_error("an act was never answered");
          beast::get_lowest_layer(ws).expires_after(std::chrono::seconds(5));
          co_await ws.async_close(websocket::close_code::normal, use_awaitable);
        }
      } catch (const std::exception& e) {
        // Refused, reset or timed out (an instance that died, nginx passing over it): reconnect.
        lost = !quitting();
        if (!lost) count_error(std::string("socket: ") + e.what());
        if (first_connection) person_connected();  // never connected: do not hold the clock
        first_connection = false;
      }
      if (open) note_open(-1);
      if (lost) {
        reconnected = true;
        if (!lost_at) lost_at = Clock::now();
        if (Clock::now() - *lost_at > kGiveUpReconnecting) {
          count_error(fmt::format("gave up reconnecting to room {} after {} attempts", room, attempts));
          break;
        }
        // 50 ms, doubling to 2 s, each with up to half again at random so people do not come back in step.
        const auto base = std::min<int64_t>(2000, int64_t(50) << std::min(attempts, 6));
        ++attempts;
        asio::steady_timer wait(executor, std::chrono::milliseconds(base + int64_t(rng() % uint64_t(base / 2 + 1))));
        co_await wait.async_wait(use_awaitable);
        continue;  // the same room and token
      }
      events.clear();
      game_done = false;
      reconnected = false;
      room = next_room;
      token = next_token;
    }
    --people_playing_;
  }

  void played(const std::string& room) {
    std::lock_guard lock(mutex_);
    rooms_played_.insert(room);
  }

  void note_open(int delta) {
    const int now = open_ += delta;
    int seen = max_open_.load();
    while (now > seen && !max_open_.compare_exchange_weak(seen, now)) {
    }
  }

  void record_reconnection(double ms) {
    std::lock_guard lock(mutex_);
    reconnections_.push_back(ms);
  }

  void record_latency(double ms) {
    if (!measuring()) return;  // the ramp (rooms still being made) is reported apart
    std::lock_guard lock(mutex_);
    latencies_.push_back(ms);
    interval_.push_back(ms);
  }

  void finished(const std::string& room, int seat, std::map<uint64_t, std::string> events, const json& view) {
    std::lock_guard lock(mutex_);
    ++seats_finished_[room];
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
    // With --play-out the people finish their games first.
    while (people_playing_ > 0 && options_.play_out) {
      timer.expires_after(std::chrono::milliseconds(200));
      co_await timer.async_wait(use_awaitable);
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
    HttpConnection h{beast::tcp_stream(executor)};
    try {
      for (const auto& [code, r] : seen) {
        int status = 0;
        auto rec = co_await request_room(h, http::verb::get, "/api/rooms/" + code + "/record", "", status);
        if (status != 200) {
          mismatches_.push_back(fmt::format("{}: record HTTP {}", code, status));
          continue;
        }
        ++records_checked_;
        try {
          auto record = record_from_json(rec);
          table::Table t({&find_game(record.game), record.rules, record.players, record.seed});
          t.replay_recorded(record.actions);
          for (const auto& [seat, events] : r.events) {
            for (const auto& [index, name] : events)
              if (index >= record.actions.size() || t.log()[index].name_for(seat) != name)
                mismatches_.push_back(fmt::format("{}: seat {} saw '{}' as action {}", code, seat, name, index));
            if (r.final_view.at(seat) != view_json(t.state(), seat))
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
    // Rooms some person played in whose end nobody saw (with --play-out: none).
    size_t unfinished = 0;
    for (const auto& code : rooms_played_)
      if (seats_finished_[code] == 0) ++unfinished;
    for (const auto& [what, n] : errors_) {
      errors[what] = n;
      error_count += n;
    }
    json out = {{"url", options_.url},
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
            {"rooms_played", rooms_played_.size()},
            {"rooms_unfinished", unfinished},
            {"reconnections",
             {{"count", reconnections_.size()},
              {"p50_ms", percentile(reconnections_, 0.50)},
              {"max_ms", percentile(reconnections_, 1.0)}}},
            {"moved_answers", moved_answers_.load()},
            {"acts_interrupted", acts_interrupted_.load()},
            {"rooms_left", rooms_left_.load()},
            {"stale_after_reconnection", stale_after_reconnection_.load()},
            {"records_checked", records_checked_},
            {"actions_in_checked_records", actions_in_records_},
            {"record_mismatches", mismatches_.size()},
            {"first_mismatches", std::vector<std::string>(mismatches_.begin(), mismatches_.begin() + std::ptrdiff_t(std::min<size_t>(5, mismatches_.size())))}};
    if (server_cpu_from_ && server_cpu_to_) {
      const double cpu = *server_cpu_to_ - *server_cpu_from_;
      out["server_cpu_seconds"] = cpu;
      out["server_cpu_ms_per_action"] = latencies_.empty() ? 0.0 : cpu * 1000 / double(latencies_.size());
    }
    return out;
  }

  LoadOptions options_;
  Endpoint endpoint_;
  asio::io_context* io_ = nullptr;
  tcp::endpoint target_;
  mutable std::mutex clock_mutex_;
  Clock::time_point start_, stop_at_, measure_from_;
  bool measuring_ = false;
  double ramp_seconds_ = 0;
  std::unique_ptr<asio::steady_timer> server_cpu_timer_;
  std::optional<double> server_cpu_from_, server_cpu_to_;  // the server's processor time at the window's ends
  std::atomic<int> connected_{0};
  std::atomic<int> next_room_{0}, rooms_created_{0}, open_{0}, max_open_{0};
  std::mutex mutex_;
  std::map<std::string, int64_t> errors_;
  std::vector<double> latencies_, interval_;
  std::map<std::string, RoomSeen> seen_;
  std::set<std::string> rooms_played_;
  std::map<std::string, int> seats_finished_;
  std::vector<double> reconnections_;
  std::atomic<int> people_playing_{0};
  std::atomic<int64_t> moved_answers_{0}, acts_interrupted_{0}, rooms_left_{0}, stale_after_reconnection_{0};
  int records_checked_ = 0;
  size_t actions_in_records_ = 0;
  std::vector<std::string> mismatches_;
};

}  // namespace

json run_load(const LoadOptions& options) {
  if (options.rooms < 1) throw UsageError("--rooms must be at least 1");
  if (options.duration_s <= 0) throw UsageError("--duration must be positive");
  if (options.server_pid > 0 && !process_cpu_seconds(options.server_pid))
    throw UsageError(fmt::format("--server-pid {}: no process of that number to read (/proc/{}/stat)",
                                 options.server_pid, options.server_pid));
  find_game(options.game);
  return Load(options).run();
}

}  // namespace cubilete::loadtest
