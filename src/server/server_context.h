#pragma once
// What every room shares: the I/O threads, the worker pool for bots and advisors, the store, the
// settings and the registry of rooms.
#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>

#include <nlohmann/json_fwd.hpp>

#include <atomic>
#include <cstdint>
#include <string>

#include "store/store.h"

namespace cubilete::server {

struct ServerConfig {
  std::string host = "127.0.0.1";
  int port = 8080;
  std::string db;        // store location ("" = the default file)
  std::string web_root;  // the built browser app ("" = none)
  int bot_delay_ms = 700;
  int threads = 0;  // I/O threads (0 = one per core)
  int away_timeout_s = 90;
  int64_t waiting_expiry_s = 24 * 3600;
  size_t max_rooms = 100000;     // rooms held in memory (waiting and playing)
  size_t max_sockets = 20000;    // open connections
  int messages_per_second = 20;  // per socket
  size_t chat_history = 50;      // chat lines a new connection receives
};

class RoomRegistry;

struct ServerContext {
  boost::asio::io_context& io;
  boost::asio::thread_pool& workers;
  store::Store& store;
  const ServerConfig& config;
  RoomRegistry& rooms;
  std::atomic<size_t> sockets{0};  // open WebSocket connections
  std::atomic<bool> stopping{false};
};

// A JSON document as it goes out on a socket or in an HTTP body (invalid UTF-8 replaced, never
// thrown).
std::string to_wire(const nlohmann::json& j);

}  // namespace cubilete::server
