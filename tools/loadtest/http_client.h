#pragma once
// What both load generators (loadtest.h, lobby_load.h) need to talk to a server: its address
// from a URL, enough file descriptors for thousands of sockets, and JSON requests over one
// keep-alive HTTP connection.
#include <boost/asio/awaitable.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/verb.hpp>
#include <nlohmann/json.hpp>

#include <string>

namespace cubilete::loadtest {

struct Endpoint {
  std::string host;
  unsigned short port = 0;
};

// "ws://HOST:PORT" or "http://HOST:PORT" (a path after it is ignored). Throws UsageError.
Endpoint parse_url(const std::string& url);

// The soft limit of open files raised to the hard one: every socket is a file.
void raise_file_limit();

// One keep-alive HTTP connection, opened again when the server (or nginx, after its
// keepalive_requests) closes it.
struct HttpConnection {
  boost::beast::tcp_stream stream;
  bool open = false;
};

// A JSON request; a connection found closed when reused is opened again and the request sent once
// more (it never reached the server). A body that is not JSON (a proxy's error page) is null.
// `status` is the answer's HTTP status. Throws on a connection that cannot be made or read.
boost::asio::awaitable<nlohmann::json> http_request(HttpConnection& h, const boost::asio::ip::tcp::endpoint& server,
                                                    boost::beast::http::verb verb, const std::string& target,
                                                    const std::string& body, int& status);

void close(HttpConnection& h);

}  // namespace cubilete::loadtest
