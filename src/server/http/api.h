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
  std::string query;   // after the "?" ("" for none)
  // The session cookie (accounts/cookies.h): whether the request carries one at all, and its
  // token when it has the shape of one. Never logged.
  bool has_cookie = false;
  std::string session_token = {};
  // The request's Origin header (absent: has_origin false) and the server's own origin
  // (--public-url's, else http:// and the request's Host).
  bool has_origin = false;
  std::string origin = {};
  std::string own_origin = {};
  // Whether the request changes something (any method but GET and HEAD).
  bool changes() const { return method != "GET" && method != "HEAD"; }
};

// True if `path` belongs to the API (then `reply` is called exactly once, maybe later, from any
// thread); false for everything else (static files).
bool handle_api(ServerContext& context, const ApiRequest& request, Reply reply);

// 405 method_not_allowed for `r`, naming the method the path takes.
HttpAnswer wrong_method(const ApiRequest& r, const char* allowed);

// GET /api/games, built once and again when a two-player table becomes ready.
nlohmann::json games_document();

// 403 bad_origin: a request acting as an account (its session cookie) from a page not the server's.
HttpAnswer origin_refusal(const ApiRequest& request);

}  // namespace cubilete::server
