#include "server/ws/ws_session.h"

#include <fmt/format.h>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <deque>

#include "server/address_limits.h"
#include "server/connection.h"
#include "server/http/query.h"
#include "server/lobby/lobby.h"
#include "server/log.h"
#include "server/metrics.h"
#include "server/protocol.h"
#include "server/room/room_messages.h"
#include "server/room/room_registry.h"
#include "server/tokens.h"
#include "server/ws/coalescing_stream.h"

namespace cubilete::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {

// A frame this large is not a client of ours: the socket is closed (1009) without reading it.
constexpr size_t kHardFrameLimit = 64 * 1024;
// A reader this far behind is dropped rather than holding the server's memory: its socket is
// closed at once, and it comes back (if it is a person) to a fresh snapshot, states being
// snapshots. 1 MiB holds a burst of several thousand small messages for a reader that keeps up.
constexpr size_t kMaxQueuedBytes = 1024 * 1024;
// Messages waiting while no write is taken for this long (checked every period, so between one
// and two of them) close the socket: a reader that stopped.
constexpr auto kWriteTimeout = std::chrono::seconds(20);

class WsSession : public Connection, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(ServerContext& context, tcp::socket socket, AddressLimits::SocketSlot slot, int64_t account,
            std::string account_name, std::string request_id, std::string session_hash)
      : context_(context),
        ws_(std::move(socket)),
        write_timer_(ws_.get_executor()),
        slot_(std::move(slot)),
        account_(account),
        account_name_(std::move(account_name)),
        session_hash_(std::move(session_hash)),
        request_id_(std::move(request_id)) {}

  ~WsSession() override {
    if (!open_gauge_) return;
    open_gauge_->fetch_sub(1, std::memory_order_relaxed);
    log_event(LogLevel::Debug, "socket closed", {{"reason", close_reason_}}, request_id_);
  }

  void start(http::request<http::string_body> request) {
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.set_option(websocket::stream_base::decorator([id = request_id_](websocket::response_type& res) {
      res.set(http::field::server, "cubilete");
      res.set("X-Request-Id", id);
    }));
    ws_.read_message_max(kHardFrameLimit);
    const std::string target(request.target());
    const auto q = target.find('?');
    const std::string_view query = q == std::string::npos ? std::string_view() : std::string_view(target).substr(q + 1);
    const std::string typed_room = query_value(query, "room");
    token_ = query_value(query, "token");
    const std::string code = normalize_room_code(typed_room);
    // The query only: "/ws?lobby=1" names it first, with no "&" before it.
    if (query_value(query, "lobby") == "1" && context_.lobby && !context_.stopping)
      return start_lobby(request, query_value(query, "game"), query_value(query, "language"));
    bool moved = context_.stopping;
    if (!code.empty() && !context_.stopping) {
      auto found = context_.rooms.find(code);
      room_ = std::move(found.room);
      moved = found.moved;
    }
    ws_.async_accept(request, [self = shared_from_this(), typed_room, moved](beast::error_code ec) {
      if (ec) return;
      if (!self->room_) {
        const bool stopping = self->context_.stopping;
        self->send_error(moved ? "moved" : "no_such_room",
                         stopping ? "the server is restarting; reconnect"
                         : moved  ? "another server instance serves this room now; reconnect"
                                  : fmt::format("there is no room '{}'", typed_room.substr(0, 20)));
        self->close(stopping ? "server restarting" : moved ? "moved" : "no such room");
        return;
      }
      self->opened(metrics().room_sockets, self->room_->code());
      asio::post(self->room_->strand(), [self] {
        self->room_->connect(self, self->token_, self->slot_.address(), self->account_);
        self->token_.clear();  // not kept longer than needed
      });
      self->read();
    });
  }

  void send(std::shared_ptr<const std::string> text) override {
    asio::post(ws_.get_executor(), [self = shared_from_this(), text = std::move(text)] {
      self->enqueue(text);
      self->ws_.next_layer().write_taken();
    });
  }

  void send_all(std::vector<std::shared_ptr<const std::string>> texts) override {
    asio::post(ws_.get_executor(), [self = shared_from_this(), texts = std::move(texts)] {
      for (const auto& text : texts) self->enqueue(text);
      self->ws_.next_layer().write_taken();  // the batch in one write
    });
  }

  void close(const std::string& reason) override {
    asio::post(ws_.get_executor(), [self = shared_from_this(), reason] {
      if (self->closing_) return;
      self->closing_ = true;
      self->close_reason_ = reason.substr(0, 120);  // a close frame's reason has at most 123 bytes
      self->do_close();  // the close frame goes after every message taken (coalescing_stream.h)
    });
  }

 private:
  // A lobby socket (lobby/lobby.h): the list of open tables and the quick-play pool.
  void start_lobby(http::request<http::string_body>& request, std::string game, std::string language) {
    lobby_ = true;
    ws_.async_accept(request, [self = shared_from_this(), game, language](beast::error_code ec) {
      if (ec) return;
      self->opened(metrics().lobby_sockets, "lobby");
      self->context_.lobby->connect(self, game, language, self->slot_.address(),
                                    {self->account_, self->account_name_, self->session_hash_});
      self->read();
    });
  }

  void send_now(std::string text) {
    enqueue(std::make_shared<const std::string>(std::move(text)));
    ws_.next_layer().write_taken();
  }

  void send_error(const std::string& code, const std::string& message) {
    metrics().error_sent(code);
    send_now(room::error_text(code, message));
  }

