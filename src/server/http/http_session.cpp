#include "server/http/http_session.h"

#include <fmt/format.h>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include "server/accounts/cookies.h"
#include "server/accounts/sessions.h"
#include "server/address_limits.h"
#include "server/http/api.h"
#include "server/http/metrics_page.h"
#include "server/http/static_files.h"
#include "server/log.h"
#include "server/metrics.h"
#include "server/request_id.h"
#include "server/protocol.h"
#include "server/work_lanes.h"
#include "server/ws/ws_session.h"
#include "store/clock.h"

namespace cubilete::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

namespace {

// A request's headers, and before them a kept-alive connection's wait for its next request, must
// come within kHeaderTimeout: a client that opens connections and trickles its headers (or sends
// none) holds each for that long at most. A trusted proxy's connections wait kReadTimeout instead:
// it sends whole requests, and keeps its connections open for the next ones. The body, once the
// headers are in, and the answer each have kReadTimeout.
constexpr auto kHeaderTimeout = std::chrono::seconds(10);
constexpr auto kReadTimeout = std::chrono::seconds(30);
constexpr int kSocketSendBuffer = 64 * 1024;

// The path as the log shows it: a segment of 20 characters or more (longer than any room code or
// name in a path; a token would be) becomes "…".
std::string loggable_path(std::string_view path) {
  std::string out;
  size_t at = 0;
  while (at < path.size() && out.size() < 200) {
    const size_t next = std::min(path.find('/', at + 1), path.size());
    const auto segment = path.substr(at, next - at);
    out += segment.size() > 20 ? std::string_view("/…") : segment;
    at = next;
  }
  return out;
}

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(ServerContext& context, tcp::socket socket, bool metrics_listener)
      : context_(context), stream_(std::move(socket)), metrics_listener_(metrics_listener) {
    boost::system::error_code ec;
    const auto endpoint = stream_.socket().remote_endpoint(ec);
    peer_ = ec ? std::string() : endpoint.address().to_string();
    const std::string from = canonical_address(peer_);
    const auto& proxies = context_.config.trusted_proxies;
    via_proxy_ = !from.empty() && std::find(proxies.begin(), proxies.end(), from) != proxies.end();
    // Behind a trusted proxy the client's address is known only from each request's
    // X-Forwarded-For: the proxy's connections carry everyone's requests and are not capped.
    if (!via_proxy_ && !from.empty()) {
      slot_ = context_.limits.open_connection(from);
      turned_away_ = !slot_;
    }
  }

  void start() {
    asio::dispatch(stream_.get_executor(), [self = shared_from_this()] {
      if (self->turned_away_) return self->turn_away();
      self->read();
    });
  }

