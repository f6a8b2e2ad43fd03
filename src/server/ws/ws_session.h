#pragma once
// One WebSocket connection: reads client messages (size, rate and shape checked here, the rest
// by its room), and writes what its room sends, one frame at a time, in order.
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>

#include <memory>
#include <string>

#include "server/address_limits.h"
#include "server/server_context.h"

namespace cubilete::server {

// Takes over an accepted socket whose HTTP upgrade request has been read, holding its client's
// place among the open sockets (given back when the session ends). `account`: the account of the
// session cookie it came with (0: none), which reaches that account's seat without a token;
// `account_name`: its name (a lobby socket's seats are named so); `session_hash`: the session's
// (a lobby socket checks it is still live before it acts as the account). `request_id`: the upgrade
// request's (request_id.h), the socket's on the log and in the handshake's X-Request-Id.
void start_websocket(ServerContext& context, boost::asio::ip::tcp::socket socket,
                     boost::beast::http::request<boost::beast::http::string_body> request,
                     AddressLimits::SocketSlot slot, int64_t account, std::string account_name,
                     std::string request_id, std::string session_hash);

}  // namespace cubilete::server
