#pragma once
// What a room knows of a socket: somewhere to send text, and a way to close it. Both may be
// called from any thread.
#include <memory>
#include <string>
#include <vector>

namespace cubilete::server {

class Connection {
 public:
  virtual ~Connection() = default;
  virtual void send(std::shared_ptr<const std::string> text) = 0;
  // Several messages, in order: a socket may take them in one go (the lobby's news).
  virtual void send_all(std::vector<std::shared_ptr<const std::string>> texts) {
    for (auto& t : texts) send(std::move(t));
  }
  // Sends what is queued, then closes with `reason` (the WebSocket close frame's text).
  virtual void close(const std::string& reason) = 0;
};

}  // namespace cubilete::server