 private:
  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxClientMessage);
    parser_->header_limit(16 * 1024);
    stream_.expires_after(via_proxy_ ? kReadTimeout : kHeaderTimeout);
    http::async_read_header(stream_, buffer_, *parser_, [self = shared_from_this()](beast::error_code ec, size_t) {
      self->on_header(ec);
    });
  }

  void on_header(beast::error_code ec) {
    if (ec || parser_->is_done()) return on_read(ec);
    stream_.expires_after(kReadTimeout);
    http::async_read(stream_, buffer_, *parser_, [self = shared_from_this()](beast::error_code ec, size_t) {
      self->on_read(ec);
    });
  }

  // An address over --connections-per-address: answered at once, without reading its request,
  // and closed. Its other connections go on.
  void turn_away() {
    started_ = std::chrono::steady_clock::now();
    keep_alive_ = false;
    request_id_ = new_request_id();
    refuse(HttpAnswer::error(429, "too_many_sockets",
                             fmt::format("at most {} HTTP connections at once from one address (serve "
                                         "--connections-per-address)",
                                         context_.config.connections_per_address)));
  }

  void on_read(beast::error_code ec) {
    if (ec == http::error::end_of_stream) return close();
    started_ = std::chrono::steady_clock::now();
    if (ec == http::error::body_limit) {
      keep_alive_ = false;
      request_id_ = new_request_id();
      method_ = std::string(parser_->get().method_string());
      path_ = std::string(parser_->get().target().substr(0, parser_->get().target().find('?')));
      return refuse(HttpAnswer::error(413, "too_large", fmt::format("a request body has at most {} bytes", kMaxClientMessage)));
    }
    if (ec) return close();
    auto request = parser_->release();
    keep_alive_ = request.keep_alive();
    version_ = request.version();
    const std::string client = client_address(peer_, request["X-Forwarded-For"], context_.config.trusted_proxies);
    const std::string target(request.target());
    const auto query_at = target.find('?');
    ApiRequest api{std::string(request.method_string()), target.substr(0, query_at), request.body(), client,
                   query_at == std::string::npos ? std::string() : target.substr(query_at + 1)};
    method_ = api.method;
    path_ = api.path;
    request_id_ = via_proxy_ ? accepted_request_id(request["X-Request-Id"]) : std::string();
    if (request_id_.empty()) request_id_ = new_request_id();
    if (metrics_listener_ || api.path == "/metrics") return serve_metrics(api, request[http::field::authorization]);
    read_identity(request, api);
    if (beast::websocket::is_upgrade(request)) {
      if (target.rfind("/ws", 0) != 0 || (target.size() > 3 && target[3] != '?'))
        return refuse(HttpAnswer::error(404, "not_found", "WebSockets are served at /ws"));
      // A socket opened with the cookie acts as its account: only from the server's own pages.
      if (api.has_cookie && !(api.has_origin && same_origin(api.origin, api.own_origin)))
        return refuse(origin_refusal(api));
      if (context_.limits.sockets() >= context_.config.max_sockets)
        return refuse(HttpAnswer::error(503, "too_many_sockets", "the server holds as many connections as it can; try later"));
      if (!context_.limits.allow(AddressLimits::Kind::Connect, client))
        return refuse(HttpAnswer::error(429, "rate_limited", context_.limits.refusal(AddressLimits::Kind::Connect)));
      auto slot = context_.limits.open_socket(client);
      if (!slot)
        return refuse(HttpAnswer::error(429, "too_many_sockets",
                                        fmt::format("at most {} connections at once from one address "
                                                    "(serve --sockets-per-address)",
                                                    context_.config.sockets_per_address)));
      stream_.expires_never();
      // A small send buffer: a reader that stopped fills it soon, and the session's own bounded
      // queue then closes it (the kernel would otherwise grow it to megabytes per silent socket).
      boost::system::error_code ignored;
      stream_.socket().set_option(asio::socket_base::send_buffer_size(kSocketSendBuffer), ignored);
      // The session's account reaches its seats without a token (room_machine.h, Connect). Its
      // session is a store read: on the quick lane, and the upgrade goes on on this connection's
      // executor (no I/O thread waits for a PostgreSQL round trip).
      if (api.session_token.empty()) return upgrade(std::move(request), std::move(slot), 0, "");
      context_.workers.post(false, [self = shared_from_this(), token = api.session_token, request = std::move(request),
                                    slot = std::move(slot)]() mutable {
        int64_t account = 0;
        std::string account_name, session_hash;
        try {
          if (auto found = self->context_.sessions.find(token, store::now_ms())) {
            account = found->who.account.id;
            account_name = found->who.account.name;
            session_hash = found->token_hash;
          }
        } catch (const std::exception& e) {
          // The store cannot say now: the socket opens as a guest's (its seat token still works).
          log_warning("a socket's session could not be read: {}", e.what());
        }
        asio::post(self->stream_.get_executor(), [self, request = std::move(request), slot = std::move(slot), account,
                                                  account_name = std::move(account_name),
                                                  session_hash = std::move(session_hash)]() mutable {
          self->upgrade(std::move(request), std::move(slot), account, std::move(account_name), std::move(session_hash));
        });
      });
      return;
    }
    auto self = shared_from_this();
    const bool handled = handle_api(context_, api, [self](HttpAnswer answer) {
      count_error(answer);
      auto body = to_wire(answer.body);
      asio::post(self->stream_.get_executor(),
                 [self, status = answer.status, body = std::move(body), headers = std::move(answer.headers)]() mutable {
                   self->respond(status, "application/json", std::move(body), std::move(headers));
                 });
    });
    if (!handled) serve_file(api);
  }

  void upgrade(http::request<http::string_body> request, AddressLimits::SocketSlot slot, int64_t account,
               std::string account_name, std::string session_hash = "") {
    log_request(101);
    slot_ = {};  // a WebSocket counts toward --sockets-per-address instead
    start_websocket(context_, stream_.release_socket(), std::move(request), std::move(slot), account,
                    std::move(account_name), request_id_, std::move(session_hash));
  }

  // GET /metrics (metrics_page.h): with serve --metrics-token's token, or on --metrics-address.
  void serve_metrics(const ApiRequest& r, std::string_view authorization) {
    if (metrics_listener_ && r.path != "/metrics")
      return refuse(HttpAnswer::error(404, "not_found", "this listener serves GET /metrics only"));
    if (!metrics_listener_ && context_.config.metrics_token.empty())  // as if there were no such page
      return refuse(HttpAnswer::error(404, "not_found", "no /metrics here: serve --metrics-token TOKEN enables it"));
    if (r.method != "GET" && r.method != "HEAD")
      return refuse(HttpAnswer::error(405, "method_not_allowed", "only GET /metrics"));
    if (!metrics_listener_ && !metrics_authorized(authorization, context_.config.metrics_token)) {
      HttpAnswer refusal = HttpAnswer::error(401, "unauthorized", "/metrics needs the header Authorization: Bearer TOKEN "
                                                                  "with serve --metrics-token's TOKEN");
      refusal.headers.emplace_back("WWW-Authenticate", "Bearer realm=\"metrics\"");
      return refuse(std::move(refusal));
    }
    cache_ = "no-store";
    auto page = metrics_exposition(context_);
    respond(200, kMetricsContentType, r.method == "HEAD" ? std::string() : std::move(page));
  }

  static void count_error(const HttpAnswer& answer) {
    if (answer.status < 400) return;
    const auto code = answer.body.find("error");
    metrics().error_sent(code != answer.body.end() && code->is_string() ? code->get<std::string>() : "unknown");
  }

  // An error answered here, before the API: counted, and sent as the API's errors are.
  void refuse(HttpAnswer answer) {
    count_error(answer);
    respond(answer.status, "application/json", to_wire(answer.body), std::move(answer.headers));
  }

  // One debug line per request: its method and path (never its query, where tokens travel; a
  // long segment of the path, which could be one, is left out too), status and time.
  void log_request(int status) const {
    if (!log_enabled(LogLevel::Debug)) return;
    const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started_).count();
    log_event(LogLevel::Debug, "http request",
              {{"method", method_.substr(0, 10)}, {"path", loggable_path(path_)}, {"status", status}, {"ms", ms}},
              request_id_);
  }

  // The cookie, the Origin and the server's own origin: --public-url's, else the request's scheme
  // (https only where a trusted proxy says so) and Host.
  void read_identity(const http::request<http::string_body>& request, ApiRequest& api) const {
    const auto cookie = request[http::field::cookie];
    api.has_cookie = carries_session_cookie(cookie);
    api.session_token = session_cookie(cookie);
    if (auto it = request.find(http::field::origin); it != request.end()) {
      api.has_origin = true;
      api.origin = std::string(it->value());
    }
    api.own_origin = public_origin(context_.config);
    if (api.own_origin.empty()) {
      const bool https = via_proxy_ && request["X-Forwarded-Proto"] == "https";
      api.own_origin = origin_of_url(std::string(https ? "https://" : "http://") + std::string(request[http::field::host]));
    }
  }

  // The browser app: its files as read at start (static_files.h), never a path of the disk.
  void serve_file(const ApiRequest& r) {
    if (r.method != "GET" && r.method != "HEAD")
      return refuse(HttpAnswer::error(405, "method_not_allowed", "only GET here"));
    const StaticFile* file = context_.web.find(r.path);
    if (!file) {
      metrics().error_sent("not_found");
      return respond(404, "text/plain; charset=utf-8", "The browser table is not built: run `make build`, or pass --web DIR.\n");
    }
    // Built assets carry a hash in their names: cache them; never cache the page that names them.
    cache_ = file->immutable ? "public, max-age=31536000, immutable" : "no-cache";
    respond(200, file->content_type, r.method == "HEAD" ? std::string() : file->body);
  }

  void respond(int status, const char* type, std::string body,
               std::vector<std::pair<std::string, std::string>> headers = {}) {
    auto res = std::make_shared<http::response<http::string_body>>(http::int_to_status(unsigned(status)), version_);
    res->set(http::field::server, "cubilete");
    res->set(http::field::content_type, type);
    res->set("X-Content-Type-Options", "nosniff");
    res->set("X-Request-Id", request_id_);
    for (auto& [name, value] : headers) res->insert(name, value);
    if (!cache_.empty()) res->set(http::field::cache_control, cache_);
    cache_.clear();
    res->keep_alive(keep_alive_);
    log_request(status);
    res->body() = std::move(body);
    res->prepare_payload();
    stream_.expires_after(kReadTimeout);  // the time the request took to read is not the answer's
    http::async_write(stream_, *res, [self = shared_from_this(), res](beast::error_code ec, size_t) {
      if (ec || !res->keep_alive() || self->context_.stopping) return self->close();
      self->read();
    });
  }

  void close() {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
  }

  ServerContext& context_;
  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  bool keep_alive_ = false;
  unsigned version_ = 11;
  std::string cache_;
  std::string peer_;  // the connected address (a proxy's, behind one)
  bool via_proxy_ = false;  // the peer is a --trusted-proxy
  // Its place among the address's connections (--connections-per-address); empty behind a proxy,
  // and when turned away.
  AddressLimits::SocketSlot slot_;
  bool turned_away_ = false;
  const bool metrics_listener_;
  // The request being answered: its id (request_id.h), and for the log its method, path and start.
  std::string request_id_, method_, path_;
  std::chrono::steady_clock::time_point started_;
};

}  // namespace

void serve_http(ServerContext& context, tcp::socket socket, bool metrics_listener) {
  std::make_shared<HttpSession>(context, std::move(socket), metrics_listener)->start();
}

}  // namespace cubilete::server
