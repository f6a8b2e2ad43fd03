#include "loadtest/http_client.h"

#include <fmt/format.h>
#include <sys/resource.h>

#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <chrono>
#include <exception>
#include <stdexcept>

#include "core/error.h"

namespace cubilete::loadtest {

namespace beast = boost::beast;
namespace http = beast::http;
using boost::asio::use_awaitable;
using nlohmann::json;
using tcp = boost::asio::ip::tcp;

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

void raise_file_limit() {
  rlimit r{};
  if (getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < r.rlim_max) {
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
  }
}

boost::asio::awaitable<json> http_request(HttpConnection& h, const tcp::endpoint& server, http::verb verb,
                                          const std::string& target, const std::string& body, int& status) {
  for (;;) {
    const bool reused = h.open;
    try {
      if (!h.open) {
        h.stream.expires_after(std::chrono::seconds(30));
        co_await h.stream.async_connect(server, use_awaitable);
        h.open = true;
      }
      http::request<http::string_body> req{verb, target, 11};
      req.set(http::field::host, "loadtest");
      req.set(http::field::content_type, "application/json");
      req.keep_alive(true);
      req.body() = body;
      req.prepare_payload();
      h.stream.expires_after(std::chrono::seconds(30));
      co_await http::async_write(h.stream, req, use_awaitable);
      beast::flat_buffer buffer;
      http::response<http::string_body> res;
      co_await http::async_read(h.stream, buffer, res, use_awaitable);
      if (!res.keep_alive()) close(h);
      status = int(res.result_int());
      auto parsed = json::parse(res.body(), nullptr, false);
      co_return parsed.is_object() ? parsed : json();
    } catch (const std::exception&) {
      close(h);
      if (!reused) throw;
    }
  }
}

void close(HttpConnection& h) {
  beast::error_code ignored;
  h.stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
  h.stream.close();
  h.open = false;
}

}  // namespace cubilete::loadtest
