#pragma once
// Accepts TCP connections and serves HTTP on them: the API, the browser app's files, and the
// upgrade to a WebSocket.
#include <boost/asio/ip/tcp.hpp>

#include "server/server_context.h"

namespace cubilete::server {

void serve_http(ServerContext& context, boost::asio::ip::tcp::socket socket);

}  // namespace cubilete::server
