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
#include "server/http/static_files.h"
#include "server/protocol.h"
#include "server/ws/ws_session.h"
#include "store/clock.h"

namespace cubilete::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

namespace {

constexpr auto kReadTimeout = std::chrono::seconds(30);
constexpr int kSocketSendBuffer = 64 * 1024;

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(ServerContext& context, tcp::socket socket) : context_(context), stream_(std::move(socket)) {
    boost::system::error_code ec;
    const auto endpoint = stream_.socket().remote_endpoint(ec);
    peer_ = ec ? std::string() : endpoint.address().to_string();
  }

  void start() {
    asio::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read(); });
  }

 private:
  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxClientMessage);
    parser_->header_limit(16 * 1024);
    stream_.expires_after(kReadTimeout);
    http::async_read(stream_, buffer_, *parser_, [self = shared_from_this()](beast::error_code ec, size_t) {
      self->on_read(ec);
    });
  }

  void on_read(beast::error_code ec) {
    if (ec == http::error::end_of_stream) return close();
    if (ec == http::error::body_limit) {
      keep_alive_ = false;
      return respond(413, "application/json",
                     to_wire({{"error", "too_large"}, {"message", fmt::format("a request body has at most {} bytes", kMaxClientMessage)}}));
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
    read_identity(request, api);
    if (beast::websocket::is_upgrade(request)) {
      if (target.rfind("/ws", 0) != 0 || (target.size() > 3 && target[3] != '?'))
        return respond(404, "application/json", to_wire({{"error", "not_found"}, {"message", "WebSockets are served at /ws"}}));
      // A socket opened with the cookie acts as its account: only from the server's own pages.
      if (api.has_cookie && !(api.has_origin && same_origin(api.origin, api.own_origin)))
        return respond(403, "application/json", to_wire(origin_refusal(api).body));
      if (context_.limits.sockets() >= context_.config.max_sockets)
        return respond(503, "application/json",
                       to_wire({{"error", "too_many_sockets"}, {"message", "the server holds as many connections as it can; try later"}}));
      if (!context_.limits.allow(AddressLimits::Kind::Connect, client))
        return respond(429, "application/json",
                       to_wire({{"error", "rate_limited"}, {"message", context_.limits.refusal(AddressLimits::Kind::Connect)}}));
      auto slot = context_.limits.open_socket(client);
      if (!slot)
        return respond(429, "application/json",
                       to_wire({{"error", "too_many_sockets"},
                                {"message", fmt::format("at most {} connections at once from one address "
                                                        "(serve --sockets-per-address)",
                                                        context_.config.sockets_per_address)}}));
      stream_.expires_never();
      // A small send buffer: a reader that stopped fills it soon, and the session's own bounded
      // queue then closes it (the kernel would otherwise grow it to megabytes per silent socket).
      boost::system::error_code ignored;
      stream_.socket().set_option(asio::socket_base::send_buffer_size(kSocketSendBuffer), ignored);
      // The session's account reaches its seats without a token (room_machine.h, Connect).
      int64_t account = 0;
      if (!api.session_token.empty())
        if (auto found = context_.sessions.find(api.session_token, store::now_ms())) account = found->who.account.id;
      return start_websocket(context_, stream_.release_socket(), std::move(request), std::move(slot), account);
    }
    auto self = shared_from_this();
    const bool handled = handle_api(context_, api, [self](HttpAnswer answer) {
      auto body = to_wire(answer.body);
      asio::post(self->stream_.get_executor(),
                 [self, status = answer.status, body = std::move(body), headers = std::move(answer.headers)]() mutable {
                   self->respond(status, "application/json", std::move(body), std::move(headers));
                 });
    });
    if (!handled) serve_file(api);
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
      const auto& proxies = context_.config.trusted_proxies;
      const bool via_proxy = std::find(proxies.begin(), proxies.end(), canonical_address(peer_)) != proxies.end();
      const bool https = via_proxy && request["X-Forwarded-Proto"] == "https";
      api.own_origin = origin_of_url(std::string(https ? "https://" : "http://") + std::string(request[http::field::host]));
    }
  }

  // The browser app: its files as read at start (static_files.h), never a path of the disk.
  void serve_file(const ApiRequest& r) {
    if (r.method != "GET" && r.method != "HEAD")
      return respond(405, "application/json", to_wire({{"error", "method_not_allowed"}, {"message", "only GET here"}}));
    const StaticFile* file = context_.web.find(r.path);
    if (!file)
      return respond(404, "text/plain; charset=utf-8", "The browser table is not built: run `make build`, or pass --web DIR.\n");
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
    for (auto& [name, value] : headers) res->insert(name, value);
    if (!cache_.empty()) res->set(http::field::cache_control, cache_);
    cache_.clear();
    res->keep_alive(keep_alive_);
    res->body() = std::move(body);
    res->prepare_payload();
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
};

}  // namespace

void serve_http(ServerContext& context, tcp::socket socket) {
  std::make_shared<HttpSession>(context, std::move(socket))->start();
}

}  // namespace cubilete::server
