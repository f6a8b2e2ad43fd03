#pragma once
// Accepts TCP connections and serves HTTP on them: the API, the browser app's files, and the
// upgrade to a WebSocket.
#include <boost/asio/ip/tcp.hpp>

#include "server/server_context.h"

namespace cubilete::server {

// `metrics_listener`: a connection to serve --metrics-address, which serves GET /metrics without
// a token and nothing else.
void serve_http(ServerContext& context, boost::asio::ip::tcp::socket socket, bool metrics_listener = false);

}  // namespace cubilete::server
