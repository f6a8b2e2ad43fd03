#include "server/server.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <mutex>
#include <thread>

#include "core/bot_settings.h"
#include "core/cancel.h"
#include "server/accounts/sessions.h"
#include "server/address_limits.h"
#include "server/analysis_service.h"
#include "server/http/http_session.h"
#include "server/http/static_files.h"
#include "server/lobby/lobby.h"
#include "server/log.h"
#include "server/daily/daily_service.h"
#include "server/tournament/tournament_service.h"
#include "server/moderation/moderation.h"
#include "server/room/room_registry.h"
#include "server/table_preparer.h"
#include "server/work_lanes.h"
#include "solve/category/solitaire_solved.h"
#include "store/clock.h"

namespace cubilete::server {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {
int cores() { return std::max(1, int(std::thread::hardware_concurrency())); }

// Each socket is a file: take every descriptor the system allows this process.
void raise_file_limit() {
  rlimit r{};
  if (getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < r.rlim_max) {
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
  }
}
// "HOST:PORT" ("[::1]:9100" for IPv6) as an endpoint; throws std::runtime_error naming the problem.
tcp::endpoint endpoint_of(const std::string& host_port) {
  const auto colon = host_port.rfind(':');
  std::string host = colon == std::string::npos ? std::string() : host_port.substr(0, colon);
  if (host.size() >= 2 && host.front() == '[' && host.back() == ']') host = host.substr(1, host.size() - 2);
  const std::string port = colon == std::string::npos ? std::string() : host_port.substr(colon + 1);
  boost::system::error_code ec;
  const auto address = asio::ip::make_address(host, ec);
  if (ec || port.empty() || port.size() > 5 || !std::all_of(port.begin(), port.end(), ::isdigit) ||
      std::stoi(port) > 65535)
    throw std::runtime_error(fmt::format("--metrics-address '{}' is not HOST:PORT (e.g. 127.0.0.1:9100)",
                                         host_port.substr(0, 80)));
  return {address, static_cast<unsigned short>(std::stoi(port))};
}

// One descriptor held in reserve (/dev/null) for when the process has none left: given up for a
// moment, it lets the connections waiting in the listen queue be taken and closed at once, so that
// their clients learn it at once instead of waiting until they time out.
class SpareDescriptor {
 public:
  SpareDescriptor() : fd_(open_spare()) {}
  ~SpareDescriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  SpareDescriptor(const SpareDescriptor&) = delete;
  SpareDescriptor& operator=(const SpareDescriptor&) = delete;

  // Accepts and closes up to `most` connections waiting on `acceptor` (which must be in
  // non-blocking mode); returns how many.
  size_t turn_away(tcp::acceptor& acceptor, size_t most) {
    std::lock_guard lock(mutex_);  // both listeners may run out at once
    if (fd_ >= 0) ::close(fd_);
    size_t closed = 0;
    for (boost::system::error_code ec; closed < most; ++closed) {
      tcp::socket waiting = acceptor.accept(ec);  // closed as it goes out of scope
      if (ec) break;
    }
    // Another thread may have taken the freed descriptor meanwhile: then no spare until the next try.
    fd_ = open_spare();
    return closed;
  }

 private:
  static int open_spare() { return ::open("/dev/null", O_RDONLY | O_CLOEXEC); }
  std::mutex mutex_;
  int fd_;
};

// Accept fails this way for as long as the process (or the system) lacks descriptors or memory:
// retrying at once would spin.
bool out_of_resources(const boost::system::error_code& ec) {
  namespace errc = boost::system::errc;
  return ec == errc::too_many_files_open || ec == errc::too_many_files_open_in_system ||
         ec == errc::no_buffer_space || ec == errc::not_enough_memory;
}
bool out_of_descriptors(const boost::system::error_code& ec) {
  namespace errc = boost::system::errc;
  return ec == errc::too_many_files_open || ec == errc::too_many_files_open_in_system;
}

// A listening socket and its accept loop. Out of descriptors or memory, the loop waits before its
// next try (100 ms, doubling to 1 s while the failures go on), turns away the connections waiting
// meanwhile (SpareDescriptor), and logs at most a line a second, with the failures it did not log.
class Listener {
 public:
  Listener(asio::io_context& io, SpareDescriptor& spare, std::function<void(tcp::socket)> serve)
      : acceptor(io), io_(io), spare_(spare), serve_(std::move(serve)), retry_(io) {}

  void listen(const tcp::endpoint& endpoint, int backlog) {
    acceptor.open(endpoint.protocol());
    acceptor.set_option(asio::socket_base::reuse_address(true));
    acceptor.bind(endpoint);
    acceptor.listen(backlog);
    // Turning connections away accepts them synchronously: it must never wait for one. (The
    // asynchronous accepts are not affected.)
    acceptor.non_blocking(true);
  }

  // One accept at a time: its handler, and the retry's, are the only ones touching the loop's state.
  void accept() {
    acceptor.async_accept(asio::make_strand(io_), [this](boost::system::error_code ec, tcp::socket socket) {
      if (!ec) {
        delay_ = {};
        serve_(std::move(socket));
        return accept();
      }
      // Closed at shutdown (the close may come from another thread just as an accept ends).
      if (!acceptor.is_open() || ec == asio::error::operation_aborted) return;
      if (!out_of_resources(ec)) {
        log_warning("accept failed: {}", ec.message());
        return accept();
      }
      wait_and_retry(ec);
    });
  }

