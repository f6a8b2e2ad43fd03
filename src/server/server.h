#pragma once
// `cubilete serve`: one process serving HTTP and WebSocket on N I/O threads, rooms on strands,
// bots and advisors on a worker pool, everything acknowledged first committed to the store.
#include <functional>
#include <memory>

#include "server/server_context.h"

namespace cubilete::server {

class Server {
 public:
  // Opens the store, loads its unfinished rooms and binds the port (throws std::runtime_error
  // with the reason if any of that fails).
  explicit Server(ServerConfig config);
  ~Server();
  unsigned short port() const;
  unsigned short metrics_port() const;  // serve --metrics-address's (0: none)
  std::string store_description() const;
  size_t rooms_loaded() const;
  // Serves until SIGINT or SIGTERM, then closes every socket with a reason and returns.
  void run();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cubilete::server
