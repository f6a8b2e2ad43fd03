// Tournaments' two speed targets (docs/tournaments.md, "Measured"): an arena's pairing wave over
// 1,000 idle entrants (the weighted matching in groups of 100), and a standings change reaching
// 2,000 lobby sockets that watch the arena, over real sockets on loopback against a server run in
// this process (SQLite in a temporary folder). Run it under the CPU lock:
//   flock /tmp/cubilete-cpu.lock build/cubilete_tournament_bench [--watchers 2000] [--idle 1000]
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "server/server.h"
#include "server/tournament/arena_pairing.h"
#include "server/tournament/arena_sheet.h"
#include "server/tournament/tournament_json.h"
#include "server/tournament/tournament_state.h"

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

struct Stats {
  double median, p95, max;
};
Stats stats(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return {v[v.size() / 2], v[v.size() * 95 / 100], v.back()};
}

// The pairing wave: `n` idle entrants with ranks, ratings and some history, as an arena an hour
// in might have them.
void pairing(int n) {
  std::mt19937_64 rng(n);
  std::vector<cubilete::server::tournament::IdleEntrant> idle(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    auto& e = idle[size_t(i)];
    e.account = i + 1;
    e.rank = 1 + int(rng() % uint64_t(n));
    e.rating = 1000 + double(rng() % 1200);
    e.idle_since_ms = int64_t(rng() % 10000);
    for (int k = 0; k < 6; ++k) ++e.met[int64_t(1 + rng() % uint64_t(n))];
    e.last_opponent = int64_t(1 + rng() % uint64_t(n));
  }
  std::vector<double> ms;
  size_t pairs = 0;
  for (int r = 0; r < 11; ++r) {
    const auto t = Clock::now();
    pairs = cubilete::server::tournament::pair_wave(idle, n, nullptr).size();
    ms.push_back(ms_since(t));
  }
  const auto s = stats(ms);
  fmt::print("| pairing wave, {} idle | {} pairs | {:.2f} | {:.2f} | {:.2f} |\n", n, pairs, s.median, s.p95, s.max);
}

// Standings of `entrants` who played `games` each, computed and written as the push message.
void standings(int entrants, int games) {
  cubilete::store::TournamentRecord t;
  t.id = "bench";
  t.kind = "arena";
  t.ends_ms = int64_t(1) << 50;
  std::vector<cubilete::store::TournamentEntrant> people;
  std::vector<cubilete::store::TournamentGame> rows;
  std::mt19937_64 rng(7);
  const char* results[] = {"win", "draw", "loss"};
  for (int a = 1; a <= entrants; ++a) {
    people.push_back({a, fmt::format("player{}", a), 0, true, 1500});
    for (int g = 0; g < games; ++g)
      rows.push_back({fmt::format("R{}-{}", a, g), 0, a, 1 + int64_t(rng() % uint64_t(entrants)), 0, g * 1000,
                      g * 1000 + 500, results[rng() % 3], 0.0});
  }
  std::vector<double> ms;
  for (int r = 0; r < 11; ++r) {
    const auto t0 = Clock::now();
    const auto state = cubilete::server::tournament::tournament_state(t, people, rows);
    const auto text = cubilete::server::tournament::standings_message(t, state.standings, 0);
    ms.push_back(ms_since(t0));
  }
  const auto s = stats(ms);
  fmt::print("| standings of {} entrants x {} games, computed and written | - | {:.2f} | {:.2f} | {:.2f} |\n", entrants,
             games, s.median, s.p95, s.max);
}

struct HttpAnswer {
  int status;
  std::string body, cookie;
};