  tcp::acceptor acceptor;

 private:
  void wait_and_retry(const boost::system::error_code& ec) {
    ++failures_;
    if (out_of_descriptors(ec)) turned_away_ += spare_.turn_away(acceptor, kMostTurnedAway);
    delay_ = std::clamp(delay_ * 2, kFirstDelay, kLongestDelay);
    if (const auto now = std::chrono::steady_clock::now(); now - last_line_ >= std::chrono::seconds(1)) {
      last_line_ = now;
      log_event(LogLevel::Warn, fmt::format("accept failed: {}", ec.message()),
                {{"unlogged_failures", failures_ - 1}, {"connections_closed", turned_away_}, {"retry_ms", delay_.count()}});
      failures_ = turned_away_ = 0;
    }
    retry_.expires_after(delay_);
    retry_.async_wait([this](boost::system::error_code waited) {
      if (!waited && acceptor.is_open()) accept();
    });
  }

  static constexpr std::chrono::milliseconds kFirstDelay{100}, kLongestDelay{1000};
  // A bound on one round's work on an I/O thread; the rest wait for the next round.
  static constexpr size_t kMostTurnedAway = 256;

  asio::io_context& io_;
  SpareDescriptor& spare_;
  const std::function<void(tcp::socket)> serve_;
  asio::steady_timer retry_;
  std::chrono::milliseconds delay_{0};
  std::chrono::steady_clock::time_point last_line_{};
  // Since the last line: the failures, and the waiting connections closed at once.
  uint64_t failures_ = 0, turned_away_ = 0;
};

std::vector<TableRequest> table_requests(const std::vector<std::string>& texts) {
  std::vector<TableRequest> out;
  for (const auto& t : texts) out.push_back(parse_table_request(t));
  return out;
}
}  // namespace

struct Server::Impl {
  ServerConfig config;
  asio::io_context io;
  WorkLanes workers;
  std::unique_ptr<store::Store> store;
  RoomRegistry rooms;
  AddressLimits limits;
  StaticFiles web;
  AnalysisService analyses;  // its thread ends before the store closes
  Sessions sessions;
  Lobby lobby;
  Moderation moderation;
  DailyService daily;
  ServerContext context;
  TournamentService tournaments;  // its waves use the context
  SpareDescriptor spare;
  Listener listener;
  Listener metrics_listener;  // serve --metrics-address, when given
  TablePreparer tables;       // stops its solve before the rest goes
  asio::signal_set signals;
  asio::steady_timer sweep_timer;
  size_t loaded = 0;

  explicit Impl(ServerConfig c)
      : config(std::move(c)),
        io(config.threads > 0 ? config.threads : cores()),
        workers(size_t(cores()), kMaxPasswordQueue),  // each pool: one thread per core
        store(store::open_store(config.db.empty() ? store::default_store_path() : config.db)),
        limits(config),
        web(config.web_root),
        analyses(store->analyses(), AnalysisService::kMaxWaiting, false, &store->puzzles()),
        sessions(store->accounts(), config),
        moderation(store->moderation()),
        daily(store->daily(), config.daily_offset_ms),
        context{io, workers, *store, config, rooms, limits, web, analyses, sessions},
        tournaments(context),
        listener(io, spare,
                 [this](tcp::socket socket) {
                   // Small messages must leave at once, not wait for Nagle's algorithm to fill a segment.
                   boost::system::error_code ignored;
                   socket.set_option(tcp::no_delay(true), ignored);
                   serve_http(context, std::move(socket));
                 }),
        // The metrics listener: GET /metrics without a token, for a scraper on a private address.
        metrics_listener(io, spare, [this](tcp::socket socket) { serve_http(context, std::move(socket), true); }),
        tables(table_requests(config.two_player_tables)),
        signals(io, SIGINT, SIGTERM),
        sweep_timer(io) {
    rooms.attach(context);
    lobby.attach(context);
    context.lobby = &lobby;
    context.moderation = &moderation;
    context.daily = &daily;
    context.tournaments = &tournaments;
    const tcp::endpoint endpoint(asio::ip::make_address(config.host), static_cast<unsigned short>(config.port));
    listener.listen(endpoint, asio::socket_base::max_listen_connections);
    if (!config.metrics_address.empty())
      metrics_listener.listen(endpoint_of(config.metrics_address), asio::socket_base::max_listen_connections);
    loaded = rooms.load_active();
    // Several instances on one store: rooms another instance asks for, or whose claim is gone.
    store->rooms().watch_ownership({[this](const std::string& code) { rooms.hand_over(code); },
                            [this](uint64_t generation) { rooms.ownership_lost(generation); }});
    moderation.start([this](const store::ModerationEvent& e) { rooms.moderate(e); });
    tournaments.start();
  }
  ~Impl() {  // before the rooms go
    moderation.stop();
    store->rooms().watch_ownership({});
  }

