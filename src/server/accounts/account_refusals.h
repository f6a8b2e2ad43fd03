#pragma once
// What the accounts' endpoints share to refuse a request: the shape of a body, too many attempts
// and the origin of a request.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>

#include "server/http/api.h"

namespace cubilete::server {

// The body as a JSON object holding only `allowed` fields (an empty body is an empty object), or
// nothing once `reply` has said why not (400 bad_request).
std::optional<nlohmann::json> object_body(const ApiRequest& request, std::initializer_list<const char*> allowed,
                                          const Reply& reply);

// 429 too_many_attempts: why, and when to try again (`retry_after` in the body, Retry-After).
HttpAnswer too_many_attempts(int64_t retry_after_s, const std::string& why);

// Whether the request's Origin is the server's own.
bool same_origin_request(const ApiRequest& request);

}  // namespace cubilete::server