  // Counted among the open sockets of its kind until the session ends.
  void opened(std::atomic<int64_t>& gauge, const std::string& where) {
    open_gauge_ = &gauge;
    gauge.fetch_add(1, std::memory_order_relaxed);
    log_event(LogLevel::Debug, "socket opened", {{"room", where}}, request_id_);
  }

  // A message becomes a frame in the coalescing stream's buffer at once: no write operation per
  // message (coalescing_stream.h); the caller says when its messages are all taken. Rooms and the
  // lobby learn of a socket in its handshake's handler, so nothing is sent before the upgrade's
  // answer; nothing is sent after a close frame either (is_open() turns false as Beast answers one).
  void enqueue(const std::shared_ptr<const std::string>& text) {
    if (closing_ || closed_ || !ws_.is_open()) return;
    auto& out = ws_.next_layer();
    if (out.waiting_bytes() + text->size() > kMaxQueuedBytes) return drop("too slow: messages were not read");
    out.append_text_frame(*text);
    if (!watching_writes_) watch_writes();
  }

  // While bytes wait, one timer checks every kWriteTimeout that the peer took some since it last
  // looked; a reader that stopped is dropped.
  void watch_writes() {
    watching_writes_ = true;
    write_timer_.expires_after(kWriteTimeout);
    write_timer_.async_wait([self = shared_from_this(), seen = ws_.next_layer().bytes_written()](beast::error_code ec) {
      self->watching_writes_ = false;
      if (ec || self->closed_) return;
      auto& out = self->ws_.next_layer();
      if (out.waiting_bytes() == 0) return;
      if (out.bytes_written() == seen) return self->drop("too slow: a write was not taken");
      self->watch_writes();
    });
  }

  // Closes the TCP connection at once, queued messages and all: the peer does not read, so a
  // close handshake would wait on it too. The read then fails and the room forgets the socket.
  void drop(const char* why) {
    if (closed_) return;
    closed_ = closing_ = true;
    close_reason_ = why;
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().shutdown(tcp::socket::shutdown_both, ignored);
    beast::get_lowest_layer(ws_).socket().close(ignored);
  }

  void do_close() {
    if (closed_) return;
    closed_ = true;
    ws_.async_close(websocket::close_reason(websocket::close_code::going_away, close_reason_),
                    [self = shared_from_this()](beast::error_code) {});
  }

  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, size_t) { self->on_read(ec); });
  }

  void on_read(beast::error_code ec) {
    if (ec) {
      closed_ = true;
      write_timer_.cancel();  // it would keep this session for up to kWriteTimeout
      if (lobby_) context_.lobby->disconnect(shared_from_this());
      if (room_) asio::post(room_->strand(), [room = room_, self = shared_from_this()] { room->disconnect(self); });
      return;
    }
    const std::string raw = beast::buffers_to_string(buffer_.data());
    buffer_.consume(buffer_.size());
    if (!within_rate()) {
      // One warning per flood, not one per dropped message.
      if (!warned_)
        send_error("rate_limited", fmt::format("at most {} messages a second; messages were dropped",
                                               context_.config.messages_per_second));
      warned_ = true;
    } else if (lobby_) {
      warned_ = false;
      context_.lobby->receive(shared_from_this(), raw);
    } else {
      warned_ = false;
      auto parsed = parse_client_message(raw);
      if (auto* error = std::get_if<ProtocolError>(&parsed)) {
        send_error(error->code, error->message);
      } else {
        asio::post(room_->strand(), [room = room_, self = shared_from_this(), m = std::get<ClientMessage>(parsed)] {
          room->receive(self, m);
        });
      }
    }
    if (!closed_) read();
  }

  // A sliding one-second window of message arrivals.
  bool within_rate() {
    const auto now = std::chrono::steady_clock::now();
    while (!arrivals_.empty() && now - arrivals_.front() >= std::chrono::seconds(1)) arrivals_.pop_front();
    if (arrivals_.size() >= size_t(context_.config.messages_per_second)) return false;
    arrivals_.push_back(now);
    return true;
  }

  ServerContext& context_;
  websocket::stream<CoalescingStream> ws_;
  beast::flat_buffer buffer_;
  std::shared_ptr<Room> room_;
  std::string token_;
  bool watching_writes_ = false;
  asio::steady_timer write_timer_;
  AddressLimits::SocketSlot slot_;  // the client's place among the open sockets (its address)
  int64_t account_ = 0;             // the session cookie's account (0: none)
  std::string account_name_;        // and its name
  std::string session_hash_;        // and its session's hash ("" none)
  std::deque<std::chrono::steady_clock::time_point> arrivals_;
  bool closing_ = false, closed_ = false, warned_ = false;
  bool lobby_ = false;  // a lobby socket, not a room's
  std::string close_reason_;
  const std::string request_id_;
  std::atomic<int64_t>* open_gauge_ = nullptr;  // metrics' count of its kind, once open
};

}  // namespace

void start_websocket(ServerContext& context, tcp::socket socket, http::request<http::string_body> request,
                     AddressLimits::SocketSlot slot, int64_t account, std::string account_name,
                     std::string request_id, std::string session_hash) {
  std::make_shared<WsSession>(context, std::move(socket), std::move(slot), account, std::move(account_name),
                              std::move(request_id), std::move(session_hash))
      ->start(std::move(request));
}

}  // namespace cubilete::server
