#pragma once
// An answer to an HTTP request of the API (PROTOCOL.md): a status and a JSON body, and the
// callback a request is answered through (exactly once, maybe later, from any thread).
#include <nlohmann/json.hpp>

#include <exception>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace cubilete::server {

struct HttpAnswer {
  int status = 200;
  nlohmann::json body;
  // More response headers (Set-Cookie, Retry-After); never logged.
  std::vector<std::pair<std::string, std::string>> headers = {};
  static HttpAnswer error(int status, std::string code, std::string message) {
    return {status, {{"error", std::move(code)}, {"message", std::move(message)}}};
  }
};
using Reply = std::function<void(HttpAnswer)>;

// Another server instance serves the room now: the client asks again (nginx routes it there).
inline HttpAnswer moved_answer() {
  return HttpAnswer::error(503, "moved", "another server instance serves this room now; try again");
}

// The store threw while answering a request: the client may ask again later.
inline HttpAnswer store_failed_answer(const std::exception& e) {
  return HttpAnswer::error(503, "store_failed", std::string("the store cannot answer now (") + e.what() + "); try again");
}

}  // namespace cubilete::server