HttpAnswer request(unsigned short port, http::verb verb, const std::string& target, const std::string& body,
                   const std::string& cookie) {
  asio::io_context io;
  tcp::socket socket(io);
  socket.connect({asio::ip::make_address("127.0.0.1"), port});
  http::request<http::string_body> req{verb, target, 11};
  req.set(http::field::host, "127.0.0.1");
  req.set(http::field::origin, "http://127.0.0.1");
  req.set(http::field::content_type, "application/json");
  if (!cookie.empty()) req.set(http::field::cookie, "cubilete_session=" + cookie);
  req.body() = body;
  req.prepare_payload();
  http::write(socket, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(socket, buffer, res);
  HttpAnswer out{int(res.result_int()), res.body(), cookie};
  for (const auto& f : res)
    if (f.name() == http::field::set_cookie) {
      const std::string v(f.value());
      const std::string prefix = "cubilete_session=";
      if (v.rfind(prefix, 0) == 0) out.cookie = v.substr(prefix.size(), v.find(';') - prefix.size());
    }
  return out;
}

std::string sign_up(unsigned short port, const std::string& name) {
  const auto r = request(port, http::verb::post, "/api/account/signup",
                         json{{"name", name}, {"password", "correct horse battery"}}.dump(), "");
  if (r.status != 201) throw std::runtime_error("signup: " + r.body);
  return r.cookie;
}

// A lobby socket watching the tournament, counting the standings it hears and when each came.
struct Watcher {
  explicit Watcher(asio::io_context& io) : ws(io) {}
  websocket::stream<tcp::socket> ws;
  beast::flat_buffer buffer;
  std::atomic<int64_t> entrants{-1};
  Clock::time_point heard;
};

void read_loop(Watcher& w) {
  w.ws.async_read(w.buffer, [&w](beast::error_code ec, size_t) {
    if (ec) return;
    const auto m = json::parse(beast::buffers_to_string(w.buffer.data()), nullptr, false);
    w.buffer.consume(w.buffer.size());
    if (m.is_object() && m.value("type", "") == "tournament_standings") {
      w.heard = Clock::now();
      w.entrants = m.value("entrants", int64_t(0));
    }
    read_loop(w);
  });
}

void push(int watchers) {
  const auto dir = std::filesystem::temp_directory_path() / fmt::format("cubilete-tournament-bench-{}", ::getpid());
  std::filesystem::create_directories(dir);
  cubilete::server::ServerConfig config;
  config.port = 0;
  config.db = (dir / "bench.db").string();
  config.password_cost = "minimum";
  config.sockets_per_address = config.connects_per_minute = config.connections_per_address = 0;
  config.signups_per_hour = config.joins_per_minute = config.tournaments_per_day = 0;
  config.tournament_schedule = "none";
  cubilete::server::Server server(config);
  const unsigned short port = server.port();
  std::thread serving([&server] { server.run(); });

  const auto host = sign_up(port, "bench_host");
  const auto made = request(port, http::verb::post, "/api/tournaments",
                            json{{"kind", "arena"}, {"game", "generala"}, {"starts", "now"}, {"minutes", 60},
                                 {"public", true}}.dump(),
                            host);
  if (made.status != 201) throw std::runtime_error("tournament: " + made.body);
  const std::string id = json::parse(made.body)["id"];

  asio::io_context io;
  std::vector<std::unique_ptr<Watcher>> all;
  const auto opened = Clock::now();
  for (int i = 0; i < watchers; ++i) {
    auto w = std::make_unique<Watcher>(io);
    w->ws.next_layer().connect({asio::ip::make_address("127.0.0.1"), port});
    w->ws.handshake("127.0.0.1", "/ws?lobby=1");
    w->ws.write(asio::buffer(json{{"type", "tournament"}, {"id", id}}.dump()));
    read_loop(*w);
    all.push_back(std::move(w));
  }
  std::thread reading([&io] { io.run(); });
  auto all_heard = [&](int64_t entrants, int seconds) {
    const auto deadline = Clock::now() + std::chrono::seconds(seconds);
    while (Clock::now() < deadline) {
      if (std::all_of(all.begin(), all.end(), [&](const auto& w) { return w->entrants == entrants; })) return true;
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    return false;
  };
  if (!all_heard(0, 60)) throw std::runtime_error("the watchers did not all hear the first standings");
  fmt::print("{} lobby sockets watching, opened in {:.0f} ms\n", watchers, ms_since(opened));

  std::vector<double> last, median;
  for (int k = 1; k <= 5; ++k) {
    const auto cookie = sign_up(port, fmt::format("bench_entrant{}", k));
    const auto t0 = Clock::now();
    const auto joined = request(port, http::verb::post, "/api/tournaments/" + id + "/join", "", cookie);
    if (joined.status != 200) throw std::runtime_error("join: " + joined.body);
    if (!all_heard(k, 30)) throw std::runtime_error("the watchers did not all hear a change");
    std::vector<double> each;
    for (const auto& w : all) each.push_back(std::chrono::duration<double, std::milli>(w->heard - t0).count());
    const auto s = stats(each);
    median.push_back(s.median);
    last.push_back(s.max);
  }
  std::sort(last.begin(), last.end());
  std::sort(median.begin(), median.end());
  fmt::print("| a join's standings at all {} watchers (from the join's answer; 5 joins) | - | median {:.1f}, "
             "last {:.1f} (median of 5) | | worst last {:.1f} |\n",
             watchers, median[2], last[2], last.back());
  for (auto& w : all) {
    beast::error_code ignored;
    w->ws.next_layer().close(ignored);
  }
  io.stop();
  reading.join();
  std::raise(SIGTERM);
  serving.join();
  std::filesystem::remove_all(dir);
}

}  // namespace

int main(int argc, char** argv) try {
  int watchers = 2000, idle = 1000;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i];
    if (key == "--watchers") watchers = std::atoi(argv[i + 1]);
    else if (key == "--idle") idle = std::atoi(argv[i + 1]);
    else throw std::runtime_error("unknown option " + key);
  }
  fmt::print("| what | result | median ms | p95 ms | max ms |\n|---|---|---|---|---|\n");
  for (const int n : {100, 200, idle}) pairing(n);
  standings(2000, 20);
  push(watchers);
  return 0;
} catch (const std::exception& e) {
  fmt::print(stderr, "cubilete_tournament_bench: {}\n", e.what());
  return 1;
}