  void sweep() {
    // Every minute, or sooner when waiting rooms expire sooner (tests set seconds).
    sweep_timer.expires_after(std::chrono::seconds(std::clamp<int64_t>(config.waiting_expiry_s / 2, 1, 60)));
    sweep_timer.async_wait([this](boost::system::error_code ec) {
      if (ec) return;
      rooms.sweep();
      // A new day's seeds (and the week ahead's) are made by the first instance that comes to it.
      workers.post(false, [this] {
        try {
          daily.ensure_days(store::now_ms());
        } catch (const std::exception& e) {
          log_warning("the daily challenge's seeds were not made: {}", e.what());
        }
        // The attempts of ended days that nobody ended: finding one loads it wherever its claim
        // is free, and a daily attempt loaded after its day's end ends there as it stands.
        try {
          const auto leftovers = daily.leftover_attempts(store::now_ms(), config.daily_sweep_after_ms);
          for (const auto& code : leftovers) rooms.find(code);
          if (!leftovers.empty())
            log_line("daily challenge: {} attempt(s) of ended days were still in play: each ends as it stands where it loads",
                     leftovers.size());
        } catch (const std::exception& e) {
          log_warning("the daily challenge's ended days were not swept: {}", e.what());
        }
      });
      // Sessions and reset tokens past their end leave the store once an hour.
      if (const int64_t now = store::now_ms(); now - last_purge_ms >= 3600 * 1000) {
        last_purge_ms = now;
        store->accounts().purge_expired(now, [](const store::Outcome& o) {
          if (!o.ok()) log_warning("expired sessions were not purged: {}", o.message);
        });
      }
      sweep();
    });
  }
  int64_t last_purge_ms = 0;

  void shutdown(int signal) {
    log_line("signal {}: closing every connection", signal);
    context.stopping = true;
    cancel_everything();  // searches and solves in progress stop, so the workers can be joined
    boost::system::error_code ignored;
    listener.acceptor.close(ignored);
    metrics_listener.acceptor.close(ignored);
    sweep_timer.cancel();
    tournaments.stop();
    rooms.for_each([](const std::shared_ptr<Room>& room) {
      asio::post(room->strand(), [room] { room->close_all("server shutting down; reconnect soon"); });
    });
    lobby.close_all("server shutting down; reconnect soon");
    // Let the close frames and in-flight writes go out (every socket gone, or 3 s), then stop.
    wait_for_sockets(std::chrono::steady_clock::now() + std::chrono::seconds(3));
  }

  void wait_for_sockets(std::chrono::steady_clock::time_point deadline) {
    if (limits.sockets() == 0 || std::chrono::steady_clock::now() >= deadline) {
      // A moment more for the last close handshakes' final bytes.
      auto timer = std::make_shared<asio::steady_timer>(io, std::chrono::milliseconds(50));
      timer->async_wait([this, timer](boost::system::error_code) { io.stop(); });
      return;
    }
    auto timer = std::make_shared<asio::steady_timer>(io, std::chrono::milliseconds(20));
    timer->async_wait([this, timer, deadline](boost::system::error_code) { wait_for_sockets(deadline); });
  }
};

Server::Server(ServerConfig config) {
  raise_file_limit();
  // No room may hold a worker for long: every bot setting has a cap, every search a time budget
  // (docs/security.md). Set before any room (restored ones included) makes a bot.
  BotCaps caps;
  caps.most = {{"movetime", kMaxBotMovetimeMs}, {"rounds", kMaxEndgameRounds}};
  caps.search_ms = kMaxBotMovetimeMs;
  caps.endgame_points = kMaxEndgamePoints;
  caps.where = "on this server";
  set_bot_caps(std::move(caps));
  solve::set_solved_memory_limit(config.solved_memory_mb << 20);
  solve::set_table_cache_limit(config.solved_disk_mb << 20);
  impl_ = std::make_unique<Impl>(std::move(config));
}

Server::~Server() {
  impl_->workers.join();
  impl_->store->flush();
}

unsigned short Server::port() const { return impl_->listener.acceptor.local_endpoint().port(); }
unsigned short Server::metrics_port() const {
  const auto& metrics = impl_->metrics_listener.acceptor;
  return metrics.is_open() ? metrics.local_endpoint().port() : 0;
}
std::string Server::store_description() const { return impl_->store->describe(); }
size_t Server::rooms_loaded() const { return impl_->loaded; }

void Server::run() {
  impl_->signals.async_wait([this](boost::system::error_code ec, int signal) {
    if (!ec) impl_->shutdown(signal);
  });
  impl_->listener.accept();
  if (impl_->metrics_listener.acceptor.is_open()) impl_->metrics_listener.accept();
  impl_->sweep();
  const int n = impl_->config.threads > 0 ? impl_->config.threads : cores();
  std::vector<std::thread> threads;
  for (int i = 1; i < n; ++i) threads.emplace_back([this] { impl_->io.run(); });
  impl_->io.run();
  for (auto& t : threads) t.join();
  impl_->workers.join();
  impl_->store->flush();
  log_line("stopped; every stored action is committed");
}

}  // namespace cubilete::server
