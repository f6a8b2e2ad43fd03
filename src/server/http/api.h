#pragma once
// The HTTP API of PROTOCOL.md: routes a request to the registry or a room and answers with JSON.
#include <string>
#include <string_view>

#include "server/http/http_answer.h"
#include "server/server_context.h"

namespace cubilete::server {

struct ApiRequest {
  std::string method;  // "GET", "POST", ...
  std::string path;    // without the query
  std::string body;
  std::string client;  // the client's address (address_limits.h)
};

// True if `path` belongs to the API (then `reply` is called exactly once, maybe later, from any
// thread); false for everything else (static files).
bool handle_api(ServerContext& context, const ApiRequest& request, Reply reply);

// GET /api/games, built once.
const std::string& games_document();

}  // namespace cubilete::server
